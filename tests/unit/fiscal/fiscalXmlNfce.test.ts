// The NFC-e XML (nfceXml.ts) of known sales, written out by hand: every value worked out from the sale (the
// prorated discount and fee, each tax, the totals), the element order taken from leiauteNFe_v4.00.xsd (PL_009, in
// resources/nfce/xsd; fiscalXmlOrder.test.ts checks it against the schema itself), the access key's check digit by
// the mod-11 rule of docs/reference/nfce/nfce-contingency.md §1. Fast string tests, so mutation testing of the
// builders does not need the slow xmllint/xmlsec1 suite (xml-signature.test.ts).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildNfce, justification, withSupplement, HOMOLOGATION_XPROD, type NfceBuildInput } from '../../../src-shared/fiscal/nfceXml.js';
import type { BusinessFiscalConfig, FiscalSale, SaleItem } from '../../../src-shared/fiscal/types.js';
import type { FiscalHasher } from '../../../src-shared/fiscal/hasher.js';
import { fiscalMessages } from '../../../src-shared/i18n/fiscal.js';

const e = fiscalMessages.errors;

/** SHA-1 straight from node:crypto (hashCSRT is base64 of SHA-1 of CSRT + key). */
const hasher: FiscalHasher = {
  sha1Hex: (t) => createHash('sha1').update(t, 'utf8').digest('hex'),
  sha1Base64: (t) => createHash('sha1').update(t, 'utf8').digest('base64'),
};

/** The access key's check digit, as nfce-contingency.md §1 states it: weights 2..9 from the right, mod 11. */
function checkDigit(body: string): number {
  let sum = 0;
  let w = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += (body.charCodeAt(i) - 48) * w;
    w = w === 9 ? 2 : w + 1;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}
const withDv = (body: string) => `${body}${checkDigit(body)}`;

const CNPJ = '11222333000181';
const spAddress = {
  street: 'Rua Augusta',
  number: '1500',
  complement: 'Loja 2',
  district: 'Consolação',
  cityCode: '3550308',
  cityName: 'São Paulo',
  uf: 'SP',
  cep: '01304001',
  phone: '1133334444',
};
/** Simples Nacional (CRT 1), production, São Paulo, no responsável técnico. */
const simples: BusinessFiscalConfig = {
  cnpj: CNPJ,
  ie: '111222333444',
  crt: 1,
  legalName: 'Cantina Teste Ltda',
  tradeName: 'Cantina Bella Napoli',
  address: spAddress,
  environment: 'production',
  csc: { id: '000001', token: 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6' },
};
/** Regime Normal (CRT 3), homologation, Porto Alegre (RS), no trade name, no complement or phone, CSRT registered. */
const normal: BusinessFiscalConfig = {
  cnpj: CNPJ,
  ie: '0961234567',
  crt: 3,
  legalName: 'Cantina Sul Ltda',
  address: { street: 'Rua dos Andradas', number: '900', district: 'Centro Histórico', cityCode: '4314902', cityName: 'Porto Alegre', uf: 'RS', cep: '90010000' },
  environment: 'homologation',
  csc: { id: '000002', token: 'B1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6' },
  natOp: 'VENDA DE REFEICOES',
  respTec: { cnpj: '99888777000166', contact: 'Equipe Balcao PDV', email: 'fiscal@balcaopdv.com.br', phone: '11999998888', csrtId: '01', csrt: 'G8063VRTNDMO886SFNK5LDUDEI24XJ22YIPO' },
};

const pizza: SaleItem = {
  code: 'PIZ-01',
  name: 'Pizza Margherita grande',
  unitPrice: 6990,
  quantity: 2000,
  fiscal: { ncm: '19059090', cfop: '5102', csosn: '102', approxTaxRateBps: 1345, pisCst: '01', pisRateBps: 165, cofinsCst: '01', cofinsRateBps: 760 },
};
const soda: SaleItem = {
  code: 'REF-02',
  name: 'Refrigerante lata 350ml',
  gtin: '7894900011517',
  unitPrice: 700,
  quantity: 3000,
  fiscal: { ncm: '22021000', cfop: '5405', cest: '0300700', csosn: '500', origin: 2, pisCst: '04', cofinsCst: '99', cofinsRateBps: 300 },
};

const emittedAt = new Date('2026-03-10T22:15:00Z'); // 19:15 in São Paulo (UTC-3, no summer time since 2019)

function input(business: BusinessFiscalConfig, sale: Partial<FiscalSale> & Pick<FiscalSale, 'items' | 'payments'>, extra: Partial<NfceBuildInput> = {}): NfceBuildInput {
  return {
    business,
    sale: { groupPaymentId: '019a0000-0000-7000-8000-000000000001', ...sale },
    serie: 1,
    nNF: 123,
    cNF: '48213957',
    emittedAt,
    contingency: null,
    verProc: 'BalcaoPDV 0.1.0',
    hasher,
    ...extra,
  };
}

/** Two items, R$ 10,00 discount and R$ 15,00 service fee, paid by card, "others" and cash with R$ 4,20 change. */
const saleA = {
  items: [pizza, soda],
  discount: 1000,
  serviceFee: 1500,
  payments: [
    { method: 'creditCard' as const, amount: 10000 },
    { method: 'others' as const, amount: 2000, description: 'Cortesia do gerente' },
    { method: 'money' as const, amount: 5000 },
  ],
  note: 'Mesa 4 <garçom: João & Cia>',
};

describe('NFC-e of a counter sale (Simples Nacional, production, normal emission)', () => {
  // vProd 139,80 + 21,00 = 160,80. Discount 10,00 by largest remainder: 869,4… and 130,5… → 8,69 and 1,31.
  // Fee 15,00: 1304,1… and 195,8… → 13,04 and 1,96. Bases: 144,15 and 21,65.
  // Pizza: PIS 01 1,65 % → 2,378 → 2,38; COFINS 01 7,60 % → 10,955 → 10,96; IBPT 13,45 % → 19,388 → 19,39.
  // Soda: PIS 04 (NT); COFINS 99 3,00 % → 0,6495 → 0,65. vNF 160,80 − 10,00 + 15,00 = 165,80; paid 170,00.
  const key = '35260311222333000181650010000001231482139574';

  it('writes every group, value and element in the layout order', () => {
    expect(withDv(key.slice(0, 43))).toBe(key);
    const built = buildNfce(input(simples, saleA));
    expect(built.key).toBe(key);
    expect(built.id).toBe(`NFe${key}`);
    const ide =
      '<ide><cUF>35</cUF><cNF>48213957</cNF><natOp>VENDA</natOp><mod>65</mod><serie>1</serie><nNF>123</nNF>' +
      '<dhEmi>2026-03-10T19:15:00-03:00</dhEmi><tpNF>1</tpNF><idDest>1</idDest><cMunFG>3550308</cMunFG><tpImp>4</tpImp>' +
      '<tpEmis>1</tpEmis><cDV>4</cDV><tpAmb>1</tpAmb><finNFe>1</finNFe><indFinal>1</indFinal><indPres>1</indPres>' +
      '<procEmi>0</procEmi><verProc>BalcaoPDV 0.1.0</verProc></ide>';
    const emit =
      '<emit><CNPJ>11222333000181</CNPJ><xNome>Cantina Teste Ltda</xNome><xFant>Cantina Bella Napoli</xFant>' +
      '<enderEmit><xLgr>Rua Augusta</xLgr><nro>1500</nro><xCpl>Loja 2</xCpl><xBairro>Consolação</xBairro><cMun>3550308</cMun>' +
      '<xMun>São Paulo</xMun><UF>SP</UF><CEP>01304001</CEP><cPais>1058</cPais><xPais>BRASIL</xPais><fone>1133334444</fone></enderEmit>' +
      '<IE>111222333444</IE><CRT>1</CRT></emit>';
    const det1 =
      '<det nItem="1"><prod><cProd>PIZ-01</cProd><cEAN>SEM GTIN</cEAN><xProd>Pizza Margherita grande</xProd><NCM>19059090</NCM>' +
      '<CFOP>5102</CFOP><uCom>UN</uCom><qCom>2.000</qCom><vUnCom>69.90</vUnCom><vProd>139.80</vProd><cEANTrib>SEM GTIN</cEANTrib>' +
      '<uTrib>UN</uTrib><qTrib>2.000</qTrib><vUnTrib>69.90</vUnTrib><vDesc>8.69</vDesc><vOutro>13.04</vOutro><indTot>1</indTot></prod>' +
      '<imposto><vTotTrib>19.39</vTotTrib><ICMS><ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102></ICMS>' +
      '<PIS><PISAliq><CST>01</CST><vBC>144.15</vBC><pPIS>1.65</pPIS><vPIS>2.38</vPIS></PISAliq></PIS>' +
      '<COFINS><COFINSAliq><CST>01</CST><vBC>144.15</vBC><pCOFINS>7.60</pCOFINS><vCOFINS>10.96</vCOFINS></COFINSAliq></COFINS></imposto></det>';
    const det2 =
      '<det nItem="2"><prod><cProd>REF-02</cProd><cEAN>7894900011517</cEAN><xProd>Refrigerante lata 350ml</xProd><NCM>22021000</NCM>' +
      '<CEST>0300700</CEST><CFOP>5405</CFOP><uCom>UN</uCom><qCom>3.000</qCom><vUnCom>7.00</vUnCom><vProd>21.00</vProd>' +
      '<cEANTrib>7894900011517</cEANTrib><uTrib>UN</uTrib><qTrib>3.000</qTrib><vUnTrib>7.00</vUnTrib><vDesc>1.31</vDesc>' +
      '<vOutro>1.96</vOutro><indTot>1</indTot></prod>' +
      '<imposto><ICMS><ICMSSN500><orig>2</orig><CSOSN>500</CSOSN></ICMSSN500></ICMS><PIS><PISNT><CST>04</CST></PISNT></PIS>' +
      '<COFINS><COFINSOutr><CST>99</CST><vBC>21.65</vBC><pCOFINS>3.00</pCOFINS><vCOFINS>0.65</vCOFINS></COFINSOutr></COFINS></imposto></det>';
    const total =
      '<total><ICMSTot><vBC>0.00</vBC><vICMS>0.00</vICMS><vICMSDeson>0.00</vICMSDeson><vFCP>0.00</vFCP><vBCST>0.00</vBCST>' +
      '<vST>0.00</vST><vFCPST>0.00</vFCPST><vFCPSTRet>0.00</vFCPSTRet><vProd>160.80</vProd><vFrete>0.00</vFrete><vSeg>0.00</vSeg>' +
      '<vDesc>10.00</vDesc><vII>0.00</vII><vIPI>0.00</vIPI><vIPIDevol>0.00</vIPIDevol><vPIS>2.38</vPIS><vCOFINS>11.61</vCOFINS>' +
      '<vOutro>15.00</vOutro><vNF>165.80</vNF><vTotTrib>19.39</vTotTrib></ICMSTot></total>';
    const pag =
      '<pag><detPag><tPag>03</tPag><vPag>100.00</vPag><card><tpIntegra>2</tpIntegra></card></detPag>' +
      '<detPag><tPag>99</tPag><xPag>Cortesia do gerente</xPag><vPag>20.00</vPag></detPag>' +
      '<detPag><tPag>01</tPag><vPag>50.00</vPag></detPag><vTroco>4.20</vTroco></pag>';
    const infAdic = '<infAdic><infCpl>Mesa 4 &lt;garçom: João &amp; Cia&gt; | Trib aprox R$ 19,39 Fonte: IBPT</infCpl></infAdic>';
    expect(built.xml).toBe(
      `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe Id="NFe${key}" versao="4.00">` +
        `${ide}${emit}${det1}${det2}${total}<transp><modFrete>9</modFrete></transp>${pag}${infAdic}</infNFe></NFe>`,
    );
  });

  it('answers the figures the DANFE and the records use', () => {
    const built = buildNfce(input(simples, saleA));
    expect(built.dhEmi).toBe('2026-03-10T19:15:00-03:00');
    expect(built.dhCont).toBeNull();
    expect(built.tpEmis).toBe(1);
    expect(built.tpAmb).toBe('1');
    expect([built.serie, built.nNF, built.cNF]).toEqual([1, 123, '48213957']);
    expect(built.totals).toEqual({ vProd: 16080, vDesc: 1000, vOutro: 1500, vNF: 16580, vTroco: 420, vTotTrib: 1939, vICMS: 0 });
    expect(built.lines).toEqual([
      { nItem: 1, code: 'PIZ-01', name: 'Pizza Margherita grande', unit: 'UN', quantity: 2000, unitPrice: 6990, vProd: 13980, vDesc: 869, vOutro: 1304, vTotTrib: 1939 },
      { nItem: 2, code: 'REF-02', name: 'Refrigerante lata 350ml', unit: 'UN', quantity: 3000, unitPrice: 700, vProd: 2100, vDesc: 131, vOutro: 196, vTotTrib: 0 },
    ]);
    expect(built.payments).toEqual([
      { tPag: '03', xPag: undefined, vPag: 10000 },
      { tPag: '99', xPag: 'Cortesia do gerente', vPag: 2000 },
      { tPag: '01', xPag: undefined, vPag: 5000 },
    ]);
    expect(built.business.natOp).toBe('VENDA');
    expect(built.sale.delivery).toBe(false);
  });
});

describe('NFC-e in contingency (Regime Normal, homologation, home delivery, CSRT)', () => {
  // vProd 69,90 + 14,00 + 40,90 (0,455 kg × 89,90 = 40,9045) = 124,80; delivery fee 5,00 over them:
  // 280,0… 56,0… 163,8… → 2,80 0,56 1,64. Bases 72,70 14,56 42,54. ICMS 00 at 18 % of 72,70 = 13,086 → 13,09;
  // IBPT 13,45 % → 9,778 → 9,78. vNF 129,80, paid exactly by PIX and debit card.
  const key = '43260311222333000181650070000000459301508472';
  const delivery = {
    items: [
      { code: 'PIZ-01', name: 'Pizza Margherita grande', unitPrice: 6990, quantity: 1000, fiscal: { ncm: '19059090', cfop: '5102', icmsCst: '00' as const, icmsRateBps: 1800, approxTaxRateBps: 1345 } },
      { code: 'REF-02', name: 'Refrigerante', unitPrice: 700, quantity: 2000, fiscal: { ncm: '22021000', cfop: '5405', icmsCst: '60' as const } },
      { code: 'BUF-04', name: 'Buffet por quilo', unit: 'KG', unitPrice: 8990, quantity: 455, fiscal: { ncm: '21069090', cfop: '5102', icmsCst: '41' as const, origin: 1 } },
    ],
    deliveryFee: 500,
    delivery: true,
    consumer: {
      cpf: '52998224725',
      name: 'Joana Entregas',
      address: { street: 'Rua dos Pinheiros', number: '870', complement: 'Apto 12', district: 'Pinheiros', cityCode: '3550308', cityName: 'São Paulo', uf: 'SP', cep: '05422001', phone: '11987654321' },
    },
    payments: [
      { method: 'pix' as const, amount: 10000 },
      { method: 'debitCard' as const, amount: 2980 },
    ],
  };
  const contingency = { since: new Date('2026-03-10T21:40:00Z'), reason: '  Sem comunicação   com a SEFAZ ' };
  const build = () => buildNfce(input(normal, delivery, { serie: 7, nNF: 45, cNF: '30150847', contingency }));

  it('writes tpEmis 9 with dhCont and xJust, the buyer, each ICMS CST and the responsável técnico', () => {
    expect(withDv(key.slice(0, 43))).toBe(key);
    const built = build();
    expect(built.key).toBe(key);
    const hashCSRT = createHash('sha1').update(`G8063VRTNDMO886SFNK5LDUDEI24XJ22YIPO${key}`).digest('base64');
    const ide =
      '<ide><cUF>43</cUF><cNF>30150847</cNF><natOp>VENDA DE REFEICOES</natOp><mod>65</mod><serie>7</serie><nNF>45</nNF>' +
      '<dhEmi>2026-03-10T19:15:00-03:00</dhEmi><tpNF>1</tpNF><idDest>1</idDest><cMunFG>4314902</cMunFG><tpImp>4</tpImp>' +
      '<tpEmis>9</tpEmis><cDV>2</cDV><tpAmb>2</tpAmb><finNFe>1</finNFe><indFinal>1</indFinal><indPres>4</indPres>' +
      '<indIntermed>0</indIntermed><procEmi>0</procEmi><verProc>BalcaoPDV 0.1.0</verProc>' +
      '<dhCont>2026-03-10T18:40:00-03:00</dhCont><xJust>Sem comunicação com a SEFAZ</xJust></ide>';
    const emit =
      '<emit><CNPJ>11222333000181</CNPJ><xNome>Cantina Sul Ltda</xNome><enderEmit><xLgr>Rua dos Andradas</xLgr><nro>900</nro>' +
      '<xBairro>Centro Histórico</xBairro><cMun>4314902</cMun><xMun>Porto Alegre</xMun><UF>RS</UF><CEP>90010000</CEP>' +
      '<cPais>1058</cPais><xPais>BRASIL</xPais></enderEmit><IE>0961234567</IE><CRT>3</CRT></emit>';
    const dest =
      '<dest><CPF>52998224725</CPF><xNome>NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL</xNome>' +
      '<enderDest><xLgr>Rua dos Pinheiros</xLgr><nro>870</nro><xCpl>Apto 12</xCpl><xBairro>Pinheiros</xBairro><cMun>3550308</cMun>' +
      '<xMun>São Paulo</xMun><UF>SP</UF><CEP>05422001</CEP><cPais>1058</cPais><xPais>BRASIL</xPais><fone>11987654321</fone></enderDest>' +
      '<indIEDest>9</indIEDest></dest>';
    const outr = (base: string) =>
      `<PIS><PISOutr><CST>49</CST><vBC>${base}</vBC><pPIS>0.00</pPIS><vPIS>0.00</vPIS></PISOutr></PIS>` +
      `<COFINS><COFINSOutr><CST>49</CST><vBC>${base}</vBC><pCOFINS>0.00</pCOFINS><vCOFINS>0.00</vCOFINS></COFINSOutr></COFINS>`;
    const det =
      '<det nItem="1"><prod><cProd>PIZ-01</cProd><cEAN>SEM GTIN</cEAN><xProd>NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL</xProd>' +
      '<NCM>19059090</NCM><CFOP>5102</CFOP><uCom>UN</uCom><qCom>1.000</qCom><vUnCom>69.90</vUnCom><vProd>69.90</vProd>' +
      '<cEANTrib>SEM GTIN</cEANTrib><uTrib>UN</uTrib><qTrib>1.000</qTrib><vUnTrib>69.90</vUnTrib><vOutro>2.80</vOutro><indTot>1</indTot></prod>' +
      '<imposto><vTotTrib>9.78</vTotTrib><ICMS><ICMS00><orig>0</orig><CST>00</CST><modBC>3</modBC><vBC>72.70</vBC><pICMS>18.00</pICMS>' +
      `<vICMS>13.09</vICMS></ICMS00></ICMS>${outr('72.70')}</imposto></det>` +
      '<det nItem="2"><prod><cProd>REF-02</cProd><cEAN>SEM GTIN</cEAN><xProd>Refrigerante</xProd><NCM>22021000</NCM><CFOP>5405</CFOP>' +
      '<uCom>UN</uCom><qCom>2.000</qCom><vUnCom>7.00</vUnCom><vProd>14.00</vProd><cEANTrib>SEM GTIN</cEANTrib><uTrib>UN</uTrib>' +
      '<qTrib>2.000</qTrib><vUnTrib>7.00</vUnTrib><vOutro>0.56</vOutro><indTot>1</indTot></prod>' +
      `<imposto><ICMS><ICMS60><orig>0</orig><CST>60</CST></ICMS60></ICMS>${outr('14.56')}</imposto></det>` +
      '<det nItem="3"><prod><cProd>BUF-04</cProd><cEAN>SEM GTIN</cEAN><xProd>Buffet por quilo</xProd><NCM>21069090</NCM><CFOP>5102</CFOP>' +
      '<uCom>KG</uCom><qCom>0.455</qCom><vUnCom>89.90</vUnCom><vProd>40.90</vProd><cEANTrib>SEM GTIN</cEANTrib><uTrib>KG</uTrib>' +
      '<qTrib>0.455</qTrib><vUnTrib>89.90</vUnTrib><vOutro>1.64</vOutro><indTot>1</indTot></prod>' +
      `<imposto><ICMS><ICMS40><orig>1</orig><CST>41</CST></ICMS40></ICMS>${outr('42.54')}</imposto></det>`;
    const total =
      '<total><ICMSTot><vBC>72.70</vBC><vICMS>13.09</vICMS><vICMSDeson>0.00</vICMSDeson><vFCP>0.00</vFCP><vBCST>0.00</vBCST>' +
      '<vST>0.00</vST><vFCPST>0.00</vFCPST><vFCPSTRet>0.00</vFCPSTRet><vProd>124.80</vProd><vFrete>0.00</vFrete><vSeg>0.00</vSeg>' +
      '<vDesc>0.00</vDesc><vII>0.00</vII><vIPI>0.00</vIPI><vIPIDevol>0.00</vIPIDevol><vPIS>0.00</vPIS><vCOFINS>0.00</vCOFINS>' +
      '<vOutro>5.00</vOutro><vNF>129.80</vNF><vTotTrib>9.78</vTotTrib></ICMSTot></total>';
    const pag =
      '<pag><detPag><tPag>17</tPag><vPag>100.00</vPag><card><tpIntegra>2</tpIntegra></card></detPag>' +
      '<detPag><tPag>04</tPag><vPag>29.80</vPag><card><tpIntegra>2</tpIntegra></card></detPag></pag>';
    const respTec =
      '<infRespTec><CNPJ>99888777000166</CNPJ><xContato>Equipe Balcao PDV</xContato><email>fiscal@balcaopdv.com.br</email>' +
      `<fone>11999998888</fone><idCSRT>01</idCSRT><hashCSRT>${hashCSRT}</hashCSRT></infRespTec>`;
    expect(built.xml).toBe(
      `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe Id="NFe${key}" versao="4.00">${ide}${emit}${dest}${det}${total}` +
        `<transp><modFrete>9</modFrete></transp>${pag}<infAdic><infCpl>Trib aprox R$ 9,78 Fonte: IBPT</infCpl></infAdic>${respTec}</infNFe></NFe>`,
    );
    expect(built.dhCont).toBe('2026-03-10T18:40:00-03:00');
    expect(built.tpEmis).toBe(9);
    expect(built.tpAmb).toBe('2');
    expect(built.totals).toEqual({ vProd: 12480, vDesc: 0, vOutro: 500, vNF: 12980, vTroco: 0, vTotTrib: 978, vICMS: 1309 });
  });

  it('has no idCSRT/hashCSRT when the software house has no CSRT, and no infRespTec without one', () => {
    const { csrtId: _id, csrt: _csrt, ...respTec } = normal.respTec!;
    const noCsrt = buildNfce(input({ ...normal, respTec }, delivery, { contingency }));
    expect(noCsrt.xml).toContain('<fone>11999998888</fone></infRespTec>');
    const idOnly = buildNfce(input({ ...normal, respTec: { ...respTec, csrtId: '01' } }, delivery, { contingency }));
    expect(idOnly.xml).toContain('<fone>11999998888</fone></infRespTec>');
    const none = buildNfce(input({ ...normal, respTec: undefined }, delivery, { contingency }));
    expect(none.xml).not.toContain('infRespTec');
    expect(none.xml).toMatch(/<\/infAdic><\/infNFe><\/NFe>$/);
  });

  it('refuses a Regime Normal product without its CST, naming the product', () => {
    const items = [{ ...delivery.items[0]!, fiscal: { ncm: '19059090', cfop: '5102' } }];
    expect(() => buildNfce(input(normal, { ...delivery, items }, { contingency }))).toThrow(e.noTaxCode('Pizza Margherita grande'));
  });
});

describe('NFC-e details', () => {
  const one = (fiscal: SaleItem['fiscal'], extra: Partial<SaleItem> = {}): SaleItem => ({ code: 'X-1', name: 'Prato do dia', unitPrice: 2500, quantity: 1000, fiscal, ...extra });
  const paid = (amount: number) => [{ method: 'pix' as const, amount }];
  const det = (xml: string) => /<imposto>.*<\/imposto>/.exec(xml)![0];

  it('PIS/COFINS: CST 01 and 02 Aliq, 03 Outr, 04 to 09 NT, 10 and up Outr', () => {
    const group = (cst: string) => {
      const xml = buildNfce(input(simples, { items: [one({ ncm: '21069090', cfop: '5102', pisCst: cst, pisRateBps: 100, cofinsCst: cst, cofinsRateBps: 200 })], payments: paid(2500) })).xml;
      return /<PIS><(PIS\w+)>/.exec(xml)![1] + ' ' + /<COFINS><(COFINS\w+)>/.exec(xml)![1];
    };
    expect(['01', '02', '03', '04', '05', '08', '09', '10', '49', '99'].map(group)).toEqual([
      'PISAliq COFINSAliq',
      'PISAliq COFINSAliq',
      'PISOutr COFINSOutr',
      'PISNT COFINSNT',
      'PISNT COFINSNT',
      'PISNT COFINSNT',
      'PISNT COFINSNT',
      'PISOutr COFINSOutr',
      'PISOutr COFINSOutr',
      'PISOutr COFINSOutr',
    ]);
    const aliq = buildNfce(input(simples, { items: [one({ ncm: '21069090', cfop: '5102', pisCst: '02', pisRateBps: 100, cofinsCst: '09' })], payments: paid(2500) }));
    expect(det(aliq.xml)).toBe(
      '<imposto><ICMS><ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102></ICMS><PIS><PISAliq><CST>02</CST><vBC>25.00</vBC>' +
        '<pPIS>1.00</pPIS><vPIS>0.25</vPIS></PISAliq></PIS><COFINS><COFINSNT><CST>09</CST></COFINSNT></COFINS></imposto>',
    );
    expect(aliq.xml).toContain('<vPIS>0.25</vPIS><vCOFINS>0.00</vCOFINS>');
  });

  it('Simples: CSOSN 102 when none is given, ICMSSN500 only for 500, ICMSSN102 for 103/300/400', () => {
    const csosn = (c?: '102' | '103' | '300' | '400' | '500') =>
      /<ICMS>(.*?)<\/ICMS>/.exec(buildNfce(input(simples, { items: [one({ ncm: '21069090', cfop: '5102', ...(c ? { csosn: c } : {}) })], payments: paid(2500) })).xml)![1];
    expect(csosn()).toBe('<ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102>');
    expect(csosn('103')).toBe('<ICMSSN102><orig>0</orig><CSOSN>103</CSOSN></ICMSSN102>');
    expect(csosn('400')).toBe('<ICMSSN102><orig>0</orig><CSOSN>400</CSOSN></ICMSSN102>');
    expect(csosn('500')).toBe('<ICMSSN500><orig>0</orig><CSOSN>500</CSOSN></ICMSSN500>');
  });

  it('Regime Normal: CST 40 and 50 in ICMS40, with no base in the totals', () => {
    const cst = (c: '40' | '50') => buildNfce(input(normal, { items: [one({ ncm: '21069090', cfop: '5102', icmsCst: c, icmsRateBps: 1800 })], payments: paid(2500) })).xml;
    expect(cst('40')).toContain('<ICMS><ICMS40><orig>0</orig><CST>40</CST></ICMS40></ICMS>');
    expect(cst('50')).toContain('<ICMS><ICMS40><orig>0</orig><CST>50</CST></ICMS40></ICMS>');
    expect(cst('50')).toContain('<ICMSTot><vBC>0.00</vBC><vICMS>0.00</vICMS>');
  });

  it('homologation replaces only the first item name; without IBPT rate no vTotTrib anywhere and no infAdic', () => {
    const items = [one({ ncm: '21069090', cfop: '5102' }), one({ ncm: '21069090', cfop: '5102' }, { name: 'Suco de laranja', code: 'X-2' })];
    const built = buildNfce(input({ ...simples, environment: 'homologation' }, { items, payments: paid(5000) }));
    expect(built.xml).toContain(`<cProd>X-1</cProd><cEAN>SEM GTIN</cEAN><xProd>${HOMOLOGATION_XPROD}</xProd>`);
    expect(built.xml).toContain('<cProd>X-2</cProd><cEAN>SEM GTIN</cEAN><xProd>Suco de laranja</xProd>');
    expect(built.xml).toContain('<tpAmb>2</tpAmb>');
    expect(built.xml).not.toContain('vTotTrib');
    expect(built.xml).not.toContain('infAdic');
    expect(built.xml).toContain('<vNF>50.00</vNF></ICMSTot>');
    expect(built.totals.vTotTrib).toBe(0);
    expect(built.xml).toContain('<pag><detPag><tPag>17</tPag><vPag>50.00</vPag><card><tpIntegra>2</tpIntegra></card></detPag></pag>');
  });

  it('an IBPT rate of zero writes vTotTrib 0.00 on the item but none in the totals or infCpl', () => {
    const built = buildNfce(input(simples, { items: [one({ ncm: '21069090', cfop: '5102', approxTaxRateBps: 0 })], payments: paid(2500), note: 'Mesa 2' }));
    expect(built.xml).toContain('<imposto><vTotTrib>0.00</vTotTrib><ICMS>');
    expect(built.xml).toContain('<vNF>25.00</vNF></ICMSTot>');
    expect(built.xml).toContain('<infAdic><infCpl>Mesa 2</infCpl></infAdic>');
  });

  it('a note is cleaned (control characters, runs of spaces) and an IBPT-only infCpl has no separator', () => {
    const built = buildNfce(input(simples, { items: [one({ ncm: '21069090', cfop: '5102', approxTaxRateBps: 1000 })], payments: paid(2500), note: ' Mesa\n 7\t\tsem cebola ' }));
    expect(built.xml).toContain('<infCpl>Mesa 7 sem cebola | Trib aprox R$ 2,50 Fonte: IBPT</infCpl>');
    const noNote = buildNfce(input(simples, { items: [one({ ncm: '21069090', cfop: '5102', approxTaxRateBps: 1000 })], payments: paid(2500), note: '' }));
    expect(noNote.xml).toContain('<infCpl>Trib aprox R$ 2,50 Fonte: IBPT</infCpl>');
  });

  it('an item name keeps only Latin-1 (an emoji dropped, spaces squeezed); verProc is cut at 20', () => {
    const name = 'Pizza \u{1F355} \u2713 grande';
    const built = buildNfce(input(simples, { items: [one({ ncm: '21069090', cfop: '5102' }, { name })], payments: paid(2500) }, { verProc: 'BalcaoPDV 0.1.0-beta.12345' }));
    expect(built.xml).toContain('<xProd>Pizza grande</xProd>');
    expect(built.xml).toContain('<verProc>BalcaoPDV 0.1.0-beta</verProc>');
    expect(built.lines[0]!.name).toBe(name);
  });

  it('tPag 99 takes the description, else the default text; other methods carry no xPag', () => {
    const pays = [
      { method: 'others' as const, amount: 500 },
      { method: 'onlinePayment' as const, amount: 700 },
      { method: 'onlinePayment' as const, amount: 300, description: ' iFood ' },
      { method: 'mealVoucher' as const, amount: 1000 },
    ];
    const built = buildNfce(input(simples, { items: [one({ ncm: '21069090', cfop: '5102' })], payments: pays }));
    expect(built.xml).toContain(
      '<pag><detPag><tPag>99</tPag><xPag>Outros</xPag><vPag>5.00</vPag></detPag><detPag><tPag>99</tPag><xPag>Pagamento online</xPag><vPag>7.00</vPag></detPag>' +
        '<detPag><tPag>99</tPag><xPag>iFood</xPag><vPag>3.00</vPag></detPag><detPag><tPag>11</tPag><vPag>10.00</vPag></detPag></pag>',
    );
    expect(built.payments.map((p) => p.xPag)).toEqual(['Outros', 'Pagamento online', 'iFood', undefined]);
  });

  it('a discount must stay under the products: equal refused, one centavo less accepted (vNF 0,01)', () => {
    const items = [one({ ncm: '21069090', cfop: '5102' })];
    expect(() => buildNfce(input(simples, { items, discount: 2500, payments: paid(1) }))).toThrow(e.discountTooLarge);
    const built = buildNfce(input(simples, { items, discount: 2499, payments: paid(1) }));
    expect(built.xml).toContain('<vDesc>24.99</vDesc><indTot>1</indTot>');
    expect(built.xml).toContain('<vDesc>24.99</vDesc><vII>');
    expect(built.xml).toContain('<vNF>0.01</vNF>');
    expect(built.xml).not.toContain('vTroco');
  });

  it('refuses a payment short of the total, saying what is missing; exact payment has no change', () => {
    const items = [one({ ncm: '21069090', cfop: '5102' })];
    expect(() => buildNfce(input(simples, { items, serviceFee: 250, payments: paid(2500) }))).toThrow(e.notPaid('2,50'));
    expect(() => buildNfce(input(simples, { items, serviceFee: 250, payments: paid(2749) }))).toThrow(e.notPaid('0,01'));
    const built = buildNfce(input(simples, { items, serviceFee: 250, payments: paid(2750) }));
    expect(built.totals.vTroco).toBe(0);
    expect(built.xml).toContain('<vOutro>2.50</vOutro><indTot>1</indTot>');
    expect(built.xml).toContain('<vPag>27.50</vPag><card><tpIntegra>2</tpIntegra></card></detPag></pag>');
  });

  it('the buyer: CNPJ without a name, CPF with its name in production; none when only a name is given', () => {
    const items = [one({ ncm: '21069090', cfop: '5102' })];
    const cnpj = buildNfce(input(simples, { items, payments: paid(2500), consumer: { cnpj: '11444777000161' } }));
    expect(cnpj.xml).toContain('</emit><dest><CNPJ>11444777000161</CNPJ><indIEDest>9</indIEDest></dest><det nItem="1">');
    const cpf = buildNfce(input(simples, { items, payments: paid(2500), consumer: { cpf: '12345678909', name: '  Maria   da Silva ' } }));
    expect(cpf.xml).toContain('</emit><dest><CPF>12345678909</CPF><xNome>Maria da Silva</xNome><indIEDest>9</indIEDest></dest><det nItem="1">');
    const nameOnly = buildNfce(input(simples, { items, payments: paid(2500), consumer: { name: 'Maria da Silva' } }));
    expect(nameOnly.xml).toContain('</emit><det nItem="1">');
  });

  it('refuses a wrong buyer document, the emitter as buyer, and from R$ 10.000,00 an unidentified buyer', () => {
    const items = (price: number) => [one({ ncm: '21069090', cfop: '5102' }, { unitPrice: price })];
    expect(() => buildNfce(input(simples, { items: items(2500), payments: paid(2500), consumer: { cpf: '12345678900' } }))).toThrow(e.buyerCpfInvalid);
    expect(() => buildNfce(input(simples, { items: items(2500), payments: paid(2500), consumer: { cnpj: CNPJ } }))).toThrow(e.buyerIsEmitter);
    expect(() => buildNfce(input(simples, { items: items(1_000_000), payments: paid(1_000_000) }))).toThrow(e.buyerRequired);
    expect(() => buildNfce(input(simples, { items: items(1_000_000), payments: paid(1_000_000), consumer: { name: 'Maria' } }))).toThrow(e.buyerRequired);
    expect(buildNfce(input(simples, { items: items(999_999), payments: paid(999_999) })).totals.vNF).toBe(999_999);
    expect(buildNfce(input(simples, { items: items(1_000_000), payments: paid(1_000_000), consumer: { cpf: '12345678909' } })).xml).toContain('<dest><CPF>12345678909</CPF>');
  });

  it('a delivery needs the buyer and the address; with them indPres 4 and indIntermed 0', () => {
    const items = [one({ ncm: '21069090', cfop: '5102' })];
    expect(() => buildNfce(input(simples, { items, payments: paid(2500), delivery: true }))).toThrow(e.deliveryNeedsBuyer);
    expect(() => buildNfce(input(simples, { items, payments: paid(2500), delivery: true, consumer: { cpf: '12345678909' } }))).toThrow(e.deliveryNeedsAddress);
    const address = { street: 'Rua B', number: 's/n', district: 'Centro', cityCode: '3550308', cityName: 'São Paulo', uf: 'SP' };
    const built = buildNfce(input(simples, { items, payments: paid(2500), delivery: true, consumer: { cpf: '12345678909', address } }));
    expect(built.xml).toContain('<indFinal>1</indFinal><indPres>4</indPres><indIntermed>0</indIntermed><procEmi>0</procEmi>');
    expect(built.xml).toContain(
      '<dest><CPF>12345678909</CPF><enderDest><xLgr>Rua B</xLgr><nro>s/n</nro><xBairro>Centro</xBairro><cMun>3550308</cMun><xMun>São Paulo</xMun>' +
        '<UF>SP</UF><cPais>1058</cPais><xPais>BRASIL</xPais></enderDest><indIEDest>9</indIEDest></dest>',
    );
  });
});

describe('justification and the QR supplement', () => {
  it('xJust: 15 to 255 characters after cleaning, refused in Portuguese below', () => {
    expect(justification('  123456789012345  ')).toBe('123456789012345');
    expect(() => justification('12345678901234')).toThrow(e.justificationLength);
    expect(() => justification('   1234567890 1234   ')).not.toThrow();
    expect(() => justification('1234567\n\n\n\n\n\n\n\n\n1234')).toThrow(e.justificationLength);
    expect(justification('x'.repeat(300))).toBe('x'.repeat(255));
  });

  it('infNFeSupl goes between infNFe and the Signature, its qrCode and urlChave in order and escaped', () => {
    const signed = '<NFe xmlns="x"><infNFe Id="NFe1">a</infNFe><Signature xmlns="y">s</Signature></NFe>';
    expect(withSupplement(signed, 'https://q?p=1|2&x', 'www.sefaz.rs.gov.br/nfce/consulta')).toBe(
      '<NFe xmlns="x"><infNFe Id="NFe1">a</infNFe><infNFeSupl><qrCode>https://q?p=1|2&amp;x</qrCode><urlChave>www.sefaz.rs.gov.br/nfce/consulta</urlChave></infNFeSupl>' +
        '<Signature xmlns="y">s</Signature></NFe>',
    );
    expect(() => withSupplement('<NFe><infNFe/></NFe>', 'q', 'u')).toThrow('signed NFe has no Signature');
  });
});
