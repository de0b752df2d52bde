// Delivery-marketplace simulator (test and demo tooling, never production): one HTTP server that plays every
// supported provider (iFood, uaiRango, aiqfome, Mais Delivery, Delivery Much, Delmatch, Entregas10...) behind the
// server's POS_INTEGRATORS_URL. The real providers each have their own API; this one speaks a single form of ours for
// all, under /{provider}/..., which is what src-server/integrators/client.ts talks to:
//   POST /{p}/oauth/user-code                      → { userCode, verificationUrl, verifier, expiresIn }
//   POST /{p}/oauth/token { merchantId, authorizationCode+verifier | apiKey } → { accessToken, refreshToken, merchantName }
//   GET  /{p}/merchants/{m}/catalog                → { items: [{ code, name, price }] }        (Bearer from here on)
//   PUT  /{p}/merchants/{m}/catalog { items }      → { received }
//   GET  /{p}/merchants/{m}/orders                 → { orders: [...] } the orders not yet acknowledged
//   GET  /{p}/cancellation-reasons?orderId=        → { reasons: [{ code, description }] }
//   GET  /{p}/payment-methods                      → { methods: [{ code, name }] }
//   PUT  /{p}/merchants/{m}/orders/{ext}/status    { status }
//   PUT  /{p}/merchants/{m}/average-times          { pickUpTime, deliveryTime }
//   POST /{p}/merchants/{m}/shipments              { orderId, ... } → { shipmentId, trackingUrl }
//   POST /{p}/merchants/{m}/shipments/{id}/cancel
//   GET  /{p}/merchants/{m}/neighborhoods          → { neighborhoods: [{ id, name, fee }] }
// Control (tests and the demo): POST /_sim/{p}/{m}/orders adds a new order; PUT /_sim/{p}/{m}/catalog sets the
// catalogue; GET /_sim/{p}/authorization-code/{userCode} is what the person reads on the provider's portal (the page
// GET /_sim/{p}/portal/{userCode}, the user code's verificationUrl, shows it);
// PUT /_sim/fail { provider, status, message } makes a provider fail every call, DELETE /_sim/fail/{p} heals it;
// GET /_sim/log lists the calls that changed something at the provider.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

export interface SimOrderItem {
  code: string;
  name: string;
  quantity: number;
  /** centavos, the marketplace's price of one */
  unitPrice: number;
  observation?: string;
}

export interface SimOrder {
  id: string;
  createdAt: string;
  customer: { name: string; phone?: string };
  deliveryAddress?: { street: string; number: string; neighborhood: string; city: string };
  items: SimOrderItem[];
  deliveryFee: number;
  total: number;
  paymentMethod: string;
  note?: string;
}

export interface IntegratorsSimulator {
  url: string;
  close(): Promise<void>;
  addOrder(provider: string, merchantId: string, order?: Partial<SimOrder>): SimOrder;
  setCatalog(provider: string, merchantId: string, items: { code: string; name: string; price: number }[]): void;
  fail(provider: string, status?: number, message?: string): void;
  heal(provider: string): void;
  authorizationCode(provider: string, userCode: string): string | undefined;
  log: { provider: string; call: string; body: unknown }[];
}

/** What a new merchant sells, until a test sets another catalogue: codes and names of the demo's products, and one of its own. */
export const DEFAULT_CATALOG = [
  { code: '200', name: 'X-Burger', price: 3190 },
  { code: '201', name: 'X-Salada', price: 3490 },
  { code: 'MKT-BATATA', name: 'Batata frita (porção)', price: 2790 },
  { code: 'MKT-COCA', name: 'Coca-Cola lata 350 ml', price: 790 },
  { code: 'MKT-ACAI', name: 'Açaí na tigela 500 ml', price: 2590 },
];

const USER_CODE_PROVIDERS = new Set(['ifood', 'uaiRango']);

interface Failure {
  status: number;
  message: string;
}

export async function startIntegratorsSimulator(options: { port?: number } = {}): Promise<IntegratorsSimulator> {
  const tokens = new Map<string, { provider: string; merchantId: string }>();
  const userCodes = new Map<string, { provider: string; verifier: string; authorizationCode: string }>();
  const catalogs = new Map<string, { code: string; name: string; price: number }[]>();
  const orders = new Map<string, SimOrder[]>();
  const failures = new Map<string, Failure>();
  const log: IntegratorsSimulator['log'] = [];
  let orderSeq = 0;
  const key = (p: string, m: string) => `${p}/${m}`;

  const addOrder = (provider: string, merchantId: string, order: Partial<SimOrder> = {}): SimOrder => {
    orderSeq += 1;
    const items = order.items ?? [{ code: '200', name: 'X-Burger', quantity: 2, unitPrice: 3190 }];
    const deliveryFee = order.deliveryFee ?? 700;
    const full: SimOrder = {
      id: order.id ?? `${provider.toUpperCase()}-${1000 + orderSeq}`,
      createdAt: order.createdAt ?? new Date().toISOString(),
      customer: order.customer ?? { name: 'Cliente do marketplace', phone: '11999990000' },
      deliveryAddress: order.deliveryAddress ?? { street: 'Rua das Flores', number: '42', neighborhood: 'Centro', city: 'São Paulo' },
      items,
      deliveryFee,
      total: items.reduce((s, i) => s + i.quantity * i.unitPrice, deliveryFee),
      paymentMethod: order.paymentMethod ?? 'online',
      ...(order.note ? { note: order.note } : {}),
    };
    const list = orders.get(key(provider, merchantId)) ?? [];
    list.push(full);
    orders.set(key(provider, merchantId), list);
    return full;
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const readBody = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return {};
    try {
      const v = JSON.parse(text) as unknown;
      return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sim');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const method = req.method ?? 'GET';
    const body = method === 'GET' ? {} : await readBody(req);

    if (parts[0] === '_sim') {
      if (parts[1] === 'fail' && method === 'PUT') {
        failures.set(String(body.provider), { status: Number(body.status ?? 503), message: String(body.message ?? 'Serviço indisponível') });
        return send(res, 200, { ok: true });
      }
      if (parts[1] === 'fail' && method === 'DELETE') {
        failures.delete(parts[2] ?? '');
        return send(res, 200, { ok: true });
      }
      if (parts[1] === 'log') return send(res, 200, { log });
      if (parts[2] === 'authorization-code') return send(res, 200, { authorizationCode: userCodes.get(parts[3] ?? '')?.authorizationCode ?? null });
      if (parts[2] === 'portal') {
        const code = userCodes.get(parts[3] ?? '')?.authorizationCode ?? '—';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><meta charset="utf-8"><title>Portal (simulador)</title><h1>Código de autorização</h1><p style="font:bold 2em monospace">${code}</p>`);
        return;
      }
      if (parts[3] === 'orders' && method === 'POST') return send(res, 201, addOrder(parts[1]!, parts[2]!, body as Partial<SimOrder>));
      if (parts[3] === 'catalog' && method === 'PUT') {
        catalogs.set(key(parts[1]!, parts[2]!), (body.items as { code: string; name: string; price: number }[]) ?? []);
        return send(res, 200, { ok: true });
      }
      return send(res, 404, { message: 'not found' });
    }

    const provider = parts[0] ?? '';
    const failure = failures.get(provider);
    if (failure) return send(res, failure.status, { message: failure.message });

    if (parts[1] === 'oauth') {
      if (parts[2] === 'user-code' && method === 'POST') {
        if (!USER_CODE_PROVIDERS.has(provider)) return send(res, 400, { message: 'user code not supported' });
        const userCode = randomUUID().slice(0, 8).toUpperCase();
        const entry = { provider, verifier: randomUUID(), authorizationCode: randomUUID().slice(0, 6).toUpperCase() };
        userCodes.set(userCode, entry);
        // The "portal" the person opens is the simulator's own page, which shows the authorization code (a demo has no other).
        return send(res, 200, { userCode, verificationUrl: `http://${req.headers.host ?? 'localhost'}/_sim/${provider}/portal/${userCode}`, verifier: entry.verifier, expiresIn: 600 });
      }
      if (parts[2] === 'token' && method === 'POST') {
        const merchantId = String(body.merchantId ?? '');
        if (!merchantId) return send(res, 400, { message: 'merchantId required' });
        if (USER_CODE_PROVIDERS.has(provider)) {
          const ok = [...userCodes.values()].some((u) => u.provider === provider && u.verifier === body.verifier && u.authorizationCode === body.authorizationCode);
          if (!ok) return send(res, 401, { message: 'invalid authorization code' });
        } else if (typeof body.apiKey !== 'string' || body.apiKey.length < 4) {
          return send(res, 401, { message: 'invalid api key' });
        }
        const accessToken = randomUUID();
        tokens.set(accessToken, { provider, merchantId });
        return send(res, 200, { accessToken, refreshToken: randomUUID(), expiresIn: 21600, merchantName: `Loja ${merchantId}` });
      }
      return send(res, 404, { message: 'not found' });
    }

    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const who = auth ? tokens.get(auth) : undefined;
    if (!who || who.provider !== provider) return send(res, 401, { message: 'unauthorized' });

    if (parts[1] === 'cancellation-reasons') {
      return send(res, 200, {
        reasons: [
          { code: '501', description: 'Problemas de sistema' },
          { code: '502', description: 'Pedido em duplicidade' },
          { code: '503', description: 'Item indisponível' },
          { code: '504', description: 'Restaurante sem motoboy' },
        ],
      });
    }
    if (parts[1] === 'payment-methods') {
      return send(res, 200, {
        methods: [
          { code: 'ONLINE', name: 'Pago online' },
          { code: 'CASH', name: 'Dinheiro na entrega' },
          { code: 'CARD', name: 'Cartão na entrega' },
          { code: 'PIX', name: 'Pix' },
        ],
      });
    }
    if (parts[1] !== 'merchants' || parts[2] !== who.merchantId) return send(res, 403, { message: 'forbidden' });
    const k = key(provider, who.merchantId);
    const rest = parts.slice(3);
    if (rest[0] === 'catalog' && method === 'GET') return send(res, 200, { items: catalogs.get(k) ?? DEFAULT_CATALOG });
    if (rest[0] === 'catalog' && method === 'PUT') {
      const items = Array.isArray(body.items) ? body.items : [];
      log.push({ provider, call: 'catalog', body });
      return send(res, 200, { received: items.length });
    }
    if (rest[0] === 'orders' && rest.length === 1 && method === 'GET') return send(res, 200, { orders: orders.get(k) ?? [] });
    if (rest[0] === 'orders' && rest[2] === 'status' && method === 'PUT') {
      if (!(orders.get(k) ?? []).some((o) => o.id === rest[1])) return send(res, 404, { message: 'order not found' });
      log.push({ provider, call: `status ${rest[1]}`, body });
      return send(res, 200, { ok: true });
    }
    if (rest[0] === 'average-times' && method === 'PUT') {
      log.push({ provider, call: 'average-times', body });
      return send(res, 200, { ok: true });
    }
    if (rest[0] === 'neighborhoods') {
      return send(res, 200, {
        neighborhoods: [
          { id: 'N1', name: 'Centro', fee: 500 },
          { id: 'N2', name: 'Jardim América', fee: 800 },
          { id: 'N3', name: 'Vila Nova', fee: 1000 },
        ],
      });
    }
    if (rest[0] === 'shipments' && rest.length === 1 && method === 'POST') {
      const shipmentId = `SHP-${randomUUID().slice(0, 8)}`;
      log.push({ provider, call: 'shipment', body });
      return send(res, 201, { shipmentId, trackingUrl: `https://rastreio.${provider}.example/${shipmentId}` });
    }
    if (rest[0] === 'shipments' && rest[2] === 'cancel' && method === 'POST') {
      log.push({ provider, call: `cancel ${rest[1]}`, body });
      return send(res, 200, { ok: true });
    }
    return send(res, 404, { message: 'not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    addOrder,
    setCatalog: (p, m, items) => catalogs.set(key(p, m), items),
    fail: (p, status = 503, message = 'Serviço indisponível') => failures.set(p, { status, message }),
    heal: (p) => failures.delete(p),
    authorizationCode: (p, userCode) => {
      const u = userCodes.get(userCode);
      return u && u.provider === p ? u.authorizationCode : undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
