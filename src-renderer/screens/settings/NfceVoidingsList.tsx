// The NFC-e numbers voided at SEFAZ (inutilização), as the server keeps them (GraphQL nfceVoidings): what the
// manager and the accountant check against the SPED's C100 05 records. Read-only; offline it says it could not read.
import { useEffect, useState } from 'react';
import { createFiscalVoidingsApi, type NfceVoiding } from '../../../src-shared/api/ours/fiscalVoidings.js';
import { voidingMessages } from '../../../src-shared/i18n/voiding.js';
import { serverApi } from '../../services/serverApi.js';

const l = voidingMessages.list;
const FIELDS = 'id series firstNumber lastNumber justification protocol createdAt';

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
    <section className="space-y-2 border-t border-slate-200 pt-3" aria-label={l.title} data-testid="nfce-voidings">
      <h3 className="text-base font-bold">{l.title}</h3>
      {failed ? <p className="text-sm text-red-700">{l.failed}</p> : null}
      {rows && rows.length === 0 ? <p className="text-sm text-slate-600">{l.empty}</p> : null}
      {rows && rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
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
                  <td className="py-1 pr-3 tabular-nums">{v.series}</td>
                  <td className="whitespace-nowrap py-1 pr-3 tabular-nums">{l.numbers(v.firstNumber, v.lastNumber)}</td>
                  <td className="py-1 pr-3">{v.justification}</td>
                  <td className="py-1 pr-3 tabular-nums">{v.protocol ?? l.alreadyVoided}</td>
                  <td className="whitespace-nowrap py-1 tabular-nums">{new Date(v.createdAt).toLocaleString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
