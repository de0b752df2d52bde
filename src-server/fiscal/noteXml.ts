// Reads what the back office needs from an NF-e/NFC-e XML (an NFe, or an nfeProc holding one): identification,
// parties, totals, items, installments. Amounts become integer centavos, quantities thousandths.
import type { Document, Element } from '@xmldom/xmldom';
import type { NoteItem } from '../db/tables/fiscal.js';
import { first, parseXml, textOf } from '../../src-shared/fiscal/soap.js';

export interface NoteRead {
  key: string;
  model: string;
  series: number;
  number: number;
  tpEmis: number;
  issuedAt: string;
  issuer: { document: string; name: string; stateRegistration: string | null };
  recipient: { document: string | null; name: string | null };
  total: number;
  icmsBase: number;
  icmsValue: number;
  items: NoteItem[];
  installments: { number: string; dueDate: string; amount: number }[];
  /** whether the document carries an XML signature */
  signed: boolean;
}

/** "12.34" → 1234 (centavos), exact for the 2 decimals of NF-e amounts. */
export function centavos(text: string | null): number {
  return text ? Math.round(Number(text.trim()) * 100) : 0;
}
/** "1.5000" → 1500 (thousandths of a unit). */
export function thousandths(text: string | null): number {
  if (!text) return 0;
  return Math.round(Number(text) * 1000);
}

const children = (el: Element, name: string): Element[] => Array.from(el.getElementsByTagNameNS('*', name));

/** Null when the text is no NF-e (no infNFe with a 44-digit key). */
export function readNote(xml: string): NoteRead | null {
  let doc: Document;
  try {
    doc = parseXml(xml);
  } catch {
    return null;
  }
  const inf = first(doc, 'infNFe');
  const id = inf?.getAttribute('Id') ?? '';
  const key = /^NFe(\d{44})$/.exec(id)?.[1];
  if (!inf || !key) return null;
  const ide = first(inf, 'ide');
  const emit = first(inf, 'emit');
  const dest = first(inf, 'dest');
  const tot = first(inf, 'ICMSTot');
  if (!ide || !emit || !tot) return null;
  const items: NoteItem[] = children(inf, 'det').map((det, i) => {
    const prod = first(det, 'prod') as Element;
    const icms = first(det, 'ICMS');
    const group = icms ? (Array.from(icms.childNodes).find((n) => n.nodeType === 1) as Element | undefined) : undefined;
    const ean = prod ? textOf(prod, 'cEAN') : null;
    return {
      n: Number(det.getAttribute('nItem') ?? i + 1),
      code: (prod && textOf(prod, 'cProd')) ?? '',
      barcode: ean && /^\d{8,14}$/.test(ean) ? ean : null,
      description: (prod && textOf(prod, 'xProd')) ?? '',
      ncm: (prod && textOf(prod, 'NCM')) ?? '',
      cfop: (prod && textOf(prod, 'CFOP')) ?? '',
      unit: (prod && textOf(prod, 'uCom')) ?? 'UN',
      quantity: thousandths(prod && textOf(prod, 'qCom')),
      unitPrice: centavos(prod && textOf(prod, 'vUnCom')),
      total: centavos(prod && textOf(prod, 'vProd')),
      icmsBase: centavos(group ? textOf(group, 'vBC') : null),
      icmsValue: centavos(group ? textOf(group, 'vICMS') : null),
      icmsRateBps: Math.round(Number((group && textOf(group, 'pICMS')) ?? 0) * 100),
      cst: (group && (textOf(group, 'CST') ?? textOf(group, 'CSOSN'))) ?? '',
    };
  });
  const cobr = first(inf, 'cobr');
  return {
    key,
    model: textOf(ide, 'mod') ?? '',
    series: Number(textOf(ide, 'serie') ?? 0),
    number: Number(textOf(ide, 'nNF') ?? 0),
    tpEmis: Number(textOf(ide, 'tpEmis') ?? 1),
    issuedAt: textOf(ide, 'dhEmi') ?? '',
    issuer: { document: textOf(emit, 'CNPJ') ?? textOf(emit, 'CPF') ?? '', name: textOf(emit, 'xNome') ?? '', stateRegistration: textOf(emit, 'IE') },
    recipient: { document: dest ? (textOf(dest, 'CNPJ') ?? textOf(dest, 'CPF')) : null, name: dest ? textOf(dest, 'xNome') : null },
    total: centavos(textOf(tot, 'vNF')),
    icmsBase: centavos(textOf(tot, 'vBC')),
    icmsValue: centavos(textOf(tot, 'vICMS')),
    items,
    installments: cobr
      ? children(cobr, 'dup').map((d) => ({ number: textOf(d, 'nDup') ?? '', dueDate: textOf(d, 'dVenc') ?? '', amount: centavos(textOf(d, 'vDup')) }))
      : [],
    signed: first(doc, 'Signature') !== null,
  };
}
