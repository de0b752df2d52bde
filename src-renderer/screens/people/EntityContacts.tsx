// A person's phones and addresses on their card in Cadastros: a phone corrected, made the main one or removed; an
// address corrected (in a dialog) or removed. Through the declared writes; a refused number is said in Portuguese
// by write() and the typed text stays.
import { useState } from 'react';
import { entityScreenMessages as m } from '../../../src-shared/i18n/entityScreens.js';
import { formatBRL } from '../../../src-shared/domain/money.js';
import * as w from '../../../src-shared/writes/entities.js';
import { toastAfter, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty, TextField } from '../../ui/fields.js';
import type { AddressView, CompleteEntityView } from './entitiesData.js';

/** Sends a write to the outbox and says it went; a refusal of the schema is said as write() words it. */
export const sent = (what: string, run: () => Promise<unknown>) => toastAfter(m.sent(what), run);

export function Contacts({ entity }: { entity: CompleteEntityView }) {
  const [editing, setEditing] = useState<AddressView | null>(null);
  const n = { name: entity.name };
  const params = (id: string) => ({ entityId: entity.id, id });
  return (
    <div className="grid grid-cols-2 gap-4 border-t border-slate-200 pt-3" data-testid="entity-contacts">
      <div className="space-y-2">
        <h3 className="font-semibold">{m.phones}</h3>
        {entity.phones.length === 0 ? <Empty>{m.noPhones}</Empty> : null}
        <ul className="space-y-2">
          {entity.phones.map((p) => (
            <PhoneRow key={p.id} phone={p} name={entity.name} entityId={entity.id} />
          ))}
        </ul>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">{m.addresses}</h3>
        {entity.addresses.length === 0 ? <Empty>{m.noAddresses}</Empty> : null}
        <ul className="space-y-2">
          {entity.addresses.map((a) => (
            <li key={a.id} className="space-y-1 rounded-lg bg-slate-50 p-2" data-testid={`address-${a.id}`}>
              <span className="block">{[`${a.street}, ${a.number ?? 's/n'}`, a.complement, a.neighborhood, a.city].filter(Boolean).join(' · ')}</span>
              <span className="flex gap-2">
                <Button tone="secondary" onClick={() => setEditing(a)} data-testid="address-edit">
                  {m.edit}
                </Button>
                <Button tone="ghost" onClick={() => void sent(m.labels.addressDeleted(entity.name), () => write(w.entityAddressesDelete, { params: params(a.id), body: {} }, n))} data-testid="address-delete">
                  {m.remove}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </div>
      {entity.owes > 0 ? (
        <p className="col-span-2 text-amber-800" data-testid="entity-owes">
          {m.owes(formatBRL(entity.owes))}
        </p>
      ) : null}
      {editing ? <AddressDialog address={editing} entity={entity} onDone={() => setEditing(null)} /> : null}
    </div>
  );
}

function PhoneRow({ phone, name, entityId }: { phone: CompleteEntityView['phones'][number]; name: string; entityId: string }) {
  const [number, setNumber] = useState(phone.number);
  const n = { name };
  const params = { entityId, id: phone.id };
  return (
    <li className="space-y-1 rounded-lg bg-slate-50 p-2" data-testid={`phone-${phone.number}`}>
      <div className="flex items-end gap-2">
        <TextField label={m.phone} value={number} onValue={(v) => setNumber(v.replace(/\D/g, ''))} inputMode="tel" data-testid="phone-number" />
        {phone.main ? <Badge tone="blue">{m.main}</Badge> : null}
      </div>
      <span className="flex flex-wrap gap-2">
        <Button tone="secondary" disabled={number === phone.number} onClick={() => void sent(m.labels.phoneChanged(name, number), () => write(w.entityPhonesUpdate, { params, body: { number } }, n))} data-testid="phone-save">
          {m.save}
        </Button>
        {!phone.main ? (
          <Button tone="ghost" onClick={() => void sent(m.labels.phoneChanged(name, null), () => write(w.entityPhonesUpdate, { params, body: { main: true } }, n))} data-testid="phone-main">
            {m.makeMain}
          </Button>
        ) : null}
        <Button tone="ghost" onClick={() => void sent(m.labels.phoneDeleted(name), () => write(w.entityPhonesDelete, { params, body: {} }, n))} data-testid="phone-delete">
          {m.remove}
        </Button>
      </span>
    </li>
  );
}

function AddressDialog({ address, entity, onDone }: { address: AddressView; entity: CompleteEntityView; onDone: () => void }) {
  const [f, setF] = useState({
    street: address.street,
    number: address.number ?? '',
    complement: address.complement ?? '',
    neighborhood: address.neighborhood ?? '',
    city: address.city ?? '',
    reference: address.reference ?? '',
  });
  const [noStreet, setNoStreet] = useState(false);
  const field = (k: keyof typeof f, label: string) => <TextField label={label} value={f[k]} onValue={(v) => setF({ ...f, [k]: v })} data-testid={`address-${k}`} />;
  const save = async () => {
    setNoStreet(!f.street.trim());
    if (!f.street.trim()) return;
    // Cleared fields go as null, not as empty text.
    const body = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.trim() || null])) as Record<keyof typeof f, string | null>;
    const ok = await sent(m.labels.addressChanged(entity.name), () =>
      write(w.entityAddressesUpdate, { params: { entityId: entity.id, id: address.id }, body: { ...body, street: f.street.trim() } }, { name: entity.name }),
    );
    if (ok) onDone();
  };
  return (
    <Dialog title={m.editAddress} onCancel={onDone} onConfirm={() => void save()} confirmLabel={m.save} cancelLabel={m.cancel} wide testId="address-dialog">
      <div className="grid grid-cols-2 gap-3">
        {field('street', m.street)}
        {field('number', m.number)}
        {field('complement', m.complement)}
        {field('neighborhood', m.neighborhood)}
        {field('city', m.city)}
        {field('reference', m.reference)}
      </div>
      {noStreet ? (
        <p role="alert" className="text-sm text-red-700" data-testid="address-street-error">
          {m.streetRequired}
        </p>
      ) : null}
    </Dialog>
  );
}
