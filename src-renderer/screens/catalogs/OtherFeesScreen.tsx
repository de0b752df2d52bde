// Configurações → Taxas: the fees besides the service fee (packaging, cover charge…): a value in centavos or a
// percentage (hundredths: 1000 = 10 %), for some origins, charged automatically or not, on or off, and when each
// applies (availabilities). Read from the server, written through the declared writes; a manager's.
import { useState } from 'react';
import { DISCOUNT_TYPES, type DiscountType } from '../../../src-shared/api/enums.js';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { catalogScreenMessages as cm, FEE_TYPE_LABEL } from '../../../src-shared/i18n/catalogScreens.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/catalog.js';
import { useCan } from '../../hooks/permissions.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Badge, Empty, ScreenHeader, Segmented, SelectField, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { NotForRole } from '../../ui/Notice.js';
import { Availabilities } from '../payConfig/Availabilities.js';
import { NameRequired, ReadState, sent, useWritesDone } from '../payConfig/common.js';
import { loadFees, type FeesRead, type OtherFeeView } from './catalogsData.js';
import { c, menuAvailability, OriginChips, percentOf, PickRow } from './common.js';

const s = cm.fees;
const KINDS: ReadonlySet<string> = new Set(
  [w.otherFeesCreate, w.otherFeesUpdate, w.otherFeesDelete, w.otherFeeAvailabilitiesCreate, w.otherFeeAvailabilitiesUpdate, w.otherFeeAvailabilitiesDelete].map((x) => x.id),
);
const TYPES = DISCOUNT_TYPES.map((t) => ({ value: t, label: FEE_TYPE_LABEL[t] ?? t }));
const PERCENT_MAX = 10_000;
const YES_NO = [
  { value: 'yes', label: cm.common.yes },
  { value: 'no', label: cm.common.no },
] as const;
export const feeText = (f: Pick<OtherFeeView, 'type' | 'value'>) => (f.type === 'percentage' ? `${(f.value / 100).toLocaleString('pt-BR')}%` : formatBRL(f.value));
const l = (name: string) => `Taxa ${name}`;

export function OtherFeesScreen() {
  if (!useCan('settings')) {
    return (
      <NotForRole title={s.title} back={c.back} screenTestId="other-fees-screen" testId="other-fees-not-yours">
        {c.notYours}
      </NotForRole>
    );
  }
  return <OtherFees />;
}

function OtherFees() {
  const version = useWritesDone(KINDS);
  const businessId = useBusinessId() ?? '';
  const [read, retry, data] = useServerRead(`other-fees#${businessId}#${version}`, loadFees);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = data?.fees.find((f) => f.id === selectedId) ?? data?.fees[0] ?? null;
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="other-fees-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {c.back}
        </Button>
      </ScreenHeader>
      {!data ? (
        <ReadState read={read} retry={retry} testId="other-fees" />
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(16rem,1fr)_2fr] gap-4 p-4">
          <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
            <NewFee />
            {data.fees.length === 0 ? <Empty>{s.empty}</Empty> : null}
            <ul className="space-y-1" data-testid="other-fees-list">
              {data.fees.map((f) => (
                <PickRow key={f.id} name={f.name} detail={feeText(f)} on={f.available} selected={f.id === selected?.id} onSelect={() => setSelectedId(f.id)} testId={`other-fee-${f.name}`} extra={f.automatic ? <Badge tone="blue">{s.automaticOn}</Badge> : null} />
              ))}
            </ul>
          </div>
          <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">{selected ? <FeeDetail key={`${selected.id}-${selected.type}-${selected.value}`} fee={selected} data={data} /> : <Empty>{s.select}</Empty>}</div>
        </div>
      )}
    </section>
  );
}

/** The amount of a fee as typed: centavos for a value, a percentage (hundredths) checked against 100 %. */
function useAmount(type: DiscountType, initial: number) {
  const [value, setValue] = useState(type === 'value' ? initial : 0);
  const [percent, setPercent] = useState(type === 'percentage' ? String(initial / 100).replace('.', ',') : '');
  const amount = type === 'percentage' ? percentOf(percent) : value;
  const field = (testId: string) =>
    type === 'percentage' ? (
      <TextField label={s.percent} inputMode="decimal" value={percent} onValue={setPercent} data-testid={`${testId}-percent`} />
    ) : (
      <MoneyInput label={s.value} value={value} onChange={setValue} testId={`${testId}-value`} />
    );
  const reset = () => {
    setValue(0);
    setPercent('');
  };
  return { amount, field, reset, tooHigh: type === 'percentage' && (amount === null || amount > PERCENT_MAX) };
}

function AmountError({ shown, testId }: { shown: boolean; testId: string }) {
  return shown ? (
    <p role="alert" className="text-sm text-red-700" data-testid={testId}>
      {s.percentTooHigh}
    </p>
  ) : null;
}

function NewFee() {
  const [name, setName] = useState('');
  const [type, setType] = useState<DiscountType>('value');
  const amount = useAmount(type, 0);
  const [noName, setNoName] = useState(false);
  const [bad, setBad] = useState(false);
  const add = async () => {
    setNoName(!name.trim());
    setBad(amount.tooHigh);
    if (!name.trim() || amount.tooHigh) return;
    const body = { id: newId(), name: name.trim(), type, value: amount.amount ?? 0 };
    if (await sent(l(body.name), () => write(w.otherFeesCreate, { params: {}, body }, undefined))) {
      setName('');
      amount.reset();
    }
  };
  return (
    <form
      className="space-y-2 rounded-lg bg-slate-50 p-3"
      data-testid="other-fee-new"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <span className="block text-sm font-semibold text-slate-700">{s.newFee}</span>
      <TextField label={c.name} value={name} onValue={setName} data-testid="other-fee-new-name" />
      <SelectField label={s.type} value={type} onValue={setType} choices={TYPES} testId="other-fee-new-type" />
      {amount.field('other-fee-new')}
      <NameRequired shown={noName} testId="other-fee-new-error" />
      <AmountError shown={bad} testId="other-fee-new-amount-error" />
      <Button type="submit" tone="primary" data-testid="other-fee-new-add">
        {c.add}
      </Button>
    </form>
  );
}

function FeeDetail({ fee, data }: { fee: OtherFeeView; data: FeesRead }) {
  const [name, setName] = useState(fee.name);
  const [type, setType] = useState<DiscountType>(fee.type);
  const amount = useAmount(type, type === fee.type ? fee.value : 0);
  const [bad, setBad] = useState(false);
  const update = (body: { name?: string; type?: DiscountType; value?: number; originIds?: string[]; automatic?: boolean; available?: boolean }) =>
    void sent(l(fee.name), () => write(w.otherFeesUpdate, { params: { id: fee.id }, body }, undefined));
  const params = { otherFeeId: fee.id };
  const actions = menuAvailability(
    {
      update: (a, body) => write(w.otherFeeAvailabilitiesUpdate, { params: { ...params, id: a.id }, body }, undefined),
      remove: (a) => write(w.otherFeeAvailabilitiesDelete, { params: { ...params, id: a.id }, body: {} }, undefined),
      create: (startTime, endTime) => write(w.otherFeeAvailabilitiesCreate, { params, body: { id: newId(), startTime, endTime } }, undefined),
    },
    cm.availabilities.title,
  );
  return (
    <div className="space-y-5" data-testid="other-fee-detail">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">
          {fee.name} <span className="text-base font-normal text-slate-500">· {feeText(fee)}</span>
        </h2>
        <div className="flex gap-2">
          <Button tone={fee.available ? 'secondary' : 'success'} onClick={() => update({ available: !fee.available })} data-testid="other-fee-toggle">
            {fee.available ? c.turnOff : c.turnOn}
          </Button>
          <Button tone="danger" onClick={() => void sent(l(fee.name), () => write(w.otherFeesDelete, { params: { id: fee.id }, body: {} }, undefined))} data-testid="other-fee-remove">
            {c.remove}
          </Button>
        </div>
      </div>
      <form
        className="grid grid-cols-3 items-end gap-3"
        data-testid="other-fee-form"
        onSubmit={(e) => {
          e.preventDefault();
          setBad(amount.tooHigh);
          if (!amount.tooHigh) update({ name: name.trim(), type, value: amount.amount ?? 0 });
        }}
      >
        <TextField label={c.name} value={name} onValue={setName} data-testid="other-fee-name" />
        <SelectField label={s.type} value={type} onValue={setType} choices={TYPES} testId="other-fee-type" />
        {amount.field('other-fee')}
        <Button type="submit" tone="primary" data-testid="other-fee-save">
          {c.save}
        </Button>
        <AmountError shown={bad} testId="other-fee-amount-error" />
      </form>
      <div className="flex items-center gap-3">
        <span className="text-sm font-medium text-slate-700">{s.automatic}</span>
        <Segmented label={s.automatic} value={fee.automatic ? 'yes' : 'no'} choices={YES_NO} onChange={(v) => update({ automatic: v === 'yes' })} testId="other-fee-automatic" />
      </div>
      <OriginChips origins={data.origins} value={fee.originIds} onChange={(originIds) => update({ originIds })} testId="other-fee-origins" />
      <div className="border-t border-slate-200 pt-4">
        <Availabilities list={data.availabilities.filter((a) => a.ownerId === fee.id)} origins={data.origins} users={[]} actions={actions} mayWrite prefix="other-fee-availability" />
      </div>
    </div>
  );
}
