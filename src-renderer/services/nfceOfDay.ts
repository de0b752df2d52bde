// The NFC-e a screen shows: this terminal's notes (fiscal.list, kept by the terminal that emitted them, the only one
// holding each note's record and its events) together with the business's notes of the day as the server keeps
// them (GraphQL nfces, dateFilters.day), so a manager at any terminal sees every terminal's. A note of this terminal
// is shown as the terminal knows it (fresher than what was handed over); offline, only this terminal's.
import type { NfceRecord } from '../../src-shared/fiscal/tracking.js';
import { fiscalActionMessages } from '../../src-shared/i18n/fiscalActions.js';
import { serverApi } from './serverApi.js';
import { command } from './write.js';

export interface DayNfce {
  key: string;
  groupPaymentId: string;
  number: number;
  series: number;
  /** centavos */
  total: number;
  status: string;
  tpEmis: number;
  issuedAt: string;
  authorizedAt: string | null;
  /** The terminal's own record when this terminal emitted the note (it can cancel it); null for another's. */
  local: NfceRecord | null;
}

interface ServerNfce {
  key: string;
  groupPaymentId: string;
  model: string;
  series: number;
  number: number;
  tpEmis: number;
  status: string;
  issuedAt: string;
  authorizedAt: string | null;
  total: number;
}

const FIELDS = 'key groupPaymentId model series number tpEmis status issuedAt authorizedAt total';

/** Today on the terminal's calendar, the restaurant's (AAAA-MM-DD). */
const today = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

const fromLocal = (r: NfceRecord): DayNfce => ({
  key: r.key,
  groupPaymentId: r.groupPaymentId,
  number: r.nNF,
  series: r.serie,
  total: r.vNF,
  status: r.status,
  tpEmis: r.tpEmis,
  issuedAt: r.emittedAt,
  authorizedAt: r.authorizedAt,
  local: r,
});

/**
 * This terminal's latest `ownShown` notes and the business's notes of today, newest first. `serverFailed` when the
 * server could not be read (offline): the list then holds this terminal's only.
 */
export async function loadDayNfces(ownShown = 30, now = new Date()): Promise<{ rows: DayNfce[]; serverFailed: boolean }> {
  const [own, server] = await Promise.all([
    command<NfceRecord[]>('fiscal.list', {}).catch(() => [] as NfceRecord[]),
    serverApi()
      .fiscal.gqlNfces({ model: '65', dateFilters: { day: today(now) } }, FIELDS)
      .then((r) => r as ServerNfce[])
      .catch(() => null),
  ]);
  const byKey = new Map<string, DayNfce>();
  for (const n of server ?? []) byKey.set(n.key, { ...n, local: null });
  const mine = [...own].sort((x, y) => y.emittedAt.localeCompare(x.emittedAt)).slice(0, ownShown);
  for (const r of mine) byKey.set(r.key, fromLocal(r));
  const rows = [...byKey.values()].sort((x, y) => y.issuedAt.localeCompare(x.issuedAt));
  return { rows, serverFailed: server === null };
}

const s = fiscalActionMessages.nfce.board;

/** What the orders board says of a sale's NFC-e: autorizada, em contingência (not yet authorised), cancelada. */
export function boardStatus(n: Pick<DayNfce, 'status' | 'tpEmis'>): { text: string; tone: 'green' | 'amber' | 'slate' } {
  if (n.status === 'cancelada') return { text: s.cancelada, tone: 'slate' };
  if (n.status === 'autorizada') return { text: s.autorizada, tone: 'green' };
  if (n.tpEmis === 9 && n.status === 'pendente') return { text: s.contingencia, tone: 'amber' };
  return { text: s.other(fiscalActionMessages.nfce.status[n.status] ?? n.status), tone: 'amber' };
}
