// The NF-e (model 55) the business issued, as the server keeps them (GraphQL nfe, direction 'saida'): number,
// recipient, value, whether authorised or cancelled, and when. Read-only; offline it says it could not read.
import { useEffect, useState } from 'react';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { nfeMessages } from '../../../src-shared/i18n/nfe.js';
import { serverApi } from '../../services/serverApi.js';

const l = nfeMessages.list;
const FIELDS = 'id direction key series number issuedAt recipientDocument recipientName total status';
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
}

const statusClass = (s: string) => (s === 'canceled' ? 'bg-slate-200 text-slate-700' : 'bg-emerald-100 text-emerald-800');

export function NfeIssuedList({ version = 0 }: { version?: unknown }) {
  const [rows, setRows] = useState<IssuedNfe[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    serverApi()
      .fiscal.gqlNfe({}, FIELDS)
      .then((r) => {
        if (!alive) return;
        const issued = (r as IssuedNfe[]).filter((n) => n.direction === 'saida').sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
        setRows(issued);
        setFailed(false);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [version]);

  const status = (s: string) => <span className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass(s)}`}>{l.status[s] ?? s}</span>;
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
                  {status(n.status)}
                </p>
                <p>
                  {n.recipientName} <span className="tabular-nums text-slate-600">{doc(n.recipientDocument)}</span>
                </p>
                <p className="tabular-nums text-slate-600">
                  {formatBRL(n.total)} · {when(n.issuedAt)}
                </p>
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
                  <td className="py-1 pr-3">{status(n.status)}</td>
                  <td className="whitespace-nowrap py-1 tabular-nums">{when(n.issuedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
