// The online store (link de vendas) a customer opens at #/loja/<businessId>: the business (open or closed), its
// digital menu, the customer's login (phone and password; the first time with a name, which opens the account) and
// the order, picked up at the counter and paid there. Sent with the typed client as the server checks each call:
// the customer's order with the customer's own token, refused ones said in Portuguese where they were made.
import { useState } from 'react';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { storeMessages as m } from '../../../src-shared/i18n/store.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { Button } from '../../ui/Button.js';
import { AmountRow, Badge, Empty, ScreenHeader, TextField } from '../../ui/fields.js';
import { Notice, OfflineNotice } from '../../ui/Notice.js';
import { loadStore, storeApi, type StoreProduct } from './storeApi.js';

const businessOfRoute = () => location.hash.replace(/^#\/?/, '').split('/')[1] ?? '';
const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : m.offline);

interface Customer {
  token: string;
  name: string;
}

export function StoreScreen() {
  const businessId = businessOfRoute();
  const [read, retry] = useServerRead(`store#${businessId}`, () => loadStore(businessId));
  const [customer, setCustomer] = useState<Customer | null>(null);
  if (read.state === 'loading') return <p className="m-4 text-slate-500">{m.loading}</p>;
  if (read.state === 'offline') return <OfflineNotice message={m.offline} retryLabel={m.retry} onRetry={retry} testId="store-offline" />;
  const { business, menu } = read.value;
  if (!business) return <Notice testId="store-not-found">{m.notFound}</Notice>;
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="store-screen">
      <ScreenHeader title={business.tradeName ?? business.name}>
        <Badge tone={business.available ? 'green' : 'slate'}>{business.available ? m.open : m.closed}</Badge>
      </ScreenHeader>
      <div className="grid min-h-0 flex-1 grid-cols-[2fr_minmax(18rem,1fr)] gap-4 p-4">
        <Menu menu={menu} businessId={businessId} customer={customer} onCustomer={setCustomer} open={business.available} />
      </div>
    </section>
  );
}

function Menu({ menu, businessId, customer, onCustomer, open }: { menu: StoreProduct[] | null; businessId: string; customer: Customer | null; onCustomer: (c: Customer) => void; open: boolean }) {
  const [cart, setCart] = useState<Map<string, number>>(new Map());
  const [placed, setPlaced] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = (id: string, delta: number) =>
    setCart((c) => {
      const next = new Map(c);
      const n = (next.get(id) ?? 0) + delta;
      if (n > 0) next.set(id, n);
      else next.delete(id);
      return next;
    });
  const lines = [...cart].map(([id, n]) => ({ product: menu?.find((p) => p.id === id), n })).filter((x): x is { product: StoreProduct; n: number } => Boolean(x.product));
  const total = lines.reduce((sum, l) => sum + l.product.price * l.n, 0);
  const place = async () => {
    if (!customer) return;
    setError(null);
    try {
      const body = { id: newId(), deliveryMode: 'balcony' as const, products: lines.map((l) => ({ productId: l.product.id, quantity: l.n * 1000, selections: [] })), payment: { method: 'onDelivery' as const } };
      const order = (await storeApi(businessId, customer.token).orders.linkVendasOrdersCreate({ params: { businessId }, body })) as { total: number };
      setPlaced(order.total);
      setCart(new Map());
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <>
      <div className="min-h-0 space-y-2 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
        <h2 className="text-lg font-semibold">{m.menu}</h2>
        {menu === null ? <Empty>{m.menuUnavailable}</Empty> : menu.length === 0 ? <Empty>{m.emptyMenu}</Empty> : null}
        <ul className="grid grid-cols-2 gap-2" data-testid="store-menu">
          {(menu ?? []).map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 p-3" data-testid={`store-product-${p.name}`}>
              <span>
                <span className="block font-semibold">{p.name}</span>
                <span className="text-sm text-slate-500">{formatBRL(p.price)}</span>
              </span>
              <Button tone="secondary" onClick={() => add(p.id, 1)} disabled={!open} data-testid={`store-add-${p.name}`}>
                {m.add}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm" data-testid="store-cart">
        <h2 className="text-lg font-semibold">{m.cart}</h2>
        {placed !== null ? (
          <div className="space-y-2">
            <p role="status" className="font-semibold text-green-700" data-testid="store-placed">
              {m.placed(placed)}
            </p>
            <Button tone="secondary" onClick={() => setPlaced(null)}>
              {m.another}
            </Button>
          </div>
        ) : null}
        {lines.length === 0 ? <Empty>{m.emptyCart}</Empty> : null}
        <ul className="space-y-1">
          {lines.map((l) => (
            <li key={l.product.id} className="flex items-center justify-between gap-2" data-testid={`store-line-${l.product.name}`}>
              <span>
                {l.n}× {l.product.name} · {formatBRL(l.product.price * l.n)}
              </span>
              <Button tone="ghost" onClick={() => add(l.product.id, -1)}>
                {m.remove}
              </Button>
            </li>
          ))}
        </ul>
        <AmountRow label={m.total} value={formatBRL(total)} strong testId="store-total" />
        {customer ? (
          <div className="space-y-2">
            <p data-testid="store-customer">{m.hello(customer.name)}</p>
            <p className="text-sm text-slate-500">{m.pickup}</p>
            <Button tone="primary" onClick={() => void place()} disabled={lines.length === 0 || !open} data-testid="store-place">
              {m.place}
            </Button>
          </div>
        ) : (
          <Login businessId={businessId} onCustomer={onCustomer} />
        )}
        {error ? (
          <p role="alert" className="text-sm text-red-700" data-testid="store-error">
            {error}
          </p>
        ) : null}
      </div>
    </>
  );
}

function Login({ businessId, onCustomer }: { businessId: string; onCustomer: (c: Customer) => void }) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enter = async () => {
    setError(null);
    try {
      const credentials = { businessId, phone, password, ...(name.trim() ? { name: name.trim() } : {}) };
      const answer = (await storeApi(businessId, null).entities.linkVendasLogin({ body: { credentials } })) as { token: string; customer: { name: string } };
      onCustomer({ token: answer.token, name: answer.customer.name });
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <form
      className="space-y-2 rounded-lg bg-slate-50 p-3"
      aria-label={m.login}
      data-testid="store-login"
      onSubmit={(e) => {
        e.preventDefault();
        void enter();
      }}
    >
      <span className="block text-sm font-semibold text-slate-700">{m.login}</span>
      <span className="block text-xs text-slate-500">{m.loginHint}</span>
      <TextField label={m.phone} value={phone} onValue={setPhone} inputMode="tel" data-testid="store-login-phone" />
      <TextField label={m.password} value={password} onValue={setPassword} type="password" data-testid="store-login-password" />
      <TextField label={m.name} value={name} onValue={setName} data-testid="store-login-name" />
      {error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="store-login-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" tone="primary" data-testid="store-login-enter">
        {m.enter}
      </Button>
    </form>
  );
}
