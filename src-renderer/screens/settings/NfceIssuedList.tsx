// The NFC-e of the day (services/nfceOfDay.ts): the business's notes of today from the server, every terminal's,
// with this terminal's latest; newest first: number, value, situation, when. A manager cancels an authorised note
// of this terminal within its window after the authorisation (cancelWindows.ts: 30 minutes); past it the reason
// shows instead of the button. Another terminal's note says to cancel it there: only the emitting terminal holds
// the note's record, signs the event and follows it to SEFAZ's answer. The terminal signs the cancellation event
// and the outbox carries it; the row then reads "Cancelada". Offline it lists this terminal's notes and says so.
import { useEffect, useState } from 'react';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { cancelDeadline, cancellable, cancelWindowMs } from '../../../src-shared/fiscal/cancelWindows.js';
import type { NfceRecord } from '../../../src-shared/fiscal/tracking.js';
import { fiscalActionMessages } from '../../../src-shared/i18n/fiscalActions.js';
import { useCan } from '../../hooks/permissions.js';
import { useNow } from '../../hooks/useNow.js';
import { bridge } from '../../services/bridge.js';
import { loadDayNfces, type DayNfce } from '../../services/nfceOfDay.js';
import { command } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast.js';
import { CardHeading, FiscalList, fiscalWhen as when, statusColumn } from './FiscalList.js';
import { JustificationDialog } from './JustificationDialog.js';

const l = fiscalActionMessages.nfce;
const a = fiscalActionMessages.screen;
/** This terminal's notes of the shift and a little more: a cancellation is only possible within minutes anyway. */
const SHOWN = 30;

const statusClass = (s: string) =>
  s === 'cancelada' || s === 'inutilizada' ? 'bg-slate-200 text-slate-700' : s === 'autorizada' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900';

/** "Cancelar NFC-e" on an authorised note of this terminal inside its window; past it, or another's, the reason. */
function CancelAction({ n, now, onCancel }: { n: DayNfce; now: Date; onCancel: (n: NfceRecord) => void }) {
  if (n.status !== 'autorizada') return null;
  if (!n.local) {
    return (
      <span className="block text-xs text-slate-600" title={l.otherTerminalWhy} data-testid="nfce-other-terminal">
        {l.otherTerminal}
      </span>
    );
  }
  const record = n.local;
  if (!cancellable(n.key, n.authorizedAt, now)) {
    return (
      <span className="block text-xs text-slate-600" data-testid="nfce-cancel-closed">
        {l.windowClosed(cancelWindowMs(n.key))}
      </span>
    );
  }
  const deadline = cancelDeadline(n.key, n.authorizedAt);
  return (
    <Button tone="danger" className="mt-1 px-3 text-sm" onClick={() => onCancel(record)} title={deadline ? l.cancelUntil(deadline) : undefined} data-testid="nfce-cancel">
      {l.cancel}
    </Button>
  );
}

export function NfceIssuedList({ version: outer = 0 }: { version?: unknown }) {
  const [rows, setRows] = useState<DayNfce[] | null>(null);
  const [ownOnly, setOwnOnly] = useState(false);
  const [own, setOwn] = useState(0);
  const [cancelling, setCancelling] = useState<NfceRecord | null>(null);
  const mayCancel = useCan('settings');
  // The window closes with the clock, not with an event.
  const now = new Date(useNow(30_000));
  useEffect(() => {
    let alive = true;
    const load = () =>
      void loadDayNfces(SHOWN).then((r) => {
        if (!alive) return;
        setRows(r.rows);
        setOwnOnly(r.serverFailed);
      });
    load();
    const off = bridge().on('fiscal.changed', load);
    return () => {
      alive = false;
      off();
    };
  }, [outer, own]);

  async function cancel(note: NfceRecord, justification: string) {
    const after = await command<NfceRecord>('fiscal.cancel', { key: note.key, justification });
    setCancelling(null);
    if (after.status === 'cancelada') toast(l.canceled(note.nNF), 'success');
    else toast(l.cancelPending(note.nNF), 'info');
    setOwn((v) => v + 1);
  }

  const status = (n: DayNfce) => (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass(n.status)}`} data-testid="nfce-status">
        {l.status[n.status] ?? n.status}
      </span>
      {n.tpEmis === 9 ? <span className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-900">{l.contingency}</span> : null}
    </span>
  );
  const action = (n: DayNfce) => (mayCancel ? <CancelAction n={n} now={now} onCancel={setCancelling} /> : null);
  return (
    <FiscalList
      title={l.title}
      testId="nfce-issued"
      rows={rows}
      rowKey={(n) => n.key}
      intro={<p className="text-sm text-slate-600">{ownOnly ? l.ownOnly : l.scope}</p>}
      columns={[
        { header: l.columns.number, cell: (n) => l.numberOf(n.number, n.series), nowrap: true },
        { header: l.columns.total, cell: (n) => formatBRL(n.total), nowrap: true, right: true },
        statusColumn(l.columns.status, status, action),
        { header: l.columns.date, cell: (n) => when(n.issuedAt), nowrap: true },
      ]}
      card={(n) => (
        <>
          <CardHeading number={l.numberOf(n.number, n.series)} status={status(n)} />
          <p className="tabular-nums text-slate-600">
            {formatBRL(n.total)} · {when(n.issuedAt)}
          </p>
          {action(n)}
        </>
      )}
      cardTestId="nfce-issued-card"
      rowTestId="nfce-issued-row"
      empty={l.empty}
    >
      {cancelling ? (
        <JustificationDialog
          title={l.cancelTitle(cancelling.nNF)}
          label={a.justification}
          max={255}
          danger
          testId="nfce-cancel-dialog"
          send={(text) => cancel(cancelling, text)}
          onCancel={() => setCancelling(null)}
        />
      ) : null}
    </FiscalList>
  );
}
