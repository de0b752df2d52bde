// Delivery marketplaces (000 §7 Integrators), each write declared once in src-shared/writes/integrators.ts. The spec
// writes these calls unscoped (/integrators/...) and shows neither their identifiers nor their answers; our reading:
// - the business is the business integrator's of the path ({id}, {businessIntegratorId}), the order's of the body
//   (change-status, cancel-shipping), the order's of the query (cancellation-reasons), or else `businessId` of the body
//   or the query (auth, user-code, change-average-times, payment-methods); an absent or unknown one is 404;
// - answers: the business integrator without its credentials (auth, update), the user code to type at the provider's
//   portal (user-code), what a pull made ({ created, alreadyPulled, waiting }), the import's counts and items, the
//   provider's lists as it gives them (reasons, payment methods, neighborhoods), the shipment (dispatch).
// Every call to the provider is made before the transaction (writes.ts outside()): a provider down answers 502 naming
// the marketplace and nothing here changes. Managers configure (manage); pulling orders is launching (launch);
// dispatching and telling a provider an order's status is dispatch.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { INTEGRATORS, type Integrator, type OrderChannel, ORDER_CHANNELS } from '../../src-shared/api/enums.js';
import { integratorMessages as m } from '../../src-shared/i18n/integrators.js';
import * as w from '../../src-shared/writes/integrators.js';
import { requestContext } from '../auth/guard.js';
import type { Db } from '../db/database.js';
import { insertRow, updateRow } from '../db/rows.js';
import { businessIntegrators, integratorCatalogItems, integratorOrders, integratorShipments, orders, products } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { conflict, HttpError, notFound } from '../http/errors.js';
import { isUuid } from '../http/inputs.js';
import { registerWrite, type WriteContext, type WriteDeps } from '../http/writes.js';
import { providerApi, type Credentials, type ProviderOrder } from '../integrators/client.js';
import { checkRequired, priceLines } from './lines.js';
import { createOrder, getOrder } from './orders.js';

type IntegratorRow = typeof businessIntegrators.$inferSelect;

/** Providers that log in with the user code shown on their portal (000 §7: "ifood and uaiRango: POST for user code"). */
const USER_CODE = new Set<string>(['ifood', 'uaiRango']);
/** Logistics providers: they carry deliveries, they send no orders. */
const LOGISTICS = new Set<string>(['delmatch', 'entregas10']);

/** The row as anyone reads it: never its credentials. */
export function publicIntegrator(row: IntegratorRow) {
  const { credentials, ...rest } = row;
  return { ...rest, connected: row.status === 'connected' && typeof (credentials as Credentials).accessToken === 'string' };
}

const uuidOr404 = (value: unknown, message: string): string => {
  if (typeof value !== 'string' || !isUuid(value)) throw notFound(message);
  return value;
};

async function integratorById(db: Executor, id: unknown, provider?: string): Promise<IntegratorRow> {
  const rows = await db
    .select()
    .from(businessIntegrators)
    .where(and(eq(businessIntegrators.id, uuidOr404(id, m.notFound.integrator)), isNull(businessIntegrators.deletedAt)));
  const row = rows[0];
  if (!row || (provider !== undefined && row.provider !== provider)) throw notFound(m.notFound.integrator);
  return row;
}

async function integratorOf(db: Executor, businessId: string, provider: string): Promise<IntegratorRow | undefined> {
  const rows = await db
    .select()
    .from(businessIntegrators)
    .where(and(eq(businessIntegrators.businessId, businessId), eq(businessIntegrators.provider, provider), isNull(businessIntegrators.deletedAt)));
  return rows[0];
}

/** The access token of a connected integrator, or 409 saying to connect it. */
function tokenOf(row: IntegratorRow): string {
  const token = (row.credentials as Credentials).accessToken;
  if (row.status !== 'connected' || !token) throw conflict(m.conflict.notConnected(row.provider));
  return token;
}

const knownProvider = (p: unknown): Integrator => {
  if (!(INTEGRATORS as readonly string[]).includes(String(p))) throw notFound(m.notFound.provider);
  return p as Integrator;
};

async function orderBusiness(db: Executor, orderId: unknown): Promise<string> {
  const rows = await db.select({ businessId: orders.businessId }).from(orders).where(and(eq(orders.id, uuidOr404(orderId, m.notFound.order)), isNull(orders.deletedAt)));
  const row = rows[0];
  if (!row) throw notFound(m.notFound.order);
  return row.businessId;
}

/** Inserts the integrator, or updates the business's one for this provider. */
async function upsertIntegrator(ctx: Pick<WriteContext<unknown, unknown>, 'tx' | 'businessId' | 'now' | 'idFor' | 'stamp'>, provider: string, values: Partial<IntegratorRow>) {
  const existing = await integratorOf(ctx.tx, ctx.businessId, provider);
  if (existing) return (await updateRow(ctx.tx, businessIntegrators, existing.id, { ...values, ...ctx.stamp() })) as unknown as IntegratorRow;
  return (await insertRow(ctx.tx, businessIntegrators, {
    id: ctx.idFor(null),
    businessId: ctx.businessId,
    provider,
    createdAt: ctx.now,
    ...values,
    ...ctx.stamp(),
  })) as unknown as IntegratorRow;
}

/** What a marketplace order says of itself, in the order's message (the customer, where to deliver, the note). */
function messageOf(o: ProviderOrder): string {
  const a = o.deliveryAddress;
  const parts = [`#${o.id}`, o.customer.name, o.customer.phone, a ? `${a.street}, ${a.number} - ${a.neighborhood}` : null, o.note ? `Obs.: ${o.note}` : null];
  return parts.filter(Boolean).join(' · ').slice(0, 500);
}

export function registerIntegrators(app: FastifyInstance, deps: WriteDeps): void {
  const business = (b: { businessId?: string | undefined }) => Promise.resolve(uuidOr404(b.businessId, m.notFound.business));

  // ── Connecting ──────────────────────────────────────────────────────────────────────────────
  for (const [decl, provider] of [
    [w.ifoodUserCode, 'ifood'],
    [w.uaiRangoUserCode, 'uaiRango'],
  ] as const) {
    registerWrite(app, deps, {
      method: 'POST',
      path: `integrators/${provider}/user-code`,
      url: `/integrators/${provider}/user-code`,
      body: decl.schema,
      permission: 'manage',
      businessIdOf: (_p, b) => business(b),
      outside: () => providerApi.userCode(provider),
      async run(ctx) {
        const existing = await integratorOf(ctx.tx, ctx.businessId, provider);
        const credentials = { ...((existing?.credentials as Credentials) ?? {}), userCode: ctx.outside.userCode, verifier: ctx.outside.verifier };
        const row = await upsertIntegrator(ctx, provider, { credentials, ...(existing?.status === 'connected' ? {} : { status: 'pending' }) });
        return { status: 201, body: { businessIntegratorId: row.id, provider, userCode: ctx.outside.userCode, verificationUrl: ctx.outside.verificationUrl, expiresIn: ctx.outside.expiresIn } };
      },
    });
  }

  registerWrite(app, deps, {
    method: 'POST',
    path: 'integrators/:provider/auth',
    url: '/integrators/:provider/auth',
    body: w.integratorsAuth.schema,
    permission: 'manage',
    businessIdOf: (p, b) => {
      knownProvider(p.provider);
      return business(b);
    },
    async outside({ db, businessId, body, params }) {
      const provider = knownProvider((params as { provider: string }).provider);
      if (USER_CODE.has(provider)) {
        const verifier = ((await integratorOf(db, businessId, provider))?.credentials as Credentials | undefined)?.verifier;
        if (!verifier) throw conflict(m.conflict.noUserCode(provider));
        if (!body.authorizationCode) throw conflict(m.conflict.needsUserCode(provider));
        return providerApi.token(provider, { merchantId: body.merchantId, authorizationCode: body.authorizationCode, verifier });
      }
      if (!body.apiKey) throw conflict(m.conflict.needsApiKey(provider));
      return providerApi.token(provider, { merchantId: body.merchantId, apiKey: body.apiKey });
    },
    async run(ctx) {
      const provider = (ctx.params as { provider: string }).provider;
      const existing = await integratorOf(ctx.tx, ctx.businessId, provider);
      const settings = { name: ctx.outside.merchantName ?? provider, autoPull: true, ...((existing?.settings as Record<string, unknown>) ?? {}), active: true };
      const row = await upsertIntegrator(ctx, provider, {
        status: 'connected',
        externalId: ctx.body.merchantId,
        credentials: { accessToken: ctx.outside.accessToken, refreshToken: ctx.outside.refreshToken },
        settings,
      });
      return { status: existing ? 200 : 201, body: publicIntegrator(row) };
    },
  });

  registerWrite(app, deps, {
    method: 'PUT',
    path: 'integrators/:id',
    url: '/integrators/:id',
    body: w.integratorsUpdate.schema,
    permission: 'manage',
    businessIdOf: async (p, _b, db) => (await integratorById(db, p.id)).businessId,
    async run(ctx) {
      const row = await integratorById(ctx.tx, (ctx.params as { id: string }).id);
      const { active, ...rest } = ctx.body;
      const settings = { ...(row.settings as Record<string, unknown>), ...rest, ...(active === undefined ? {} : { active }) };
      const status = active === false ? 'disconnected' : active === true && (row.credentials as Credentials).accessToken ? 'connected' : row.status;
      return publicIntegrator((await updateRow(ctx.tx, businessIntegrators, row.id, { settings, status, ...ctx.stamp() })) as unknown as IntegratorRow);
    },
  });

  // ── Catalogue ───────────────────────────────────────────────────────────────────────────────
  registerWrite(app, deps, {
    method: 'POST',
    path: 'integrators/:id/import-catalog',
    url: '/integrators/:id/import-catalog',
    body: w.integratorsImportCatalog.schema,
    permission: 'manage',
    businessIdOf: async (p, _b, db) => (await integratorById(db, p.id)).businessId,
    async outside({ db, params }) {
      const row = await integratorById(db, (params as { id: string }).id);
      return providerApi.catalog(row.provider, row.externalId ?? '', tokenOf(row));
    },
    async run(ctx) {
      const row = await integratorById(ctx.tx, (ctx.params as { id: string }).id);
      const ours = await ctx.tx
        .select({ id: products.id, name: products.name, code: products.internalCode })
        .from(products)
        .where(and(eq(products.businessId, ctx.businessId), isNull(products.deletedAt)));
      const byCode = new Map(ours.filter((p) => p.code).map((p) => [String(p.code), p.id]));
      const byName = new Map(ours.map((p) => [p.name.trim().toLowerCase(), p.id]));
      const known = new Map(
        (await ctx.tx.select().from(integratorCatalogItems).where(and(eq(integratorCatalogItems.businessIntegratorId, row.id), isNull(integratorCatalogItems.deletedAt)))).map((i) => [
          i.externalCode,
          i,
        ]),
      );
      const items = [];
      for (const item of ctx.outside.items) {
        const before = known.get(item.code);
        // A mapping made before is kept; otherwise the same code, or the same name, is our product.
        const productId = before?.productId ?? byCode.get(item.code) ?? byName.get(item.name.trim().toLowerCase()) ?? null;
        const values = { name: item.name, price: Math.round(item.price), productId, ...ctx.stamp() };
        items.push(
          before
            ? await updateRow(ctx.tx, integratorCatalogItems, before.id, values)
            : await insertRow(ctx.tx, integratorCatalogItems, { id: ctx.idFor(null), businessId: ctx.businessId, businessIntegratorId: row.id, externalCode: item.code, createdAt: ctx.now, ...values }),
        );
      }
      await updateRow(ctx.tx, businessIntegrators, row.id, { catalogImportedAt: ctx.now, ...ctx.stamp() });
      const mapped = items.filter((i) => i.productId).length;
      return { total: items.length, mapped, unmapped: items.length - mapped, items };
    },
  });

  registerWrite(app, deps, {
    method: 'POST',
    path: 'integrators/ifood/:businessIntegratorId/update-catalog',
    url: '/integrators/ifood/:businessIntegratorId/update-catalog',
    body: w.ifoodUpdateCatalog.schema,
    permission: 'manage',
    businessIdOf: async (p, _b, db) => (await integratorById(db, p.businessIntegratorId, 'ifood')).businessId,
    async outside({ db, params }) {
      const row = await integratorById(db, (params as { businessIntegratorId: string }).businessIntegratorId, 'ifood');
      const token = tokenOf(row);
      // Our products as iFood sells them: a mapped item keeps iFood's code, the others go under our internal code.
      const mapped = await db
        .select({ productId: integratorCatalogItems.productId, code: integratorCatalogItems.externalCode })
        .from(integratorCatalogItems)
        .where(and(eq(integratorCatalogItems.businessIntegratorId, row.id), isNull(integratorCatalogItems.deletedAt)));
      const codeOf = new Map(mapped.filter((i) => i.productId).map((i) => [i.productId!, i.code]));
      const ours = await db
        .select({ id: products.id, name: products.name, code: products.internalCode, price: products.price })
        .from(products)
        .where(and(eq(products.businessId, row.businessId), isNull(products.deletedAt)));
      const items = ours.map((p) => ({ code: codeOf.get(p.id) ?? p.code ?? p.id, name: p.name, price: Number(p.price ?? 0) }));
      return providerApi.pushCatalog('ifood', row.externalId ?? '', token, items);
    },
    async run(ctx) {
      const id = (ctx.params as { businessIntegratorId: string }).businessIntegratorId;
      await updateRow(ctx.tx, businessIntegrators, id, { catalogPushedAt: ctx.now, ...ctx.stamp() });
      return { received: ctx.outside.received, pushedAt: ctx.now };
    },
  });

  // ── Orders ──────────────────────────────────────────────────────────────────────────────────
  registerWrite(app, deps, {
    method: 'POST',
    path: 'integrators/:provider/:id/pull',
    url: '/integrators/:provider/:id/pull',
    body: w.integratorsPull.schema,
    permission: 'launch',
    businessIdOf: async (p, _b, db) => (await integratorById(db, p.id, p.provider)).businessId,
    async outside({ db, params }) {
      const row = await integratorById(db, (params as { id: string }).id);
      if (LOGISTICS.has(row.provider)) throw conflict(m.conflict.noOrders(row.provider));
      return providerApi.orders(row.provider, row.externalId ?? '', tokenOf(row));
    },
    async run(ctx) {
      const row = await integratorById(ctx.tx, (ctx.params as { id: string }).id);
      const incoming = ctx.outside.orders;
      const ids = incoming.map((o) => o.id);
      // Exactly once: what was pulled before (by this pull's predecessors) is skipped here, and the unique index on
      // (integrator, external id) refuses a second copy should two pulls ever run at once.
      const pulled = new Set(
        ids.length === 0
          ? []
          : (
              await ctx.tx
                .select({ externalId: integratorOrders.externalId })
                .from(integratorOrders)
                .where(and(eq(integratorOrders.businessIntegratorId, row.id), inArray(integratorOrders.externalId, ids)))
            ).map((r) => r.externalId),
      );
      const codes = new Map(
        (await ctx.tx.select().from(integratorCatalogItems).where(and(eq(integratorCatalogItems.businessIntegratorId, row.id), isNull(integratorCatalogItems.deletedAt)))).map((i) => [
          i.externalCode,
          i.productId,
        ]),
      );
      const created: { externalId: string; orderId: string; number: number }[] = [];
      const waiting: { externalId: string; reason: string }[] = [];
      const channel: OrderChannel = (ORDER_CHANNELS as readonly string[]).includes(row.provider) ? (row.provider as OrderChannel) : 'others';
      for (const o of incoming) {
        if (pulled.has(o.id)) continue;
        const missing = o.items.filter((i) => !codes.get(i.code)).map((i) => `${i.name} (${i.code})`);
        // An order with an item we cannot name waits at the provider (not recorded): the next pull after the
        // catalogue is imported or mapped makes it. Nothing is lost.
        if (missing.length > 0) {
          waiting.push({ externalId: o.id, reason: `Itens sem produto correspondente: ${missing.join(', ')}` });
          continue;
        }
        const lines = o.items.map((i) => ({ productId: codes.get(i.code)!, quantity: Math.round(i.quantity * 1000), selections: [], ...(i.observation ? { observation: i.observation.slice(0, 300) } : {}) }));
        try {
          checkRequired(await priceLines(ctx as unknown as WriteContext<unknown, unknown>, lines));
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          waiting.push({ externalId: o.id, reason: err.message });
          continue;
        }
        const order = await createOrder(
          ctx as unknown as WriteContext<unknown, unknown>,
          {
            originType: channel,
            deliveryMode: 'delivery',
            status: 'pending',
            paymentMode: o.paymentMethod === 'online' ? 'prepaid' : 'postpaid',
            message: messageOf(o),
            products: lines,
          },
          undefined,
          'now',
        );
        await insertRow(ctx.tx, integratorOrders, { id: ctx.idFor(null), businessId: ctx.businessId, businessIntegratorId: row.id, externalId: o.id, orderId: order.id, createdAt: ctx.now, ...ctx.stamp() });
        created.push({ externalId: o.id, orderId: String(order.id), number: Number(order.number) });
      }
      await updateRow(ctx.tx, businessIntegrators, row.id, { lastPulledAt: ctx.now, ...ctx.stamp() });
      return { created, alreadyPulled: pulled.size, waiting };
    },
  });

  registerWrite(app, deps, {
    method: 'PUT',
    path: 'integrators/deliveryMuch/change-status',
    url: '/integrators/deliveryMuch/change-status',
    body: w.deliveryMuchChangeStatus.schema,
    permission: 'dispatch',
    businessIdOf: (_p, b, db) => orderBusiness(db, b.orderId),
    async outside({ db, businessId, body }) {
      const row = await integratorOf(db, businessId, 'deliveryMuch');
      if (!row) throw conflict(m.conflict.notConnected('deliveryMuch'));
      const pulled = (await db.select().from(integratorOrders).where(and(eq(integratorOrders.businessIntegratorId, row.id), eq(integratorOrders.orderId, body.orderId!))))[0];
      if (!pulled) throw conflict(m.conflict.notFromProvider('deliveryMuch'));
      await providerApi.changeStatus('deliveryMuch', row.externalId ?? '', tokenOf(row), pulled.externalId, body.newStatus);
      return pulled;
    },
    async run(ctx) {
      await updateRow(ctx.tx, integratorOrders, ctx.outside.id, { providerStatus: ctx.body.newStatus, ...ctx.stamp() });
      return { orderId: ctx.outside.orderId, externalId: ctx.outside.externalId, newStatus: ctx.body.newStatus };
    },
  });

  registerWrite(app, deps, {
    method: 'PUT',
    path: 'integrators/deliveryMuch/change-average-times',
    url: '/integrators/deliveryMuch/change-average-times',
    body: w.deliveryMuchChangeAverageTimes.schema,
    permission: 'manage',
    businessIdOf: (_p, b) => business(b),
    async outside({ db, businessId, body }) {
      const row = await integratorOf(db, businessId, 'deliveryMuch');
      if (!row) throw conflict(m.conflict.notConnected('deliveryMuch'));
      await providerApi.averageTimes('deliveryMuch', row.externalId ?? '', tokenOf(row), { pickUpTime: body.pickUpTime, deliveryTime: body.deliveryTime });
      return row;
    },
    async run(ctx) {
      const settings = { ...(ctx.outside.settings as Record<string, unknown>), pickUpTime: ctx.body.pickUpTime, deliveryTime: ctx.body.deliveryTime };
      return publicIntegrator((await updateRow(ctx.tx, businessIntegrators, ctx.outside.id, { settings, ...ctx.stamp() })) as unknown as IntegratorRow);
    },
  });

  // ── Logistics: dispatch, cancel ─────────────────────────────────────────────────────────────
  for (const [decl, provider] of [
    [w.delmatchDispatch, 'delmatch'],
    [w.entregas10Dispatch, 'entregas10'],
  ] as const) {
    registerWrite(app, deps, {
      method: 'POST',
      path: `integrators/${provider}/:businessIntegratorId/dispatch/:orderId`,
      url: `/integrators/${provider}/:businessIntegratorId/dispatch/:orderId`,
      body: decl.schema,
      permission: 'dispatch',
      businessIdOf: async (p, _b, db) => (await integratorById(db, p.businessIntegratorId, provider)).businessId,
      async outside({ db, businessId, params }) {
        const p = params as { businessIntegratorId: string; orderId: string };
        const row = await integratorById(db, p.businessIntegratorId, provider);
        const order = await getOrder(db, businessId, uuidOr404(p.orderId, m.notFound.order));
        if (order.deliveryMode !== 'delivery') throw conflict(m.conflict.notDelivery);
        const live = await db
          .select()
          .from(integratorShipments)
          .where(and(eq(integratorShipments.orderId, order.id), eq(integratorShipments.status, 'requested'), isNull(integratorShipments.deletedAt)));
        if (live.length > 0) throw conflict(m.conflict.alreadyDispatched(provider));
        const shipment = await providerApi.ship(provider, row.externalId ?? '', tokenOf(row), { orderId: order.id, number: order.number, message: order.message, deliveryFee: order.deliveryFee });
        return { row, order, shipment };
      },
      async run(ctx) {
        const { row, order, shipment } = ctx.outside;
        const saved = await insertRow(ctx.tx, integratorShipments, {
          id: ctx.idFor(null),
          businessId: ctx.businessId,
          businessIntegratorId: row.id,
          orderId: order.id,
          shipmentId: shipment.shipmentId,
          trackingUrl: shipment.trackingUrl ?? null,
          createdAt: ctx.now,
          ...ctx.stamp(),
        });
        return { status: 201, body: saved };
      },
    });
  }

  registerWrite(app, deps, {
    method: 'POST',
    path: 'integrators/entregas10/cancel-shipping',
    url: '/integrators/entregas10/cancel-shipping',
    body: w.entregas10CancelShipping.schema,
    permission: 'dispatch',
    businessIdOf: (_p, b, db) => orderBusiness(db, b.orderId),
    async outside({ db, businessId, body }) {
      const row = await integratorOf(db, businessId, 'entregas10');
      if (!row) throw conflict(m.conflict.notConnected('entregas10'));
      const shipment = (
        await db
          .select()
          .from(integratorShipments)
          .where(and(eq(integratorShipments.businessIntegratorId, row.id), eq(integratorShipments.orderId, body.orderId!), eq(integratorShipments.status, 'requested'), isNull(integratorShipments.deletedAt)))
      )[0];
      if (!shipment) throw notFound(m.notFound.shipment('entregas10'));
      await providerApi.cancelShipment('entregas10', row.externalId ?? '', tokenOf(row), shipment.shipmentId);
      return shipment;
    },
    async run(ctx) {
      return updateRow(ctx.tx, integratorShipments, ctx.outside.id, { status: 'canceled', ...ctx.stamp() });
    },
  });

  // ── Reads of the provider's lists ───────────────────────────────────────────────────────────
  /** The business of a read, once the person is known and linked to it with `permission`. */
  const reader = async (req: FastifyRequest, businessOf: (db: Db) => Promise<string>, permission: 'read' | 'manage' = 'read') => {
    const user = await deps.guard.user(req);
    const businessId = await businessOf(deps.db);
    await deps.guard.business(user, businessId, requestContext(req), permission);
    return businessId;
  };
  const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;
  const connectedOf = async (businessId: string, provider: string) => {
    const row = await integratorOf(deps.db, businessId, provider);
    if (!row) throw conflict(m.conflict.notConnected(provider));
    return row;
  };

  for (const provider of ['ifood', 'uaiRango'] as const) {
    app.get(`/integrators/${provider}/cancellation-reasons`, async (req) => {
      const orderId = query(req).orderId;
      const businessId = await reader(req, (db) => orderBusiness(db, orderId));
      const row = await connectedOf(businessId, provider);
      const pulled = (await deps.db.select().from(integratorOrders).where(and(eq(integratorOrders.businessIntegratorId, row.id), eq(integratorOrders.orderId, String(orderId)))))[0];
      if (!pulled) throw conflict(m.conflict.notFromProvider(provider));
      return providerApi.cancellationReasons(provider, tokenOf(row), pulled.externalId);
    });
  }
  for (const provider of ['aiqfome', 'maisDelivery'] as const) {
    app.get(`/integrators/${provider}/payment-methods`, async (req) => {
      const businessId = await reader(req, () => business({ businessId: query(req).businessId as string | undefined }));
      return providerApi.paymentMethods(provider, tokenOf(await connectedOf(businessId, provider)));
    });
  }
  app.get('/integrators/entregas10/:id/neighborhoods', async (req) => {
    const { id } = req.params as { id: string };
    await reader(req, async (db) => (await integratorById(db, id, 'entregas10')).businessId);
    const row = await integratorById(deps.db, id, 'entregas10');
    return providerApi.neighborhoods('entregas10', row.externalId ?? '', tokenOf(row));
  });
}
