// The PAF-NFC-e files (001 §7.8 "GET paf-identification; POST generate-paf-registers-file; POST
// generate-paf-data-by-identification-file"). The spec names the three calls and nothing of their layout, and no
// layout of the PAF-NFC-e is in the repository. So the files follow the record names and order of the closest
// published layout we know, the PAF-ECF's "Registros do PAF" (Ato COTEPE/ICMS 09/13, Anexo IV):
//   U1 the business using the program, P2 the goods and services sold, J1 each NFC-e, J2 each item of it,
// with '|'-separated fields (that layout's fixed widths are not available here) and amounts in centavos as digits
// (the layout writes values without separators). Left out, and why: A2 (daily totals by payment method: the notes
// kept by the server carry no payments), E2 (stock: not PAF-NFC-e), and EAD (the developer's RSA signature of the
// file: the server holds no developer key).
import type { NoteItem } from '../db/tables/fiscal.js';

export interface PafBusiness {
  cnpj: string;
  ie: string;
  name: string;
}

export interface PafNote {
  key: string;
  series: number;
  number: number;
  /** YYYY-MM-DD on the business's calendar */
  day: string;
  status: string;
  total: number;
  consumerDocument: string | null;
  items: NoteItem[];
}

const clean = (text: string) => text.replace(/[|\r\n]+/g, ' ').trim();
const ymd = (day: string) => day.replaceAll('-', '');
const line = (...fields: (string | number)[]) => fields.map((f) => clean(String(f))).join('|');

/** Registros do PAF-NFC-e: U1, then P2 (each product once, by code), then J1 + its J2 for each note. */
export function pafRegistersFile(business: PafBusiness, notes: PafNote[]): string {
  const lines = [line('U1', business.cnpj, business.ie, business.name)];
  const products = new Map<string, NoteItem>();
  for (const n of notes) for (const i of n.items) if (!products.has(i.code)) products.set(i.code, i);
  for (const [code, i] of [...products].sort(([a], [b]) => a.localeCompare(b))) lines.push(line('P2', business.cnpj, code, i.description, i.ncm, i.unit, i.unitPrice));
  for (const n of notes) lines.push(...noteLines(business, n));
  return lines.join('\r\n') + '\r\n';
}

/** J1 (the note: key, series, number, day, status, consumer, total) and a J2 per item. */
function noteLines(business: PafBusiness, n: PafNote): string[] {
  return [
    line('J1', business.cnpj, n.key, n.series, n.number, ymd(n.day), n.status, n.consumerDocument ?? '', n.total),
    ...n.items.map((i) => line('J2', business.cnpj, n.key, i.n, i.code, i.description, i.quantity, i.unit, i.unitPrice, i.total)),
  ];
}

/** Dados por identificação: the U1 and the J1/J2 of the notes of one identified consumer (CPF or CNPJ). */
export function pafDataByIdentificationFile(business: PafBusiness, document: string, notes: PafNote[]): string {
  const mine = notes.filter((n) => n.consumerDocument === document);
  return [line('U1', business.cnpj, business.ie, business.name), ...mine.flatMap((n) => noteLines(business, n))].join('\r\n') + '\r\n';
}
