// The NF-e (model 55) the business issued, as the server keeps them (GraphQL nfe, direction 'saida'): number,
// recipient, value, whether authorised or cancelled, its correction letters, and when; offline it says it could not
// read. A manager cancels (within 24 h of the authorisation; after it the reason shows instead) or sends a CC-e
// from each authorised row, and the list is read again with the new situation.
import { useEffect, useState } from 'react';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { cancelDeadline, cancellable } from '../../../src-shared/fiscal/cancelWindows.js';
import { fiscalActionMessages } from '../../../src-shared/i18n/fiscalActions.js';
import { nfeMessages } from '../../../src-shared/i18n/nfe.js';
import { useCan } from '../../hooks/permissions.js';
import { serverApi } from '../../services/serverApi.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast.js';
import { CardHeading, FiscalList, fiscalWhen as when, statusColumn } from './FiscalList.js';
import { NfeActionDialog } from './NfeActionDialog.js';

const l = nfeMessages.list;
const a = fiscalActionMessages.screen;
const FIELDS = 'id direction key series number issuedAt recipientDocument recipientName total status protocol authorizedAt corrections';

/** CPF 000.000.000-00, CNPJ 00.000.000/0000-00 (letters of the alphanumeric CNPJ kept). */
const doc = (d: string | null) =>
  !d ? '' : d.length === 11 ? d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : d.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/, '$1.$2.$3/$4-$5');

interface IssuedNfe {
  id: string;
  direction: string;
  key: string;
  series: number;
  number: number;
  issuedAt: string;
  recipientDocument: string | null;
  recipientName: string | null;
  total: number;
  status: string;
  protocol: string | null;
  authorizedAt: string | null;
  corrections: number;
}

const recipient = (n: IssuedNfe) => (
  <>
    {n.recipientName} <span className="tabular-nums text-slate-600">{doc(n.recipientDocument)}</span>
  </>
);

const statusClass = (s: string) => (s === 'canceled' ? 'bg-slate-200 text-slate-700' : 'bg-emerald-100 text-emerald-800');

/** Cancel and correct of one authorised note; past the window, "Cancelar" gives way to the reason. */
function Actions({ n, onAction }: { n: IssuedNfe; onAction: (kind: 'cancel' | 'correct', n: IssuedNfe) => void }) {
  if (n.status !== 'authorized') return null;
  const open = cancellable(n.key, n.authorizedAt, new Date());
  const deadline = cancelDeadline(n.key, n.authorizedAt);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <Button tone="secondary" className="whitespace-nowrap px-3 text-sm" onClick={() => onAction('correct', n)} data-testid="nfe-correct">
        {a.correct}
      </Button>
      {open ? (
        <Button tone="danger" className="px-3 text-sm" onClick={() => onAction('cancel', n)} title={deadline ? a.cancelUntil(deadline) : undefined} data-testid="nfe-cancel">
          {a.cancel}
        </Button>
      ) : (
        <span className="text-xs text-slate-600" data-testid="nfe-cancel-closed">
          {a.windowClosed}
        </span>
      )}
    </div>
  );
}

export function NfeIssuedList({ version: outer = 0 }: { version?: unknown }) {
  const [rows, setRows] = useState<IssuedNfe[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [own, setOwn] = useState(0);
  const [acting, setActing] = useState<{ kind: 'cancel' | 'correct'; note: IssuedNfe } | null>(null);
  const mayAct = useCan('settings');
  const onAction = (kind: 'cancel' | 'correct', note: IssuedNfe) => setActing({ kind, note });
  useEffect(() => {
    let alive = true;
    serverApi()
      .fiscal.gqlNfe({}, FIELDS)
      .then((r) => {
        if (!alive) return;
        const issued = (r as IssuedNfe[]).filter((n) => n.direction === 'saida').sort((x, y) => y.issuedAt.localeCompare(x.issuedAt));
        setRows(issued);
        setFailed(false);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [outer, own]);

  const status = (n: IssuedNfe) => (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass(n.status)}`}>{l.status[n.status] ?? n.status}</span>
      {n.corrections > 0 ? <span className="rounded bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-800">{a.corrections(n.corrections)}</span> : null}
    </span>
  );
  const action = (n: IssuedNfe) => (mayAct ? <Actions n={n} onAction={onAction} /> : null);
  const done = (o: { state: 'done' | 'pending'; note: { number: number; status: string; corrections: number } | null; message: string | null }) => {
    const kind = acting?.kind;
    setActing(null);
    if (o.state === 'pending' || !o.note) toast(o.message ?? fiscalActionMessages.pending, 'info');
    else toast(kind === 'cancel' ? a.canceled(o.note.number) : a.corrected(o.note.corrections), 'success');
    setOwn((v) => v + 1);
  };
  return (
    <FiscalList
      title={l.title}
      testId="nfe-issued"
      rows={rows}
      rowKey={(n) => n.id}
      columns={[
        { header: l.columns.number, cell: (n) => l.numberOf(n.number, n.series), nowrap: true },
        { header: l.columns.recipient, cell: recipient },
        { header: l.columns.total, cell: (n) => formatBRL(n.total), nowrap: true, right: true },
        // Beside its situation: the panel is a column of the settings screen, too narrow for one more.
        statusColumn(l.columns.status, status, action),
        { header: l.columns.date, cell: (n) => when(n.issuedAt), nowrap: true },
      ]}
      card={(n) => (
        <>
          <CardHeading number={l.numberOf(n.number, n.series)} status={status(n)} />
          <p>{recipient(n)}</p>
          <p className="tabular-nums text-slate-600">
            {formatBRL(n.total)} · {when(n.issuedAt)}
          </p>
          {action(n)}
        </>
      )}
      cardTestId="nfe-issued-card"
      empty={l.empty}
      failed={failed ? l.failed : null}
    >
      {acting ? <NfeActionDialog kind={acting.kind} note={acting.note} onDone={done} onCancel={() => setActing(null)} /> : null}
    </FiscalList>
  );
}
