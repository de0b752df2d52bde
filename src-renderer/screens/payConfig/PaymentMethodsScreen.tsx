// Configurações → Formas de pagamento: the business's payment methods (on or off, change given, their order at the
// counter), when each may be used (availabilities: weekdays, hours, origins, people, bound one by one), the card
// brands of each and the integrator it goes through. Read from the server (useServerRead), written through the
// declared writes (src-shared/writes/payConfig.ts); a manager's, as the server decides ('manage').
import { useState } from 'react';
import type { z } from 'zod';
import type { Weekday } from '../../../src-shared/api/enums.js';
import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from '../../../src-shared/api/schemas/paymentMethods.js';
import { PAYMENT_TYPE_LABEL, payConfigMessages as pm } from '../../../src-shared/i18n/payConfig.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { paymentMethodIntegratorsSave } from '../../../src-shared/writes/business.js';
import * as w from '../../../src-shared/writes/payConfig.js';
import { useCan } from '../../hooks/permissions.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Empty, ScreenHeader, Segmented, SelectField, Stepper, TextField } from '../../ui/fields.js';
import { NotForRole } from '../../ui/Notice.js';
import { Availabilities, type AvailabilityActions } from './Availabilities.js';
import { BaseSuggestions, MethodList, NameRequired, ReadState, sent, useWritesDone } from './common.js';
import { loadPayments, type BaseItemView, type CardBrandView, type PaymentMethodView, type PaymentRead } from './payConfigData.js';

const s = pm.payment;
const c = pm.common;
const l = pm.label;
const KINDS: ReadonlySet<string> = new Set([...Object.values(w).map((x) => x.id), paymentMethodIntegratorsSave.id]);
const TYPE_CHOICES = PAYMENT_METHOD_TYPES.map((t) => ({ value: t, label: PAYMENT_TYPE_LABEL[t] ?? t }));

export function PaymentMethodsScreen() {
  if (!useCan('settings')) {
    return (
      <NotForRole title={s.title} back={c.back} screenTestId="payment-methods-screen" testId="payment-methods-not-yours">
        {c.notYours}
      </NotForRole>
    );
  }
  return <PaymentMethods />;
}

function PaymentMethods() {
  const version = useWritesDone(KINDS);
  const businessId = useBusinessId() ?? '';
  // The last answer stays on screen while the server is read again after a write.
  const [read, retry, data] = useServerRead(`payments#${businessId}#${version}`, () => loadPayments(businessId));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = data?.methods.find((m) => m.id === selectedId) ?? data?.methods[0] ?? null;

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="payment-methods-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {c.back}
        </Button>
      </ScreenHeader>
      {!data ? (
        <ReadState read={read} retry={retry} testId="payment-methods" />
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(16rem,1fr)_2fr] gap-4 p-4">
          <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
            <NewMethod />
            {data.methods.length === 0 ? <Empty>{s.empty}</Empty> : null}
            <MethodList methods={data.methods} selectedId={selected?.id ?? null} onSelect={setSelectedId} detail={(m) => PAYMENT_TYPE_LABEL[m.type] ?? m.type} testId="payment-methods" />
            <BaseSuggestions
              title={s.base}
              hint={s.baseHint}
              items={data.base.methods.filter((b) => !data.methods.some((m) => m.name.toLowerCase() === b.name.toLowerCase()))}
              label={(id) => PAYMENT_TYPE_LABEL[data.base.methods.find((b) => b.id === id)?.type ?? ''] ?? ''}
              onUse={(id) => {
                const b = data.base.methods.find((x) => x.id === id)!;
                const body = { id: newId(), name: b.name, type: b.type as PaymentMethodType, allowsChange: b.allowsChange ?? false, position: data.methods.length };
                void sent(l.paymentMethod(b.name), () => write(w.paymentMethodsCreate, { params: {}, body }, undefined));
              }}
              testId="payment-method-base"
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
  const [type, setType] = useState<PaymentMethodType>('credit');
  const [noName, setNoName] = useState(false);
  const add = async () => {
    setNoName(!name.trim());
    if (!name.trim()) return;
    const body = { id: newId(), name: name.trim(), type, allowsChange: type === 'money' };
    if (await sent(l.paymentMethod(body.name), () => write(w.paymentMethodsCreate, { params: {}, body }, undefined))) setName('');
  };
  return (
    <form
      className="space-y-2 rounded-lg bg-slate-50 p-3"
      aria-label={s.newMethod}
      data-testid="payment-method-new"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <span className="block text-sm font-semibold text-slate-700">{s.newMethod}</span>
      <TextField label={c.name} value={name} onValue={setName} hint={s.nameHint} data-testid="payment-method-new-name" />
      <SelectField label={s.type} value={type} onValue={setType} choices={TYPE_CHOICES} testId="payment-method-new-type" />
      <NameRequired shown={noName} testId="payment-method-new-error" />
      <Button type="submit" tone="primary" data-testid="payment-method-new-add">
        {c.add}
      </Button>
    </form>
  );
}

function MethodDetail({ method, data }: { method: PaymentMethodView; data: PaymentRead }) {
  const [name, setName] = useState(method.name);
  const update = (body: z.input<typeof w.paymentMethodsUpdate.schema>, what = l.paymentMethodChanged(method.name)) =>
    void sent(what, () => write(w.paymentMethodsUpdate, { params: { id: method.id }, body }, undefined));
  const brands = data.brands.filter((b) => b.paymentMethodId === method.id);
  const availabilities = data.availabilities.filter((a) => a.ownerId === method.id);
  const params = (availabilityId: string) => ({ paymentMethodId: method.id, availabilityId });
  const actions: AvailabilityActions = {
    weekday: (a, day, on) =>
      void sent(on ? l.bindWeekday : l.unbindWeekday, () =>
        on
          ? write(w.paymentMethodAvailabilityBindWeekdays, { params: params(a.id), body: { weekday: day as Weekday } }, undefined)
          : write(w.paymentMethodAvailabilityUnbindWeekdays, { params: { ...params(a.id), id: String(day) }, body: {} }, undefined),
      ),
    origin: (a, originId, on) =>
      void sent(on ? l.bindOrigin : l.unbindOrigin, () =>
        on
          ? write(w.paymentMethodAvailabilityBindOrigins, { params: params(a.id), body: { originId } }, undefined)
          : write(w.paymentMethodAvailabilityUnbindOrigins, { params: { ...params(a.id), id: originId }, body: {} }, undefined),
      ),
    user: (a, userId, on) =>
      void sent(on ? l.bindUser : l.unbindUser, () =>
        on
          ? write(w.paymentMethodAvailabilityBindUsers, { params: params(a.id), body: { userId } }, undefined)
          : write(w.paymentMethodAvailabilityUnbindUsers, { params: { ...params(a.id), id: userId }, body: {} }, undefined),
      ),
    hours: (a, startTime, endTime) =>
      void sent(l.availability, () =>
        write(
          w.paymentMethodAvailabilitiesUpdate,
          { params: { paymentMethodId: method.id, id: a.id }, body: { weekdays: a.weekdays, originIds: a.originIds, userIds: a.userIds, startTime, endTime } },
          undefined,
        ),
      ),
    remove: (a) => void sent(l.availabilityDeleted, () => write(w.paymentMethodAvailabilitiesDelete, { params: { paymentMethodId: method.id, id: a.id }, body: {} }, undefined)),
    create: (startTime, endTime) =>
      void sent(l.availability, () => write(w.paymentMethodAvailabilitiesCreate, { params: { paymentMethodId: method.id }, body: { id: newId(), startTime, endTime } }, undefined)),
  };

  return (
    <div className="space-y-5" data-testid="payment-method-detail">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">{method.name}</h2>
        <div className="flex gap-2">
          <Button tone={method.available ? 'secondary' : 'success'} onClick={() => update({ available: !method.available })} data-testid="payment-method-toggle">
            {method.available ? c.turnOff : c.turnOn}
          </Button>
          <Button tone="danger" onClick={() => void sent(l.paymentMethodDeleted, () => write(w.paymentMethodsDelete, { params: { id: method.id }, body: {} }, undefined))} data-testid="payment-method-remove">
            {c.remove}
          </Button>
        </div>
      </div>
      <form
        className="grid grid-cols-[1fr_auto] items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          update({ name: name.trim() }, l.paymentMethodChanged(name.trim()));
        }}
      >
        <TextField label={c.name} value={name} onValue={setName} data-testid="payment-method-name" />
        <Button type="submit" data-testid="payment-method-name-save">
          {c.save}
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-4">
        <SelectField label={s.type} value={method.type as PaymentMethodType} onValue={(type) => update({ type })} choices={TYPE_CHOICES} testId="payment-method-type" />
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700">{s.allowsChange}</span>
          <Segmented<'yes' | 'no'>
            label={s.allowsChange}
            value={method.allowsChange ? 'yes' : 'no'}
            onChange={(v) => update({ allowsChange: v === 'yes' })}
            choices={[
              { value: 'yes', label: 'Sim' },
              { value: 'no', label: 'Não' },
            ]}
            testId="payment-method-change"
          />
        </div>
        <Stepper label={s.position} value={method.position} min={0} max={10_000} onChange={(position) => update({ position })} testId="payment-method-position" />
      </div>
      <div className="border-t border-slate-200 pt-4">
        <Availabilities list={availabilities} origins={data.origins} users={data.users} actions={actions} mayWrite />
      </div>
      <div className="border-t border-slate-200 pt-4">
        <Brands method={method} brands={brands} suggested={data.base.brands.filter((b) => (!b.paymentMethodType || b.paymentMethodType === method.type) && !brands.some((x) => x.name.toLowerCase() === b.name.toLowerCase()))} />
      </div>
      <div className="border-t border-slate-200 pt-4">
        <Integrator method={method} />
      </div>
    </div>
  );
}

function Brands({ method, brands, suggested }: { method: PaymentMethodView; brands: CardBrandView[]; suggested: BaseItemView[] }) {
  const [name, setName] = useState('');
  const [noName, setNoName] = useState(false);
  const create = (names: string[]) =>
    sent(l.cardBrands(names), () => write(w.creditCardBannersCreate, { params: {}, body: { paymentMethodId: method.id, creditCardBanners: names.map((n) => ({ id: newId(), name: n })) } }, undefined));
  const add = async () => {
    setNoName(!name.trim());
    if (!name.trim()) return;
    if (await create([name.trim()])) setName('');
  };
  return (
    <div className="space-y-2" data-testid="card-brands">
      <h3 className="font-semibold">{s.brands}</h3>
      {brands.length === 0 ? <Empty>{s.noBrands}</Empty> : null}
      <ul className="space-y-1">
        {brands.map((b) => (
          <Brand key={b.id} brand={b} />
        ))}
      </ul>
      <form
        className="grid grid-cols-[1fr_auto] items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField label={s.brandName} value={name} onValue={setName} data-testid="card-brand-new-name" />
        <Button type="submit" data-testid="card-brand-add">
          {s.addBrand}
        </Button>
      </form>
      <NameRequired shown={noName} testId="card-brand-new-error" />
      {suggested.length ? (
        <div className="flex flex-wrap items-center gap-1" data-testid="card-brand-base">
          <span className="w-full text-sm text-slate-500">{s.baseBrands}</span>
          {suggested.map((b) => (
            <Button key={b.id} tone="ghost" onClick={() => void create([b.name])} data-testid={`card-brand-base-${b.name}`}>
              + {b.name}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Brand({ brand }: { brand: CardBrandView }) {
  const [name, setName] = useState(brand.name);
  return (
    <li className="flex items-end gap-2" data-testid={`card-brand-${brand.name}`}>
      <TextField label={brand.name} value={name} onValue={setName} className="flex-1" data-testid={`card-brand-${brand.name}-name`} />
      <Button onClick={() => void sent(l.cardBrandChanged, () => write(w.creditCardBannersUpdate, { params: { id: brand.id }, body: { name: name.trim() } }, undefined))} data-testid={`card-brand-${brand.name}-save`}>
        {s.renameBrand}
      </Button>
      <Button tone="ghost" onClick={() => void sent(l.cardBrandDeleted, () => write(w.creditCardBannersDelete, { params: { id: brand.id }, body: {} }, undefined))} data-testid={`card-brand-${brand.name}-remove`}>
        {c.remove}
      </Button>
    </li>
  );
}

/** The integrator this method goes through (its id in the business's integrators); the server keeps one per method. */
function Integrator({ method }: { method: PaymentMethodView }) {
  const [integratorId, setIntegratorId] = useState('');
  const save = () =>
    void sent(pm.payment.integrator, () =>
      write(paymentMethodIntegratorsSave, { params: {}, body: { paymentMethodId: method.id, businessIntegratorId: integratorId.trim() || null } }, undefined),
    );
  return (
    <form
      className="grid grid-cols-[1fr_auto] items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      data-testid="payment-method-integrator"
    >
      <TextField label={s.integrator} value={integratorId} onValue={setIntegratorId} hint={s.integratorHint} placeholder={s.integratorId} data-testid="payment-method-integrator-id" />
      <Button type="submit" data-testid="payment-method-integrator-save">
        {s.saveIntegrator}
      </Button>
    </form>
  );
}
