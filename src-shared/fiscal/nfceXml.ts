// The NFC-e 4.00 XML (model 65) of a paid sale, in the element order of leiauteNFe_v4.00.xsd (PL_009_V4).
// The result is the unsigned <NFe> with <infNFe> only; signing appends <Signature>, and infNFeSupl (QR code) is
// inserted between them afterwards (the QR needs the signature's DigestValue in contingency).
import { buildAccessKey } from './accessKey.js';
import { buyerDocumentProblem, buyerRequired } from './documents.js';
import { decimal2, isoInZone, layoutText, percent, prorate, quantity3, roundCentavos } from './format.js';
import type { FiscalHasher } from './hasher.js';
import { NEEDS_CARD_GROUP, TPAG, XPAG_DEFAULT } from './payments.js';
import { TP_AMB, UF_CODES, type Uf } from './states.js';
import {
  BusinessFiscalConfig,
  FiscalSale,
  ProductFiscalConfig,
  type BusinessFiscalConfigParsed,
  type FiscalAddress,
  type FiscalSaleParsed,
} from './types.js';
import { NFE_NS, group, tag } from './xmlText.js';
import { fiscalMessages } from '../i18n/fiscal.js';

export const HOMOLOGATION_XPROD = 'NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';
export const HOMOLOGATION_XNOME = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

export interface NfceBuildInput {
  business: BusinessFiscalConfig;
  sale: FiscalSale;
  serie: number;
  nNF: number;
  /** 8 random digits, drawn once and kept for retransmissions. */
  cNF: string;
  emittedAt: Date;
  /** Present for offline contingency (tpEmis 9): when the POS entered it and why. */
  contingency: { since: Date; reason: string } | null;
  /** The application's name and version (verProc, ≤ 20 chars). */
  verProc: string;
  hasher: FiscalHasher;
  /** Set by buildNfe (nfeXml.ts) only: the same note as an NF-e, model 55, with its recipient already built. */
  model55?: Model55;
}

/** What an NF-e (model 55) changes in the note: the recipient group, its destination, the freight mode. */
export interface Model55 {
  /** The complete <dest> group (required on an NF-e). */
  dest: string;
  /** 1 within the state, 2 to another state (CFOP 5xxx becomes 6xxx). */
  idDest: 1 | 2;
  /** 0 when the recipient is a contributor buying for resale or use in business, 1 final consumer. */
  indFinal: 0 | 1;
  /** modFrete: 0 by the emitter, 1 by the recipient, 2 third party, 3/4 own transport, 9 no transport. */
  modFrete: 0 | 1 | 2 | 3 | 4 | 9;
}

export interface NfceLine {
  nItem: number;
  code: string;
  name: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  vProd: number;
  vDesc: number;
  vOutro: number;
  vTotTrib: number;
}

export interface NfcePaymentLine {
  tPag: string;
  xPag?: string;
  vPag: number;
}

export interface BuiltNfce {
  key: string;
  id: string;
  /** `<NFe xmlns=…><infNFe …>…</infNFe></NFe>`, compact, unsigned. */
  xml: string;
  dhEmi: string;
  dhCont: string | null;
  tpEmis: 1 | 9;
  tpAmb: '1' | '2';
  serie: number;
  nNF: number;
  cNF: string;
  lines: NfceLine[];
  payments: NfcePaymentLine[];
  totals: { vProd: number; vDesc: number; vOutro: number; vNF: number; vTroco: number; vTotTrib: number; vICMS: number };
  business: BusinessFiscalConfigParsed;
  sale: FiscalSaleParsed;
}

function icmsGroup(crt: number, fiscal: ReturnType<typeof ProductFiscalConfig.parse>, base: number, itemName: string): { xml: string; vBC: number; vICMS: number } {
  const orig = tag('orig', fiscal.origin);
  if (crt === 3) {
    const cst = fiscal.icmsCst;
    if (!cst) throw new Error(fiscalMessages.errors.noTaxCode(itemName));
    if (cst === '00') {
      const vICMS = roundCentavos((base * fiscal.icmsRateBps) / 10000);
      const inner = orig + tag('CST', '00') + tag('modBC', 3) + tag('vBC', decimal2(base)) + tag('pICMS', percent(fiscal.icmsRateBps)) + tag('vICMS', decimal2(vICMS));
      return { xml: group('ICMS', group('ICMS00', inner)), vBC: base, vICMS };
    }
    if (cst === '60') return { xml: group('ICMS', group('ICMS60', orig + tag('CST', '60'))), vBC: 0, vICMS: 0 };
    return { xml: group('ICMS', group('ICMS40', orig + tag('CST', cst))), vBC: 0, vICMS: 0 };
  }
  const csosn = fiscal.csosn ?? '102';
  const name = csosn === '500' ? 'ICMSSN500' : 'ICMSSN102';
  return { xml: group('ICMS', group(name, orig + tag('CSOSN', csosn))), vBC: 0, vICMS: 0 };
}

/** PIS or COFINS: Aliq for CST 01/02, NT for 04-09, Outr for the rest. */
function contributionGroup(kind: 'PIS' | 'COFINS', cst: string, rateBps: number, base: number): { xml: string; value: number } {
  const n = Number(cst);
  if (n >= 4 && n <= 9) return { xml: group(kind, group(`${kind}NT`, tag('CST', cst))), value: 0 };
  const value = roundCentavos((base * rateBps) / 10000);
  const inner = tag('CST', cst) + tag('vBC', decimal2(base)) + tag(`p${kind}`, percent(rateBps)) + tag(`v${kind}`, decimal2(value));
  return { xml: group(kind, group(n === 1 || n === 2 ? `${kind}Aliq` : `${kind}Outr`, inner)), value };
}

/** An address group: the emitter's (enderEmit) and the recipient's (enderDest) have the same fields. */
function ender(name: 'enderEmit' | 'enderDest', d: FiscalAddress): string {
  return group(
    name,
    tag('xLgr', layoutText(d.street, 60)) +
      tag('nro', layoutText(d.number, 60)) +
      tag('xCpl', d.complement ? layoutText(d.complement, 60) : undefined) +
      tag('xBairro', layoutText(d.district, 60)) +
      tag('cMun', d.cityCode) +
      tag('xMun', layoutText(d.cityName, 60)) +
      tag('UF', d.uf) +
      tag('CEP', d.cep) +
      tag('cPais', 1058) +
      tag('xPais', 'BRASIL') +
      tag('fone', d.phone),
  );
}

/** The recipient's address group, the same in the NFC-e and the NF-e (model 55). */
export const enderDest = (d: FiscalAddress): string => ender('enderDest', d);

export function buildNfce(input: NfceBuildInput): BuiltNfce {
  const business = BusinessFiscalConfig.parse(input.business);
  const sale = FiscalSale.parse(input.sale);
  const uf = business.address.uf as Uf;
  const tpAmb = TP_AMB[business.environment];
  const homologation = business.environment === 'homologation';
  const tpEmis = input.contingency ? 9 : 1;
  const nfe = input.model55;
  const mod = nfe ? '55' : '65';
  const dhEmi = isoInZone(input.emittedAt, business.timeZone);
  const dhCont = input.contingency ? isoInZone(input.contingency.since, business.timeZone) : null;
  const key = buildAccessKey({
    cUF: UF_CODES[uf],
    aamm: dhEmi.slice(2, 4) + dhEmi.slice(5, 7),
    cnpjCpf: business.cnpj,
    mod,
    serie: input.serie,
    nNF: input.nNF,
    tpEmis,
    cNF: input.cNF,
  });
  const id = `NFe${key}`;

  // Lines, then the order's discount and service fee spread over them in whole centavos.
  const lines = sale.items.map((item, i) => ({
    item,
    fiscal: ProductFiscalConfig.parse(item.fiscal),
    nItem: i + 1,
    vProd: roundCentavos((item.quantity * item.unitPrice) / 1000),
  }));
  const vProd = lines.reduce((a, l) => a + l.vProd, 0);
  if (sale.discount >= vProd) throw new Error(fiscalMessages.errors.discountTooLarge);
  const discounts = prorate(sale.discount, lines.map((l) => l.vProd));
  const fees = prorate(sale.serviceFee + sale.deliveryFee, lines.map((l) => l.vProd));

  let vBC = 0;
  let vICMS = 0;
  let vPIS = 0;
  let vCOFINS = 0;
  let vTotTrib = 0;
  const outLines: NfceLine[] = [];
  let det = '';
  for (const [i, l] of lines.entries()) {
    const vDesc = discounts[i] ?? 0;
    const vOutro = fees[i] ?? 0;
    const base = l.vProd - vDesc + vOutro;
    const xProd = homologation && i === 0 ? HOMOLOGATION_XPROD : layoutText(l.item.name, 120);
    const cEAN = l.item.gtin ?? 'SEM GTIN';
    const prod =
      tag('cProd', layoutText(l.item.code, 60)) +
      tag('cEAN', cEAN) +
      tag('xProd', xProd) +
      tag('NCM', l.fiscal.ncm) +
      tag('CEST', l.fiscal.cest) +
      tag('CFOP', nfe?.idDest === 2 ? `6${l.fiscal.cfop.slice(1)}` : l.fiscal.cfop) +
      tag('uCom', layoutText(l.item.unit, 6)) +
      tag('qCom', quantity3(l.item.quantity)) +
      tag('vUnCom', decimal2(l.item.unitPrice)) +
      tag('vProd', decimal2(l.vProd)) +
      tag('cEANTrib', cEAN) +
      tag('uTrib', layoutText(l.item.unit, 6)) +
      tag('qTrib', quantity3(l.item.quantity)) +
      tag('vUnTrib', decimal2(l.item.unitPrice)) +
      (vDesc > 0 ? tag('vDesc', decimal2(vDesc)) : '') +
      (vOutro > 0 ? tag('vOutro', decimal2(vOutro)) : '') +
      tag('indTot', 1);
    const icms = icmsGroup(business.crt, l.fiscal, base, l.item.name);
    const pis = contributionGroup('PIS', l.fiscal.pisCst, l.fiscal.pisRateBps, base);
    const cofins = contributionGroup('COFINS', l.fiscal.cofinsCst, l.fiscal.cofinsRateBps, base);
    const totTrib = l.fiscal.approxTaxRateBps !== undefined ? roundCentavos((base * l.fiscal.approxTaxRateBps) / 10000) : 0;
    vBC += icms.vBC;
    vICMS += icms.vICMS;
    vPIS += pis.value;
    vCOFINS += cofins.value;
    vTotTrib += totTrib;
    const imposto = (l.fiscal.approxTaxRateBps !== undefined ? tag('vTotTrib', decimal2(totTrib)) : '') + icms.xml + pis.xml + cofins.xml;
    det += group('det', group('prod', prod) + group('imposto', imposto), ` nItem="${l.nItem}"`);
    outLines.push({
      nItem: l.nItem,
      code: l.item.code,
      name: l.item.name,
      unit: l.item.unit,
      quantity: l.item.quantity,
      unitPrice: l.item.unitPrice,
      vProd: l.vProd,
      vDesc,
      vOutro,
      vTotTrib: totTrib,
    });
  }
  const vDesc = sale.discount;
  const vOutro = sale.serviceFee + sale.deliveryFee;
  const vNF = vProd - vDesc + vOutro;

  // Who buys: SEFAZ rejects an unidentified buyer from R$ 10.000,00 (750) and on home delivery (787/788), and
  // a document with wrong check digits or the emitter's own CNPJ; refused here, before any number is taken.
  const consumer = sale.consumer;
  const identified = !!(consumer?.cpf || consumer?.cnpj);
  if (consumer && identified && !nfe) {
    const problem = buyerDocumentProblem(consumer, business.cnpj);
    if (problem) throw new Error(problem);
  }
  if (!nfe && !identified && buyerRequired(vNF, sale.delivery)) {
    throw new Error(sale.delivery ? fiscalMessages.errors.deliveryNeedsBuyer : fiscalMessages.errors.buyerRequired);
  }
  if (!nfe && sale.delivery && !consumer?.address) throw new Error(fiscalMessages.errors.deliveryNeedsAddress);

  const paid = sale.payments.reduce((a, p) => a + p.amount, 0);
  if (paid < vNF) throw new Error(fiscalMessages.errors.notPaid(decimal2(vNF - paid).replace('.', ',')));
  const vTroco = paid - vNF;
  const payments: NfcePaymentLine[] = sale.payments.map((p) => {
    const tPag = TPAG[p.method];
    const xPag = tPag === '99' ? layoutText(p.description ?? XPAG_DEFAULT[p.method] ?? 'Outros', 60) : undefined;
    return { tPag, xPag, vPag: p.amount };
  });

  const ide =
    tag('cUF', UF_CODES[uf]) +
    tag('cNF', input.cNF) +
    tag('natOp', layoutText(business.natOp, 60)) +
    tag('mod', mod) +
    tag('serie', input.serie) +
    tag('nNF', input.nNF) +
    tag('dhEmi', dhEmi) +
    tag('tpNF', 1) +
    tag('idDest', nfe?.idDest ?? 1) +
    tag('cMunFG', business.address.cityCode) +
    // DANFE NFC-e (4) or DANFE in portrait (1).
    tag('tpImp', nfe ? 1 : 4) +
    tag('tpEmis', tpEmis) +
    tag('cDV', key[43]) +
    tag('tpAmb', tpAmb) +
    tag('finNFe', 1) +
    tag('indFinal', nfe?.indFinal ?? 1) +
    tag('indPres', sale.delivery ? 4 : 1) +
    (sale.delivery ? tag('indIntermed', 0) : '') +
    tag('procEmi', 0) +
    tag('verProc', layoutText(input.verProc, 20)) +
    (input.contingency ? tag('dhCont', dhCont ?? '') + tag('xJust', justification(input.contingency.reason)) : '');

  const emit =
    tag('CNPJ', business.cnpj) +
    tag('xNome', layoutText(business.legalName, 60)) +
    tag('xFant', business.tradeName ? layoutText(business.tradeName, 60) : undefined) +
    ender('enderEmit', business.address) +
    tag('IE', business.ie) +
    tag('CRT', business.crt);

  let dest = nfe?.dest ?? '';
  if (consumer && identified && !nfe) {
    const doc = consumer.cpf ? tag('CPF', consumer.cpf) : tag('CNPJ', consumer.cnpj);
    const name = homologation ? HOMOLOGATION_XNOME : consumer.name ? layoutText(consumer.name, 60) : undefined;
    const ender = consumer.address ? enderDest(consumer.address) : '';
    // No IE for the NFC-e's buyer (729): indIEDest 9, "não contribuinte".
    dest = group('dest', doc + tag('xNome', name) + ender + tag('indIEDest', 9));
  }

  const total = group(
    'ICMSTot',
    tag('vBC', decimal2(vBC)) +
      tag('vICMS', decimal2(vICMS)) +
      tag('vICMSDeson', '0.00') +
      tag('vFCP', '0.00') +
      tag('vBCST', '0.00') +
      tag('vST', '0.00') +
      tag('vFCPST', '0.00') +
      tag('vFCPSTRet', '0.00') +
      tag('vProd', decimal2(vProd)) +
      tag('vFrete', '0.00') +
      tag('vSeg', '0.00') +
      tag('vDesc', decimal2(vDesc)) +
      tag('vII', '0.00') +
      tag('vIPI', '0.00') +
      tag('vIPIDevol', '0.00') +
      tag('vPIS', decimal2(vPIS)) +
      tag('vCOFINS', decimal2(vCOFINS)) +
      tag('vOutro', decimal2(vOutro)) +
      tag('vNF', decimal2(vNF)) +
      (vTotTrib > 0 ? tag('vTotTrib', decimal2(vTotTrib)) : ''),
  );

  const pag =
    payments
      .map((p) =>
        group(
          'detPag',
          tag('tPag', p.tPag) + tag('xPag', p.xPag) + tag('vPag', decimal2(p.vPag)) + (NEEDS_CARD_GROUP.has(p.tPag) ? group('card', tag('tpIntegra', 2)) : ''),
        ),
      )
      .join('') + (vTroco > 0 ? tag('vTroco', decimal2(vTroco)) : '');

  const infCplParts = [sale.note ? layoutText(sale.note, 1000) : '', vTotTrib > 0 ? `Trib aprox R$ ${decimal2(vTotTrib).replace('.', ',')} Fonte: IBPT` : ''].filter(Boolean);
  const infAdic = infCplParts.length ? group('infAdic', tag('infCpl', infCplParts.join(' | '))) : '';

  let infRespTec = '';
  if (business.respTec) {
    const r = business.respTec;
    const csrt = r.csrtId && r.csrt ? tag('idCSRT', r.csrtId) + tag('hashCSRT', input.hasher.sha1Base64(r.csrt + key)) : '';
    infRespTec = group('infRespTec', tag('CNPJ', r.cnpj) + tag('xContato', layoutText(r.contact, 60)) + tag('email', r.email) + tag('fone', r.phone) + csrt);
  }

  const infNFe = group(
    'infNFe',
    group('ide', ide) +
      group('emit', emit) +
      dest +
      det +
      group('total', total) +
      group('transp', tag('modFrete', nfe?.modFrete ?? 9)) +
      group('pag', pag) +
      infAdic +
      infRespTec,
    ` Id="${id}" versao="4.00"`,
  );
  return {
    key,
    id,
    xml: `<NFe xmlns="${NFE_NS}">${infNFe}</NFe>`,
    dhEmi,
    dhCont,
    tpEmis,
    tpAmb,
    serie: input.serie,
    nNF: input.nNF,
    cNF: input.cNF,
    lines: outLines,
    payments,
    totals: { vProd, vDesc, vOutro, vNF, vTroco, vTotTrib, vICMS },
    business,
    sale,
  };
}

/** xJust / event xJust: 15-255 printable characters, no edge spaces. */
export function justification(text: string): string {
  const clean = layoutText(text, 255);
  if (clean.length < 15) throw new Error(fiscalMessages.errors.justificationLength);
  return clean;
}

/** Puts infNFeSupl between infNFe and the Signature of a signed NFe. */
export function withSupplement(signedXml: string, qrCode: string, urlChave: string): string {
  const supl = group('infNFeSupl', tag('qrCode', qrCode) + tag('urlChave', urlChave));
  const at = signedXml.indexOf('<Signature');
  if (at < 0) throw new Error('signed NFe has no Signature');
  return signedXml.slice(0, at) + supl + signedXml.slice(at);
}

