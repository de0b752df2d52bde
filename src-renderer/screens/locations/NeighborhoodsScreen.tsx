// Configurações → Bairros e entrega: the neighbourhoods the business delivers to in each city of the platform, with
// the delivery fee (centavos) and time of each, served or not, and neighbourhood templates (a city's list kept to be
// applied again). Read from the server (useServerRead), written through the declared writes; a manager's, as the
// server decides ('manage'). States and cities are the platform's: a manager picks one, the platform admin adds them.
import { useState } from 'react';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { locationsScreenMessages as lm } from '../../../src-shared/i18n/locationsScreen.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/locations.js';
import type { AnyWrite } from '../../../src-shared/writes/index.js';
import { useCan } from '../../hooks/permissions.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { toastAfter, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Badge, Empty, ScreenHeader, SelectField, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { Notice, NotForRole, OfflineNotice } from '../../ui/Notice.js';
import { useWritesDone } from '../payConfig/common.js';
import { cityLabel, loadLocations, loadNeighborhoods, type LocationsRead, type NeighborhoodView, type TemplateView } from './locationsData.js';

const s = lm.screen;
const l = lm.label;
const KINDS: ReadonlySet<string> = new Set(Object.values(w).map((x: AnyWrite) => x.id));
const sent = (what: string, run: () => Promise<unknown>) => toastAfter(s.sent(what), run);

/** Minutes typed as text: empty is "no time", otherwise a whole number the server takes (0 to a day). */
function minutesOf(text: string): number | null | 'invalid' {
  const t = text.trim();
  if (!t) return null;
  if (!/^\d+$/.test(t) || Number(t) > 24 * 60) return 'invalid';
  return Number(t);
}

export function NeighborhoodsScreen() {
  if (!useCan('settings')) {
    return (
      <NotForRole title={s.title} back={s.back} screenTestId="neighborhoods-screen" testId="neighborhoods-not-yours">
        {s.notYours}
      </NotForRole>
    );
  }
  return <Neighborhoods />;
}

function Neighborhoods() {
  const version = useWritesDone(KINDS);
  const businessId = useBusinessId() ?? '';
  const [read, retry, data] = useServerRead(`locations#${businessId}#${version}`, () => loadLocations(businessId));
  const [chosen, setChosen] = useState<string | null>(null);
  const cityId = chosen ?? data?.served[0] ?? data?.cities[0]?.id ?? null;

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="neighborhoods-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {s.back}
        </Button>
      </ScreenHeader>
      {!data ? (
        read.state === 'offline' ? (
          <OfflineNotice message={s.offline} retryLabel={s.retry} onRetry={retry} testId="neighborhoods-offline" />
        ) : (
          <p className="m-4 text-slate-500">{s.loading}</p>
        )
      ) : data.cities.length === 0 ? (
        <Notice testId="neighborhoods-no-cities">{s.noCities}</Notice>
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(16rem,1fr)_2fr] gap-4 p-4">
          <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
            <SelectField
              label={s.city}
              value={cityId ?? ''}
              onValue={(v: string) => setChosen(v)}
              choices={data.cities.map((c) => ({ value: c.id, label: cityLabel(c) }))}
              testId="neighborhoods-city"
            />
            {cityId ? <NewNeighborhood key={cityId} cityId={cityId} /> : null}
          </div>
          <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
            {cityId ? <CityNeighborhoods key={cityId} cityId={cityId} version={version} data={data} /> : <Empty>{s.chooseCity}</Empty>}
          </div>
        </div>
      )}
    </section>
  );
}

function NewNeighborhood({ cityId }: { cityId: string }) {
  const [name, setName] = useState('');
  const [fee, setFee] = useState(0);
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    const minutes = minutesOf(time);
    const problem = !name.trim() ? s.nameRequired : minutes === 'invalid' ? s.timeInvalid : null;
    setError(problem);
    if (problem || minutes === 'invalid') return;
    const body = { id: newId(), cityId, name: name.trim(), deliveryFee: fee, deliveryTime: minutes, available: true };
    if (await sent(l.neighborhood(body.name, fee), () => write(w.neighborhoodsCreate, { params: {}, body }, undefined))) {
      setName('');
      setFee(0);
      setTime('');
    }
  };
  return (
    <form
      className="space-y-2 rounded-lg bg-slate-50 p-3"
      aria-label={s.newNeighborhood}
      data-testid="neighborhood-new"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <span className="block text-sm font-semibold text-slate-700">{s.newNeighborhood}</span>
      <TextField label={s.name} value={name} onValue={setName} data-testid="neighborhood-new-name" />
      <MoneyInput label={s.fee} value={fee} onChange={setFee} testId="neighborhood-new-fee" />
      <TextField label={s.time} value={time} onValue={setTime} inputMode="numeric" data-testid="neighborhood-new-time" />
      {error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="neighborhood-new-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" tone="primary" data-testid="neighborhood-new-add">
        {s.add}
      </Button>
    </form>
  );
}

function CityNeighborhoods({ cityId, version, data }: { cityId: string; version: number; data: LocationsRead }) {
  const [read, retry, hoods] = useServerRead(`neighborhoods#${cityId}#${version}`, () => loadNeighborhoods(cityId));
  if (!hoods) {
    return read.state === 'offline' ? <OfflineNotice message={s.offline} retryLabel={s.retry} onRetry={retry} testId="neighborhoods-list-offline" className="" /> : <p className="text-slate-500">{s.loading}</p>;
  }
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">{s.neighborhoods}</h2>
      {hoods.length === 0 ? <Empty>{s.empty}</Empty> : null}
      <ul className="space-y-2" data-testid="neighborhoods-list">
        {hoods.map((h) => (
          <NeighborhoodRow key={`${h.id}#${version}`} hood={h} />
        ))}
      </ul>
      <Templates cityId={cityId} hoods={hoods} templates={data.templates} />
    </div>
  );
}

function NeighborhoodRow({ hood }: { hood: NeighborhoodView }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(hood.name);
  const [fee, setFee] = useState(hood.deliveryFee);
  const [time, setTime] = useState(hood.deliveryTime === null ? '' : String(hood.deliveryTime));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = (body: { name?: string; deliveryFee?: number; deliveryTime?: number | null; available?: boolean }) =>
    sent(l.neighborhoodChanged(body.name ?? hood.name), () => write(w.neighborhoodsUpdate, { params: { id: hood.id }, body }, undefined));
  const save = () => {
    const minutes = minutesOf(time);
    const problem = !name.trim() ? s.nameRequired : minutes === 'invalid' ? s.timeInvalid : null;
    setError(problem);
    if (problem || minutes === 'invalid') return;
    void update({ name: name.trim(), deliveryFee: fee, deliveryTime: minutes });
  };
  const testId = `neighborhood-${hood.name}`;
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="touch-target flex-1 text-left" onClick={() => setOpen(!open)} aria-expanded={open} data-testid={`${testId}-open`}>
          <span className="block font-semibold">{hood.name}</span>
          <span className="text-sm text-slate-500">
            {formatBRL(hood.deliveryFee)} · {hood.deliveryTime === null ? s.noTime : s.minutes(hood.deliveryTime)}
            {hood.limits.length > 0 ? ` · ${s.limits(hood.limits.length)}` : ''}
          </span>
        </button>
        <Badge tone={hood.available ? 'green' : 'slate'}>{hood.available ? s.on : s.off}</Badge>
        <Button tone="secondary" onClick={() => void update({ available: !hood.available })} data-testid={`${testId}-toggle`}>
          {hood.available ? s.off : s.on}
        </Button>
      </div>
      {open ? (
        <form
          className="mt-3 grid grid-cols-3 gap-2"
          aria-label={hood.name}
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <TextField label={s.name} value={name} onValue={setName} data-testid={`${testId}-name`} />
          <MoneyInput label={s.fee} value={fee} onChange={setFee} testId={`${testId}-fee`} />
          <TextField label={s.time} value={time} onValue={setTime} inputMode="numeric" data-testid={`${testId}-time`} />
          {error ? (
            <p role="alert" className="col-span-3 text-sm text-red-700" data-testid={`${testId}-error`}>
              {error}
            </p>
          ) : null}
          <div className="col-span-3 flex justify-between gap-2">
            <Button type="submit" tone="primary" data-testid={`${testId}-save`}>
              {s.save}
            </Button>
            {confirming ? (
              <Button tone="danger" onClick={() => void sent(l.neighborhoodDeleted, () => write(w.neighborhoodsDelete, { params: { id: hood.id }, body: {} }, undefined))} data-testid={`${testId}-confirm-remove`}>
                {s.confirmRemove(hood.name)}
              </Button>
            ) : (
              <Button tone="ghost" onClick={() => setConfirming(true)} data-testid={`${testId}-remove`}>
                {s.remove}
              </Button>
            )}
          </div>
        </form>
      ) : null}
    </li>
  );
}

/**
 * The city's neighbourhoods kept as a template, and the business's templates: applying one adds the neighbourhoods
 * this city lacks (by name) with the template's fee and time.
 */
function Templates({ cityId, hoods, templates }: { cityId: string; hoods: NeighborhoodView[]; templates: TemplateView[] }) {
  const [name, setName] = useState('');
  const keep = () => {
    if (!name.trim() || hoods.length === 0) return;
    const body = { id: newId(), name: name.trim(), cityId, template: hoods.map((h) => ({ name: h.name, deliveryFee: h.deliveryFee, deliveryTime: h.deliveryTime })) };
    void sent(l.template(body.name), () => write(w.neighborhoodTemplatesCreate, { params: {}, body }, undefined)).then((ok) => ok && setName(''));
  };
  const apply = (t: TemplateView) => {
    const have = new Set(hoods.map((h) => h.name.toLowerCase()));
    for (const n of t.template.filter((x) => !have.has(x.name.toLowerCase()))) {
      const body = { id: newId(), cityId, name: n.name, deliveryFee: n.deliveryFee, deliveryTime: n.deliveryTime ?? null, available: true };
      void sent(l.neighborhood(n.name, n.deliveryFee), () => write(w.neighborhoodsCreate, { params: {}, body }, undefined));
    }
  };
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3" data-testid="neighborhood-templates">
      <span className="block text-sm font-semibold text-slate-700">{s.templates}</span>
      <span className="block text-xs text-slate-500">{s.templatesHint}</span>
      <ul className="space-y-1">
        {templates.map((t) => (
          <li key={t.id} className="flex items-center justify-between gap-2" data-testid={`neighborhood-template-${t.name}`}>
            <span>
              {t.name} <span className="text-sm text-slate-500">· {s.templateCount(t.template.length)}</span>
            </span>
            <span className="flex gap-1">
              <Button tone="secondary" onClick={() => apply(t)} data-testid={`neighborhood-template-${t.name}-apply`}>
                {s.applyTemplate}
              </Button>
              <Button tone="ghost" onClick={() => void sent(l.templateDeleted, () => write(w.neighborhoodTemplatesDelete, { params: { id: t.id }, body: {} }, undefined))} data-testid={`neighborhood-template-${t.name}-remove`}>
                {s.remove}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {hoods.length > 0 ? (
        <div className="flex items-end gap-2">
          <TextField label={s.templateName} value={name} onValue={setName} className="flex-1" data-testid="neighborhood-template-name" />
          <Button tone="secondary" onClick={keep} data-testid="neighborhood-template-save">
            {s.saveTemplate}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
