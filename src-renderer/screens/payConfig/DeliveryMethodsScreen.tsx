// Configurações → Entrega: the business's delivery methods (mode, fee, on or off, which are available right now),
// when each may be used (availabilities: weekdays, hours, origins, people) and its conditional printers (a printer
// that also prints its orders, with hours of its own). Read from the server (useServerRead), written through the
// declared writes; a manager's, as the server decides ('manage').
import { useState } from 'react';
import { DELIVERY_MODES, type DeliveryMode } from '../../../src-shared/api/enums.js';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { DELIVERY_MODE_LABEL, payConfigMessages as pm } from '../../../src-shared/i18n/payConfig.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as bw from '../../../src-shared/writes/business.js';
import * as w from '../../../src-shared/writes/payConfig.js';
import type { AnyWrite } from '../../../src-shared/writes/index.js';
import { useCan } from '../../hooks/permissions.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Badge, Empty, ScreenHeader, SelectField, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { NotForRole } from '../../ui/Notice.js';
import { Availabilities, type AvailabilityActions } from './Availabilities.js';
import { BaseSuggestions, MethodList, NameRequired, ReadState, sent, useWritesDone } from './common.js';
import { loadDeliveries, type AvailabilityView, type DeliveryMethodView, type DeliveryRead } from './payConfigData.js';

const s = pm.delivery;
const c = pm.common;
const l = pm.label;
const PRINTER_WRITES = [
  bw.deliveryMethodConditionalPrintersCreate,
  bw.deliveryMethodConditionalPrintersDelete,
  bw.deliveryMethodConditionalPrinterAvailabilitiesCreate,
  bw.deliveryMethodConditionalPrinterAvailabilitiesUpdate,
  bw.deliveryMethodConditionalPrinterAvailabilitiesDelete,
];
const KINDS: ReadonlySet<string> = new Set([...Object.values(w), ...PRINTER_WRITES].map((x: AnyWrite) => x.id));
const MODE_CHOICES = DELIVERY_MODES.map((m) => ({ value: m, label: DELIVERY_MODE_LABEL[m] ?? m }));

export function DeliveryMethodsScreen() {
  if (!useCan('settings')) {
    return (
      <NotForRole title={s.title} back={c.back} screenTestId="delivery-methods-screen" testId="delivery-methods-not-yours">
        {c.notYours}
      </NotForRole>
    );
  }
  return <DeliveryMethods />;
}

function DeliveryMethods() {
  const version = useWritesDone(KINDS);
  const businessId = useBusinessId() ?? '';
  // The last answer stays on screen while the server is read again after a write.
  const [read, retry, data] = useServerRead(`deliveries#${businessId}#${version}`, () => loadDeliveries(businessId));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = data?.methods.find((m) => m.id === selectedId) ?? data?.methods[0] ?? null;

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="delivery-methods-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {c.back}
        </Button>
      </ScreenHeader>
      {!data ? (
        <ReadState read={read} retry={retry} testId="delivery-methods" />
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(16rem,1fr)_2fr] gap-4 p-4">
          <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
            <NewMethod />
            {data.methods.length === 0 ? <Empty>{s.empty}</Empty> : null}
            <MethodList
              methods={data.methods}
              selectedId={selected?.id ?? null}
              onSelect={setSelectedId}
              detail={(m) => `${DELIVERY_MODE_LABEL[m.mode] ?? m.mode} · ${formatBRL(m.fee)}`}
              badges={(m) => (data.availableNow.includes(m.id) ? <Badge tone="blue">{s.availableNow}</Badge> : null)}
              testId="delivery-methods"
            />
            <BaseSuggestions
              title={s.base}
              hint={s.baseHint}
              items={data.base.filter((b) => !data.methods.some((m) => m.name.toLowerCase() === b.name.toLowerCase()))}
              label={(id) => DELIVERY_MODE_LABEL[data.base.find((b) => b.id === id)?.mode ?? ''] ?? ''}
              onUse={(id) => {
                const b = data.base.find((x) => x.id === id)!;
                const body = { id: newId(), name: b.name, mode: b.mode as DeliveryMode, fee: 0 };
                void sent(l.deliveryMethod(b.name, 0), () => write(w.deliveryMethodsCreate, { params: {}, body }, undefined));
              }}
              testId="delivery-method-base"
            />
          </div>
          <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
            {selected ? <MethodDetail key={selected.id} method={selected} data={data} /> : <Empty>{s.select}</Empty>}
          </div>
        </div>
      )}
    </section>
  );
}

function NewMethod() {
  const [name, setName] = useState('');
  const [mode, setMode] = useState<DeliveryMode>('delivery');
  const [fee, setFee] = useState(0);
  const [noName, setNoName] = useState(false);
  const add = async () => {
    setNoName(!name.trim());
    if (!name.trim()) return;
    const body = { id: newId(), name: name.trim(), mode, fee };
    if (await sent(l.deliveryMethod(body.name, fee), () => write(w.deliveryMethodsCreate, { params: {}, body }, undefined))) {
      setName('');
      setFee(0);
    }
  };
  return (
    <form
      className="space-y-2 rounded-lg bg-slate-50 p-3"
      aria-label={s.newMethod}
      data-testid="delivery-method-new"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <span className="block text-sm font-semibold text-slate-700">{s.newMethod}</span>
      <TextField label={c.name} value={name} onValue={setName} data-testid="delivery-method-new-name" />
      <SelectField label={s.mode} value={mode} onValue={setMode} choices={MODE_CHOICES} testId="delivery-method-new-mode" />
      <MoneyInput label={s.fee} value={fee} onChange={setFee} testId="delivery-method-new-fee" />
      <NameRequired shown={noName} testId="delivery-method-new-error" />
      <Button type="submit" tone="primary" data-testid="delivery-method-new-add">
        {c.add}
      </Button>
    </form>
  );
}

/** Availability actions that send the whole availability again (delivery methods and their printers have no binds). */
function wholeAvailability(
  send: { update: (a: AvailabilityView, body: Omit<AvailabilityView, 'id' | 'ownerType' | 'ownerId'>) => Promise<unknown>; remove: (a: AvailabilityView) => Promise<unknown>; create: (startTime: string | null, endTime: string | null) => Promise<unknown> },
  labels: { changed: string; deleted: string },
): AvailabilityActions {
  const body = (a: AvailabilityView) => ({ weekdays: a.weekdays, originIds: a.originIds, userIds: a.userIds, startTime: a.startTime, endTime: a.endTime });
  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((x) => x !== value));
  const change = (a: AvailabilityView, patch: Partial<ReturnType<typeof body>>) => void sent(labels.changed, () => send.update(a, { ...body(a), ...patch }));
  return {
    weekday: (a, day, on) => change(a, { weekdays: toggle(a.weekdays, day, on).sort() }),
    origin: (a, id, on) => change(a, { originIds: toggle(a.originIds, id, on) }),
    user: (a, id, on) => change(a, { userIds: toggle(a.userIds, id, on) }),
    hours: (a, startTime, endTime) => change(a, { startTime, endTime }),
    remove: (a) => void sent(labels.deleted, () => send.remove(a)),
    create: (startTime, endTime) => void sent(labels.changed, () => send.create(startTime, endTime)),
  };
}

function MethodDetail({ method, data }: { method: DeliveryMethodView; data: DeliveryRead }) {
  const [name, setName] = useState(method.name);
  const [fee, setFee] = useState(method.fee);
  const [mode, setMode] = useState<DeliveryMode>(method.mode as DeliveryMode);
  const availabilities = data.availabilities.filter((a) => a.ownerType === 'deliveryMethod' && a.ownerId === method.id);
  const actions = wholeAvailability(
    {
      update: (a, body) => write(w.deliveryMethodAvailabilitiesUpdate, { params: { deliveryMethodId: method.id, id: a.id }, body }, undefined),
      remove: (a) => write(w.deliveryMethodAvailabilitiesDelete, { params: { deliveryMethodId: method.id, id: a.id }, body: {} }, undefined),
      create: (startTime, endTime) => write(w.deliveryMethodAvailabilitiesCreate, { params: { deliveryMethodId: method.id }, body: { id: newId(), startTime, endTime } }, undefined),
    },
    { changed: l.deliveryAvailability, deleted: l.deliveryAvailabilityDeleted },
  );
  const update = (body: { name?: string; mode?: DeliveryMode; fee?: number; available?: boolean }) =>
    void sent(l.deliveryMethodChanged(body.name ?? method.name), () => write(w.deliveryMethodsUpdate, { params: { id: method.id }, body }, undefined));

  return (
    <div className="space-y-5" data-testid="delivery-method-detail">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">{method.name}</h2>
        <div className="flex gap-2">
          <Button tone={method.available ? 'secondary' : 'success'} onClick={() => update({ available: !method.available })} data-testid="delivery-method-toggle">
            {method.available ? c.turnOff : c.turnOn}
          </Button>
          <Button tone="danger" onClick={() => void sent(l.deliveryMethodDeleted, () => write(w.deliveryMethodsDelete, { params: { id: method.id }, body: {} }, undefined))} data-testid="delivery-method-remove">
            {c.remove}
          </Button>
        </div>
      </div>
      <form
        className="grid grid-cols-3 items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          update({ name: name.trim(), mode, fee });
        }}
        data-testid="delivery-method-form"
      >
        <TextField label={c.name} value={name} onValue={setName} data-testid="delivery-method-name" />
        <SelectField label={s.mode} value={mode} onValue={setMode} choices={MODE_CHOICES} testId="delivery-method-mode" />
        <MoneyInput label={s.fee} value={fee} onChange={setFee} testId="delivery-method-fee" />
        <Button type="submit" tone="primary" data-testid="delivery-method-save">
          {c.save}
        </Button>
      </form>
      <div className="border-t border-slate-200 pt-4">
        <Availabilities list={availabilities} origins={data.origins} users={data.users} actions={actions} mayWrite />
      </div>
      <div className="border-t border-slate-200 pt-4">
        <Printers method={method} data={data} />
      </div>
    </div>
  );
}

function Printers({ method, data }: { method: DeliveryMethodView; data: DeliveryRead }) {
  const [printerId, setPrinterId] = useState('');
  const mine = data.printers.filter((p) => p.deliveryMethodId === method.id);
  const nameOf = (id: string) => data.printerNames.find((p) => p.id === id)?.name ?? id;
  const add = () =>
    void sent(`${s.printer} ${nameOf(printerId)}`, () =>
      write(bw.deliveryMethodConditionalPrintersCreate, { params: { deliveryMethodId: method.id }, body: { id: newId(), conditionalDeliveryMethodPrinterId: printerId } }, undefined),
    );
  return (
    <div className="space-y-3" data-testid="conditional-printers">
      <h3 className="font-semibold">{s.printers}</h3>
      <p className="text-sm text-slate-500">{s.printersHint}</p>
      {mine.length === 0 ? <Empty>{s.noPrinters}</Empty> : null}
      {mine.map((p) => {
        const list = data.availabilities.filter((a) => a.ownerType === 'deliveryMethodConditionalPrinter' && a.ownerId === p.id);
        const actions = wholeAvailability(
          {
            update: (a, body) => write(bw.deliveryMethodConditionalPrinterAvailabilitiesUpdate, { params: { printerId: p.id, id: a.id }, body }, undefined),
            remove: (a) => write(bw.deliveryMethodConditionalPrinterAvailabilitiesDelete, { params: { printerId: p.id, id: a.id }, body: {} }, undefined),
            create: (startTime, endTime) =>
              write(bw.deliveryMethodConditionalPrinterAvailabilitiesCreate, { params: { printerId: p.id }, body: { id: newId(), startTime, endTime } }, undefined),
          },
          { changed: l.deliveryAvailability, deleted: l.deliveryAvailabilityDeleted },
        );
        return (
          <div key={p.id} className="space-y-2 rounded-lg border border-slate-300 p-3" data-testid={`conditional-printer-${nameOf(p.printerId)}`}>
            <div className="flex items-center justify-between">
              <span className="font-semibold">{nameOf(p.printerId)}</span>
              <Button
                tone="ghost"
                onClick={() => void sent(`${s.printer} ${nameOf(p.printerId)}`, () => write(bw.deliveryMethodConditionalPrintersDelete, { params: { deliveryMethodId: method.id, printerId: p.id }, body: {} }, undefined))}
                data-testid={`conditional-printer-${nameOf(p.printerId)}-remove`}
              >
                {c.remove}
              </Button>
            </div>
            <Availabilities list={list} origins={data.origins} users={data.users} actions={actions} mayWrite prefix={`printer-${nameOf(p.printerId)}-availability`} />
          </div>
        );
      })}
      <div className="grid grid-cols-[1fr_auto] items-end gap-2">
        <SelectField label={s.printer} value={printerId} onValue={setPrinterId} placeholder={c.choose} choices={data.printerNames.map((p) => ({ value: p.id, label: p.name }))} testId="conditional-printer-choose" />
        <Button onClick={add} disabled={!printerId} data-testid="conditional-printer-add">
          {s.addPrinter}
        </Button>
      </div>
    </div>
  );
}
