// SINTEGRA file (Convênio ICMS 57/95, Manual de Orientação, Anexo Único) of a month: fixed records of 126
// characters, CR LF after each. Records written here, with their positions as the Manual lists them:
//   10 (item 3):  tipo 2 | CNPJ 14 | IE 14 | nome 35 | município 30 | UF 2 | fax 10 | data inicial 8 | data final 8 |
//                 estrutura 1 ('3', Conv. 76/03) | natureza 1 ('3', totalidade das operações) | finalidade 1 ('1' normal)
//   11 (item 4):  tipo 2 | logradouro 34 | número 5 | complemento 22 | bairro 15 | CEP 8 | contato 28 | telefone 12
//   50 (item 5):  tipo 2 | CNPJ 14 | IE 14 | data 8 | UF 2 | modelo 2 | série 3 | número 6 | CFOP 4 | emitente 1 (P/T) |
//                 valor total 13 | base ICMS 13 | ICMS 13 | isenta 13 | outras 13 | alíquota 4 | situação 1 (N/S)
//                 — the supplier NF-e (modelo 55) imported, one record per CFOP and rate, emitente T
//   61 (item 9):  tipo 2 | brancos 14 | brancos 14 | data 8 | modelo 2 | série 3 | subsérie 2 | número inicial 6 |
//                 número final 6 | valor total 13 | base ICMS 13 | ICMS 12 | isenta 13 | outras 13 | alíquota 4 | branco 1
//                 — the day's authorised NFC-e (modelo 65) of one series, as the documents "não emitidos por ECF";
//                 the record has no situation field, so numbers voided (inutilizados) and denied notes are not
//                 written (their procInutNFe goes in the month's XML zip, and the SPED files them as C100 05/04)
//   90 (item 11): tipo 2 | CNPJ 14 | IE 14 | (tipo 2 | total 8) × up to 9, '99' the file's total | brancos |
//                 número de registros 90, 1, at position 126
// N fields: zero-padded on the left, money with 2 implied decimals; X fields: left, blank-padded, plain ASCII.
import type { NoteItem } from '../db/tables/fiscal.js';
import type { FilerProfile } from './fileProfile.js';
import { yyyymmdd, type Period } from './period.js';
import type { FiscalNote } from './sped.js';

export interface PurchaseNote {
  issuerDocument: string;
  issuerIe: string;
  issuerUf: string;
  model: string;
  series: number;
  number: number;
  /** day received/issued, 'YYYY-MM-DD' */
  day: string;
  items: NoteItem[];
}

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, ' ').toUpperCase();
export const x = (s: string | number, n: number) => ascii(String(s)).slice(0, n).padEnd(n, ' ');
export const n = (v: string | number, size: number) => String(v).replace(/\D/g, '').slice(-size).padStart(size, '0');

function record(fields: string[]): string {
  const line = fields.join('');
  if (line.length !== 126) throw new Error(`SINTEGRA record ${line.slice(0, 2)} has ${line.length} characters`);
  return line;
}

export function sintegraLines(profile: FilerProfile, period: Period, sales: readonly FiscalNote[], purchases: readonly PurchaseNote[]): string[] {
  const lines: string[] = [];
  lines.push(record(['10', n(profile.cnpj, 14), x(profile.ie, 14), x(profile.name, 35), x(profile.cityName, 30), x(profile.uf, 2), n('', 10), yyyymmdd(period.first), yyyymmdd(period.last), '3', '3', '1']));
  lines.push(record(['11', x(profile.street, 34), n(profile.number, 5), x(profile.complement, 22), x(profile.district, 15), n(profile.cep, 8), x(profile.name, 28), n(profile.phone, 12)]));

  for (const p of purchases) {
    const groups = new Map<string, { cfop: string; rate: number; total: number; base: number; icms: number }>();
    for (const i of p.items) {
      const k = `${i.cfop}|${i.icmsRateBps}`;
      const g = groups.get(k) ?? { cfop: i.cfop, rate: i.icmsRateBps, total: 0, base: 0, icms: 0 };
      g.total += i.total;
      g.base += i.icmsBase;
      g.icms += i.icmsValue;
      groups.set(k, g);
    }
    for (const g of groups.values()) {
      const exempt = g.base === 0 ? g.total : 0;
      lines.push(
        record(['50', n(p.issuerDocument, 14), x(p.issuerIe, 14), yyyymmdd(p.day), x(p.issuerUf, 2), n(p.model, 2), x(p.series, 3), n(p.number, 6), n(g.cfop, 4), 'T', n(g.total, 13), n(g.base, 13), n(g.icms, 13), n(exempt, 13), n(g.total - exempt - g.base > 0 ? g.total - exempt - g.base : 0, 13), n(g.rate, 4), 'N']),
      );
    }
  }

  // NFC-e by day and series: the range of numbers and the day's sums (cancelled notes are outside the sums).
  const days = new Map<string, { day: string; series: number; from: number; to: number; total: number; base: number; icms: number; rate: number }>();
  for (const s of [...sales].sort((a, b) => a.day.localeCompare(b.day) || a.series - b.series || a.number - b.number)) {
    if (s.status !== 'autorizada' && s.status !== 'cancelada') continue;
    const k = `${s.day}|${s.series}`;
    const d = days.get(k) ?? { day: s.day, series: s.series, from: s.number, to: s.number, total: 0, base: 0, icms: 0, rate: 0 };
    d.from = Math.min(d.from, s.number);
    d.to = Math.max(d.to, s.number);
    if (s.status === 'autorizada') {
      d.total += s.total;
      d.base += s.icmsBase;
      d.icms += s.icmsValue;
      d.rate = Math.max(d.rate, ...s.items.map((i) => i.icmsRateBps));
    }
    days.set(k, d);
  }
  for (const d of days.values()) {
    const exempt = d.total - d.base;
    lines.push(record(['61', x('', 14), x('', 14), yyyymmdd(d.day), '65', x(d.series, 3), x('', 2), n(d.from, 6), n(d.to, 6), n(d.total, 13), n(d.base, 13), n(d.icms, 12), n(exempt, 13), n(0, 13), n(d.rate, 4), ' ']));
  }

  const counts = new Map<string, number>();
  for (const l of lines) if (l.startsWith('50') || l.startsWith('61')) counts.set(l.slice(0, 2), (counts.get(l.slice(0, 2)) ?? 0) + 1);
  const total = lines.length + 1; // with the one record 90
  const pairs = [...counts].map(([type, c]) => `${type}${n(c, 8)}`).concat(`99${n(total, 8)}`);
  lines.push(record(['90', n(profile.cnpj, 14), x(profile.ie, 14), pairs.join('').padEnd(95, ' '), '1']));
  return lines;
}

export function sintegraFile(profile: FilerProfile, period: Period, sales: readonly FiscalNote[], purchases: readonly PurchaseNote[]): Buffer {
  return Buffer.from(sintegraLines(profile, period, sales, purchases).map((l) => `${l}\r\n`).join(''), 'latin1');
}
