// Configurações → Mesas: the restaurant's tables, order slips and reference points (kind, name, number, seats),
// created, changed and removed (the server refuses removing one with an open service), and a table's token for the
// sales link (the code a customer scans at the table to order from it). Read from the server; a manager's.
import { useState } from 'react';
import { TABLE_KINDS, type TableKind } from '../../../src-shared/api/enums.js';
import { catalogScreenMessages as cm, TABLE_KIND_LABEL } from '../../../src-shared/i18n/catalogScreens.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as kw from '../../../src-shared/writes/kitchens.js';
import { useCan } from '../../hooks/permissions.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { serverApi } from '../../services/serverApi.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty, ScreenHeader, SelectField, TextField } from '../../ui/fields.js';
import { NotForRole } from '../../ui/Notice.js';
import { NameRequired, ReadState, sent, useWritesDone } from '../payConfig/common.js';
import { loadTables, type TableView } from './catalogsData.js';
import { c } from './common.js';

const s = cm.tables;
const KINDS: ReadonlySet<string> = new Set([kw.tablesCreate, kw.tablesUpdate, kw.tablesDelete].map((x) => x.id));
const KIND_CHOICES = TABLE_KINDS.map((k) => ({ value: k, label: TABLE_KIND_LABEL[k] ?? k }));
const l = (name: string) => `Mesa ${name}`;

/** "12" → 12, "" → null; anything else is not a whole number (undefined). */
export function wholeOrNull(text: string, min: number, max: number): number | null | undefined {
  if (!text.trim()) return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

export function TablesSetupScreen() {
  if (!useCan('settings')) {
    return (
      <NotForRole title={s.title} back={c.back} screenTestId="tables-setup-screen" testId="tables-setup-not-yours">
        {c.notYours}
      </NotForRole>
    );
  }
  return <Tables />;
}

function Tables() {
  const version = useWritesDone(KINDS);
  const businessId = useBusinessId() ?? '';
  const [read, retry, data] = useServerRead(`tables-setup#${businessId}#${version}`, loadTables);
  const [token, setToken] = useState<{ name: string; token: string; expiresAt: string } | null>(null);
  const showToken = async (t: TableView) => {
    try {
      const answer = (await serverApi().tables.linkVendasGenerateTableToken({ body: { tableId: t.id } })) as { token: string; expiresAt: string };
      setToken({ name: t.name, token: answer.token, expiresAt: answer.expiresAt });
    } catch (err) {
      failed(err);
    }
  };
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="tables-setup-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {c.back}
        </Button>
      </ScreenHeader>
      {!data ? (
        <ReadState read={read} retry={retry} testId="tables-setup" />
      ) : (
        <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-4">
          <NewTable />
          {data.length === 0 ? <Empty>{s.empty}</Empty> : null}
          <ul className="space-y-2" data-testid="tables-setup-list">
            {data.map((t) => (
              <TableRow key={`${t.id}-${t.name}-${t.number}-${t.capacity}-${t.type}`} table={t} onToken={() => void showToken(t)} />
            ))}
          </ul>
        </div>
      )}
      {token ? (
        <Dialog title={s.qrTitle(token.name)} onCancel={() => setToken(null)} cancelLabel={s.close} testId="table-token">
          <p className="text-sm text-slate-600">{s.qrHint}</p>
          <p className="mt-3 break-all rounded-lg bg-slate-100 p-3 font-mono text-sm" data-testid="table-token-value">
            {token.token}
          </p>
          <p className="mt-2 text-sm text-slate-500" data-testid="table-token-expiry">
            {s.validUntil(new Date(token.expiresAt).toLocaleString('pt-BR'))}
          </p>
        </Dialog>
      ) : null}
    </section>
  );
}

/** The fields of a table as typed, checked before anything is sent (what was typed is kept on a mistake). */
function useTableForm(t?: TableView) {
  const [type, setType] = useState<TableKind>((t?.type as TableKind) ?? 'table');
  const [name, setName] = useState(t?.name ?? '');
  const [number, setNumber] = useState(t?.number == null ? '' : String(t.number));
  const [capacity, setCapacity] = useState(t?.capacity == null ? '' : String(t.capacity));
  const [problem, setProblem] = useState<'name' | 'number' | null>(null);
  const body = () => {
    const n = wholeOrNull(number, 0, 1_000_000);
    const cap = wholeOrNull(capacity, 1, 500);
    const p = !name.trim() ? 'name' : n === undefined || cap === undefined ? 'number' : null;
    setProblem(p);
    return p ? null : { type, name: name.trim(), number: n ?? null, capacity: cap ?? null };
  };
  const reset = () => {
    setName('');
    setNumber('');
    setCapacity('');
  };
  const fields = (testId: string) => (
    <>
      <div className="w-48">
        <SelectField label={s.kind} value={type} onValue={setType} choices={KIND_CHOICES} testId={`${testId}-kind`} />
      </div>
      <TextField label={c.name} value={name} onValue={setName} data-testid={`${testId}-name`} className="min-w-[12rem] flex-1" />
      <TextField label={s.number} inputMode="numeric" value={number} onValue={setNumber} data-testid={`${testId}-number`} className="w-24" />
      <TextField label={s.capacity} inputMode="numeric" value={capacity} onValue={setCapacity} data-testid={`${testId}-capacity`} className="w-24" />
    </>
  );
  const errors = (testId: string) => (
    <>
      <NameRequired shown={problem === 'name'} testId={`${testId}-error`} />
      {problem === 'number' ? (
        <p role="alert" className="text-sm text-red-700" data-testid={`${testId}-number-error`}>
          {s.badNumber}
        </p>
      ) : null}
    </>
  );
  return { body, reset, fields, errors };
}

function NewTable() {
  const form = useTableForm();
  return (
    <form
      className="space-y-2 rounded-xl bg-white p-4 shadow-sm"
      data-testid="table-new"
      onSubmit={(e) => {
        e.preventDefault();
        const body = form.body();
        if (body) void sent(l(body.name), () => write(kw.tablesCreate, { params: {}, body: { id: newId(), ...body } }, undefined)).then((ok) => ok && form.reset());
      }}
    >
      <span className="block text-sm font-semibold text-slate-700">{s.newTable}</span>
      <div className="flex flex-wrap items-end gap-2">
        {form.fields('table-new')}
        <Button type="submit" tone="primary" data-testid="table-new-add">
          {c.add}
        </Button>
      </div>
      {form.errors('table-new')}
    </form>
  );
}

function TableRow({ table, onToken }: { table: TableView; onToken: () => void }) {
  const form = useTableForm(table);
  const testId = `table-${table.name}`;
  return (
    <li className="rounded-xl bg-white p-3 shadow-sm" data-testid={testId}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const body = form.body();
          if (body) void sent(l(body.name), () => write(kw.tablesUpdate, { params: { id: table.id }, body }, undefined));
        }}
      >
        {form.fields(testId)}
        <span className="pb-3">
          <Badge tone={table.status === 'occupied' ? 'amber' : 'green'}>{table.status === 'occupied' ? s.occupied : s.free}</Badge>
        </span>
        <Button type="submit" tone="primary" data-testid={`${testId}-save`}>
          {c.save}
        </Button>
        <Button onClick={onToken} data-testid={`${testId}-token`}>
          {s.qr}
        </Button>
        <Button tone="danger" onClick={() => void sent(l(table.name), () => write(kw.tablesDelete, { params: { id: table.id }, body: {} }, undefined))} data-testid={`${testId}-remove`}>
          {c.remove}
        </Button>
      </form>
      {form.errors(testId)}
    </li>
  );
}
