// The legal window, per state (UF), to transmit an NFC-e emitted in offline contingency (tpEmis 9), and the
// deadline it gives one note. Sources, as summarised in docs/reference/nfce/nfce-contingency.md §2.4 and §Sources [F]:
// - ENCAT "Padrões Técnicos Contingência Offline NFC-e" v1.2 (2013): 24 hours from emission; the rule every UF
//   below follows unless another source is named;
// - SEFAZ-PE, "NFC-e – contingência" page: 24 hours from emission;
// - SEF-MG, NFC-e FAQ III (contingência), relaying Ajuste SINIEF 19/16: "as soon as the problem ends and at the
//   latest by the first business day after emission".
// SP allows offline contingency since Portaria SRE 40/2024 (DOE 05/07/2024) and publishes no other window: 24 h.
// The reference rates the exact window per state as uncertain: a state's rule that differs goes here, with its
// source. The guardian warns before the earliest of them; a note sent late may still be authorized (cStat 150).
import { isoInZone } from './format.js';
import { UF_CODES, type Uf } from './states.js';

export type WindowRule = { kind: 'hours'; hours: number; source: string } | { kind: 'firstBusinessDay'; source: string };

const ENCAT: WindowRule = { kind: 'hours', hours: 24, source: 'ENCAT, Padrões Técnicos Contingência Offline NFC-e v1.2' };

export const CONTINGENCY_WINDOWS: Record<Uf, WindowRule> = {
  ...(Object.fromEntries(Object.keys(UF_CODES).map((uf) => [uf, ENCAT])) as Record<Uf, WindowRule>),
  PE: { kind: 'hours', hours: 24, source: 'SEFAZ-PE, NFC-e contingência' },
  MG: { kind: 'firstBusinessDay', source: 'SEF-MG, FAQ NFC-e III (Ajuste SINIEF 19/16)' },
  SP: { kind: 'hours', hours: 24, source: 'Portaria SRE 40/2024; ENCAT v1.2' },
};

const UF_BY_CODE = new Map<string, Uf>(Object.entries(UF_CODES).map(([uf, code]): [string, Uf] => [code, uf as Uf]));

/** The state of an access key (its first two digits), or null for an unknown code. */
export function ufOfKey(key: string): Uf | null {
  return UF_BY_CODE.get(key.slice(0, 2)) ?? null;
}

export function windowOf(uf: Uf | null): WindowRule {
  return (uf && CONTINGENCY_WINDOWS[uf]) || ENCAT;
}

/**
 * When the window of a note emitted at `emittedAt` closes: `hours` after it, or the end of the first business day
 * (Monday to Friday; state holidays are not known here, so it may close a holiday early, never late) after the
 * day of emission, in the business's time zone.
 */
export function transmissionDeadline(rule: WindowRule, emittedAt: Date, timeZone: string): Date {
  if (rule.kind === 'hours') return new Date(emittedAt.getTime() + rule.hours * 3600_000);
  // The local date and offset of emission; days are stepped at local noon so a DST change never skips one.
  const local = isoInZone(emittedAt, timeZone);
  const offset = local.slice(19);
  let day = new Date(`${local.slice(0, 10)}T12:00:00${offset}`);
  do day = new Date(day.getTime() + 24 * 3600_000);
  while ([0, 6].includes(new Date(isoInZone(day, timeZone).slice(0, 10) + 'T12:00:00Z').getUTCDay()));
  const date = isoInZone(day, timeZone).slice(0, 10);
  // The last instant of that local day.
  const endOffset = isoInZone(day, timeZone).slice(19);
  return new Date(new Date(`${date}T23:59:59${endOffset}`).getTime() + 999);
}

/** The rule as the guardian says it. */
export function ruleText(rule: WindowRule): string {
  return rule.kind === 'hours' ? `de ${rule.hours} h` : 'do primeiro dia útil após a emissão';
}
