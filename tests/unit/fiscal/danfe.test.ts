// The DANFE NFC-e of a contingency receipt: our mapping, and the same data through the printing area's DANFE
// template and ESC/POS encoder (the QR goes as the printer's own QR command).
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { danfeCopies, danfeData, printingDanfeData } from '../../../src-shared/fiscal/danfe.js';
import { buildTemplate } from '../../../src-shared/printing/templates/index.js';
import { renderDocument } from '../../../src-shared/printing/compile.js';
import { openPfx } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import { makeTestCertificate, simplesBusiness, variedSales } from './fixtures.js';

const t = makeTestCertificate();
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

  it("prints through the printing area's DANFE template with the printer's QR command", () => {
    const data = printingDanfeData({ built: signed.built, qrCode: signed.qrCode, urlChave: signed.urlChave });
    const bytes = Buffer.from(renderDocument(buildTemplate('danfeNfce', data), { model: 'ESC_POS', size: 'medium' }));
    expect(bytes.includes(iconv.encode('EMITIDA EM CONTINGÊNCIA', 'cp850'))).toBe(true);
    expect(bytes.includes(Buffer.from([0x1d, 0x28, 0x6b]))).toBe(true);
    expect(bytes.includes(Buffer.from(signed.qrCode, 'latin1'))).toBe(true);
  });
});
