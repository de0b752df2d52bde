// Layout, money, code pages and templates: what the customer and the cook read on paper.
import { describe, expect, it } from 'vitest';
import { decodeText, encodeText } from '../../../src-shared/printing/codepages.js';
import { ByteWriter } from '../../../src-shared/printing/bytes.js';
import { doc } from '../../../src-shared/printing/document.js';
import { formatDateTime, formatMoney } from '../../../src-shared/printing/format.js';
import { layout, layoutText, wrapText } from '../../../src-shared/printing/layout.js';
import { columnsFor, PAPER_SIZES, PRINTER_MODELS } from '../../../src-shared/printing/models.js';
import { renderDocument } from '../../../src-shared/printing/compile.js';
import { buildTemplate, TEMPLATE_NAMES } from '../../../src-shared/printing/templates/index.js';
import { splitTotal } from '../../../src-shared/printing/templates/conference.js';
import { TEMPLATE_SAMPLES, kitchenTicketSample } from '../../../src-shared/printing/templates/samples.js';

const bytesOf = (text: string, page: 'cp850' | 'cp437' | 'cp1252'): Uint8Array => {
  const w = new ByteWriter();
  encodeText(text, page, w);
  return w.toBytes();
};

describe('money and dates as a Brazilian reads them', () => {
  it('formats centavos as R$ 1.234,56', () => {
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
    expect(formatMoney(5)).toBe('R$ 0,05');
    expect(formatMoney(100000000)).toBe('R$ 1.000.000,00');
    expect(formatMoney(-456)).toBe('-R$ 4,56');
  });
  it('prints times in America/Sao_Paulo', () => {
    expect(formatDateTime('2025-11-21T22:42:05.000Z')).toBe('21/11/2025 19:42:05');
  });
  it('splits a bill by occupants in whole centavos that add up to the total', () => {
    const shares = splitTotal(10000, 3);
    expect(shares).toEqual([3334, 3333, 3333]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10000);
  });
});

describe('Portuguese on a code page', () => {
  it('keeps every accent in CP850', () => {
    const text = 'ÁÉÍÓÚ áéíóú ÂÊÔ âêô ÃÕ ãõ Çç À à';
    expect(decodeText(bytesOf(text, 'cp850'), 'cp850')).toBe(text);
  });
  it('transliterates what the code page lacks instead of dropping it', () => {
    // CP437 has no ã/õ/Á (printer-dialects.md §4).
    expect(decodeText(bytesOf('Pão, Ações, Ávila', 'cp437'), 'cp437')).toBe('Pao, Açoes, Avila');
    expect(decodeText(bytesOf('“Promoção” – 5€', 'cp850'), 'cp850')).toBe('"Promoção" - 5EUR');
    expect(decodeText(bytesOf('café 🍕 ok', 'cp850'), 'cp850')).toBe('café ? ok');
  });
});

describe('layout to the paper size', () => {
  it('maps small, medium and large to 32/42/48 columns in font A and 42/56/64 in font B', () => {
    expect(PAPER_SIZES.map((s) => columnsFor('EPSON', s, 'A'))).toEqual([32, 42, 48]);
    expect(PAPER_SIZES.map((s) => columnsFor('EPSON', s, 'B'))).toEqual([42, 56, 64]);
    expect(columnsFor('DARUMA', 'large', 'B')).toBe(57);
  });
  it('wraps at word boundaries and hard-breaks words longer than a line', () => {
    expect(wrapText('Escondidinho de carne-seca com queijo coalho', 16)).toEqual(['Escondidinho de', 'carne-seca com', 'queijo coalho']);
    expect(wrapText('35251112345678000199', 8)).toEqual(['35251112', '34567800', '0199']);
  });
  it('fits double-width text in half the columns', () => {
    const l = layout({ blocks: [doc.text('PEDIDO 1234 MESA 12 BALCAO', { width: 2 })] }, 'ESC_POS', 'small');
    for (const line of layoutText(l)) expect(line.length).toBeLessThanOrEqual(16);
  });
  it('wraps each column inside its own width and keeps the price right-aligned', () => {
    const l = layout({ blocks: [doc.columns([{ text: '2x', width: 3 }, { text: 'Parmegiana de frango com fritas' }, { text: 'R$ 79,80', align: 'end', width: 9 }])] }, 'ESC_POS', 'small');
    const lines = layoutText(l);
    expect(lines[0]).toBe('2x  Parmegiana de       R$ 79,80');
    expect(lines[1]).toBe('    frango com fritas');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(32);
  });
  it('never lets a template line run past the paper, for any model and size', () => {
    for (const model of PRINTER_MODELS) {
      for (const size of PAPER_SIZES) {
        for (const t of TEMPLATE_NAMES) {
          const l = layout(buildTemplate(t, TEMPLATE_SAMPLES[t]), model, size);
          for (const line of l.lines) {
            if (line.kind !== 'text') continue;
            const used = line.segments.reduce((sum, s) => sum + (s.text.length * s.style.width) / columnsFor(model, size, s.style.font), 0);
            expect(used, `${model} ${size} ${t}: ${line.segments.map((s) => s.text).join('')}`).toBeLessThanOrEqual(1 + 1e-9);
          }
        }
      }
    }
  });
});

describe('the kitchen ticket a cook reads', () => {
  it('prints the order, table and items large and bold', () => {
    const l = layout(buildTemplate('kitchenTicket', kitchenTicketSample(3)), 'EPSON', 'large');
    const find = (text: string) => l.lines.flatMap((x) => (x.kind === 'text' ? x.segments : [])).find((s) => s.text.includes(text));
    expect(find('PEDIDO 1234')?.style).toMatchObject({ bold: true, width: 2, height: 2 });
    expect(find('MESA 12')?.style).toMatchObject({ bold: true, width: 2, height: 2 });
    expect(find('Picanha na chapa')?.style).toMatchObject({ bold: true, height: 2 });
    expect(find('+ Farofa de açaí')?.style.bold).toBe(true);
    expect(find('OBS: Sem cebola')?.style).toMatchObject({ bold: true, underline: true });
  });
  it('a 40-item ticket encodes for every model with a cut at the end', () => {
    const document = buildTemplate('kitchenTicket', kitchenTicketSample(40));
    for (const model of PRINTER_MODELS) {
      const bytes = renderDocument(document, { model, size: 'large' });
      expect(bytes.length).toBeGreaterThan(2000);
      expect(decodeText(bytes, 'cp850')).toContain('Cliente alérgico a camarão');
    }
  });
  it('rejects ticket data without items, in the terms of the schema', () => {
    expect(() => buildTemplate('kitchenTicket', { stationName: 'Cozinha', firedAt: 'x' })).toThrow();
  });
});

describe('DANFE NFC-e layout', () => {
  it('prints the access key in groups of four, the QR payload and the contingency notice', () => {
    const d = TEMPLATE_SAMPLES.danfeNfce;
    const l = layout(buildTemplate('danfeNfce', d), 'BEMATECH', 'large');
    const text = layoutText(l).join('\n');
    expect(text).toContain('3525 1112 3456 7800 0199 6500 1000 0001 2310 0000 1234');
    expect(text).toContain('EMITIDA EM CONTINGÊNCIA');
    expect(text).toContain('CONSUMIDOR NÃO IDENTIFICADO');
    expect(text).toContain('NFC-e nº 123 Série 1 21/11/2025 19:42:05');
    expect(l.lines.find((x) => x.kind === 'qr')).toMatchObject({ data: (d as { qrPayload: string }).qrPayload });
  });
});
