// Configurações → Cadastros: the business's people by type (customers, waiters, delivery men, providers) read from
// the server, searched by name, document or phone; a manager edits one, switches them off or deletes them, adds a
// waiter (with the user who logs in on the waiter's phone) and connects that phone. Written through the declared
// writes (src-shared/writes/entities.ts); the list is read again when the server took one.
import { useState } from 'react';
import { ENTITY_TYPE_LABEL, entityScreenMessages as m } from '../../../src-shared/i18n/entityScreens.js';
import type { UserType } from '../../../src-shared/api/enums.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/entities.js';
import { useCan } from '../../hooks/permissions.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty, ScreenHeader, Segmented, SelectField, TextField } from '../../ui/fields.js';
import { Notice, NotForRole } from '../../ui/Notice.js';
import { useWritesDone } from '../payConfig/common.js';
import { Contacts, sent } from './EntityContacts.js';
import { EntityFiles } from './EntityFiles.js';
import { loadCompleteEntity, loadEntities, loadUsers, waiterToken, type CompleteEntityView, type EntityTab, type EntityView } from './entitiesData.js';

const KINDS: ReadonlySet<string> = new Set(
  [w.entitiesUpdate, w.entitiesDelete, w.entitiesChangeAvailability, w.entitiesWaitersCreate, w.entityPhonesUpdate, w.entityPhonesDelete, w.entityAddressesUpdate, w.entityAddressesDelete].map((x) => x.id),
);
const TABS: { value: EntityTab; label: string }[] = (['all', 'customers', 'waiters', 'deliveryMen', 'providers'] as const).map((t) => ({ value: t, label: m.tabs[t] }));
const typeLabel = (t: string) => ENTITY_TYPE_LABEL[t as UserType] ?? t;

export function EntitiesScreen() {
  if (!useCan('settings')) {
    return (
      <NotForRole title={m.title} back={m.back} screenTestId="entities-screen" testId="entities-not-yours">
        {m.notYours}
      </NotForRole>
    );
  }
  return <Entities />;
}

function Entities() {
  const version = useWritesDone(KINDS);
  const businessId = useBusinessId() ?? '';
  const [tab, setTab] = useState<EntityTab>('customers');
  const [term, setTerm] = useState('');
  const [read, retry, list] = useServerRead(`entities#${businessId}#${tab}#${term.trim()}#${version}`, () => loadEntities(tab, term));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = list?.find((e) => e.id === selectedId) ?? null;

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="entities-screen">
      <ScreenHeader title={m.title}>
        <EntityFiles tab={tab} term={term} />
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {m.back}
        </Button>
      </ScreenHeader>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(18rem,1fr)_2fr] gap-4 p-4">
        <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
          <Segmented label={m.type} value={tab} onChange={setTab} choices={TABS} testId="entities-tabs" />
          <TextField label={m.search} value={term} onValue={setTerm} hint={m.searchHint} data-testid="entities-search" />
          {read.state === 'offline' ? (
            <Notice testId="entities-offline">
              {m.offline}{' '}
              <Button tone="secondary" onClick={retry}>
                {m.retry}
              </Button>
            </Notice>
          ) : !list ? (
            <p className="text-slate-500">{m.loading}</p>
          ) : list.length === 0 ? (
            <Empty>{term.trim().length >= 2 ? m.noMatch : m.empty}</Empty>
          ) : (
            <ul className="space-y-1" data-testid="entities-list">
              {list.map((e) => (
                <li key={e.id}>
                  <button
                    type="button"
                    onClick={() => setSelectedId(e.id)}
                    aria-current={e.id === selectedId}
                    data-testid={`entity-${e.name}`}
                    className={`touch-target flex w-full items-center justify-between rounded-lg px-3 text-left ${e.id === selectedId ? 'bg-blue-50 ring-2 ring-blue-600' : 'hover:bg-slate-50'}`}
                  >
                    <span>
                      <span className="block font-semibold">{e.name}</span>
                      <span className="text-sm text-slate-500">{typeLabel(e.type)}</span>
                    </span>
                    <Badge tone={e.available ? 'green' : 'slate'}>{e.available ? m.on : m.off}</Badge>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {tab === 'waiters' ? <NewWaiter /> : null}
        </div>
        <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
          {selected ? <EntityDetail key={`${selected.id}#${version}`} entity={selected} version={version} onGone={() => setSelectedId(null)} /> : <Empty>{m.select}</Empty>}
        </div>
      </div>
    </section>
  );
}

function EntityDetail({ entity, version, onGone }: { entity: EntityView; version: number; onGone: () => void }) {
  const [name, setName] = useState(entity.name);
  const [document, setDocument] = useState(entity.document ?? '');
  const [email, setEmail] = useState(entity.email ?? '');
  const [note, setNote] = useState(entity.note ?? '');
  const [noName, setNoName] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [token, setToken] = useState<{ token: string; expiresAt: string } | null>(null);
  const [complete] = useServerRead<CompleteEntityView | null>(`entity#${entity.id}#${version}`, () => loadCompleteEntity(entity.id));
  const n = { name: entity.name };
  const save = () => {
    setNoName(!name.trim());
    if (!name.trim()) return;
    // Empty fields are cleared (null), not sent as empty text the server's schema would refuse.
    const body = { name: name.trim(), document: document.trim() || null, email: email.trim() || null, note: note.trim() || null };
    void sent(m.labels.changed(body.name), () => write(w.entitiesUpdate, { params: { id: entity.id }, body }, n));
  };
  return (
    <div className="space-y-4" data-testid="entity-detail">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">
          {entity.name} <span className="text-base font-normal text-slate-500">· {typeLabel(entity.type)}</span>
        </h2>
        <Badge tone={entity.available ? 'green' : 'slate'}>{entity.available ? m.on : m.off}</Badge>
      </div>
      <form
        className="grid grid-cols-2 gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <TextField label={m.name} value={name} onValue={setName} data-testid="entity-name" />
        <TextField label={m.document} value={document} onValue={setDocument} inputMode="numeric" data-testid="entity-document" />
        <TextField label={m.email} value={email} onValue={setEmail} type="email" data-testid="entity-email" />
        <TextField label={m.note} value={note} onValue={setNote} data-testid="entity-note" />
        {noName ? (
          <p role="alert" className="col-span-2 text-sm text-red-700" data-testid="entity-name-error">
            {m.nameRequired}
          </p>
        ) : null}
        <div className="col-span-2 flex flex-wrap gap-2">
          <Button type="submit" tone="primary" data-testid="entity-save">
            {m.save}
          </Button>
          <Button
            tone="secondary"
            data-testid="entity-availability"
            onClick={() => void sent(m.labels.availability(entity.name, !entity.available), () => write(w.entitiesChangeAvailability, { params: { id: entity.id }, body: { available: !entity.available } }, n))}
          >
            {entity.available ? m.deactivate : m.activate}
          </Button>
          {entity.type === 'waiter' && entity.userId ? (
            <Button tone="secondary" title={m.waiterTokenHint} data-testid="entity-waiter-token" onClick={() => waiterToken(entity.id).then(setToken, () => failed(new Error(m.tokenFailed)))}>
              {m.waiterToken}
            </Button>
          ) : null}
          <Button tone="danger" data-testid="entity-delete" onClick={() => setConfirm(true)}>
            {m.remove}
          </Button>
        </div>
      </form>
      {token ? (
        <Notice testId="entity-waiter-token-ready">
          {m.tokenReady(new Date(token.expiresAt).toLocaleString('pt-BR'))}
          <textarea readOnly className="mt-2 block w-full rounded border border-slate-300 p-2 font-mono text-xs" rows={3} value={token.token} />
        </Notice>
      ) : null}
      {complete.state === 'ready' && complete.value ? <Contacts entity={complete.value} /> : null}
      {confirm ? (
        <Dialog
          title={m.remove}
          confirmLabel={m.remove}
          confirmTone="danger"
          cancelLabel={m.cancel}
          onCancel={() => setConfirm(false)}
          onConfirm={() => {
            setConfirm(false);
            void sent(m.labels.deleted(entity.name), () => write(w.entitiesDelete, { params: { id: entity.id }, body: {} }, n)).then((ok) => ok && onGone());
          }}
          testId="entity-delete-confirm"
        >
          {m.confirmRemove(entity.name)}
        </Dialog>
      ) : null}
    </div>
  );
}

function NewWaiter() {
  const [name, setName] = useState('');
  const [userId, setUserId] = useState('');
  const [noName, setNoName] = useState(false);
  const [users] = useServerRead('entities-users', loadUsers);
  const choices = [{ value: '', label: m.noUser }, ...(users.state === 'ready' ? users.value.map((u) => ({ value: u.id, label: u.name })) : [])];
  const add = async () => {
    setNoName(!name.trim());
    if (!name.trim()) return;
    const body = { id: newId(), name: name.trim(), userId: userId || null };
    if (await sent(m.labels.newWaiter(body.name), () => write(w.entitiesWaitersCreate, { params: {}, body }, undefined))) setName('');
  };
  return (
    <form
      className="space-y-2 rounded-lg bg-slate-50 p-3"
      aria-label={m.newWaiter}
      data-testid="waiter-new"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <span className="block text-sm font-semibold text-slate-700">{m.newWaiter}</span>
      <TextField label={m.name} value={name} onValue={setName} data-testid="waiter-new-name" />
      <SelectField label={m.waiterUser} value={userId} onValue={setUserId} choices={choices} testId="waiter-new-user" />
      {noName ? (
        <p role="alert" className="text-sm text-red-700" data-testid="waiter-new-error">
          {m.nameRequired}
        </p>
      ) : null}
      <Button type="submit" tone="primary" data-testid="waiter-new-add">
        {m.add}
      </Button>
    </form>
  );
}
