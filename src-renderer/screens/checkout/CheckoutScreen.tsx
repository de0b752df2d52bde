// The balcony and delivery flow, by the spec's steps: select-origin, then for delivery select-customer
// (by phone), select-address (with postal-code lookup) and select-delivery-method (with its fee); for the
// balcony select-order-slip; then new-order-pad, and the products, checkout and post-payments on the pad.
// A saloon origin goes to the tables map (select-table, occupants, new-order-pad).
import { useMemo, useRef, useState } from 'react';
import type { PostalCodeAddress } from '../../../src-shared/bridge/areas/locations.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { money } from '../../format/money.js';
import { all, where } from '../../queries/mirrorRead.js';
import type { DeliveryMethodRow, EntityAddressRow, OriginRow } from '../../db/rows.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useHotkey } from '../../hooks/useHotkey.js';
import { useLive } from '../../hooks/useLive.js';
import { navigate } from '../../hooks/useRoute.js';
import { command, failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Empty, ScreenHeader, TextField } from '../../ui/fields.js';
import { Tile } from '../../ui/Tile.js';
import { toast } from '../../ui/toast.js';
import { createAddress, createCustomer, startSale, type AddressInput } from './checkoutActions.js';
import { useCheckoutContexts, type CheckoutContext } from './checkoutContext.js';

const c = m.checkout;
type Step = 'select-origin' | 'select-customer' | 'select-address' | 'select-delivery-method' | 'select-order-slip' | 'new-order-pad';
const deliveryPath: Step[] = ['select-origin', 'select-customer', 'select-address', 'select-delivery-method', 'new-order-pad'];
const balconyPath: Step[] = ['select-origin', 'select-order-slip', 'new-order-pad'];

const digits = (s: string) => s.replace(/\D/g, '');
/** What the delivery needs: street and number; a CEP, when typed, of 8 digits; the UF, when typed, of 2 letters. */
function addressComplete(a: AddressInput): boolean {
  const cep = digits(a.cep);
  return !!a.street.trim() && !!a.number.trim() && (cep.length === 0 || cep.length === 8) && (a.state.trim().length === 0 || a.state.trim().length === 2);
}

const EMPTY_ADDRESS: AddressInput = { cep: '', street: '', number: '', complement: '', neighborhood: '', city: '', state: '', reference: '' };

export function CheckoutScreen() {
  const businessId = useBusinessId();
  const origins = useLive(() => all('origins', businessId), [businessId], [] as OriginRow[]);
  const methods = useLive(() => all('deliveryMethods', businessId), [businessId], [] as DeliveryMethodRow[]);
  const setContext = useCheckoutContexts((s) => s.set);

  const [step, setStep] = useState<Step>('select-origin');
  const [origin, setOrigin] = useState<OriginRow | null>(null);
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [entityId, setEntityId] = useState<string | null>(null);
  const [address, setAddress] = useState<AddressInput>(EMPTY_ADDRESS);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [addressText, setAddressText] = useState<string | null>(null);
  const [method, setMethod] = useState<DeliveryMethodRow | null>(null);
  const [slip, setSlip] = useState('');
  const [busy, setBusy] = useState(false);
  const numberField = useRef<HTMLInputElement>(null);
  const streetField = useRef<HTMLInputElement>(null);

  const delivery = origin?.deliveryMode === 'delivery';
  const path = delivery ? deliveryPath : balconyPath;

  const found = useLive(
    async () => {
      const number = digits(phone);
      if (number.length < 8) return null;
      const phones = (await all('entityPhones', businessId)).filter((p) => digits(p.number).endsWith(number) || number.endsWith(digits(p.number)));
      const hit = phones[0];
      if (!hit) return null;
      const people = await all('entities', businessId);
      return people.find((e) => e.id === hit.entityId) ?? null;
    },
    [phone, businessId],
    null,
  );
  const addresses = useLive(async () => (entityId ? where('entityAddresses', 'entityId', entityId) : []), [entityId], [] as EntityAddressRow[]);
  const deliveryMethods = useMemo(() => methods.filter((x) => x.available !== false && (delivery ? x.mode === 'delivery' : x.mode !== 'delivery')), [methods, delivery]);

  const back = () => {
    const i = path.indexOf(step);
    if (i > 0) setStep(path[i - 1] as Step);
    else navigate('mesas');
  };
  useHotkey('Escape', back);

  const chooseOrigin = (o: OriginRow) => {
    if (o.deliveryMode === 'saloon') return navigate('mesas');
    setOrigin(o);
    setStep(o.deliveryMode === 'delivery' ? 'select-customer' : 'select-order-slip');
  };

  const confirmCustomer = async () => {
    try {
      if (found) {
        setEntityId(found.id);
        setName(found.name);
      } else {
        if (name.trim().length < 2 || digits(phone).length < 8) return;
        setEntityId(await createCustomer(name.trim(), digits(phone)));
      }
      setStep('select-address');
    } catch (err) {
      failed(err);
    }
  };

  const lookupCep = async () => {
    const cep = digits(address.cep);
    if (cep.length !== 8) return toast(c.cepRequired, 'error');
    try {
      const r = await command<PostalCodeAddress | null>('locations.postalCode', { cep });
      if (!r) return toast(c.cepNotFound, 'error');
      // What the service knows fills the form; the cashier types the number (and anything it left blank).
      setAddress((a) => ({ ...a, street: r.street || a.street, neighborhood: r.neighborhood || a.neighborhood, city: r.city || a.city, state: r.state || a.state }));
      numberField.current?.focus();
    } catch (err) {
      // Offline, or the service away: the address is typed by hand.
      toast(err instanceof Error && err.message ? err.message : c.cepOffline, 'info');
      streetField.current?.focus();
    }
  };

  const confirmAddress = async () => {
    if (!entityId) return;
    try {
      if (!addressId) {
        if (!addressComplete(address)) return;
        setAddressId(await createAddress(entityId, address));
        setAddressText(`${address.street}, ${address.number}${address.neighborhood ? ` · ${address.neighborhood}` : ''}`);
      }
      setStep('select-delivery-method');
    } catch (err) {
      failed(err);
    }
  };

  const newOrderPad = async (chosenMethod: DeliveryMethodRow | null) => {
    if (!origin || busy) return;
    setBusy(true);
    try {
      const description = delivery ? `${name || c.newCustomer}` : slip.trim() ? `${m.checkout.orderSlip} ${slip.trim()}` : origin.name;
      const padId = await startSale(origin.id, origin.name, description);
      const ctx: CheckoutContext = {
        originId: origin.id,
        originName: origin.name,
        originType: origin.type,
        deliveryMode: origin.deliveryMode,
        entityId,
        customerName: delivery ? name : null,
        entityAddressId: addressId,
        addressText,
        deliveryMethodId: chosenMethod?.id ?? null,
        deliveryFee: chosenMethod?.fee ?? 0,
        orderSlip: slip.trim() || null,
      };
      setContext(padId, ctx);
      navigate('comandas', padId);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="checkout-screen">
      <ScreenHeader title={c.title}>
        <ol className="flex flex-wrap gap-1 text-sm" aria-label="Etapas">
          {[...path, 'select-product', 'checkout', 'post-payments'].map((s) => (
            <li key={s} aria-current={s === step ? 'step' : undefined} className={`rounded-full px-3 py-1 ${s === step ? 'bg-blue-700 text-white' : 'bg-slate-200 text-slate-700'}`}>
              {c.steps[s]}
            </li>
          ))}
        </ol>
      </ScreenHeader>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {step === 'select-origin' ? (
          <>
            <h2 className="mb-3 text-xl font-bold">{c.origin}</h2>
            {origins.length === 0 ? <Empty>{m.common.loading}</Empty> : null}
            <div className="grid grid-cols-[repeat(auto-fill,minmax(180px,1fr))] gap-3">
              {origins
                .filter((o) => o.available !== false)
                .map((o) => (
                  <Tile key={o.id} title={o.name} subtitle={o.deliveryMode === 'delivery' ? 'Entrega' : o.deliveryMode === 'saloon' ? 'Salão' : 'Balcão'} onClick={() => chooseOrigin(o)} />
                ))}
            </div>
          </>
        ) : null}

        {step === 'select-customer' ? (
          <div className="max-w-xl space-y-4">
            <TextField label={c.phone} value={phone} onValue={setPhone} inputMode="tel" autoFocus placeholder="(11) 98765-4321" onKeyDown={(e) => e.key === 'Enter' && void confirmCustomer()} />
            {found ? (
              <p className="rounded-lg bg-emerald-100 p-3 text-lg font-semibold text-emerald-900" data-testid="customer-found">
                {c.customerFound(found.name)}
              </p>
            ) : digits(phone).length >= 8 ? (
              <>
                <p className="text-slate-600">{c.noCustomer}</p>
                <TextField label={c.customerName} value={name} onValue={setName} onKeyDown={(e) => e.key === 'Enter' && void confirmCustomer()} />
              </>
            ) : null}
            <Button tone="primary" size="lg" hint="Enter" onClick={() => void confirmCustomer()} disabled={!found && (name.trim().length < 2 || digits(phone).length < 8)}>
              {m.common.next}
            </Button>
          </div>
        ) : null}

        {step === 'select-address' ? (
          <div className="grid grid-cols-2 gap-6">
            <div>
              <h2 className="mb-2 text-lg font-bold">{c.address}</h2>
              {addresses.map((a) => (
                <Tile
                  key={a.id}
                  title={`${a.street}, ${a.number ?? ''}`}
                  subtitle={[a.neighborhood, a.city].filter(Boolean).join(' · ')}
                  tone={addressId === a.id ? 'selected' : 'neutral'}
                  onClick={() => {
                    setAddressId(a.id);
                    setAddressText(`${a.street}, ${a.number ?? ''}`);
                    setStep('select-delivery-method');
                  }}
                />
              ))}
            </div>
            <div className="space-y-2">
              <h2 className="text-lg font-bold">{c.newAddress}</h2>
              <div className="flex items-end gap-2">
                <TextField
                  className="flex-1"
                  label={c.cep}
                  value={address.cep}
                  onValue={(v) => setAddress((a) => ({ ...a, cep: v }))}
                  inputMode="numeric"
                  onKeyDown={(e) => e.key === 'Enter' && void lookupCep()}
                />
                <Button onClick={() => void lookupCep()}>{c.cepLookup}</Button>
              </div>
              <TextField ref={streetField} label={c.street} value={address.street} onValue={(v) => setAddress((a) => ({ ...a, street: v }))} />
              <div className="grid grid-cols-2 gap-2">
                <TextField ref={numberField} label={c.number} value={address.number} onValue={(v) => setAddress((a) => ({ ...a, number: v }))} />
                <TextField label={c.complement} value={address.complement} onValue={(v) => setAddress((a) => ({ ...a, complement: v }))} />
                <TextField label={c.neighborhood} value={address.neighborhood} onValue={(v) => setAddress((a) => ({ ...a, neighborhood: v }))} />
                <TextField label={c.city} value={address.city} onValue={(v) => setAddress((a) => ({ ...a, city: v }))} />
                <TextField label={c.state} value={address.state} maxLength={2} onValue={(v) => setAddress((a) => ({ ...a, state: v.toUpperCase() }))} />
              </div>
              <TextField label={c.reference} value={address.reference} onValue={(v) => setAddress((a) => ({ ...a, reference: v }))} />
              <Button tone="primary" size="lg" onClick={() => void confirmAddress()} disabled={!addressComplete(address)}>
                {m.common.next}
              </Button>
            </div>
          </div>
        ) : null}

        {step === 'select-delivery-method' ? (
          <>
            <h2 className="mb-3 text-xl font-bold">{c.deliveryMethod}</h2>
            <div className="grid grid-cols-[repeat(auto-fill,minmax(200px,1fr))] gap-3">
              {deliveryMethods.map((x) => (
                <Tile
                  key={x.id}
                  title={x.name}
                  footer={`${c.deliveryFee}: ${money(x.fee)}`}
                  tone={method?.id === x.id ? 'selected' : 'neutral'}
                  onClick={() => {
                    setMethod(x);
                    void newOrderPad(x);
                  }}
                />
              ))}
            </div>
          </>
        ) : null}

        {step === 'select-order-slip' ? (
          <div className="max-w-md space-y-4">
            <TextField label={c.slipNumber} value={slip} onValue={setSlip} inputMode="numeric" autoFocus onKeyDown={(e) => e.key === 'Enter' && void newOrderPad(null)} />
            <Button tone="primary" size="lg" hint="Enter" onClick={() => void newOrderPad(null)} disabled={busy}>
              {m.common.next}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="border-t border-slate-200 bg-white p-2">
        <Button tone="ghost" hint="Esc" onClick={back}>
          {m.common.back}
        </Button>
      </div>
    </section>
  );
}
