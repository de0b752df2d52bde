// The DANFE NFC-e of a contingency receipt: our mapping, and the same data through the printing area's DANFE
// template and ESC/POS encoder (the QR goes as the printer's own QR command).
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { danfeCopies, danfeData, printingDanfeData } from '../../../src-shared/fiscal/danfe.js';
import { buildTemplate } from '../../../src-shared/printing/templates/index.js';
import { renderDocument } from '../../../src-shared/printing/compile.js';
import { layout, type Layout } from '../../../src-shared/printing/layout.js';
import { openPfx } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import { makeTestCertificate, simplesBusiness, variedSales } from './fixtures.js';

const t = makeTestCertificate();

/** The laid-out text lines, as a person reads the paper. */
function layoutText(l: Layout): string[] {
  return l.lines.flatMap((line) => (line.kind === 'text' ? [line.segments.map((s) => s.text).join('').trim()] : []));
}
const signed = emitNfce(
  {
    business: simplesBusiness,
    sale: variedSales()[0]!,
    serie: 890,
    nNF: 12,
    cNF: '48213957',
    emittedAt: new Date('2026-03-10T22:15:09Z'),
    contingency: { since: new Date('2026-03-10T22:00:00Z'), reason: 'Sem internet no momento da venda' },
    verProc: 'BalcaoPDV 0.1.0',
  },
  openPfx(t.pfx, t.password),
);

describe('DANFE NFC-e in contingency', () => {
  it('says EMITIDA EM CONTINGÊNCIA / Pendente de autorização, has two copies and no protocol', () => {
    const copies = danfeCopies(signed.built).map((copy) => danfeData({ built: signed.built, qrCode: signed.qrCode, urlChave: signed.urlChave, copy }));
    expect(copies.map((c) => c.copyLabel)).toEqual(['Via Consumidor', 'Via do Estabelecimento']);
    const d = copies[0]!;
    expect(d.contingency).toEqual(['EMITIDA EM CONTINGÊNCIA', 'Pendente de autorização']);
    expect(d.protocol).toBeNull();
    expect(d.identification).toBe('NFC-e nº 12 Série 890 10/03/2026 19:15:09');
    expect(d.accessKey.split(' ')).toHaveLength(11);
    expect(d.consumer).toBe('CONSUMIDOR CPF: 123.456.789-09');
    expect(d.homologation).toBe('EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL');
    expect(d.change).not.toBeNull();
  });

  it("lays out each copy with the printing area's DANFE template: both notices twice, the copy's label, local time", () => {
    const [consumer, shop] = danfeCopies(signed.built).map((copy) =>
      layoutText(layout(buildTemplate('danfeNfce', printingDanfeData({ built: signed.built, qrCode: signed.qrCode, urlChave: signed.urlChave, copy })), 'ESC_POS', 'medium')),
    );
    const text = consumer!.join('\n');
    // Right below the header and right below the identification (manual §2.3), each time as two lines.
    const first = consumer!.indexOf('EMITIDA EM CONTINGÊNCIA');
    const second = consumer!.lastIndexOf('EMITIDA EM CONTINGÊNCIA');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(consumer![first + 1]).toBe('Pendente de autorização');
    expect(consumer![second + 1]).toBe('Pendente de autorização');
    expect(consumer!.indexOf('NFC-e nº 12 Série 890 10/03/2026 19:15:09')).toBeLessThan(second);
    expect(consumer![consumer!.indexOf('NFC-e nº 12 Série 890 10/03/2026 19:15:09') + 1]).toBe('Via Consumidor');
    expect(shop!.join('\n')).toContain('Via do Estabelecimento');
    expect(text).not.toContain('Via do Estabelecimento');
    expect(text).not.toContain('Protocolo de autorização');
    expect(text).toContain('CONSUMIDOR CPF: 123.456.789-09');
    expect(text).toContain('Cantina Teste');
  });

  it('prints the emission time in the business time zone, not São Paulo\'s', () => {
    const manaus = emitNfce(
      {
        business: { ...simplesBusiness, timeZone: 'America/Manaus' },
        sale: variedSales()[0]!,
        serie: 890,
        nNF: 13,
        cNF: '48213957',
        emittedAt: new Date('2026-03-10T22:15:09Z'),
        contingency: { since: new Date('2026-03-10T22:00:00Z'), reason: 'Sem internet no momento da venda' },
        verProc: 'BalcaoPDV 0.1.0',
      },
      openPfx(t.pfx, t.password),
    );
    const data = printingDanfeData({ built: manaus.built, qrCode: manaus.qrCode, urlChave: manaus.urlChave, copy: 'consumer' });
    const text = layoutText(layout(buildTemplate('danfeNfce', data), 'ESC_POS', 'medium')).join('\n');
    expect(text).toContain('NFC-e nº 13 Série 890 10/03/2026 18:15:09');
  });

  it('an authorized reprint carries the protocol, one copy without label, no contingency notice', () => {
    const data = printingDanfeData({
      built: signed.built,
      qrCode: signed.qrCode,
      urlChave: signed.urlChave,
      copy: 'consumer',
      protocol: { nProt: '135260000000123', at: '2026-03-10T23:00:00Z' },
    });
    const text = layoutText(layout(buildTemplate('danfeNfce', data), 'ESC_POS', 'medium')).join('\n');
    expect(text.replace(/\n/g, ' ')).toContain('Protocolo de autorização: 135260000000123 10/03/2026 20:00:00');
    expect(text).not.toContain('EMITIDA EM CONTINGÊNCIA');
    expect(text).not.toContain('Via Consumidor');
  });

  it("goes to ESC/POS with the printer's own QR command carrying the QR text", () => {
    const data = printingDanfeData({ built: signed.built, qrCode: signed.qrCode, urlChave: signed.urlChave, copy: 'consumer' });
    const bytes = Buffer.from(renderDocument(buildTemplate('danfeNfce', data), { model: 'ESC_POS', size: 'medium' }));
    expect(bytes.includes(iconv.encode('EMITIDA EM CONTINGÊNCIA', 'cp850'))).toBe(true);
    expect(bytes.includes(Buffer.from([0x1d, 0x28, 0x6b]))).toBe(true);
    expect(bytes.includes(Buffer.from(signed.qrCode, 'latin1'))).toBe(true);
  });
});
