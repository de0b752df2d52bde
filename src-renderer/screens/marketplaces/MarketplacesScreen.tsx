// Configurações → Marketplaces (#/configuracoes/marketplaces): the delivery marketplaces of 000 §7 Integrators. Each
// provider with its connection state; connecting (iFood and uaiRango by the user code typed at their portal, the
// others by the store's code and an integration key); importing the marketplace's catalogue; pulling orders now;
// Delivery Much's average times; and the orders received, with the dispatch to a logistics provider (Delmatch,
// Entregas10) where one is connected. Read from the server (useServerRead: the providers' state is not mirrored);
// written through the declared writes, whose answer (the user code, the import's counts) comes back with the outbox's
// settled event. A provider down leaves the write in the outbox, which tries again: the screen says it waits.
import { useEffect, useState } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src-shared/api/enums.js';
import { createIntegratorReadsApi, type BusinessIntegratorView, type IntegratorCatalogItemView, type IntegratorOrderView } from '../../../src-shared/api/ours/integrators.js';
import type { Settled } from '../../../src-shared/bridge/areas/sync.js';
import { integratorMessages as im, integratorName } from '../../../src-shared/i18n/integrators.js';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { formatDateTime } from '../../../src-shared/printing/format.js';
import * as w from '../../../src-shared/writes/integrators.js';
import type { WriteDecl, WriteInput } from '../../../src-shared/writes/index.js';
import type { z } from 'zod';
import { useCan } from '../../hooks/permissions.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { bridge } from '../../services/bridge.js';
import { serverApi } from '../../services/serverApi.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { NotForRole } from '../../ui/Notice.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty, ScreenHeader, TextField } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';

const s = im.screen;
/** The marketplaces the screen offers, those that send orders first, then the logistics ones. */
const PROVIDERS = ['ifood', 'uaiRango', 'aiqfome', 'maisDelivery', 'deliveryMuch', 'delmatch', 'entregas10'] as const;
const USER_CODE = new Set<string>(['ifood', 'uaiRango']);
const LOGISTICS = new Set<string>(['delmatch', 'entregas10']);

interface Read {
  integrators: BusinessIntegratorView[];
  orders: IntegratorOrderView[];
}

async function loadMarketplaces(): Promise<Read> {
  const api = createIntegratorReadsApi(serverApi().client);
  const [integrators, orders] = await Promise.all([
    api.gqlBusinessIntegrators({}, 'id provider externalId status connected settings lastPulledAt catalogImportedAt catalogPushedAt catalogItems mappedItems pulledOrders'),
    api.gqlIntegratorOrders({}, 'id businessIntegratorId provider externalId orderId number status deliveryMode message providerStatus createdAt shipmentId shipmentStatus shipmentProvider trackingUrl'),
  ]);
  return { integrators, orders };
}

/**
 * Sends a declared write and waits for the server's answer (the outbox's settled event of that call): the answer on
 * success, the server's message on a refusal. A provider down keeps it in the outbox, retried; this waits meanwhile.
 */
async function sendAndWait<P extends string, S extends z.ZodType>(decl: WriteDecl<P, S, undefined>, input: WriteInput<P, S>): Promise<unknown> {
  const seen = new Map<string, Settled>();
  let want: string | null = null;
  let done: ((x: Settled) => void) | null = null;
  const off = bridge().on('sync.settled', (x: Settled) => {
    if (want === x.callId && done) done(x);
    else seen.set(x.callId, x);
  });
  try {
    const callId = await write(decl, input, undefined);
    const settled = seen.get(callId) ?? (await new Promise<Settled>((resolve) => ((want = callId), (done = resolve))));
    if (settled.state !== 'done') throw new Error(settled.message ?? settled.label);
    return settled.answer;
  } finally {
    off();
  }
}

export function MarketplacesScreen() {
  const mayManage = useCan('settings');
  if (!mayManage) {
    return (
      <NotForRole title={s.title} back={s.back} screenTestId="marketplaces-screen" testId="marketplaces-not-yours">
        {s.notYours}
      </NotForRole>
    );
  }
  return <Marketplaces />;
}

function Marketplaces() {
  const businessId = useBusinessId();
  const [version, setVersion] = useState(0);
  // The last answer stays on screen while the server is read again after a write.
  const [read, retry, data] = useServerRead(`${businessId}#${version}`, loadMarketplaces);
  const [busy, setBusy] = useState<Record<string, string>>({});
  const [connecting, setConnecting] = useState<string | null>(null);
  const [times, setTimes] = useState<BusinessIntegratorView | null>(null);
  const [catalogOf, setCatalogOf] = useState<BusinessIntegratorView | null>(null);
  const [notice, setNotice] = useState<Record<string, string>>({});

  /** Runs one action of a provider, says it waits while it does, and reads again after. */
  const act = async (key: string, waiting: string, run: () => Promise<string | null>) => {
    setBusy((b) => ({ ...b, [key]: waiting }));
    try {
      const said = await run();
      if (said) {
        setNotice((n) => ({ ...n, [key]: said }));
        toast(said, 'success');
      }
    } catch (err) {
      failed(err);
    } finally {
      setBusy(({ [key]: _gone, ...rest }) => rest);
      setVersion((v) => v + 1);
    }
  };

  const byProvider = new Map((data?.integrators ?? []).map((i) => [i.provider, i]));
  const logistics = (data?.integrators ?? []).filter((i) => LOGISTICS.has(i.provider) && i.connected);

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="marketplaces-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {s.back}
        </Button>
      </ScreenHeader>
      {read.state === 'offline' && !data ? (
        <div className="m-4 rounded-lg bg-amber-50 p-3 text-amber-900">
          {s.offline}{' '}
          <Button tone="secondary" onClick={retry}>
            {s.retry}
          </Button>
        </div>
      ) : null}
      {!data && read.state === 'loading' ? <p className="m-4 text-slate-500">{s.loading}</p> : null}
      {data ? (
        <div className="grid min-h-0 flex-1 grid-cols-[3fr_2fr] gap-4 p-4">
          <div className="min-h-0 overflow-y-auto">
            <h2 className="mb-2 text-sm font-semibold uppercase text-slate-500">{s.providers}</h2>
            <div className="grid grid-cols-2 items-start gap-3">
              {PROVIDERS.map((p) => {
                const row = byProvider.get(p);
                const status = row ? (row.connected ? 'connected' : row.status) : 'none';
                const working = busy[p];
                return (
                  <article key={p} className="rounded-xl bg-white p-3 shadow-sm" data-testid={`marketplace-${p}`}>
                    <header className="flex items-center justify-between gap-2">
                      <h3 className="text-lg font-semibold">{integratorName(p)}</h3>
                      <Badge tone={status === 'connected' ? 'green' : status === 'pending' ? 'amber' : 'slate'}>{s.status[status]}</Badge>
                    </header>
                    <p className="text-xs text-slate-500">{LOGISTICS.has(p) ? s.logistics : row?.externalId ? `${row.settings.name ?? ''} · ${row.externalId}` : '\u00a0'}</p>
                    {row?.connected && !LOGISTICS.has(p) ? (
                      <div className="mt-1 space-y-0.5 text-sm text-slate-700">
                        <p data-testid={`marketplace-${p}-catalog`}>{s.catalog(row.catalogItems, row.mappedItems)}</p>
                        <p>
                          {s.pulledCount(row.pulledOrders)}
                          {row.lastPulledAt ? ` · ${s.lastPull(formatDateTime(row.lastPulledAt))}` : ''}
                        </p>
                        {p === 'deliveryMuch' && row.settings.pickUpTime !== undefined ? (
                          <p>{`${s.averageTimes}: ${row.settings.pickUpTime} / ${row.settings.deliveryTime} min`}</p>
                        ) : null}
                      </div>
                    ) : null}
                    {working ? (
                      <div className="mt-2" data-testid={`marketplace-${p}-busy`}>
                        <p className="text-sm text-blue-700">{working}</p>
                        <div className="mt-1 h-1.5 overflow-hidden rounded bg-blue-100">
                          <div className="h-full w-1/3 animate-pulse rounded bg-blue-600" />
                        </div>
                      </div>
                    ) : notice[p] ? (
                      <p className="mt-2 text-sm text-green-800" data-testid={`marketplace-${p}-notice`}>
                        {notice[p]}
                      </p>
                    ) : null}
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Button tone={row?.connected ? 'ghost' : 'primary'} disabled={!!working} onClick={() => setConnecting(p)} data-testid={`marketplace-${p}-connect`}>
                        {row?.connected ? s.reconnect : s.connect}
                      </Button>
                      {row?.connected && !LOGISTICS.has(p) ? (
                        <>
                          <Button
                            tone="secondary"
                           
                            disabled={!!working}
                            data-testid={`marketplace-${p}-import`}
                            onClick={() =>
                              void act(p, s.importing, async () => {
                                const a = (await sendAndWait(w.integratorsImportCatalog, { params: { id: row.id }, body: {} })) as { total: number; mapped: number };
                                return s.imported(a.total, a.mapped);
                              })
                            }
                          >
                            {s.importCatalog}
                          </Button>
                          <Button
                            tone="primary"
                           
                            disabled={!!working}
                            data-testid={`marketplace-${p}-pull`}
                            onClick={() =>
                              void act(p, s.pulling, async () => {
                                const a = (await sendAndWait(w.integratorsPull, { params: { provider: p, id: row.id }, body: {} })) as { created: unknown[]; waiting: unknown[] };
                                return s.pulled(a.created.length, a.waiting.length);
                              })
                            }
                          >
                            {s.pullNow}
                          </Button>
                        </>
                      ) : null}
                      {row && row.catalogItems > 0 ? (
                        <Button tone="ghost" disabled={!!working} onClick={() => setCatalogOf(row)} data-testid={`marketplace-${p}-view-catalog`}>
                          {s.viewCatalog}
                        </Button>
                      ) : null}
                      {row?.connected && p === 'ifood' ? (
                        <Button
                          tone="secondary"
                         
                          disabled={!!working}
                          onClick={() =>
                            void act(p, s.waitingProvider('iFood'), async () => {
                              const a = (await sendAndWait(w.ifoodUpdateCatalog, { params: { businessIntegratorId: row.id }, body: {} })) as { received: number };
                              return s.pushed(a.received);
                            })
                          }
                        >
                          {s.pushCatalog}
                        </Button>
                      ) : null}
                      {row?.connected && p === 'deliveryMuch' ? (
                        <Button tone="secondary" disabled={!!working} onClick={() => setTimes(row)} data-testid="marketplace-deliveryMuch-times">
                          {s.averageTimes}
                        </Button>
                      ) : null}
                    </div>
                  </article>
                );
              })}
            </div>
          </div>
          <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-3 shadow-sm">
            <h2 className="mb-2 text-sm font-semibold uppercase text-slate-500">{s.orders}</h2>
            {data.orders.length === 0 ? <Empty>{s.noOrders}</Empty> : null}
            <ul className="space-y-2">
              {data.orders.map((o) => (
                <OrderLine key={o.id} order={o} logistics={logistics} busy={busy[o.orderId]} act={act} />
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {connecting ? (
        <ConnectDialog
          provider={connecting}
          businessId={businessId ?? ''}
          merchantId={byProvider.get(connecting)?.externalId ?? ''}
          onClose={(said) => {
            setConnecting(null);
            setVersion((v) => v + 1);
            if (said) toast(said, 'success');
          }}
        />
      ) : null}
      {catalogOf ? <CatalogDialog row={catalogOf} onClose={() => setCatalogOf(null)} /> : null}
      {times ? (
        <TimesDialog
          row={times}
          businessId={businessId ?? ''}
          onClose={() => {
            setTimes(null);
            setVersion((v) => v + 1);
          }}
        />
      ) : null}
    </section>
  );
}

function OrderLine({
  order: o,
  logistics,
  busy,
  act,
}: {
  order: IntegratorOrderView;
  logistics: BusinessIntegratorView[];
  busy: string | undefined;
  act: (key: string, waiting: string, run: () => Promise<string | null>) => Promise<void>;
}) {
  const shipped = o.shipmentStatus === 'requested';
  return (
    <li className="rounded-lg border border-slate-200 p-2" data-testid={`marketplace-order-${o.externalId}`}>
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold">{s.orderTitle(o.number, integratorName(o.provider))}</span>
        <Badge tone="blue">{ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status}</Badge>
      </div>
      {o.message ? <p className="truncate text-sm text-slate-600">{o.message}</p> : null}
      {o.shipmentProvider ? (
        <p className="text-sm text-slate-700" data-testid={`marketplace-order-${o.externalId}-shipment`}>
          {s.shipment(integratorName(o.shipmentProvider), o.shipmentStatus ?? '')}
        </p>
      ) : null}
      {busy ? <p className="text-sm text-blue-700">{busy}</p> : null}
      {o.deliveryMode === 'delivery' ? (
        <div className="mt-1 flex flex-wrap gap-2">
          {!shipped
            ? logistics.map((l) => (
                <Button
                  key={l.id}
                  tone="secondary"
                 
                  disabled={!!busy}
                  data-testid={`marketplace-order-${o.externalId}-dispatch-${l.provider}`}
                  onClick={() =>
                    void act(o.orderId, s.waitingProvider(integratorName(l.provider)), async () => {
                      const decl = l.provider === 'delmatch' ? w.delmatchDispatch : w.entregas10Dispatch;
                      await sendAndWait(decl, { params: { businessIntegratorId: l.id, orderId: o.orderId }, body: {} });
                      return s.dispatched(integratorName(l.provider));
                    })
                  }
                >
                  {s.dispatch(integratorName(l.provider))}
                </Button>
              ))
            : null}
          {shipped && o.shipmentProvider === 'entregas10' ? (
            <Button
              tone="danger"
             
              disabled={!!busy}
              data-testid={`marketplace-order-${o.externalId}-cancel-shipping`}
              onClick={() =>
                void act(o.orderId, s.waitingProvider('Entregas10'), async () => {
                  await sendAndWait(w.entregas10CancelShipping, { params: {}, body: { orderId: o.orderId } });
                  return s.shippingCanceled;
                })
              }
            >
              {s.cancelShipping}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function ConnectDialog({ provider, businessId, merchantId: known, onClose }: { provider: string; businessId: string; merchantId: string; onClose: (said?: string) => void }) {
  const name = integratorName(provider);
  const [merchantId, setMerchantId] = useState(known);
  const [secret, setSecret] = useState('');
  const [code, setCode] = useState<{ userCode: string; verificationUrl: string } | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const userCodeFlow = USER_CODE.has(provider);
  useEffect(() => setMerchantId(known), [known]);

  const askCode = async () => {
    setWorking(s.waitingProvider(name));
    try {
      const decl = provider === 'uaiRango' ? w.uaiRangoUserCode : w.ifoodUserCode;
      setCode((await sendAndWait(decl, { params: {}, body: { businessId } })) as { userCode: string; verificationUrl: string });
    } catch (err) {
      failed(err);
    } finally {
      setWorking(null);
    }
  };
  const connect = async () => {
    setWorking(s.waitingProvider(name));
    try {
      await sendAndWait(w.integratorsAuth, {
        params: { provider },
        body: { businessId, merchantId, ...(userCodeFlow ? { authorizationCode: secret } : { apiKey: secret }) },
      });
      onClose(s.connected(name));
    } catch (err) {
      failed(err);
      setWorking(null);
    }
  };

  return (
    <Dialog
      title={s.connectTitle(name)}
      onCancel={() => onClose()}
      onConfirm={() => void connect()}
      confirmLabel={s.connect}
      confirmDisabled={!!working || !merchantId.trim() || !secret.trim()}
      cancelLabel={s.cancel}
      testId="marketplace-connect-dialog"
    >
      <div className="space-y-3">
        {userCodeFlow ? (
          <div className="rounded-lg bg-slate-50 p-3">
            {code ? (
              <>
                <p className="text-sm text-slate-700">{s.userCodeHint(code.verificationUrl)}</p>
                <p className="mt-2 text-sm text-slate-500">{s.userCode}</p>
                <p className="font-mono text-3xl font-bold tracking-widest" data-testid="marketplace-user-code">
                  {code.userCode}
                </p>
              </>
            ) : (
              <Button tone="primary" disabled={!!working} onClick={() => void askCode()} data-testid="marketplace-ask-user-code">
                {s.askUserCode}
              </Button>
            )}
          </div>
        ) : null}
        <TextField label={s.merchantId} value={merchantId} onValue={setMerchantId} data-testid="marketplace-merchant-id" />
        <TextField
          label={userCodeFlow ? s.authorizationCode : s.apiKey}
          value={secret}
          onValue={setSecret}
          disabled={userCodeFlow && !code}
          data-testid="marketplace-secret"
        />
        {working ? <p className="text-sm text-blue-700">{working}</p> : null}
      </div>
    </Dialog>
  );
}

function TimesDialog({ row, businessId, onClose }: { row: BusinessIntegratorView; businessId: string; onClose: () => void }) {
  const [pickUp, setPickUp] = useState(String(row.settings.pickUpTime ?? 20));
  const [delivery, setDelivery] = useState(String(row.settings.deliveryTime ?? 50));
  const [working, setWorking] = useState(false);
  const save = async () => {
    setWorking(true);
    try {
      await sendAndWait(w.deliveryMuchChangeAverageTimes, { params: {}, body: { businessId, pickUpTime: Number(pickUp), deliveryTime: Number(delivery) } });
      toast(s.saved, 'success');
      onClose();
    } catch (err) {
      failed(err);
      setWorking(false);
    }
  };
  return (
    <Dialog
      title={`${s.averageTimes} · Delivery Much`}
      onCancel={onClose}
      onConfirm={() => void save()}
      confirmLabel={s.save}
      confirmDisabled={working || !pickUp || !delivery}
      cancelLabel={s.cancel}
      testId="marketplace-times-dialog"
    >
      <div className="space-y-3">
        <TextField label={s.pickUpTime} inputMode="numeric" value={pickUp} onValue={(v) => setPickUp(v.replace(/\D/g, ''))} data-testid="marketplace-pickup-time" />
        <TextField label={s.deliveryTime} inputMode="numeric" value={delivery} onValue={(v) => setDelivery(v.replace(/\D/g, ''))} data-testid="marketplace-delivery-time" />
      </div>
    </Dialog>
  );
}

function CatalogDialog({ row, onClose }: { row: BusinessIntegratorView; onClose: () => void }) {
  const [read, retry] = useServerRead(`catalog#${row.id}`, () =>
    createIntegratorReadsApi(serverApi().client).gqlIntegratorCatalogItems({ businessIntegratorId: row.id }, 'id businessIntegratorId externalCode name price productId productName'),
  );
  const items: IntegratorCatalogItemView[] = read.state === 'ready' ? read.value : [];
  return (
    <Dialog title={s.catalogTitle(integratorName(row.provider))} onCancel={onClose} cancelLabel={s.close} wide testId="marketplace-catalog-dialog">
      {read.state === 'offline' ? (
        <p className="text-amber-900">
          {s.offline}{' '}
          <Button tone="secondary" onClick={retry}>
            {s.retry}
          </Button>
        </p>
      ) : null}
      {read.state === 'loading' ? <p className="text-slate-500">{s.loading}</p> : null}
      {items.length > 0 ? (
        <table className="w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th className="py-1">{s.catalogCode}</th>
              <th>{s.catalogItem}</th>
              <th className="text-right">{s.catalogPrice}</th>
              <th className="pl-3">{s.catalogProduct}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.id} className="border-t border-slate-100" data-testid={`marketplace-catalog-item-${i.externalCode}`}>
                <td className="py-1 font-mono">{i.externalCode}</td>
                <td>{i.name}</td>
                <td className="text-right">{formatBRL(i.price)}</td>
                <td className={`pl-3 ${i.productName ? '' : 'text-amber-800'}`}>{i.productName ?? s.noProduct}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Dialog>
  );
}
