// A product's fiscal configuration as the server stores it drives the NFC-e item: NCM, CEST and CFOP in <prod>,
// origin and CSOSN (Simples Nacional) or CST (Regime Normal) in <imposto>; an unknown code falls back to the
// regime's default group.
import { describe, expect, it } from 'vitest';
import { buildNfce } from '../../../src-shared/fiscal/nfceXml.js';
import { productFiscalOf } from '../../../src-shared/fiscal/productConfig.js';
import type { FiscalSale } from '../../../src-shared/fiscal/types.js';
import { nodeHasher } from '../../../src-main/fiscal/hasher.js';
import { normalBusiness, simplesBusiness } from './fixtures.js';

const stored = { ncm: '22021000', cest: '0300700', cfop: '5405', cst: '60', csosn: '500', origin: 2 };
const base = { serie: 1, nNF: 42, cNF: '48213957', emittedAt: new Date('2026-03-10T22:15:00Z'), verProc: 'BalcaoPDV 0.1.0', contingency: null, hasher: nodeHasher };
const sale = (fiscal: NonNullable<ReturnType<typeof productFiscalOf>>): FiscalSale => ({
  groupPaymentId: '019a0000-0000-7000-8000-000000000777',
  items: [{ code: '400', name: 'Coca-Cola lata 350 ml', unitPrice: 650, quantity: 1000, fiscal }],
  payments: [{ method: 'money', amount: 650 }],
});

describe('product fiscal configuration in the NFC-e', () => {
  it('maps the stored row and leaves out what the builder has no group for', () => {
    expect(productFiscalOf(stored)).toEqual({ ncm: '22021000', cest: '0300700', cfop: '5405', origin: 2, icmsCst: '60', csosn: '500' });
    expect(productFiscalOf({ ncm: '21069090', cfop: '5102', cst: '10', csosn: null, cest: null })).toEqual({ ncm: '21069090', cfop: '5102', origin: 0 });
    expect(productFiscalOf({ ncm: '123', cfop: '5102' })).toBeNull();
  });

  it('writes NCM, CEST, CFOP, origin and CSOSN for a Simples Nacional business', () => {
    const { xml } = buildNfce({ ...base, business: simplesBusiness, sale: sale(productFiscalOf(stored)!) });
    expect(xml).toContain('<NCM>22021000</NCM><CEST>0300700</CEST>');
    expect(xml).toContain('<CFOP>5405</CFOP>');
    expect(xml).toContain('<ICMSSN500><orig>2</orig><CSOSN>500</CSOSN></ICMSSN500>');
  });

  it('writes the stored ICMS, PIS and COFINS rates of a Regime Normal item', () => {
    const fiscal = productFiscalOf({ ncm: '21069090', cfop: '5102', cst: '00', icmsRateBps: 1800, pisCst: '01', pisRateBps: 165, cofinsCst: '01', cofinsRateBps: 760 })!;
    expect(fiscal).toMatchObject({ icmsCst: '00', icmsRateBps: 1800, pisCst: '01', pisRateBps: 165, cofinsCst: '01', cofinsRateBps: 760 });
    const { xml } = buildNfce({ ...base, business: normalBusiness, sale: sale(fiscal) });
    // R$ 6,50: ICMS 18 % = 1,17; PIS 1,65 % = 0,11 (0,10725); COFINS 7,6 % = 0,49 (0,494).
    expect(xml).toContain('<ICMS00><orig>0</orig><CST>00</CST><modBC>3</modBC><vBC>6.50</vBC><pICMS>18.00</pICMS><vICMS>1.17</vICMS></ICMS00>');
    expect(xml).toContain('<PISAliq><CST>01</CST><vBC>6.50</vBC><pPIS>1.65</pPIS><vPIS>0.11</vPIS></PISAliq>');
    expect(xml).toContain('<COFINSAliq><CST>01</CST><vBC>6.50</vBC><pCOFINS>7.60</pCOFINS><vCOFINS>0.49</vCOFINS></COFINSAliq>');
    expect(xml).toContain('<vICMS>1.17</vICMS>');
  });

  it('writes the CST for a Regime Normal business', () => {
    const { xml } = buildNfce({ ...base, business: normalBusiness, sale: sale(productFiscalOf(stored)!) });
    expect(xml).toContain('<ICMS60><orig>2</orig><CST>60</CST></ICMS60>');
  });
});
