// The buyer on the NFC-e (issue 19's audit): a home delivery carries its customer and address in dest/enderDest and on
// the DANFE; from R$ 10.000,00 the buyer must be identified (750); a CPF/CNPJ with wrong check digits or the
// emitter's own CNPJ is refused; the DANFE prints the emitter's CEP. A refused sale takes no number.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buyerDocumentProblem, isValidCnpj, isValidCpf, parseBuyerDocument } from '../../../src-shared/fiscal/documents.js';
import { danfeData, printingDanfeData } from '../../../src-shared/fiscal/danfe.js';
import { buildNfce } from '../../../src-shared/fiscal/nfceXml.js';
import { BusinessFiscalConfig, type FiscalSale } from '../../../src-shared/fiscal/types.js';
import { fiscalMessages } from '../../../src-shared/i18n/fiscal.js';
import { layout, layoutText } from '../../../src-shared/printing/layout.js';
import { buildTemplate } from '../../../src-shared/printing/templates/index.js';
import { openPfx } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import { nodeHasher } from '../../../src-main/fiscal/hasher.js';
import { FiscalService } from '../../../src-main/fiscal/service.js';
import { validateAgainstXsd } from '../../../src-server/fiscal/xsd.js';
import { deliveryCustomer, makeTestCertificate, simplesBusiness, TEST_CNPJ } from './fixtures.js';

const e = fiscalMessages.errors;
const dir = mkdtempSync(path.join(tmpdir(), 'nfce-buyer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const testCert = makeTestCertificate();
const cert = openPfx(testCert.pfx, testCert.password);

const fiscal = { ncm: '21069090', cfop: '5102', csosn: '102' as const };
function sale(total: number, extra: Partial<FiscalSale> = {}): FiscalSale {
  return {
    groupPaymentId: `019a0000-0000-7000-8000-${String(total).padStart(12, '0')}`,
    items: [{ code: 'BUF-04', name: 'Buffet para evento', unitPrice: total, quantity: 1000, fiscal }],
    payments: [{ method: 'pix', amount: total }],
    ...extra,
  };
}

const base = { business: simplesBusiness, serie: 890, nNF: 7, cNF: '48213957', emittedAt: new Date('2026-03-10T22:15:00Z'), verProc: 'BalcaoPDV 0.1.0' };
const build = (s: FiscalSale) => buildNfce({ ...base, sale: s, contingency: null, hasher: nodeHasher });

/** The paper's text as one line (wrapped lines joined), to find what is printed whatever the column width. */
const paperText = (lines: string[]) => lines.map((l) => l.trim()).join(' ').replace(/\s+/g, ' ');

describe('CPF and CNPJ check digits', () => {
  it('accepts valid CPFs and CNPJs, the alphanumeric CNPJ included, and refuses wrong digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11444777000161')).toBe(true);
    expect(isValidCnpj('11444777000162')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    // Receita Federal's example of the CNPJ alfanumérico: 12.ABC.345/01DE-35.
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(parseBuyerDocument('12.abc.345/01de-35')).toEqual({ cnpj: '12ABC34501DE35' });
    expect(parseBuyerDocument('529.982.247-25')).toEqual({ cpf: '52998224725' });
  });

  it("refuses the business's own CNPJ with wrong check digits in its fiscal data", () => {
    expect(BusinessFiscalConfig.safeParse(simplesBusiness).success).toBe(true);
    const typo = BusinessFiscalConfig.safeParse({ ...simplesBusiness, cnpj: '11222333000182' });
    expect(typo.success).toBe(false);
    expect(typo.error?.issues[0]?.message).toBe('CNPJ inválido: confira os dígitos');
  });

  it("refuses the emitter's own CNPJ as buyer", () => {
    expect(buyerDocumentProblem({ cnpj: TEST_CNPJ }, TEST_CNPJ)).toBe(e.buyerIsEmitter);
    expect(() => build(sale(5000, { consumer: { cnpj: TEST_CNPJ } }))).toThrow(e.buyerIsEmitter);
    expect(() => build(sale(5000, { consumer: { cpf: '52998224724' } }))).toThrow(e.buyerCpfInvalid);
    expect(() => build(sale(5000, { consumer: { cnpj: '12ABC34501DE36' } }))).toThrow(e.buyerCnpjInvalid);
    expect(build(sale(5000, { consumer: { cnpj: '12ABC34501DE35' } })).xml).toContain('<dest><CNPJ>12ABC34501DE35</CNPJ>');
  });
});

describe('sale from R$ 10.000,00', () => {
  it('is not built without an identified buyer (rejection 750), and is with one', () => {
    expect(() => build(sale(1_000_000))).toThrow(e.buyerRequired);
    expect(() => build(sale(999_999))).not.toThrow();
    expect(build(sale(1_000_000, { consumer: { cpf: '52998224725' } })).xml).toContain('<dest><CPF>52998224725</CPF>');
  });

  it('refused by the terminal before a number is taken; identified, it takes the first number', async () => {
    const service = new FiscalService({ dir, verProc: 'BalcaoPDV 0.1.0', businessId: async () => null, print: async () => {} });
    await service.start();
    await service.configure({ business: simplesBusiness, serie: 891, firstNumber: 41 });
    await service.installCertificate(testCert.pfx, testCert.password);
    const before = await service.numbering.peek(simplesBusiness.cnpj, 891);
    await expect(service.emitContingency(sale(1_250_000))).rejects.toThrow(e.buyerRequired);
    expect(await service.numbering.peek(simplesBusiness.cnpj, 891)).toBe(before);
    expect(service.list()).toHaveLength(0);
    const ok = await service.emitContingency(sale(1_250_000, { consumer: { cpf: '52998224725' } }));
    expect(ok.record.nNF).toBe(41);
  });
});

describe('home delivery', () => {
  const delivery = sale(8990, { delivery: true, consumer: deliveryCustomer });

  it('refuses a delivery without the customer or without the address', () => {
    expect(() => build(sale(8990, { delivery: true }))).toThrow(e.deliveryNeedsBuyer);
    expect(() => build(sale(8990, { delivery: true, consumer: { cpf: deliveryCustomer.cpf } }))).toThrow(e.deliveryNeedsAddress);
  });

  it('puts the customer and the address in dest/enderDest, valid against nfe_v4.00.xsd', async () => {
    const signed = emitNfce({ ...base, sale: delivery, contingency: { since: new Date('2026-03-10T22:00:00Z'), reason: 'Sem internet no momento da venda' } }, cert);
    expect(signed.xml).toContain(
      '<dest><CPF>52998224725</CPF><xNome>NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL</xNome><enderDest><xLgr>Rua dos Pinheiros</xLgr><nro>870</nro><xCpl>Apto 12</xCpl><xBairro>Pinheiros</xBairro><cMun>3550308</cMun><xMun>São Paulo</xMun><UF>SP</UF><CEP>05422001</CEP><cPais>1058</cPais><xPais>BRASIL</xPais><fone>11987654321</fone></enderDest><indIEDest>9</indIEDest></dest>',
    );
    expect(signed.xml).toContain('<indPres>4</indPres>');
    const res = await validateAgainstXsd('nfe_v4.00.xsd', [{ fileName: 'delivery.xml', contents: `<?xml version="1.0" encoding="UTF-8"?>${signed.xml}` }]);
    expect(res.ok, res.output).toBe(true);
  });

  it('counts the delivery fee in the note (vOutro, vNF) instead of giving it back as change', () => {
    // R$ 89,90 of food + R$ 7,00 delivery, paid R$ 96,90 by PIX.
    const built = build(sale(8990, { delivery: true, consumer: deliveryCustomer, deliveryFee: 700, payments: [{ method: 'pix', amount: 9690 }] }));
    expect(built.totals).toMatchObject({ vProd: 8990, vOutro: 700, vNF: 9690, vTroco: 0 });
    expect(built.xml).toContain('<vOutro>7.00</vOutro><indTot>1</indTot>');
    expect(built.xml).toContain('<vOutro>7.00</vOutro><vNF>96.90</vNF>');
    expect(built.xml).not.toContain('<vTroco>');
    expect(built.xml).toContain('<modFrete>9</modFrete>');
  });

  it("prints the delivery address and the emitter's CEP on the DANFE", () => {
    const signed = emitNfce({ ...base, sale: delivery, contingency: null }, cert);
    const input = { built: signed.built, qrCode: signed.qrCode, urlChave: signed.urlChave, copy: 'consumer' as const };
    const data = danfeData(input);
    expect(data.header.address).toBe('Rua Augusta, 1500 Loja 2, Consolação, São Paulo - SP, CEP 01304-001');
    expect(data.consumerAddress).toBe('Entrega: Rua dos Pinheiros, 870 Apto 12, Pinheiros, São Paulo - SP, CEP 05422-001');
    const paper = paperText(layoutText(layout(buildTemplate('danfeNfce', printingDanfeData(input)), 'ESC_POS', 'medium')));
    expect(paper).toContain('São Paulo - SP, CEP 01304-001');
    expect(paper).toContain('Entrega: Rua dos Pinheiros, 870 Apto 12, Pinheiros, São Paulo - SP, CEP 05422-001');
  });
});
