// Configurações → Categorias e cozinhas → Cozinhas e KDS: each kitchen (name, its printer), the printers and KDS
// that also get its items for some origins (conditional, each with availabilities of its own), and the kitchen
// displays (kitchens shown, origins, when an order turns yellow and red; one display's settings copied to others).
import { useState } from 'react';
import { kdsUpdate as kdsUpdateSchema } from '../../../src-shared/api/schemas/catalogs.js';
import { catalogScreenMessages as cm } from '../../../src-shared/i18n/catalogScreens.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/catalog.js';
import * as kw from '../../../src-shared/writes/kitchens.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Badge, Empty, SelectField, TextField } from '../../ui/fields.js';
import { Availabilities } from '../payConfig/Availabilities.js';
import { NameRequired, sent } from '../payConfig/common.js';
import type { ConditionalView, KdsView, KitchenView, MenuStructureRead } from './catalogsData.js';
import { c, menuAvailability, OriginChips, toggle } from './common.js';

const s = cm.kitchens;
const kitchenLabel = (name: string) => `Cozinha ${name}`;

export function KitchensPanel({ data }: { data: MenuStructureRead }) {
  return (
    <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto p-4 lg:grid-cols-2 lg:overflow-visible">
      <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm" data-testid="kitchens">
        <h2 className="text-lg font-semibold">{s.kitchens}</h2>
        {data.kitchens.length === 0 ? <Empty>{s.empty}</Empty> : null}
        {data.kitchens.map((k) => (
          <Kitchen key={k.id} kitchen={k} data={data} />
        ))}
        <NewNamed label={s.newKitchen} testId="kitchen-new" send={(name) => write(kw.kitchensCreate, { params: {}, body: { id: newId(), name } }, undefined)} what={kitchenLabel} />
      </div>
      <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm" data-testid="kds-list">
        <h2 className="text-lg font-semibold">{s.kds}</h2>
        {data.kds.length === 0 ? <Empty>{s.noKds}</Empty> : null}
        {data.kds.map((k) => (
          <Kds key={k.id} kds={k} data={data} />
        ))}
        <NewNamed label={s.newKds} testId="kds-new" send={(name) => write(w.kdsCreate, { params: {}, body: { id: newId(), name } }, undefined)} what={(n) => `KDS ${n}`} />
      </div>
    </div>
  );
}

function NewNamed({ label, testId, send, what }: { label: string; testId: string; send: (name: string) => Promise<unknown>; what: (name: string) => string }) {
  const [name, setName] = useState('');
  const [noName, setNoName] = useState(false);
  return (
    <form
      className="grid grid-cols-[1fr_auto] items-end gap-2 rounded-lg bg-slate-50 p-3"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        setNoName(!name.trim());
        if (name.trim()) void sent(what(name.trim()), () => send(name.trim())).then((ok) => ok && setName(''));
      }}
    >
      <TextField label={label} value={name} onValue={setName} data-testid={`${testId}-name`} />
      <Button type="submit" tone="primary" data-testid={`${testId}-add`}>
        {c.add}
      </Button>
      <NameRequired shown={noName} testId={`${testId}-error`} />
    </form>
  );
}

function Kitchen({ kitchen, data }: { kitchen: KitchenView; data: MenuStructureRead }) {
  const [name, setName] = useState(kitchen.name);
  const [printer, setPrinter] = useState(kitchen.printerId ?? '');
  const label = kitchenLabel(kitchen.name);
  const printers = data.conditionalPrinters.filter((x) => x.kitchenId === kitchen.id);
  const kds = data.conditionalKds.filter((x) => x.kitchenId === kitchen.id);
  const params = { kitchenId: kitchen.id };
  const printerName = (id?: string) => data.printers.find((p) => p.id === id)?.name ?? '';
  const kdsName = (id?: string) => data.kds.find((k) => k.id === id)?.name ?? '';
  return (
    <div className="space-y-3 rounded-lg border border-slate-300 p-3" data-testid={`kitchen-${kitchen.name}`}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void sent(label, () => write(kw.kitchensUpdate, { params: { id: kitchen.id }, body: { name: name.trim(), printerId: printer || null } }, undefined));
        }}
      >
        <TextField label={c.name} value={name} onValue={setName} data-testid={`kitchen-${kitchen.name}-name`} className="min-w-[10rem] flex-1" />
        <div className="min-w-[10rem] flex-1">
          <SelectField label={s.printer} value={printer} onValue={setPrinter} placeholder={s.noPrinter} choices={data.printers.map((p) => ({ value: p.id, label: p.name }))} testId={`kitchen-${kitchen.name}-printer`} />
        </div>
        <Button type="submit" tone="primary" data-testid={`kitchen-${kitchen.name}-save`}>
          {c.save}
        </Button>
        <Button tone="danger" onClick={() => void sent(label, () => write(kw.kitchensDelete, { params: { id: kitchen.id }, body: {} }, undefined))} data-testid={`kitchen-${kitchen.name}-remove`}>
          {c.remove}
        </Button>
      </form>
      <Conditionals
        title={s.conditionalPrinters}
        hint={s.conditionalPrintersHint}
        empty={s.noConditionalPrinters}
        rows={printers}
        targetOf={(x) => x.printerId ?? ''}
        targetName={printerName}
        targets={data.printers}
        data={data}
        ownerType="kitchenConditionalPrinter"
        testId={`kitchen-${kitchen.name}-printers`}
        send={{
          create: (target) => write(kw.kitchenConditionalPrintersCreate, { params, body: { id: newId(), printerId: target } }, undefined),
          origins: (x, originIds) => write(kw.kitchenConditionalPrintersUpdate, { params: { ...params, id: x.id }, body: { originIds } }, undefined),
          remove: (x) => write(kw.kitchenConditionalPrintersDelete, { params: { ...params, id: x.id }, body: {} }, undefined),
          availability: (x) => ({
            update: (a, body) => write(w.kitchenConditionalPrinterAvailabilitiesUpdate, { params: { ...params, conditionalPrinterId: x.id, id: a.id }, body }, undefined),
            remove: (a) => write(w.kitchenConditionalPrinterAvailabilitiesDelete, { params: { ...params, conditionalPrinterId: x.id, id: a.id }, body: {} }, undefined),
            create: (startTime, endTime) => write(w.kitchenConditionalPrinterAvailabilitiesCreate, { params: { ...params, conditionalPrinterId: x.id }, body: { id: newId(), startTime, endTime } }, undefined),
          }),
        }}
      />
      <Conditionals
        title={s.conditionalKds}
        hint={s.conditionalKdsHint}
        empty={s.noConditionalKds}
        rows={kds}
        targetOf={(x) => x.kdsId ?? ''}
        targetName={kdsName}
        targets={data.kds}
        data={data}
        ownerType="kitchenConditionalKds"
        testId={`kitchen-${kitchen.name}-kds`}
        send={{
          create: (target) => write(w.kitchenConditionalKdsCreate, { params, body: { id: newId(), kdsId: target } }, undefined),
          origins: (x, originIds) => write(w.kitchenConditionalKdsUpdate, { params: { ...params, id: x.id }, body: { originIds } }, undefined),
          remove: (x) => write(w.kitchenConditionalKdsDelete, { params: { ...params, id: x.id }, body: {} }, undefined),
          availability: (x) => ({
            update: (a, body) => write(w.kitchenConditionalKdsAvailabilitiesUpdate, { params: { ...params, conditionalKdsId: x.id, id: a.id }, body }, undefined),
            remove: (a) => write(w.kitchenConditionalKdsAvailabilitiesDelete, { params: { ...params, conditionalKdsId: x.id, id: a.id }, body: {} }, undefined),
            create: (startTime, endTime) => write(w.kitchenConditionalKdsAvailabilitiesCreate, { params: { ...params, conditionalKdsId: x.id }, body: { id: newId(), startTime, endTime } }, undefined),
          }),
        }}
      />
    </div>
  );
}

/** A kitchen's conditional printers or KDS: each with its origins and availabilities; one more from a list. */
function Conditionals({
  title,
  hint,
  empty,
  rows,
  targetOf,
  targetName,
  targets,
  data,
  ownerType,
  testId,
  send,
}: {
  title: string;
  hint: string;
  empty: string;
  rows: ConditionalView[];
  targetOf: (x: ConditionalView) => string;
  targetName: (id: string) => string;
  targets: { id: string; name: string }[];
  data: MenuStructureRead;
  ownerType: string;
  testId: string;
  send: {
    create: (target: string) => Promise<unknown>;
    origins: (x: ConditionalView, originIds: string[]) => Promise<unknown>;
    remove: (x: ConditionalView) => Promise<unknown>;
    availability: (x: ConditionalView) => Parameters<typeof menuAvailability>[0];
  };
}) {
  const [target, setTarget] = useState('');
  return (
    <details className="rounded-lg bg-slate-50 p-2" data-testid={testId} open={rows.length > 0}>
      <summary className="touch-target cursor-pointer font-semibold">
        {title} <Badge>{rows.length}</Badge>
      </summary>
      <p className="text-sm text-slate-500">{hint}</p>
      {rows.length === 0 ? <Empty>{empty}</Empty> : null}
      {rows.map((x) => {
        const name = targetName(targetOf(x));
        return (
          <div key={x.id} className="mt-2 space-y-2 rounded-lg border border-slate-200 bg-white p-2" data-testid={`${testId}-${name}`}>
            <div className="flex items-center justify-between">
              <span className="font-semibold">{name}</span>
              <Button tone="ghost" onClick={() => void sent(title, () => send.remove(x))} data-testid={`${testId}-${name}-remove`}>
                {c.remove}
              </Button>
            </div>
            <OriginChips origins={data.origins} value={x.originIds} onChange={(ids) => void sent(title, () => send.origins(x, ids))} testId={`${testId}-${name}-origins`} />
            <Availabilities
              list={data.availabilities.filter((a) => a.ownerType === ownerType && a.ownerId === x.id)}
              origins={data.origins}
              users={[]}
              actions={menuAvailability(send.availability(x), cm.availabilities.title)}
              mayWrite
              prefix={`${testId}-${name}-availability`}
            />
          </div>
        );
      })}
      <div className="mt-2 grid grid-cols-[1fr_auto] items-end gap-2">
        <SelectField label={title} value={target} onValue={setTarget} placeholder={c.choose} choices={targets.map((t) => ({ value: t.id, label: t.name }))} testId={`${testId}-choose`} />
        <Button onClick={() => void sent(title, () => send.create(target)).then((ok) => ok && setTarget(''))} disabled={!target} data-testid={`${testId}-add`}>
          {c.add}
        </Button>
      </div>
    </details>
  );
}

function Kds({ kds, data }: { kds: KdsView; data: MenuStructureRead }) {
  const [copyTo, setCopyTo] = useState<string[]>([]);
  const label = `KDS ${kds.name}`;
  const update = (body: { name?: string; kitchenIds?: string[]; originIds?: string[]; warningMinutes?: number; lateMinutes?: number; available?: boolean }) =>
    void sent(label, () => write(w.kdsUpdate, { params: { id: kds.id }, body }, undefined));
  const others = data.kds.filter((k) => k.id !== kds.id);
  return (
    <div className="space-y-3 rounded-lg border border-slate-300 p-3" data-testid={`kds-${kds.name}`}>
      <div className="flex items-center justify-between">
        <span className="text-lg font-semibold">{kds.name}</span>
        <span className="flex gap-2">
          <Button tone={kds.available ? 'secondary' : 'success'} onClick={() => update({ available: !kds.available })} data-testid={`kds-${kds.name}-toggle`}>
            {kds.available ? c.turnOff : c.turnOn}
          </Button>
          <Button tone="danger" onClick={() => void sent(label, () => write(w.kdsDelete, { params: { id: kds.id }, body: {} }, undefined))} data-testid={`kds-${kds.name}-remove`}>
            {c.remove}
          </Button>
        </span>
      </div>
      {/* Keyed by what the server has: the fields show it again after a change went through. */}
      <KdsTimes key={`${kds.name}-${kds.warningMinutes}-${kds.lateMinutes}`} kds={kds} update={update} />
      <div className="space-y-1">
        <span className="block text-sm font-medium text-slate-700">{s.kdsKitchens}</span>
        <div className="flex flex-wrap gap-1">
          {data.kitchens.map((k) => {
            const on = kds.kitchenIds.includes(k.id);
            return (
              <button
                key={k.id}
                type="button"
                role="switch"
                aria-checked={on}
                onClick={() => update({ kitchenIds: toggle(kds.kitchenIds, k.id, !on) })}
                data-testid={`kds-${kds.name}-kitchen-${k.name}`}
                className={`touch-target rounded-full px-3 text-sm font-semibold ${on ? 'bg-blue-700 text-white' : 'border border-slate-300 bg-white text-slate-600'}`}
              >
                {k.name}
              </button>
            );
          })}
        </div>
      </div>
      <OriginChips origins={data.origins} value={kds.originIds} onChange={(originIds) => update({ originIds })} testId={`kds-${kds.name}-origins`} />
      {others.length > 0 ? (
        <div className="space-y-1 rounded-lg bg-slate-50 p-2" data-testid={`kds-${kds.name}-copy`}>
          <span className="block text-sm font-medium text-slate-700">{s.copyTo}</span>
          <span className="block text-xs text-slate-500">{s.copyHint}</span>
          <div className="flex flex-wrap items-center gap-2">
            {others.map((k) => (
              <label key={k.id} className="touch-target flex items-center gap-1">
                <input type="checkbox" checked={copyTo.includes(k.id)} onChange={(e) => setCopyTo(toggle(copyTo, k.id, e.target.checked))} data-testid={`kds-${kds.name}-copy-${k.name}`} />
                {k.name}
              </label>
            ))}
            <Button
              disabled={copyTo.length === 0}
              onClick={() => void sent(s.copy, () => write(w.kdsUpdateBulk, { params: { firstKdsId: kds.id }, body: { kdsIds: copyTo } }, undefined)).then((ok) => ok && setCopyTo([]))}
              data-testid={`kds-${kds.name}-copy-send`}
            >
              {s.copy}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A display's name and times, checked with its own rule (1 to 600 minutes, late not before warning) before sending. */
function KdsTimes({ kds, update }: { kds: KdsView; update: (body: { name?: string; warningMinutes?: number; lateMinutes?: number }) => void }) {
  const [name, setName] = useState(kds.name);
  const [warning, setWarning] = useState(String(kds.warningMinutes));
  const [late, setLate] = useState(String(kds.lateMinutes));
  const [bad, setBad] = useState(false);
  return (
    <>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const body = { name: name.trim(), warningMinutes: Number(warning), lateMinutes: Number(late) };
            // The display's own rule (1 to 600 minutes, late not before warning): said here, what was typed kept.
            const ok = kdsUpdateSchema.safeParse(body).success;
            setBad(!ok);
            if (ok) update(body);
          }}
        >
          <TextField label={c.name} value={name} onValue={setName} data-testid={`kds-${kds.name}-name`} className="min-w-[10rem] flex-1" />
          <TextField label={s.warningMinutes} type="number" value={warning} onValue={setWarning} data-testid={`kds-${kds.name}-warning`} className="w-28" />
          <TextField label={s.lateMinutes} type="number" value={late} onValue={setLate} data-testid={`kds-${kds.name}-late`} className="w-28" />
          <Button type="submit" tone="primary" data-testid={`kds-${kds.name}-save`}>
            {c.save}
          </Button>
        </form>
        {bad ? (
          <p role="alert" className="text-sm text-red-700" data-testid={`kds-${kds.name}-error`}>
            {s.badMinutes}
          </p>
        ) : null}
    </>
  );
}
