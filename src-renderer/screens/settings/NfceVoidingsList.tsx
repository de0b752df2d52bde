// The NFC-e (65) and NF-e (55) numbers voided at SEFAZ (inutilização), as the server keeps them (GraphQL
// nfceVoidings), each with its model (every model numbers its series apart): what the manager and the accountant
// check against the SPED's C100 05 records. Read-only; offline it says it could not read.
import { useEffect, useState } from 'react';
import { createFiscalVoidingsApi, type NfceVoiding } from '../../../src-shared/api/ours/fiscalVoidings.js';
import { voidingMessages } from '../../../src-shared/i18n/voiding.js';
import { serverApi } from '../../services/serverApi.js';
import { FiscalList, fiscalWhen as when, type FiscalColumn } from './FiscalList.js';

const l = voidingMessages.list;
const FIELDS = 'id model series firstNumber lastNumber justification protocol createdAt';

const columns: FiscalColumn<NfceVoiding>[] = [
  { header: l.columns.model, cell: (v) => l.model(v.model), nowrap: true },
  { header: l.columns.series, cell: (v) => v.series, nowrap: true },
  { header: l.columns.range, cell: (v) => l.numbers(v.firstNumber, v.lastNumber), nowrap: true },
  { header: l.columns.reason, cell: (v) => v.justification },
  { header: l.columns.protocol, cell: (v) => <span className="tabular-nums">{v.protocol ?? l.alreadyVoided}</span> },
  { header: l.columns.date, cell: (v) => when(v.createdAt), nowrap: true },
];

const card = (v: NfceVoiding) => (
  <>
    <p className="font-semibold tabular-nums">
      {l.model(v.model)} · {l.columns.series} {v.series} · {l.numbers(v.firstNumber, v.lastNumber)}
    </p>
    <p>{v.justification}</p>
    <p className="tabular-nums text-slate-600">
      {l.columns.protocol} {v.protocol ?? l.alreadyVoided} · {when(v.createdAt)}
    </p>
  </>
);

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
    <FiscalList
      title={l.title}
      testId="nfce-voidings"
      rows={rows}
      rowKey={(v) => v.id}
      columns={columns}
      card={card}
      cardTestId="nfce-voiding-card"
      empty={l.empty}
      failed={failed ? l.failed : null}
    />
  );
}
