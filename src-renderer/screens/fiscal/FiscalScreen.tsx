// Configurações → Fiscal (#/configuracoes/fiscal): the NCM and CEST tables with the products' fiscal data, the
// accountant's files of a month, and the purchase NF-e (notas de entrada). Read from the server (useServerRead);
// written through the declared writes, read again when the server has taken one. The accountant reads and downloads.
import { useEffect, useRef, useState } from 'react';
import type { Settled } from '../../../src-shared/bridge/areas/sync.js';
import { fiscalScreenMessages as fm } from '../../../src-shared/i18n/fiscalScreens.js';
import * as w from '../../../src-shared/writes/fiscal.js';
import { productFiscalConfigCreate, productFiscalConfigUpdate } from '../../../src-shared/writes/productKinds.js';
import { useCan } from '../../hooks/permissions.js';
import { useCounterSession } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead, type ServerRead } from '../../hooks/useServerRead.js';
import { bridge } from '../../services/bridge.js';
import { Button } from '../../ui/Button.js';
import { Empty, ScreenHeader, Segmented } from '../../ui/fields.js';
import { NotForRole, Notice, OfflineNotice } from '../../ui/Notice.js';
import { loadPurchaseNotes, loadTables, type FiscalTables as FiscalTablesRead, type PurchaseNoteView } from './fiscalData.js';
import { FiscalFiles } from './FiscalFiles.js';
import { FiscalTables } from './FiscalTables.js';
import { NfeEntries } from './NfeEntries.js';

type Tab = 'tables' | 'files' | 'entries';
const WRITES: ReadonlySet<string> = new Set([...Object.values(w).map((x) => x.id), productFiscalConfigCreate.id, productFiscalConfigUpdate.id]);

export function FiscalScreen() {
  const mayWrite = useCan('settings');
  const roles = useCounterSession((x) => x.roles);
  if (!mayWrite && !roles.includes('business_accountant')) {
    return (
      <NotForRole title={fm.title} back={fm.back} screenTestId="fiscal-screen" testId="fiscal-not-yours">
        {fm.notYours}
      </NotForRole>
    );
  }
  return <Fiscal mayWrite={mayWrite} />;
}

function Fiscal({ mayWrite }: { mayWrite: boolean }) {
  const [tab, setTab] = useState<Tab>('tables');
  const [version, setVersion] = useState(0);
  const [tables, retryTables] = useServerRead(`tables#${version}`, loadTables);
  const [notes, retryNotes] = useServerRead(`notes#${version}`, loadPurchaseNotes);
  // A write reaches the server through the outbox: read again when it did (a refusal is told by write()).
  useEffect(
    () =>
      bridge().on('sync.settled', (settled: Settled) => {
        if (WRITES.has(settled.kind) && settled.state === 'done') setVersion((v) => v + 1);
      }),
    [],
  );
  // Reading again after a write keeps the lists (and an open form) on screen until the answer.
  const kept = useRef<{ tables?: FiscalTablesRead; notes?: PurchaseNoteView[] }>({});
  if (tables.state === 'ready') kept.current.tables = tables.value;
  if (notes.state === 'ready') kept.current.notes = notes.value;
  const shownTables = kept.current.tables;
  const shownNotes: ServerRead<PurchaseNoteView[]> = kept.current.notes ? { state: 'ready', value: kept.current.notes } : notes;
  const read: ServerRead<unknown> = tab === 'tables' ? tables : tab === 'entries' ? notes : { state: 'ready', value: null };

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="fiscal-screen">
      <ScreenHeader title={fm.title}>
        <Segmented<Tab>
          label={fm.title}
          value={tab}
          onChange={setTab}
          choices={(['tables', 'files', 'entries'] as const).map((t) => ({ value: t, label: fm.tabs[t] }))}
          testId="fiscal-tabs"
        />
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {fm.back}
        </Button>
      </ScreenHeader>
      {!mayWrite ? <Notice testId="fiscal-read-only">{fm.readOnly}</Notice> : null}
      {read.state === 'offline' ? (
        <OfflineNotice message={fm.offline} retryLabel={fm.retry} onRetry={tab === 'tables' ? retryTables : retryNotes} testId="fiscal-offline" />
      ) : null}
      {tab === 'files' ? (
        <FiscalFiles />
      ) : tab === 'tables' ? (
        shownTables ? (
          <FiscalTables tables={shownTables} mayWrite={mayWrite} />
        ) : tables.state === 'loading' ? (
          <Empty>{fm.loading}</Empty>
        ) : null
      ) : (
        <NfeEntries read={shownNotes} mayWrite={mayWrite} />
      )}
    </section>
  );
}
