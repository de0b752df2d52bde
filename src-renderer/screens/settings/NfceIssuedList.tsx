// The NFC-e of the sales made on this terminal (fiscal.list: the terminal keeps each note it emitted, online or in
// contingency), newest first: number, value, situation, when. A manager cancels an authorised note within its
// window after the authorisation (cancelWindows.ts: 30 minutes); past it the reason shows instead of the button.
// The terminal signs the cancellation event and the outbox carries it; the row then reads "Cancelada".
import { useEffect, useState } from 'react';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { cancelDeadline, cancellable, cancelWindowMs } from '../../../src-shared/fiscal/cancelWindows.js';
import type { NfceRecord } from '../../../src-shared/fiscal/tracking.js';
import { fiscalActionMessages } from '../../../src-shared/i18n/fiscalActions.js';
import { useCan } from '../../hooks/permissions.js';
import { useNow } from '../../hooks/useNow.js';
import { bridge } from '../../services/bridge.js';
import { command } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast.js';
import { FiscalList, fiscalWhen as when } from './FiscalList.js';
import { JustificationDialog } from './JustificationDialog.js';

const l = fiscalActionMessages.nfce;
const a = fiscalActionMessages.screen;
/** The notes of the shift and a little more: a cancellation is only possible within minutes anyway. */
const SHOWN = 30;

const statusClass = (s: string) =>
  s === 'cancelada' || s === 'inutilizada' ? 'bg-slate-200 text-slate-700' : s === 'autorizada' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900';

interface LooseEvents {
  on(name: string, listener: (payload: unknown) => void): () => void;
}

/** "Cancelar NFC-e" on an authorised note inside its window; past it, the reason. */
function CancelAction({ n, now, onCancel }: { n: NfceRecord; now: Date; onCancel: (n: NfceRecord) => void }) {
  if (n.status !== 'autorizada') return null;
  if (!cancellable(n.key, n.authorizedAt, now)) {
    return (
      <span className="block text-xs text-slate-600" data-testid="nfce-cancel-closed">
        {l.windowClosed(cancelWindowMs(n.key))}
      </span>
    );
  }
  const deadline = cancelDeadline(n.key, n.authorizedAt);
  return (
    <Button tone="danger" className="mt-1 px-3 text-sm" onClick={() => onCancel(n)} title={deadline ? l.cancelUntil(deadline) : undefined} data-testid="nfce-cancel">
      {l.cancel}
    </Button>
  );
}

export function NfceIssuedList({ version: outer = 0 }: { version?: unknown }) {
  const [rows, setRows] = useState<NfceRecord[] | null>(null);
  const [own, setOwn] = useState(0);
  const [cancelling, setCancelling] = useState<NfceRecord | null>(null);
  const mayCancel = useCan('settings');
  // The window closes with the clock, not with an event.
  const now = new Date(useNow(30_000));
  useEffect(() => {
    let alive = true;
    const load = () =>
      void command<NfceRecord[]>('fiscal.list', {})
        .then((r) => alive && setRows([...r].sort((x, y) => y.emittedAt.localeCompare(x.emittedAt)).slice(0, SHOWN)))
        .catch(() => alive && setRows([]));
    load();
    const off = (bridge() as unknown as LooseEvents).on('fiscal.changed', load);
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

  const status = (n: NfceRecord) => (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass(n.status)}`} data-testid="nfce-status">
        {l.status[n.status] ?? n.status}
      </span>
      {n.tpEmis === 9 ? <span className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-900">{l.contingency}</span> : null}
    </span>
  );
  return (
    <FiscalList
      title={l.title}
      testId="nfce-issued"
      rows={rows}
      rowKey={(n) => n.key}
      columns={[
        { header: l.columns.number, cell: (n) => l.numberOf(n.nNF, n.serie), nowrap: true },
        { header: l.columns.total, cell: (n) => formatBRL(n.vNF), nowrap: true, right: true },
        {
          header: l.columns.status,
          cell: (n) => (
            <>
              {status(n)}
              {mayCancel ? <CancelAction n={n} now={now} onCancel={setCancelling} /> : null}
            </>
          ),
        },
        { header: l.columns.date, cell: (n) => when(n.emittedAt), nowrap: true },
      ]}
      card={(n) => (
        <>
          <p className="flex items-center justify-between gap-2 font-semibold tabular-nums">
            <span>{l.numberOf(n.nNF, n.serie)}</span>
            {status(n)}
          </p>
          <p className="tabular-nums text-slate-600">
            {formatBRL(n.vNF)} · {when(n.emittedAt)}
          </p>
          {mayCancel ? <CancelAction n={n} now={now} onCancel={setCancelling} /> : null}
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
