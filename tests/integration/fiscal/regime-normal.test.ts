// A Regime Normal business (CRT 3) set up on the terminal's settings screen emits an NFC-e for a pad whose
// products carry no fiscal data of their own, and one that does: the first goes with the business's
// defaults (CST 00 at the settings' ICMS rate, the default NCM and CFOP), the second with its own
// classification, and the signed XML validates against the official nfe_v4.00.xsd (xmllint in WebAssembly).
import { describe, expect, it } from 'vitest';
import { openPfx } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import { validateAgainstXsd } from '../../../src-server/fiscal/xsd.js';
import { businessFiscal, defaultProductFiscal, EMPTY_FISCAL, productFiscal, type TerminalFiscal } from '../../../src-renderer/services/fiscalData.js';
import type { FiscalSale } from '../../../src-shared/fiscal/types.js';
import { makeTestCertificate, TEST_CNPJ } from '../../unit/fiscal/fixtures.js';


/** The settings screen's fiscal form, filled for a Porto Alegre restaurant in the Regime Normal. */
const settings: TerminalFiscal = {
  ...EMPTY_FISCAL,
  cnpj: '11.222.333/0001-81',
  ie: '096/1234567',
  crt: 3,
  legalName: 'Cantina Gaúcha Ltda',
  tradeName: 'Cantina Bella Napoli',
  street: 'Rua dos Andradas',
  number: '1001',
  district: 'Centro Histórico',
  cityCode: '4314902',
  cityName: 'Porto Alegre',
  uf: 'RS',
  cep: '90020-007',
  environment: 'homologation',
  cscId: '000001',
  icmsRateBps: 1700,
};

// Product rows as the mirror holds them: the pizza without fiscal data, the soda with its own (ICMS by
// substitution, CST 60, with its CEST).
const pizza = { id: 'p1', internalCode: 'PIZ-01', name: 'Pizza Calabresa grande', unit: 'unity' };
const soda = { id: 'p2', internalCode: 'REF-02', name: 'Refrigerante lata', unit: 'unity', fiscal: { ncm: '22021000', cfop: '5405', cest: '0300700', origin: 0, icmsCst: '60' } };

describe('NFC-e of a Regime Normal (CRT 3) business', () => {
  it('falls back to the business defaults for a product without fiscal data and validates against the XSD', async () => {
    const fallback = defaultProductFiscal(settings);
    expect(productFiscal(pizza)).toBeNull();
    expect(productFiscal(soda)).toMatchObject({ icmsCst: '60', cest: '0300700' });
    const sale: FiscalSale = {
      groupPaymentId: 'pad-crt3',
      items: [
        { code: pizza.internalCode, name: pizza.name, unit: 'UN', quantity: 1000, unitPrice: 6990, fiscal: productFiscal(pizza) ?? fallback },
        { code: soda.internalCode, name: soda.name, unit: 'UN', quantity: 2000, unitPrice: 700, fiscal: productFiscal(soda) ?? fallback },
      ],
      discount: 0,
      serviceFee: 839,
      payments: [{ method: 'pix', amount: 6990 + 1400 + 839 }],
    };
    const testCert = makeTestCertificate({ cnpj: TEST_CNPJ });
    const signed = emitNfce(
      {
        business: businessFiscal(settings, 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6'),
        sale,
        serie: 890,
        nNF: 42,
        cNF: '48213957',
        emittedAt: new Date('2026-03-10T22:15:00Z'),
        contingency: { since: new Date('2026-03-10T21:40:00Z'), reason: 'Sem comunicação com a SEFAZ no momento da venda' },
        verProc: 'BalcaoPDV 0.1.0',
      },
      openPfx(testCert.pfx, testCert.password),
    );

    const lint = await validateAgainstXsd('nfe_v4.00.xsd', [{ fileName: 'nfce-crt3.xml', contents: `<?xml version="1.0" encoding="UTF-8"?>${signed.xml}` }]);
    expect(lint.ok, lint.output).toBe(true);
    expect(lint.output).toMatch(/nfce-crt3.xml validates/);

    const xml = signed.xml;
    expect(xml).toContain('<CRT>3</CRT>');
    const [pizzaItem, sodaItem] = xml.split('<det nItem=').slice(1);
    // The pizza: the settings' defaults, CST 00 at 17 % on R$ 69,90 plus its share of the service fee
    // (R$ 6,99 in vOutro, part of the ICMS base).
    expect(pizzaItem).toContain('<NCM>21069090</NCM>');
    expect(pizzaItem).toContain('<CFOP>5102</CFOP>');
    expect(pizzaItem).toMatch(/<ICMS00><orig>0<\/orig><CST>00<\/CST><modBC>3<\/modBC><vBC>76\.89<\/vBC><pICMS>17\.00<\/pICMS><vICMS>13\.07<\/vICMS><\/ICMS00>/);
    // The soda: its own classification.
    expect(sodaItem).toContain('<NCM>22021000</NCM>');
    expect(sodaItem).toContain('<CEST>0300700</CEST>');
    expect(sodaItem).toContain('<CFOP>5405</CFOP>');
    expect(sodaItem).toMatch(/<ICMS60><orig>0<\/orig><CST>60<\/CST><\/ICMS60>/);
    expect(xml).toMatch(/<ICMSTot><vBC>76\.89<\/vBC><vICMS>13\.07<\/vICMS>/);
  });
});
