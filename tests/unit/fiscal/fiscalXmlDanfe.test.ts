// What the DANFE NFC-e says (danfe.ts), the buyer's documents (documents.ts) and the stored product fiscal row
// (productConfig.ts), for known notes built without signing (fast: the fiscal-danfe mutation set runs it for every
// mutant). Expected texts are the DANFE manual's divisions in the words of src-shared/i18n/fiscal.ts; the CPF and
// CNPJ vectors are Receita Federal's rules worked by hand.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { danfeCopies, danfeData, printingDanfeData, type DanfeInput } from '../../../src-shared/fiscal/danfe.js';
import { buyerDocumentProblem, buyerRequired, documentChars, isValidCnpj, isValidCpf, parseBuyerDocument, IDENTIFIED_BUYER_FROM } from '../../../src-shared/fiscal/documents.js';
import { buildNfce, type NfceBuildInput } from '../../../src-shared/fiscal/nfceXml.js';
import { productFiscalOf } from '../../../src-shared/fiscal/productConfig.js';
import type { BusinessFiscalConfig, FiscalSale } from '../../../src-shared/fiscal/types.js';
import { fiscalMessages } from '../../../src-shared/i18n/fiscal.js';

const hasher = {
  sha1Hex: (t: string) => createHash('sha1').update(t, 'utf8').digest('hex'),
  sha1Base64: (t: string) => createHash('sha1').update(t, 'utf8').digest('base64'),
};
const business: BusinessFiscalConfig = {
  cnpj: '11222333000181',
  ie: '111222333444',
  crt: 1,
  legalName: 'Cantina Teste Ltda',
  tradeName: 'Cantina Bella Napoli',
  address: { street: 'Rua Augusta', number: '1500', complement: 'Loja 2', district: 'Consolação', cityCode: '3550308', cityName: 'São Paulo', uf: 'SP', cep: '01304001' },
  environment: 'homologation',
  csc: { id: '000001', token: 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6' },
};
const fiscal = { ncm: '21069090', cfop: '5102', csosn: '102' as const };
const sale: FiscalSale = {
  groupPaymentId: '019a0000-0000-7000-8000-000000000099',
  items: [
    { code: 'BUF-04', name: 'Buffet por quilo', unit: 'KG', unitPrice: 8990, quantity: 1250, fiscal: { ...fiscal, approxTaxRateBps: 1000 } },
    { code: 'REF-02', name: 'Refrigerante', unitPrice: 700, quantity: 2000, fiscal },
  ],
  discount: 238,
  serviceFee: 1100,
  payments: [
    { method: 'others', amount: 2000, description: 'Vale da casa' },
    { method: 'money', amount: 12000 },
  ],
  consumer: { cpf: '52998224725', name: 'Joana', address: { street: 'Rua B', number: '10', district: 'Centro', cityCode: '3550308', cityName: 'São Paulo', uf: 'SP' } },
  note: 'Mesa 4',
};
const contingency = { since: new Date('2026-03-10T22:00:00Z'), reason: 'Sem internet no momento da venda' };
const build = (extra: Partial<NfceBuildInput> = {}) =>
  buildNfce({ business, sale, serie: 890, nNF: 12, cNF: '48213957', emittedAt: new Date('2026-03-10T22:15:09Z'), contingency, verProc: 'BalcaoPDV 0.1.0', hasher, ...extra });
const input = (extra: Partial<DanfeInput> = {}): DanfeInput => ({ built: build(), qrCode: 'https://qr?p=1', urlChave: 'https://consulta', copy: 'consumer', ...extra });

describe('DANFE data', () => {
  // 1,250 kg × 89,90 = 112,375 → 112,38; 2 × 7,00 = 14,00; vNF 126,38 − 2,38 + 11,00 = 135,00; paid 20,00 + 120,00,
  // change 5,00. The buffet's base: 112,38 − 2,12 + 9,78 (discount and fee by largest remainder) = 120,04, IBPT 10 %
  // → 12,00.
  it('a contingency consumer copy: every division in the printed words', () => {
    const built = build();
    const d = danfeData({ built, qrCode: 'https://qr?p=1', urlChave: 'https://consulta', copy: 'consumer' });
    expect(d).toEqual({
      header: {
        legalName: 'Cantina Teste Ltda',
        tradeName: 'Cantina Bella Napoli',
        cnpj: 'CNPJ: 11.222.333/0001-81',
        ie: 'IE: 111222333444',
        address: 'Rua Augusta, 1500 Loja 2, Consolação, São Paulo - SP, CEP 01304-001',
      },
      contingency: ['EMITIDA EM CONTINGÊNCIA', 'Pendente de autorização'],
      homologation: 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL',
      title: 'DANFE NFC-e - Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica',
      items: [
        { code: 'BUF-04', description: 'Buffet por quilo', quantity: '1,25', unit: 'KG', unitPrice: '89,90', total: '112,38' },
        { code: 'REF-02', description: 'Refrigerante', quantity: '2', unit: 'UN', unitPrice: '7,00', total: '14,00' },
      ],
      totals: { itemsCount: '2', products: '126,38', discount: '2,38', otherCharges: '11,00', toPay: '135,00' },
      payments: [
        { label: 'Vale da casa', amount: '20,00' },
        { label: 'Dinheiro', amount: '120,00' },
      ],
      change: '5,00',
      approxTaxes: '12,00',
      consultUrl: 'https://consulta',
      accessKey: built.key.replace(/(.{4})/g, '$1 ').trim(),
      consumer: 'CONSUMIDOR CPF: 529.982.247-25',
      consumerAddress: 'Entrega: Rua B, 10, Centro, São Paulo - SP',
      identification: 'NFC-e nº 12 Série 890 10/03/2026 19:15:09',
      copyLabel: 'Via Consumidor',
      protocol: null,
      qrCode: 'https://qr?p=1',
      additionalInfo: 'Mesa 4',
    });
    expect(danfeCopies(built)).toEqual(['consumer', 'establishment']);
  });

  it("the establishment's copy is labelled; an authorized reprint has the protocol, no notice and no label", () => {
    const paid = { ...sale, payments: [{ method: 'money' as const, amount: 13500 }] };
    const built = build({ sale: paid });
    expect(danfeData({ built, qrCode: 'q', urlChave: 'u', copy: 'establishment' }).copyLabel).toBe('Via do Estabelecimento');
    const reprint = danfeData({ built, qrCode: 'q', urlChave: 'u', copy: 'establishment', protocol: { nProt: '135260000000123', at: '2026-03-10T20:00:00-03:00' } });
    expect(reprint.protocol).toBe('Protocolo de autorização: 135260000000123 10/03/2026 20:00:00');
    expect(reprint.contingency).toBeNull();
    expect(reprint.copyLabel).toBeNull();
    expect(reprint.change).toBeNull();
    expect(reprint.payments).toEqual([{ label: 'Dinheiro', amount: '135,00' }]);
  });

  it('a normal emission in production: one copy, no notices; no discount, fee, change or taxes lines; buyer by CNPJ or none', () => {
    const plain: FiscalSale = { groupPaymentId: 'g', items: [{ ...sale.items[1]!, quantity: 1000 }], payments: [{ method: 'pix', amount: 700 }] };
    const built = build({ business: { ...business, environment: 'production', tradeName: undefined }, sale: plain, contingency: null });
    expect(danfeCopies(built)).toEqual(['consumer']);
    const d = danfeData({ built, qrCode: 'q', urlChave: 'u', copy: 'consumer' });
    expect(d.contingency).toBeNull();
    expect(d.homologation).toBeNull();
    expect(d.copyLabel).toBeNull();
    expect(d.header.tradeName).toBeNull();
    expect(d.totals).toEqual({ itemsCount: '1', products: '7,00', discount: null, otherCharges: null, toPay: '7,00' });
    expect(d.change).toBeNull();
    expect(d.approxTaxes).toBeNull();
    expect(d.consumer).toBe('CONSUMIDOR NÃO IDENTIFICADO');
    expect(d.consumerAddress).toBeNull();
    expect(d.additionalInfo).toBeNull();
    expect(d.payments).toEqual([{ label: 'PIX', amount: '7,00' }]);
    const company = build({ sale: { ...plain, consumer: { cnpj: '11444777000161' } }, contingency: null });
    expect(danfeData({ built: company, qrCode: 'q', urlChave: 'u', copy: 'consumer' }).consumer).toBe('CONSUMIDOR CNPJ: 11.444.777/0001-61');
    const noCep = build({ business: { ...business, address: { ...business.address, cep: undefined, complement: undefined } }, sale: plain, contingency: null });
    expect(danfeData({ built: noCep, qrCode: 'q', urlChave: 'u', copy: 'consumer' }).header.address).toBe('Rua Augusta, 1500, Consolação, São Paulo - SP');
  });

  it('the printing template data: issuer, items in thousandths and text, totals in centavos, the copy only in contingency', () => {
    const built = build();
    const p = printingDanfeData({ built, qrCode: 'https://qr?p=1', urlChave: 'https://consulta', copy: 'establishment' });
    expect(p).toEqual({
      issuer: { name: 'Cantina Teste Ltda', tradeName: 'Cantina Bella Napoli', cnpj: '11.222.333/0001-81', ie: '111222333444', address: 'Rua Augusta, 1500 Loja 2, Consolação, São Paulo - SP, CEP 01304-001' },
      number: 12,
      series: 890,
      issuedAt: '2026-03-10T19:15:09-03:00',
      timeZone: 'America/Sao_Paulo',
      items: [
        { code: 'BUF-04', description: 'Buffet por quilo', quantity: 1.25, quantityText: '1,25', unit: 'KG', unitPrice: 8990, total: 11238 },
        { code: 'REF-02', description: 'Refrigerante', quantity: 2, quantityText: '2', unit: 'UN', unitPrice: 700, total: 1400 },
      ],
      totals: { items: 12638, discount: 238, surcharge: 1100, total: 13500 },
      payments: [
        { method: 'Vale da casa', amount: 2000 },
        { method: 'Dinheiro', amount: 12000 },
      ],
      change: 500,
      approximateTaxes: 1200,
      accessKey: built.key,
      qrPayload: 'https://qr?p=1',
      consultUrl: 'https://consulta',
      contingency: true,
      copy: 'establishment',
      environment: 'homologation',
      consumer: { document: '529.982.247-25', documentType: 'CPF', name: 'Joana', address: 'Rua B, 10, Centro, São Paulo - SP' },
      additionalInfo: 'Mesa 4',
    });
  });

  it('the printing data of an authorized note in production: protocol, no copy, no taxes, a CNPJ buyer without name', () => {
    const plain: FiscalSale = { groupPaymentId: 'g', items: [{ ...sale.items[1]!, quantity: 1000 }], payments: [{ method: 'creditCard', amount: 700 }], consumer: { cnpj: '11444777000161' } };
    const built = build({ business: { ...business, environment: 'production', tradeName: undefined }, sale: plain, contingency: null });
    const p = printingDanfeData({ built, qrCode: 'q', urlChave: 'u', copy: 'consumer', protocol: { nProt: '135260000000123', at: '2026-03-10T20:00:00-03:00' } });
    expect(p.issuer).toEqual({ name: 'Cantina Teste Ltda', cnpj: '11.222.333/0001-81', ie: '111222333444', address: 'Rua Augusta, 1500 Loja 2, Consolação, São Paulo - SP, CEP 01304-001' });
    expect(p.protocol).toEqual({ number: '135260000000123', at: '2026-03-10T20:00:00-03:00' });
    expect(p.contingency).toBe(false);
    expect('copy' in p).toBe(false);
    expect('approximateTaxes' in p).toBe(false);
    expect('additionalInfo' in p).toBe(false);
    expect(p.change).toBe(0);
    expect(p.payments).toEqual([{ method: 'Cartão de Crédito', amount: 700 }]);
    expect(p.consumer).toEqual({ document: '11.444.777/0001-61', documentType: 'CNPJ' });
    const contingencyWithProtocol = printingDanfeData({ built: build({ sale: plain }), qrCode: 'q', urlChave: 'u', copy: 'consumer', protocol: { nProt: '1', at: 'x' } });
    expect(contingencyWithProtocol.contingency).toBe(false);
    const normalEmission = printingDanfeData({ built, qrCode: 'q', urlChave: 'u', copy: 'establishment' });
    expect(normalEmission.contingency).toBe(false);
    expect('copy' in normalEmission).toBe(false);
    const anonymous = printingDanfeData({ built: build({ sale: { ...plain, consumer: undefined } }), qrCode: 'q', urlChave: 'u', copy: 'consumer' });
    expect('consumer' in anonymous).toBe(false);
    expect(anonymous.copy).toBe('consumer');
  });

  it('a payment label falls back to the tPag code when the table has none', () => {
    const d = input();
    const built = { ...d.built, payments: [{ tPag: '77', vPag: 100 }] };
    expect(danfeData({ ...d, built }).payments).toEqual([{ label: '77', amount: '1,00' }]);
    expect(printingDanfeData({ ...d, built }).payments).toEqual([{ method: '77', amount: 100 }]);
  });
});

describe("the buyer's documents", () => {
  const e = fiscalMessages.errors;

  it('CPF: both check digits, 11 digits, not one digit repeated', () => {
    // 529.982.247-25: 5·10+2·9+9·8+9·7+8·6+2·5+2·4+4·3+7·2 = 295, 2950 mod 11 = 2; with the 2, weights 11..2: 347,
    // 3470 mod 11 = 5.
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('12345678909')).toBe(true);
    // 000.000.001-91: 1·2 = 2, 20 mod 11 = 9; 1·3 + 9·2 = 21, 210 mod 11 = 1.
    expect(isValidCpf('00000000191')).toBe(true);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('x52998224725')).toBe(false);
    expect(isValidCpf('5299822472x')).toBe(false);
  });

  it('a CPF whose check digit comes from a rest of 10 takes 0', () => {
    // 111.111.112-0?: 1·(10+9+8+7+6+5+4+3)+2·2 = 56, 560 mod 11 = 10 → 0; then 1·(11+…+4)+2·3+0·2 = 66, 660 mod 11 = 0 → 0.
    expect(isValidCpf('11111111200')).toBe(true);
    expect(isValidCpf('11111111210')).toBe(false);
  });

  it('CNPJ check digits at the edges of the rule: rest 0 or 1 gives 0, rest 2 gives 9', () => {
    // 20000000000107: first rest 2·2 + … = 1 → 0; 11000000000108: first rest 0 → 0; 12000000000170: second rest 0 → 0;
    // 12345678000195: first rest 2 → 9 (weights 2..9 from the right, nfce-contingency.md §1).
    expect(isValidCnpj('20000000000107')).toBe(true);
    expect(isValidCnpj('11000000000108')).toBe(true);
    expect(isValidCnpj('12000000000170')).toBe(true);
    expect(isValidCnpj('12345678000195')).toBe(true);
    expect(isValidCnpj('12345678000105')).toBe(false);
  });

  it('a wrong first check digit is refused even when the second one matches it', () => {
    // 1122233300019?: the second digit worked out over the wrong 9 is 0; the right first digit is 8.
    expect(isValidCnpj('11222333000190')).toBe(false);
    // 529.982.247-3?: the second digit worked out over the wrong 3 is 3; the right first digit is 2.
    expect(isValidCpf('52998224733')).toBe(false);
  });

  it('CNPJ: numeric and alphanumeric, both check digits, rest below 2 gives 0', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11444777000161')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000191')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('x11222333000181'.slice(0, 14))).toBe(false);
    expect(isValidCnpj('12abc34501de35')).toBe(false);
    expect(isValidCnpj('12ABC34501DEA5')).toBe(false);
  });

  it('buyerDocumentProblem: each reason, and none for a good document', () => {
    expect(buyerDocumentProblem({ cpf: '52998224725' }, '11222333000181')).toBeNull();
    expect(buyerDocumentProblem({ cnpj: '11444777000161' }, '11222333000181')).toBeNull();
    expect(buyerDocumentProblem({}, '11222333000181')).toBeNull();
    expect(buyerDocumentProblem({ cpf: '52998224724' }, '11222333000181')).toBe(e.buyerCpfInvalid);
    expect(buyerDocumentProblem({ cnpj: '11444777000162' }, '11222333000181')).toBe(e.buyerCnpjInvalid);
    expect(buyerDocumentProblem({ cnpj: '11222333000181' }, '11222333000181')).toBe(e.buyerIsEmitter);
  });

  it('reads typed documents and says when the buyer must be identified', () => {
    expect(documentChars(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(parseBuyerDocument('529.982.247-25')).toEqual({ cpf: '52998224725' });
    expect(parseBuyerDocument('11.444.777/0001-61')).toEqual({ cnpj: '11444777000161' });
    expect(parseBuyerDocument('12.abc.345/01de-35')).toEqual({ cnpj: '12ABC34501DE35' });
    expect(parseBuyerDocument('529.982.247-2')).toBeNull();
    expect(parseBuyerDocument('5299822472A')).toBeNull();
    expect(parseBuyerDocument('123456789012345')).toBeNull();
    expect(IDENTIFIED_BUYER_FROM).toBe(1_000_000);
    expect(buyerRequired(999_999, false)).toBe(false);
    expect(buyerRequired(1_000_000, false)).toBe(true);
    expect(buyerRequired(100, true)).toBe(true);
  });
});

describe('the stored product fiscal row', () => {
  it('keeps every field given, zero rates included, and drops null, empty and unknown codes', () => {
    const full = {
      ncm: '21069090',
      cfop: '5102',
      cest: '0300700',
      cst: '00',
      csosn: '102',
      origin: 1,
      icmsRateBps: 0,
      pisCst: '01',
      pisRateBps: 0,
      cofinsCst: '01',
      cofinsRateBps: 0,
      approxTaxRateBps: 0,
    };
    expect(productFiscalOf(full)).toEqual({
      ncm: '21069090',
      cfop: '5102',
      origin: 1,
      cest: '0300700',
      icmsCst: '00',
      csosn: '102',
      icmsRateBps: 0,
      pisCst: '01',
      pisRateBps: 0,
      cofinsCst: '01',
      cofinsRateBps: 0,
      approxTaxRateBps: 0,
    });
    const empty = { ncm: '21069090', cfop: '5102', cest: '', cst: null, csosn: '101', origin: null, icmsRateBps: null, pisCst: '', pisRateBps: null, cofinsCst: null, cofinsRateBps: null, approxTaxRateBps: null };
    expect(productFiscalOf(empty)).toEqual({ ncm: '21069090', cfop: '5102', origin: 0 });
    expect(productFiscalOf({ ncm: '21069090', cfop: '5102', cst: '41', csosn: '500', pisCst: '99', pisRateBps: 65, cofinsCst: '99', cofinsRateBps: 300, approxTaxRateBps: 1345, icmsRateBps: 1200 })).toEqual({
      ncm: '21069090',
      cfop: '5102',
      origin: 0,
      icmsCst: '41',
      csosn: '500',
      icmsRateBps: 1200,
      pisCst: '99',
      pisRateBps: 65,
      cofinsCst: '99',
      cofinsRateBps: 300,
      approxTaxRateBps: 1345,
    });
    expect(productFiscalOf({ ncm: '21069090', cfop: '510' })).toBeNull();
    expect(productFiscalOf({ ncm: '21069090', cfop: '5102', icmsRateBps: 10001 })).toBeNull();
  });
});
