// EFD ICMS/IPI (SPED Fiscal) of a month's NFC-e, as the accountant imports it into the PVA.
// Layout: Guia Prático da EFD ICMS/IPI, versão 3.1.x (Ato COTEPE/ICMS 44/2018 and updates), sections:
//   "Registro 0000" (abertura), 0001/0990 (bloco 0), 0005 (dados complementares), B001/B990, C001/C990,
//   "Registro C100" with "Exceção 12" (NFC-e, modelo 65: no COD_PART, no ST/IPI/PIS/COFINS values, IND_FRT 9,
//   no C170; a cancelled note (COD_SIT 02) fills only REG, IND_OPER, IND_EMIT, COD_MOD, COD_SIT, SER, NUM_DOC,
//   CHV_NFE; denied, COD_SIT 04, the same; numeração inutilizada, COD_SIT 05, only REG to NUM_DOC, no CHV_NFE, one
//   C100 for each number of the voided range, none of them with child records), "Registro C190" (analítico por CST/CFOP/alíquota), D001/D990, E001, E100, E110, E990, G001/G990,
//   H001/H990, K001/K990, 1001, 1010 (13 indicators, N), 1990, 9001, 9900 (one per record type, itself included),
//   9990, 9999. Each line is |FIELD|FIELD|...| and ends with CR LF; decimals with a comma; dates DDMMAAAA; the file
//   is ISO-8859-1. COD_VER by the year of the period (Tabela de versões: 017 = 2023, 018 = 2024, 019 = 2025,
//   020 = 2026). The accountant's record 0100 is not written: the platform does not hold the accountant's CRC.
import iconv from 'iconv-lite';
import type { NoteItem } from '../db/tables/fiscal.js';
import type { FilerProfile } from './fileProfile.js';
import { ddmmyyyy, type Period } from './period.js';

export interface FiscalNote {
  key: string;
  model: string;
  series: number;
  number: number;
  /** local day of issue, 'YYYY-MM-DD' */
  day: string;
  status: string;
  total: number;
  icmsBase: number;
  icmsValue: number;
  items: NoteItem[];
}

/** centavos → "12,34" */
export const money = (c: number) => `${Math.trunc(c / 100)},${String(Math.abs(c) % 100).padStart(2, '0')}`;
/** basis points → "18,00" */
const rate = (bps: number) => `${Math.trunc(bps / 100)},${String(bps % 100).padStart(2, '0')}`;

export function spedVersion(year: number): string {
  return String(Math.max(17, Math.min(20, year - 2006))).padStart(3, '0');
}

/** A range of numbers voided at SEFAZ (inutilização) in the period. */
export interface VoidedRange {
  model: string;
  series: number;
  firstNumber: number;
  lastNumber: number;
}

/** COD_SIT (Tabela 4.1.2) of the notes filed: 00 regular, 02 cancelado, 04 denegado (05, inutilizada, comes from the ranges). */
const SITUATION: Record<string, string> = { autorizada: '00', cancelada: '02', denegada: '04' };

/** The voided numbers, one per C100: from the ranges, and notes whose number was voided, each number once. */
function voidedNumbers(notes: readonly FiscalNote[], ranges: readonly VoidedRange[]) {
  const seen = new Map<string, { model: string; series: number; number: number }>();
  const add = (model: string, series: number, number: number) => seen.set(`${model}|${series}|${number}`, { model, series, number });
  for (const r of ranges) for (let i = r.firstNumber; i <= r.lastNumber; i++) add(r.model, r.series, i);
  for (const n of notes) if (n.status === 'inutilizada') add(n.model, n.series, n.number);
  // A number SEFAZ knows as a note is never also voided (it refuses the voiding), so a note filed wins.
  for (const n of notes) if (SITUATION[n.status]) seen.delete(`${n.model}|${n.series}|${n.number}`);
  return [...seen.values()].sort((a, b) => a.model.localeCompare(b.model) || a.series - b.series || a.number - b.number);
}

export function spedLines(profile: FilerProfile, period: Period, notes: readonly FiscalNote[], voided: readonly VoidedRange[] = []): string[] {
  const lines: string[] = [];
  const add = (...fields: (string | number)[]) => lines.push(`|${fields.join('|')}|`);
  const blockSize = new Map<string, number>();
  const mark = (block: string) => blockSize.set(block, (blockSize.get(block) ?? 0) + 1);
  const rec = (block: string, ...fields: (string | number)[]) => {
    add(...fields);
    mark(block);
  };

  // Bloco 0
  rec('0', '0000', spedVersion(Number(period.month.slice(0, 4))), '0', ddmmyyyy(period.first), ddmmyyyy(period.last), profile.name, profile.cnpj, '', profile.uf, profile.ie, profile.cityCode, '', '', 'A', '1');
  rec('0', '0001', '0');
  rec('0', '0005', profile.tradeName || profile.name, profile.cep, profile.street, profile.number, profile.complement, profile.district, profile.phone, '', '');
  rec('0', '0990', blockSize.get('0')! + 1);
  // Bloco B (ISS do DF): sem dados
  rec('B', 'B001', '1');
  rec('B', 'B990', '2');

  // Bloco C: each NFC-e (C100) and its analytical lines (C190)
  const filed = notes.filter((n) => SITUATION[n.status]);
  const voidedOnes = voidedNumbers(notes, voided);
  rec('C', 'C001', filed.length + voidedOnes.length > 0 ? '0' : '1');
  let debits = 0;
  const EMPTY_AFTER_KEY = Array<string>(20).fill('');
  for (const n of filed) {
    if (n.status !== 'autorizada') {
      rec('C', 'C100', '1', '0', '', n.model, SITUATION[n.status]!, n.series, n.number, n.key, ...EMPTY_AFTER_KEY);
      continue;
    }
    const merc = n.items.reduce((a, i) => a + i.total, 0);
    const discount = Math.max(0, merc - n.total);
    const other = Math.max(0, n.total - merc);
    rec('C', 'C100', '1', '0', '', n.model, '00', n.series, n.number, n.key, ddmmyyyy(n.day), '', money(n.total), '0', money(discount), '0,00', money(merc), '9', '0,00', '0,00', money(other), money(n.icmsBase), money(n.icmsValue), '', '', '', '', '', '', '');
    debits += n.icmsValue;
    const groups = new Map<string, { cst: string; cfop: string; rate: number; total: number; base: number; icms: number }>();
    for (const i of n.items) {
      const cst = i.cst.length === 2 ? `0${i.cst}` : i.cst;
      const k = `${cst}|${i.cfop}|${i.icmsRateBps}`;
      const g = groups.get(k) ?? { cst, cfop: i.cfop, rate: i.icmsRateBps, total: 0, base: 0, icms: 0 };
      g.total += i.total;
      g.base += i.icmsBase;
      g.icms += i.icmsValue;
      groups.set(k, g);
    }
    // VL_OPR carries the note's own discount and charges on the first group, so the C190s add up to VL_DOC.
    let first = true;
    for (const g of [...groups.values()].sort((a, b) => (a.cst + a.cfop).localeCompare(b.cst + b.cfop) || a.rate - b.rate)) {
      const opr = g.total + (first ? other - discount : 0);
      first = false;
      rec('C', 'C190', g.cst, g.cfop, rate(g.rate), money(opr), money(g.base), money(g.icms), '0,00', '0,00', '0,00', '0,00', '');
    }
  }
  for (const v of voidedOnes) rec('C', 'C100', '1', '0', '', v.model, '05', v.series, v.number, '', ...EMPTY_AFTER_KEY);
  rec('C', 'C990', blockSize.get('C')! + 1);
  rec('D', 'D001', '1');
  rec('D', 'D990', '2');

  // Bloco E: apuração do ICMS próprio (débitos das saídas; sem créditos lançados pelo sistema)
  rec('E', 'E001', '0');
  rec('E', 'E100', ddmmyyyy(period.first), ddmmyyyy(period.last));
  rec('E', 'E110', money(debits), '0,00', '0,00', '0,00', '0,00', '0,00', '0,00', '0,00', '0,00', money(debits), '0,00', money(debits), '0,00', '0,00');
  rec('E', 'E990', blockSize.get('E')! + 1);
  for (const b of ['G', 'H', 'K']) {
    rec(b, `${b}001`, '1');
    rec(b, `${b}990`, '2');
  }
  rec('1', '1001', '0');
  rec('1', '1010', 'N', 'N', 'N', 'N', 'N', 'N', 'N', 'N', 'N', 'N', 'N', 'N', 'N');
  rec('1', '1990', blockSize.get('1')! + 1);

  // Bloco 9: one 9900 per record type written (the 9900, 9990 and 9999 included)
  const counts = new Map<string, number>();
  for (const l of lines) {
    const reg = l.split('|')[1] as string;
    counts.set(reg, (counts.get(reg) ?? 0) + 1);
  }
  counts.set('9001', 1);
  counts.set('9990', 1);
  counts.set('9999', 1);
  counts.set('9900', counts.size + 1);
  rec('9', '9001', '0');
  for (const [reg, n] of counts) rec('9', '9900', reg, n);
  const nine = blockSize.get('9')! + 2; // with 9990 and 9999
  rec('9', '9990', nine);
  add('9999', lines.length + 1);
  return lines;
}

/** The file's bytes: ISO-8859-1, CR LF after every line. */
export function spedFile(profile: FilerProfile, period: Period, notes: readonly FiscalNote[], voided: readonly VoidedRange[] = []): Buffer {
  return iconv.encode(spedLines(profile, period, notes, voided).map((l) => `${l}\r\n`).join(''), 'latin1');
}
