// The NF-e (model 55) XML and its correction letter (nfeXml.ts) for known inputs, written out by hand: what model
// 55 changes in the note (recipient with IE indicator, idDest, indFinal, CFOP 6xxx to another state, tpImp 1,
// modFrete), the recipient checks, and the CC-e's layout (descEvento, xCorrecao 15-1000, the fixed xCondUso of
// CCe_v1.00.xsd). Element order as in leiauteNFe_v4.00.xsd (fiscalXmlOrder.test.ts reads it from the schema).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCorrectionEvent, buildNfe, correctionText, recipientProblem, CCE_CONDITION, EVENT_CORRECTION, type NfeBuildInput, type NfeRecipient } from '../../../src-shared/fiscal/nfeXml.js';
import type { BusinessFiscalConfig, FiscalSale } from '../../../src-shared/fiscal/types.js';
import type { FiscalHasher } from '../../../src-shared/fiscal/hasher.js';
import { nfeMessages } from '../../../src-shared/i18n/nfe.js';

const e = nfeMessages.errors;
const hasher: FiscalHasher = {
  sha1Hex: (t) => createHash('sha1').update(t, 'utf8').digest('hex'),
  sha1Base64: (t) => createHash('sha1').update(t, 'utf8').digest('base64'),
};

const CNPJ = '11222333000181';
const business: BusinessFiscalConfig = {
  cnpj: CNPJ,
  ie: '111222333444',
  crt: 1,
  legalName: 'Cantina Teste Ltda',
  address: { street: 'Rua Augusta', number: '1500', district: 'Consolação', cityCode: '3550308', cityName: 'São Paulo', uf: 'SP', cep: '01304001' },
  environment: 'production',
  csc: { id: '000001', token: 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6' },
};
const rio = { street: 'Avenida Rio Branco', number: '156', complement: 'Sala 1201', district: 'Centro', cityCode: '3304557', cityName: 'Rio de Janeiro', uf: 'RJ', cep: '20040002', phone: '2133334444' };
const campinas = { street: 'Rua Barão de Jaguara', number: '1000', district: 'Centro', cityCode: '3509502', cityName: 'Campinas', uf: 'SP' };
/** A company in another state, ICMS contributor (IE), buying catering for an event. */
const company: NfeRecipient = { cnpj: '11444777000161', name: 'Empresa Eventos Ltda', indIEDest: 1, ie: '123456789012', email: 'compras@eventos.com.br', address: rio };

const catering: FiscalSale = {
  groupPaymentId: '019a0000-0000-7000-8000-000000000055',
  items: [{ code: 'PIZ-01', name: 'Pizza Margherita grande', unitPrice: 6990, quantity: 10000, fiscal: { ncm: '19059090', cfop: '5102', csosn: '102' } }],
  payments: [{ method: 'bankSlip', amount: 69900 }],
};

function input(recipient: NfeRecipient | null, extra: Partial<NfeBuildInput> = {}): NfeBuildInput {
  return { business, sale: catering, serie: 2, nNF: 310, cNF: '71539024', emittedAt: new Date('2026-03-10T22:15:00Z'), verProc: 'BalcaoPDV 0.1.0', hasher, recipient, ...extra };
}

// 35 2603 11222333000181 55 002 000000310 1 71539024 + check digit 6 (mod 11, nfce-contingency.md §1)
const key = '35260311222333000181550020000003101715390246';

describe('NF-e (model 55)', () => {
  it('a contributor in another state: mod 55, tpImp 1, idDest 2, CFOP 6102, indFinal 0, IE and email, the freight mode', () => {
    const built = buildNfe(input(company, { modFrete: 1 }));
    expect(built.key).toBe(key);
    const ide =
      '<ide><cUF>35</cUF><cNF>71539024</cNF><natOp>VENDA</natOp><mod>55</mod><serie>2</serie><nNF>310</nNF>' +
      '<dhEmi>2026-03-10T19:15:00-03:00</dhEmi><tpNF>1</tpNF><idDest>2</idDest><cMunFG>3550308</cMunFG><tpImp>1</tpImp>' +
      '<tpEmis>1</tpEmis><cDV>6</cDV><tpAmb>1</tpAmb><finNFe>1</finNFe><indFinal>0</indFinal><indPres>1</indPres>' +
      '<procEmi>0</procEmi><verProc>BalcaoPDV 0.1.0</verProc></ide>';
    const emit =
      '<emit><CNPJ>11222333000181</CNPJ><xNome>Cantina Teste Ltda</xNome><enderEmit><xLgr>Rua Augusta</xLgr><nro>1500</nro>' +
      '<xBairro>Consolação</xBairro><cMun>3550308</cMun><xMun>São Paulo</xMun><UF>SP</UF><CEP>01304001</CEP><cPais>1058</cPais>' +
      '<xPais>BRASIL</xPais></enderEmit><IE>111222333444</IE><CRT>1</CRT></emit>';
    const dest =
      '<dest><CNPJ>11444777000161</CNPJ><xNome>Empresa Eventos Ltda</xNome><enderDest><xLgr>Avenida Rio Branco</xLgr><nro>156</nro>' +
      '<xCpl>Sala 1201</xCpl><xBairro>Centro</xBairro><cMun>3304557</cMun><xMun>Rio de Janeiro</xMun><UF>RJ</UF><CEP>20040002</CEP>' +
      '<cPais>1058</cPais><xPais>BRASIL</xPais><fone>2133334444</fone></enderDest><indIEDest>1</indIEDest><IE>123456789012</IE>' +
      '<email>compras@eventos.com.br</email></dest>';
    const det =
      '<det nItem="1"><prod><cProd>PIZ-01</cProd><cEAN>SEM GTIN</cEAN><xProd>Pizza Margherita grande</xProd><NCM>19059090</NCM>' +
      '<CFOP>6102</CFOP><uCom>UN</uCom><qCom>10.000</qCom><vUnCom>69.90</vUnCom><vProd>699.00</vProd><cEANTrib>SEM GTIN</cEANTrib>' +
      '<uTrib>UN</uTrib><qTrib>10.000</qTrib><vUnTrib>69.90</vUnTrib><indTot>1</indTot></prod><imposto><ICMS><ICMSSN102><orig>0</orig>' +
      '<CSOSN>102</CSOSN></ICMSSN102></ICMS><PIS><PISOutr><CST>49</CST><vBC>699.00</vBC><pPIS>0.00</pPIS><vPIS>0.00</vPIS></PISOutr></PIS>' +
      '<COFINS><COFINSOutr><CST>49</CST><vBC>699.00</vBC><pCOFINS>0.00</pCOFINS><vCOFINS>0.00</vCOFINS></COFINSOutr></COFINS></imposto></det>';
    const total =
      '<total><ICMSTot><vBC>0.00</vBC><vICMS>0.00</vICMS><vICMSDeson>0.00</vICMSDeson><vFCP>0.00</vFCP><vBCST>0.00</vBCST>' +
      '<vST>0.00</vST><vFCPST>0.00</vFCPST><vFCPSTRet>0.00</vFCPSTRet><vProd>699.00</vProd><vFrete>0.00</vFrete><vSeg>0.00</vSeg>' +
      '<vDesc>0.00</vDesc><vII>0.00</vII><vIPI>0.00</vIPI><vIPIDevol>0.00</vIPIDevol><vPIS>0.00</vPIS><vCOFINS>0.00</vCOFINS>' +
      '<vOutro>0.00</vOutro><vNF>699.00</vNF></ICMSTot></total>';
    expect(built.xml).toBe(
      `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe Id="NFe${key}" versao="4.00">${ide}${emit}${dest}${det}${total}` +
        '<transp><modFrete>1</modFrete></transp><pag><detPag><tPag>15</tPag><vPag>699.00</vPag></detPag></pag></infNFe></NFe>',
    );
    expect(built.tpEmis).toBe(1);
    expect(built.dhCont).toBeNull();
  });

  it('a consumer (CPF) in the same state: idDest 1, CFOP kept, indFinal 1, no IE, no email, modFrete 9', () => {
    const person: NfeRecipient = { cpf: '52998224725', name: 'Joana Souza', indIEDest: 9, ie: '123456789012', address: campinas };
    const built = buildNfe(input(person));
    expect(built.xml).toContain('<idDest>1</idDest><cMunFG>3550308</cMunFG><tpImp>1</tpImp>');
    expect(built.xml).toContain('<indFinal>1</indFinal><indPres>1</indPres>');
    expect(built.xml).toContain('<CFOP>5102</CFOP>');
    expect(built.xml).toContain(
      '</emit><dest><CPF>52998224725</CPF><xNome>Joana Souza</xNome><enderDest><xLgr>Rua Barão de Jaguara</xLgr><nro>1000</nro>' +
        '<xBairro>Centro</xBairro><cMun>3509502</cMun><xMun>Campinas</xMun><UF>SP</UF><cPais>1058</cPais><xPais>BRASIL</xPais></enderDest>' +
        '<indIEDest>9</indIEDest></dest><det nItem="1">',
    );
    expect(built.xml).toContain('<transp><modFrete>9</modFrete></transp>');
  });

  it('an IE-exempt company (indIEDest 2) is a final consumer; homologation names the recipient with the fixed text', () => {
    const exempt: NfeRecipient = { ...company, indIEDest: 2, email: '  eventos@empresa.com.br ' };
    const built = buildNfe(input(exempt, { business: { ...business, environment: 'homologation' } }));
    expect(built.xml).toContain('<indFinal>1</indFinal>');
    expect(built.xml).toContain('<dest><CNPJ>11444777000161</CNPJ><xNome>NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL</xNome>');
    expect(built.xml).toContain('</enderDest><indIEDest>2</indIEDest><email>eventos@empresa.com.br</email></dest>');
    expect(built.xml).toContain('<tpAmb>2</tpAmb>');
  });

  it("the NFC-e buyer rules do not apply: the sale's consumer, delivery and R$ 10.000 limit are the recipient's business", () => {
    const big: FiscalSale = { ...catering, payments: [{ method: 'bankSlip', amount: 1_000_000 }], items: [{ ...catering.items[0]!, unitPrice: 100_000 }], delivery: true, consumer: { cpf: '12345678900' } };
    const built = buildNfe(input(company, { sale: big }));
    expect(built.xml).toContain('<indPres>4</indPres><indIntermed>0</indIntermed>');
    expect(built.xml).toContain('<dest><CNPJ>11444777000161</CNPJ>');
    expect(built.xml).not.toContain('12345678900');
    expect(built.totals.vNF).toBe(1_000_000);
  });

  it('refuses each recipient problem with its Portuguese reason, before building', () => {
    const ok: NfeRecipient = { ...company };
    expect(recipientProblem(ok, CNPJ)).toBeNull();
    expect(recipientProblem(null, CNPJ)).toBe(e.recipientMissing);
    expect(recipientProblem(undefined, CNPJ)).toBe(e.recipientMissing);
    expect(recipientProblem({ ...ok, cnpj: undefined }, CNPJ)).toBe(e.recipientMissing);
    expect(recipientProblem({ ...ok, cnpj: '' }, CNPJ)).toBe(e.recipientMissing);
    expect(recipientProblem({ ...ok, cnpj: undefined, cpf: '52998224724' }, CNPJ)).toBe(e.recipientCpfInvalid);
    expect(recipientProblem({ ...ok, cnpj: undefined, cpf: '52998224725' }, CNPJ)).toBeNull();
    expect(recipientProblem({ ...ok, cnpj: '11444777000162' }, CNPJ)).toBe(e.recipientCnpjInvalid);
    expect(recipientProblem({ ...ok, cnpj: CNPJ }, CNPJ)).toBe(e.recipientIsEmitter);
    expect(recipientProblem({ ...ok, name: '' }, CNPJ)).toBe(e.recipientNameMissing);
    expect(recipientProblem({ ...ok, name: '  A  ' }, CNPJ)).toBe(e.recipientNameMissing);
    expect(recipientProblem({ ...ok, name: ' AB ' }, CNPJ)).toBeNull();
    expect(recipientProblem({ ...ok, address: { ...rio, cityCode: '330455' } }, CNPJ)).toBe(e.recipientAddressMissing);
    expect(recipientProblem({ ...ok, ie: undefined }, CNPJ)).toBe(e.recipientIeMissing);
    expect(recipientProblem({ ...ok, ie: 'ISENTO' }, CNPJ)).toBe(e.recipientIeMissing);
    expect(recipientProblem({ ...ok, ie: '1' }, CNPJ)).toBe(e.recipientIeMissing);
    expect(recipientProblem({ ...ok, ie: 'x12' }, CNPJ)).toBe(e.recipientIeMissing);
    expect(recipientProblem({ ...ok, ie: '12x' }, CNPJ)).toBe(e.recipientIeMissing);
    expect(recipientProblem({ ...ok, ie: '123456789012345' }, CNPJ)).toBe(e.recipientIeMissing);
    expect(recipientProblem({ ...ok, ie: '12' }, CNPJ)).toBeNull();
    expect(recipientProblem({ ...ok, ie: '12345678901234' }, CNPJ)).toBeNull();
    expect(recipientProblem({ ...ok, indIEDest: 9, ie: undefined }, CNPJ)).toBeNull();
    expect(() => buildNfe(input(null))).toThrow(e.recipientMissing);
    expect(() => buildNfe(input({ ...ok, cnpj: CNPJ }))).toThrow(e.recipientIsEmitter);
  });
});

describe('CC-e (event 110110)', () => {
  const at = new Date('2026-03-11T13:05:09Z');
  const cce = (text: string, seq = 1) => buildCorrectionEvent({ key, tpAmb: '1', text, seq, at, timeZone: 'America/Sao_Paulo' });

  it('writes the event with descEvento, the cleaned correction and the fixed condition of use', () => {
    // CCe_v1.00.xsd fixes xCondUso to this text, word for word (no accents).
    const condition =
      'A Carta de Correcao e disciplinada pelo paragrafo 1o-A do art. 7o do Convenio S/N, de 15 de dezembro de 1970 e pode ser ' +
      'utilizada para regularizacao de erro ocorrido na emissao de documento fiscal, desde que o erro nao esteja relacionado com: ' +
      'I - as variaveis que determinam o valor do imposto tais como: base de calculo, aliquota, diferenca de preco, quantidade, ' +
      'valor da operacao ou da prestacao; II - a correcao de dados cadastrais que implique mudanca do remetente ou do destinatario; ' +
      'III - a data de emissao ou de saida.';
    expect(CCE_CONDITION).toBe(condition);
    expect(EVENT_CORRECTION).toBe('110110');
    const ev = cce('  Complemento do endereço:   Sala 1201 & 1202 ');
    expect(ev.id).toBe(`ID110110${key}01`);
    expect(ev.tpEvento).toBe('110110');
    expect(ev.key).toBe(key);
    expect(ev.xml).toBe(
      `<evento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><infEvento Id="ID110110${key}01"><cOrgao>35</cOrgao>` +
        `<tpAmb>1</tpAmb><CNPJ>11222333000181</CNPJ><chNFe>${key}</chNFe><dhEvento>2026-03-11T10:05:09-03:00</dhEvento>` +
        '<tpEvento>110110</tpEvento><nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento><detEvento versao="1.00">' +
        '<descEvento>Carta de Correcao</descEvento><xCorrecao>Complemento do endereço: Sala 1201 &amp; 1202</xCorrecao>' +
        `<xCondUso>${condition}</xCondUso></detEvento></infEvento></evento>`,
    );
  });

  it('nSeqEvento 1 to 20, two digits in the Id; 0, 21 and 1.5 refused', () => {
    expect(cce('Correção do número do endereço', 9).id).toBe(`ID110110${key}09`);
    const last = cce('Correção do número do endereço', 20);
    expect(last.id).toBe(`ID110110${key}20`);
    expect(last.xml).toContain('<nSeqEvento>20</nSeqEvento>');
    for (const seq of [0, 21, 1.5, -1]) expect(() => cce('Correção do número do endereço', seq)).toThrow(e.correctionLimit);
  });

  it('xCorrecao: 15 to 1000 characters', () => {
    expect(correctionText(' 123456789012345 ')).toBe('123456789012345');
    expect(() => correctionText('12345678901234')).toThrow(e.correctionLength);
    expect(() => correctionText('1234567 \n\t 1234')).toThrow(e.correctionLength);
    expect(correctionText('x'.repeat(1000))).toBe('x'.repeat(1000));
    expect(correctionText(`  ${'x'.repeat(1000)}  `)).toBe('x'.repeat(1000));
    expect(() => correctionText('x'.repeat(1001))).toThrow(e.correctionLength);
    expect(() => cce('curto demais')).toThrow(e.correctionLength);
  });
});
