// The files of Cadastros: the people of the tab (or of the search) as a CSV, and the customers who owe on account
// (fiado) as a CSV. Made by the server; the button says it is working until the file is saved.
import { useState } from 'react';
import type { UserType } from '../../../src-shared/api/enums.js';
import { entityScreenMessages as m } from '../../../src-shared/i18n/entityScreens.js';
import { serverApi } from '../../services/serverApi.js';
import { saveFile } from '../../services/download.js';
import { toast } from '../../ui/toast.js';
import { Button } from '../../ui/Button.js';
import type { EntityTab } from './entitiesData.js';

const TYPE_OF: Record<EntityTab, UserType | undefined> = { all: undefined, customers: 'customer', waiters: 'waiter', deliveryMen: 'deliveryMan', providers: 'provider' };

export function EntityFiles({ tab, term }: { tab: EntityTab; term: string }) {
  const [busy, setBusy] = useState<'csv' | 'pending' | null>(null);
  const run = async (which: 'csv' | 'pending') => {
    setBusy(which);
    try {
      const api = serverApi().entities;
      const t = term.trim();
      const filters = { ...(TYPE_OF[tab] ? { type: TYPE_OF[tab] } : {}), ...(t.length >= 2 ? { term: t } : {}) };
      const file = which === 'csv' ? await api.entitiesCsvFile({ body: { filters } }) : await api.entitiesPendingTransactionsReport({ body: { filters: {} } });
      toast(m.fileSaved(saveFile(file, which === 'csv' ? 'cadastros.csv' : 'pendencias.csv')), 'success');
    } catch {
      toast(m.fileFailed, 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button tone="secondary" disabled={busy !== null} onClick={() => void run('csv')} title={m.csvHint} data-testid="entities-csv">
        {busy === 'csv' ? m.making : m.csv}
      </Button>
      <Button tone="secondary" disabled={busy !== null} onClick={() => void run('pending')} title={m.pendingHint} data-testid="entities-pending">
        {busy === 'pending' ? m.making : m.pending}
      </Button>
    </>
  );
}
