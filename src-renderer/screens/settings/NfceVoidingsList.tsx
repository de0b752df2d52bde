// The NFC-e (65) and NF-e (55) numbers voided at SEFAZ (inutilização), as the server keeps them (GraphQL
// nfceVoidings), each with its model (every model numbers its series apart): what the manager and the accountant
// check against the SPED's C100 05 records. Read-only; offline it says it could not read.
import { useEffect, useState } from 'react';
import { createFiscalVoidingsApi, type NfceVoiding } from '../../../src-shared/api/ours/fiscalVoidings.js';
import { voidingMessages } from '../../../src-shared/i18n/voiding.js';
import { serverApi } from '../../services/serverApi.js';

const l = voidingMessages.list;
const FIELDS = 'id model series firstNumber lastNumber justification protocol createdAt';
const when = (at: string) => new Date(at).toLocaleString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function NfceVoidingsList({ version = 0 }: { version?: unknown }) {
  const [rows, setRows] = useState<NfceVoiding[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    createFiscalVoidingsApi(serverApi().client)
      .gqlNfceVoidings({}, FIELDS)
      .then((r) => alive && (setRows(r), setFailed(false)))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [version]);

  return (
    <section className="@container space-y-2 border-t border-slate-200 pt-3" aria-label={l.title} data-testid="nfce-voidings">
      <h3 className="text-base font-bold">{l.title}</h3>
      {failed ? <p className="text-sm text-red-700">{l.failed}</p> : null}
      {rows && rows.length === 0 ? <p className="text-sm text-slate-600">{l.empty}</p> : null}
      {rows && rows.length > 0 ? (
        <>
          {/* Narrow (the tablet's column): one card per range, as the table's six columns would not fit. */}
          <ul className="space-y-2 @lg:hidden">
            {rows.map((v) => (
              <li key={v.id} className="rounded-lg border border-slate-200 p-2 text-sm" data-testid="nfce-voiding-card">
                <p className="font-semibold tabular-nums">
                  {l.model(v.model)} · {l.columns.series} {v.series} · {l.numbers(v.firstNumber, v.lastNumber)}
                </p>
                <p>{v.justification}</p>
                <p className="tabular-nums text-slate-600">
                  {l.columns.protocol} {v.protocol ?? l.alreadyVoided} · {when(v.createdAt)}
                </p>
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left text-sm @lg:table">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-3 font-medium">{l.columns.model}</th>
                <th className="py-1 pr-3 font-medium">{l.columns.series}</th>
                <th className="py-1 pr-3 font-medium">{l.columns.range}</th>
                <th className="py-1 pr-3 font-medium">{l.columns.reason}</th>
                <th className="py-1 pr-3 font-medium">{l.columns.protocol}</th>
                <th className="py-1 font-medium">{l.columns.date}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((v) => (
                <tr key={v.id} className="border-t border-slate-100 align-top">
                  <td className="whitespace-nowrap py-1 pr-3">{l.model(v.model)}</td>
                  <td className="py-1 pr-3 tabular-nums">{v.series}</td>
                  <td className="whitespace-nowrap py-1 pr-3 tabular-nums">{l.numbers(v.firstNumber, v.lastNumber)}</td>
                  <td className="py-1 pr-3">{v.justification}</td>
                  <td className="py-1 pr-3 tabular-nums">{v.protocol ?? l.alreadyVoided}</td>
                  <td className="whitespace-nowrap py-1 tabular-nums">{when(v.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
