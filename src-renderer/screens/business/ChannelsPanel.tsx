// The business's sales channels on Configurações → Estabelecimento: its digital menu and its sales link (the
// public address each answers at, on or off; the store's delivery, pickup and minimum order) and the order
// tracking notifications its customers receive. Each is one per business: created once, then updated.
import { useState } from 'react';
import { ORDER_STATUSES } from '../../../src-shared/api/enums.js';
import { TRACKING_CHANNELS } from '../../../src-shared/api/schemas/businessSetup.js';
import { businessScreenMessages as m } from '../../../src-shared/i18n/businessScreen.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as bw from '../../../src-shared/writes/business.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Segmented, SelectField, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import type { BusinessSetupRead, DigitalMenuView, LinkVendasView, TrackingView } from './businessData.js';
import { Heading, sent } from './common.js';

type YesNo = 'yes' | 'no';
const YES_NO = [
  { value: 'yes' as const, label: m.yes },
  { value: 'no' as const, label: m.no },
];
const yn = (v: boolean): YesNo => (v ? 'yes' : 'no');

function YesNoField({ label, value, onChange, testId }: { label: string; value: boolean; onChange: (v: boolean) => void; testId: string }) {
  return (
    <div data-testid={testId}>
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <Segmented<YesNo> label={label} value={yn(value)} onChange={(v) => onChange(v === 'yes')} choices={YES_NO} />
    </div>
  );
}

export function ChannelsPanel({ data }: { data: BusinessSetupRead }) {
  // Each form starts again from the server's answer after a save (its key is what the server holds).
  const key = (what: string, x: object | null) => `${what}:${JSON.stringify(x)}`;
  return (
    <>
      <DigitalMenuForm key={key('menu', data.digitalMenu)} menu={data.digitalMenu} />
      <LinkVendasForm key={key('store', data.linkVendasConfig)} store={data.linkVendasConfig} />
      <TrackingForm key={key('tracking', data.trackingConfig)} tracking={data.trackingConfig} />
    </>
  );
}

function DigitalMenuForm({ menu }: { menu: DigitalMenuView | null }) {
  const [slug, setSlug] = useState(menu?.slug ?? '');
  const [active, setActive] = useState(menu?.active ?? true);
  const save = () => {
    const body = { slug: slug.trim().toLowerCase(), active };
    void sent(bw.businessDigitalMenuCreate.label({ params: {}, body: { ...body, active } }, undefined), () =>
      menu ? write(bw.businessDigitalMenuUpdate, { params: { id: menu.id }, body }, undefined) : write(bw.businessDigitalMenuCreate, { params: {}, body: { id: newId(), ...body } }, undefined),
    );
  };
  return (
    <form
      className="space-y-2 border-t border-slate-200 pt-4"
      data-testid="business-digital-menu"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Heading>{m.digitalMenu.title}</Heading>
      {menu ? null : <p className="text-sm text-slate-500">{m.digitalMenu.none}</p>}
      <TextField label={m.digitalMenu.slug} hint={m.digitalMenu.slugHint} value={slug} onValue={setSlug} data-testid="business-digital-menu-slug" />
      <YesNoField label={m.digitalMenu.active} value={active} onChange={setActive} testId="business-digital-menu-active" />
      <Button type="submit" tone="primary" data-testid="business-digital-menu-save">
        {m.save}
      </Button>
    </form>
  );
}

function LinkVendasForm({ store }: { store: LinkVendasView | null }) {
  const [slug, setSlug] = useState(store?.slug ?? '');
  const [active, setActive] = useState(store?.active ?? true);
  const [deliveryEnabled, setDelivery] = useState(store?.deliveryEnabled ?? true);
  const [pickupEnabled, setPickup] = useState(store?.pickupEnabled ?? true);
  const [minimumOrder, setMinimum] = useState(store?.minimumOrder ?? 0);
  const save = () => {
    const body = { slug: slug.trim().toLowerCase(), active, deliveryEnabled, pickupEnabled, minimumOrder };
    void sent(bw.businessLinkVendasConfigCreate.label({ params: {}, body }, undefined), () =>
      store ? write(bw.businessLinkVendasConfigUpdate, { params: { id: store.id }, body }, undefined) : write(bw.businessLinkVendasConfigCreate, { params: {}, body: { id: newId(), ...body } }, undefined),
    );
  };
  return (
    <form
      className="space-y-2 border-t border-slate-200 pt-4"
      data-testid="business-link-vendas"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Heading>{m.linkVendas.title}</Heading>
      {store ? null : <p className="text-sm text-slate-500">{m.linkVendas.none}</p>}
      <TextField label={m.digitalMenu.slug} hint={m.digitalMenu.slugHint} value={slug} onValue={setSlug} data-testid="business-link-vendas-slug" />
      <div className="grid grid-cols-3 gap-3">
        <YesNoField label={m.linkVendas.active} value={active} onChange={setActive} testId="business-link-vendas-active" />
        <YesNoField label={m.linkVendas.delivery} value={deliveryEnabled} onChange={setDelivery} testId="business-link-vendas-delivery" />
        <YesNoField label={m.linkVendas.pickup} value={pickupEnabled} onChange={setPickup} testId="business-link-vendas-pickup" />
      </div>
      <MoneyInput label={m.linkVendas.minimumOrder} value={minimumOrder} onChange={setMinimum} testId="business-link-vendas-minimum" />
      <Button type="submit" tone="primary" data-testid="business-link-vendas-save">
        {m.save}
      </Button>
    </form>
  );
}

type Channel = (typeof TRACKING_CHANNELS)[number];
const CHANNELS = TRACKING_CHANNELS.map((c) => ({ value: c, label: m.tracking.channels[c] }));

function TrackingForm({ tracking }: { tracking: TrackingView | null }) {
  const [enabled, setEnabled] = useState(tracking?.enabled ?? true);
  const [channel, setChannel] = useState<Channel>(tracking?.channel ?? 'whatsapp');
  const [statuses, setStatuses] = useState<string[]>(tracking?.statuses ?? ['confirmed', 'delivering', 'delivered']);
  const [message, setMessage] = useState(tracking?.message ?? '');
  const save = () => {
    if (statuses.length === 0) return failed(new Error(m.tracking.noStatus));
    const body = { enabled, channel, statuses: statuses as (typeof ORDER_STATUSES)[number][], message: message.trim() || null };
    void sent(m.tracking.title, () =>
      tracking
        ? write(bw.businessTrackingStatusNotificationConfigUpdate, { params: { id: tracking.id }, body }, undefined)
        : write(bw.businessTrackingStatusNotificationConfigCreate, { params: {}, body: { id: newId(), ...body } }, undefined),
    );
  };
  const toggle = (s: string, on: boolean) => setStatuses((list) => (on ? [...list, s] : list.filter((x) => x !== s)));
  return (
    <form
      className="space-y-2 border-t border-slate-200 pt-4"
      data-testid="business-tracking"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Heading>{m.tracking.title}</Heading>
      <p className="text-sm text-slate-500">{m.tracking.hint}</p>
      <div className="grid grid-cols-2 gap-3">
        <YesNoField label={m.tracking.enabled} value={enabled} onChange={setEnabled} testId="business-tracking-enabled" />
        <SelectField label={m.tracking.channel} value={channel} onValue={setChannel} choices={CHANNELS} testId="business-tracking-channel" />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{m.tracking.statuses}</legend>
        <div className="grid grid-cols-3 gap-1">
          {ORDER_STATUSES.map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="h-5 w-5" checked={statuses.includes(s)} onChange={(e) => toggle(s, e.target.checked)} data-testid={`business-tracking-status-${s}`} />
              {m.orderStatuses[s] ?? s}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label={m.tracking.message} value={message} onValue={setMessage} data-testid="business-tracking-message" />
      <Button type="submit" tone="primary" data-testid="business-tracking-save">
        {m.save}
      </Button>
    </form>
  );
}
