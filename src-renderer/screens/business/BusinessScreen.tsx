// Configurações → Estabelecimento: the business's data, its opening hours, its origins (pause iFood or the store
// while the kitchen catches up, and check whether it takes orders now) and its channels (digital menu, sales link,
// tracking notifications). Read from the server (useServerRead), written through the declared writes; a manager's,
// as the server decides ('manage').
import { useState } from 'react';
import { businessScreenMessages as m } from '../../../src-shared/i18n/businessScreen.js';
import { setupMessages } from '../../../src-shared/i18n/businessSetup.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as bw from '../../../src-shared/writes/business.js';
import * as sw from '../../../src-shared/writes/businessSetup.js';
import type { AnyWrite } from '../../../src-shared/writes/index.js';
import { useCan } from '../../hooks/permissions.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Badge, Empty, ScreenHeader, SelectField, TextField } from '../../ui/fields.js';
import { NotForRole, Notice, OfflineNotice } from '../../ui/Notice.js';
import { useWritesDone } from '../payConfig/common.js';
import { checkAvailability, loadBusinessSetup, loadRegisters, type BusinessView, type HourView, type OriginView } from './businessData.js';
import { ChannelsPanel } from './ChannelsPanel.js';
import { Heading, sent } from './common.js';

const KINDS: ReadonlySet<string> = new Set([...Object.values(bw), ...Object.values(sw)].map((x: AnyWrite) => x.id));
const DAYS = setupMessages.weekdays;
const DAY_CHOICES = DAYS.map((d, i) => ({ value: String(i), label: d }));
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export function BusinessScreen() {
  if (!useCan('settings')) {
    return (
      <NotForRole title={m.title} back={m.back} screenTestId="business-screen" testId="business-not-yours">
        {m.notYours}
      </NotForRole>
    );
  }
  return <BusinessSetup />;
}

function BusinessSetup() {
  const version = useWritesDone(KINDS);
  const businessId = useBusinessId() ?? '';
  // The last answer stays on screen while the server is read again after a write.
  const [read, retry, data] = useServerRead(`business-setup#${businessId}#${version}`, loadBusinessSetup);
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="business-screen">
      <ScreenHeader title={m.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {m.back}
        </Button>
      </ScreenHeader>
      {!data ? (
        read.state === 'offline' ? (
          <OfflineNotice message={m.offline} retryLabel={m.retry} onRetry={retry} testId="business-offline" />
        ) : (
          <p className="m-4 text-slate-500">{m.loading}</p>
        )
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-2 gap-4 p-4">
          <div className="min-h-0 space-y-5 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
            <DataPanel key={`${data.business.name}|${data.business.tradeName}|${data.business.timeZone}`} business={data.business} />
            <HoursPanel hours={data.hours} />
            <RegistersPanel version={version} />
          </div>
          <div className="min-h-0 space-y-5 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
            <OriginsPanel origins={data.origins} timeZone={data.business.timeZone} />
            <ChannelsPanel data={data} />
          </div>
        </div>
      )}
    </section>
  );
}

function DataPanel({ business }: { business: BusinessView }) {
  const [name, setName] = useState(business.name);
  const [tradeName, setTradeName] = useState(business.tradeName ?? '');
  const [timeZone, setTimeZone] = useState(business.timeZone);
  const [noName, setNoName] = useState(false);
  const save = () => {
    setNoName(!name.trim());
    if (!name.trim()) return;
    const body = { name: name.trim(), tradeName: tradeName.trim() || null, timeZone: timeZone.trim() };
    void sent(m.data.label(body.name), () => write(bw.businessesUpdateOwn, { params: {}, body }, undefined));
  };
  return (
    <form
      className="space-y-2"
      data-testid="business-data"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Heading>{m.data.title}</Heading>
      <TextField label={m.data.name} value={name} onValue={setName} data-testid="business-data-name" />
      <TextField label={m.data.tradeName} value={tradeName} onValue={setTradeName} data-testid="business-data-trade-name" />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={m.data.document} value={business.document ?? ''} onValue={() => undefined} readOnly data-testid="business-data-document" />
        <TextField label={m.data.timeZone} value={timeZone} onValue={setTimeZone} data-testid="business-data-time-zone" />
      </div>
      {noName ? (
        <p role="alert" className="text-sm text-red-700" data-testid="business-data-name-error">
          {m.data.nameRequired}
        </p>
      ) : null}
      <Button type="submit" tone="primary" data-testid="business-data-save">
        {m.save}
      </Button>
    </form>
  );
}

function HoursPanel({ hours }: { hours: HourView[] }) {
  const [weekday, setWeekday] = useState('1');
  const [opensAt, setOpensAt] = useState('11:00');
  const [closesAt, setClosesAt] = useState('23:00');
  const add = () => {
    if (!CLOCK.test(opensAt) || !CLOCK.test(closesAt)) return failed(new Error(m.hours.badClock));
    const body = { id: newId(), weekday: Number(weekday), opensAt, closesAt };
    void sent(m.hours.label(DAYS[body.weekday] ?? '', opensAt, closesAt), () => write(sw.businessHourCreate, { params: {}, body }, undefined));
  };
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4" data-testid="business-hours">
      <Heading>{m.hours.title}</Heading>
      <p className="text-sm text-slate-500">{m.hours.hint}</p>
      {hours.length === 0 ? <Empty>{m.hours.empty}</Empty> : null}
      <ul className="space-y-1">
        {hours.map((h) => (
          <HourRow key={`${h.id}|${h.opensAt}|${h.closesAt}`} hour={h} />
        ))}
      </ul>
      <form
        className="grid grid-cols-2 items-end gap-2 rounded-lg bg-slate-50 p-3 xl:grid-cols-[1fr_1fr_1fr_auto]"
        data-testid="business-hour-new"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <SelectField label={m.hours.weekday} value={weekday} onValue={setWeekday} choices={DAY_CHOICES} testId="business-hour-new-weekday" />
        <TextField label={m.hours.opensAt} type="time" value={opensAt} onValue={setOpensAt} data-testid="business-hour-new-opens" />
        <TextField label={m.hours.closesAt} type="time" value={closesAt} onValue={setClosesAt} data-testid="business-hour-new-closes" />
        <Button type="submit" tone="primary" data-testid="business-hour-new-add">
          {m.add}
        </Button>
      </form>
    </div>
  );
}

function HourRow({ hour }: { hour: HourView }) {
  const [opensAt, setOpensAt] = useState(hour.opensAt);
  const [closesAt, setClosesAt] = useState(hour.closesAt);
  const day = DAYS[hour.weekday] ?? '';
  const save = () => {
    if (!CLOCK.test(opensAt) || !CLOCK.test(closesAt)) return failed(new Error(m.hours.badClock));
    void sent(m.hours.label(day, opensAt, closesAt), () => write(sw.businessHourUpdate, { params: { id: hour.id }, body: { opensAt, closesAt } }, undefined));
  };
  return (
    <li className="grid grid-cols-2 items-end gap-2 xl:grid-cols-[6rem_1fr_1fr_auto_auto]" data-testid={`business-hour-${day}-${hour.opensAt}`}>
      <span className="col-span-2 font-semibold capitalize xl:col-span-1 xl:pb-3">{day}</span>
      <TextField label={m.hours.opensAt} type="time" value={opensAt} onValue={setOpensAt} data-testid="business-hour-opens" />
      <TextField label={m.hours.closesAt} type="time" value={closesAt} onValue={setClosesAt} data-testid="business-hour-closes" />
      <Button tone="secondary" onClick={save} data-testid="business-hour-save">
        {m.save}
      </Button>
      <Button tone="danger" onClick={() => void sent(m.hours.removed(day), () => write(sw.businessHourDelete, { params: { id: hour.id }, body: {} }, undefined))} data-testid="business-hour-remove">
        {m.remove}
      </Button>
    </li>
  );
}

type Duration = keyof typeof m.origins.durations;
const DURATIONS = (Object.keys(m.origins.durations) as Duration[]).map((d) => ({ value: d, label: m.origins.durations[d] }));

function OriginsPanel({ origins, timeZone }: { origins: OriginView[]; timeZone: string }) {
  const [duration, setDuration] = useState<Duration>('30');
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const change = (o: OriginView, unavailable: boolean) => {
    const until = unavailable && duration !== 'open' ? new Date(Date.now() + Number(duration) * 60_000).toISOString() : null;
    const body = { id: newId(), originId: o.originId, unavailable, until, reason: unavailable ? reason.trim() || null : null };
    void sent(`${bw.businessOriginUnavailabilityChangeStatus.label({ params: {}, body }, undefined)}: ${o.name}`, () =>
      write(bw.businessOriginUnavailabilityChangeStatus, { params: {}, body }, undefined),
    );
  };
  const [checked, setChecked] = useState(origins[0]?.originId ?? '');
  const check = () => checkAvailability(checked).then((a) => setAnswer(a.available ? m.origins.available : (a.message ?? m.origins.off)), failed);
  const at = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  return (
    <div className="space-y-2" data-testid="business-origins">
      <Heading>{m.origins.title}</Heading>
      <p className="text-sm text-slate-500">{m.origins.hint}</p>
      <div className="grid grid-cols-2 gap-3">
        <SelectField label={m.origins.pauseFor} value={duration} onValue={setDuration} choices={DURATIONS} testId="business-origin-duration" />
        <TextField label={m.origins.reason} value={reason} onValue={setReason} data-testid="business-origin-reason" />
      </div>
      {origins.length === 0 ? <Empty>{m.origins.empty}</Empty> : null}
      <ul className="space-y-1">
        {origins.map((o) => (
          <li key={o.originId} className="flex items-center justify-between gap-2" data-testid={`business-origin-${o.name}`}>
            <span>
              <span className="block font-semibold">{o.name}</span>
              {o.paused ? (
                <Badge tone="amber">{m.origins.paused(o.until ? at(o.until) : null)}</Badge>
              ) : (
                <Badge tone={o.available ? 'green' : 'slate'}>{o.available ? m.origins.open : m.origins.off}</Badge>
              )}
              {o.paused && o.reason ? <span className="ml-2 text-sm text-slate-500">{o.reason}</span> : null}
            </span>
            {o.paused ? (
              <Button tone="success" onClick={() => change(o, false)} data-testid="business-origin-resume">
                {m.origins.resume}
              </Button>
            ) : (
              <Button tone="secondary" onClick={() => change(o, true)} data-testid="business-origin-pause">
                {m.origins.pause}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {origins.length > 0 ? (
        <div className="grid grid-cols-1 items-end gap-2 xl:grid-cols-[1fr_auto]">
          <SelectField label={m.origins.checkOrigin} value={checked} onValue={setChecked} choices={origins.map((o) => ({ value: o.originId, label: o.name }))} testId="business-check-origin" />
          <Button tone="secondary" onClick={() => void check()} data-testid="business-check">
            {m.origins.check}
          </Button>
        </div>
      ) : null}
      {answer ? (
        <Notice testId="business-check-answer" className="">
          {answer}
        </Notice>
      ) : null}
    </div>
  );
}

/** The business's cash registers, open or closed now; one closed may be removed (the server refuses an open one). */
function RegistersPanel({ version }: { version: number }) {
  const [, , registers] = useServerRead(`registers#${version}`, loadRegisters);
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4" data-testid="business-registers">
      <Heading>{m.registers.title}</Heading>
      <p className="text-sm text-slate-500">{m.registers.hint}</p>
      {registers && registers.length === 0 ? <Empty>{m.registers.empty}</Empty> : null}
      <ul className="space-y-1">
        {registers?.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-2" data-testid={`business-register-${r.name}`}>
            <span className="font-semibold">
              {r.name} <Badge tone={r.open ? 'green' : 'slate'}>{r.open ? m.registers.open : m.registers.closed}</Badge>
            </span>
            <Button tone="danger" onClick={() => void sent(m.registers.removed, () => write(bw.cashRegistersDelete, { params: { id: r.id }, body: {} }, undefined))} data-testid="business-register-remove">
              {m.remove}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
