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
import { NfeActionDialog } from './NfeActionDialog.js';

const l = nfeMessages.list;
const a = fiscalActionMessages.screen;
const FIELDS = 'id direction key series number issuedAt recipientDocument recipientName total status protocol authorizedAt corrections';
const when = (at: string) => new Date(at).toLocaleString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

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
  const done = (o: { state: 'done' | 'pending'; note: { number: number; status: string; corrections: number } | null; message: string | null }) => {
    const kind = acting?.kind;
    setActing(null);
    if (o.state === 'pending' || !o.note) toast(o.message ?? fiscalActionMessages.pending, 'info');
    else toast(kind === 'cancel' ? a.canceled(o.note.number) : a.corrected(o.note.corrections), 'success');
    setOwn((v) => v + 1);
  };
  return (
    <section className="@container space-y-2 border-t border-slate-200 pt-3" aria-label={l.title} data-testid="nfe-issued">
      <h3 className="text-base font-bold">{l.title}</h3>
      {failed ? <p className="text-sm text-red-700">{l.failed}</p> : null}
      {rows && rows.length === 0 ? <p className="text-sm text-slate-600">{l.empty}</p> : null}
      {rows && rows.length > 0 ? (
        <>
          {/* Narrow (the tablet's column): one card per note. */}
          <ul className="space-y-2 @lg:hidden">
            {rows.map((n) => (
              <li key={n.id} className="rounded-lg border border-slate-200 p-2 text-sm" data-testid="nfe-issued-card">
                <p className="flex items-center justify-between gap-2 font-semibold tabular-nums">
                  <span>{l.numberOf(n.number, n.series)}</span>
                  {status(n)}
                </p>
                <p>
                  {n.recipientName} <span className="tabular-nums text-slate-600">{doc(n.recipientDocument)}</span>
                </p>
                <p className="tabular-nums text-slate-600">
                  {formatBRL(n.total)} · {when(n.issuedAt)}
                </p>
                {mayAct ? <Actions n={n} onAction={onAction} /> : null}
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left text-sm @lg:table">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-3 font-medium">{l.columns.number}</th>
                <th className="py-1 pr-3 font-medium">{l.columns.recipient}</th>
                <th className="py-1 pr-3 text-right font-medium">{l.columns.total}</th>
                <th className="py-1 pr-3 font-medium">{l.columns.status}</th>
                <th className="py-1 font-medium">{l.columns.date}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((n) => (
                <tr key={n.id} className="border-t border-slate-100 align-top">
                  <td className="whitespace-nowrap py-1 pr-3 tabular-nums">{l.numberOf(n.number, n.series)}</td>
                  <td className="py-1 pr-3">
                    {n.recipientName} <span className="tabular-nums text-slate-600">{doc(n.recipientDocument)}</span>
                  </td>
                  <td className="whitespace-nowrap py-1 pr-3 text-right tabular-nums">{formatBRL(n.total)}</td>
                  <td className="py-1 pr-3">
                    {status(n)}
                    {/* Beside its situation: the panel is a column of the settings screen, too narrow for one more. */}
                    {mayAct ? <Actions n={n} onAction={onAction} /> : null}
                  </td>
                  <td className="whitespace-nowrap py-1 tabular-nums">{when(n.issuedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {acting ? <NfeActionDialog kind={acting.kind} note={acting.note} onDone={done} onCancel={() => setActing(null)} /> : null}
    </section>
  );
}
