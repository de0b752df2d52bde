// The menu's product writes (001 §7.1): create unique products (one or a list), edit, "esgotado" (available: false),
// delete, bulk price change by percentage or value, copy, change of type, conversion into a subproduct. Codes and
// barcodes name one live product of the business; a price below zero is refused; each write is all or nothing.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { menuMessages } from '../../src-shared/i18n/menu.js';
import { products as productWrites } from '../../src-shared/writes/index.js';
import { bulkValues, newUniqueRow, productValues } from '../../src-shared/writes/products.js';
import { findLive, idExists, insertRow, insertRows, updateRow, type Row } from '../db/rows.js';
import { availabilities, categories, comboProducts, compositions, kitchens, productSubproducts, products, subproducts } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { badRequest, conflict, found } from '../http/errors.js';
import { idRefused } from '../http/validate.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { registerProductFiles } from './productFiles.js';

const m = menuMessages.server;
const notFound = serverMessages.notFound.product;

/** A code or barcode already on another live product of the business: 400 naming the field. */
export async function checkCodes(tx: Executor, businessId: string, rows: { id: string; internalCode?: unknown; barcode?: unknown }[]): Promise<void> {
  const codes = new Map<string, number>();
  const barcodes = new Map<string, number>();
  rows.forEach((r, i) => {
    if (typeof r.internalCode === 'string' && r.internalCode) {
      if (codes.has(r.internalCode)) throw badRequest(m.codeTaken(r.internalCode), [{ path: `products.${i}.internalCode`, message: m.codeTaken(r.internalCode) }]);
      codes.set(r.internalCode, i);
    }
    if (typeof r.barcode === 'string' && r.barcode) {
      if (barcodes.has(r.barcode)) throw badRequest(m.barcodeTaken(r.barcode), [{ path: `products.${i}.barcode`, message: m.barcodeTaken(r.barcode) }]);
      barcodes.set(r.barcode, i);
    }
  });
  if (codes.size === 0 && barcodes.size === 0) return;
  const ids = rows.map((r) => r.id);
  const any: SQL[] = [];
  if (codes.size) any.push(inArray(products.internalCode, [...codes.keys()]));
  if (barcodes.size) any.push(inArray(products.barcode, [...barcodes.keys()]));
  const taken = await tx
    .select({ id: products.id, internalCode: products.internalCode, barcode: products.barcode })
    .from(products)
    .where(and(eq(products.businessId, businessId), isNull(products.deletedAt), or(...any), ...ids.map((id) => ne(products.id, id))));
  const single = rows.length === 1;
  for (const t of taken) {
    if (t.internalCode && codes.has(t.internalCode)) {
      const path = single ? 'internalCode' : `products.${codes.get(t.internalCode)}.internalCode`;
      throw badRequest(m.codeTaken(t.internalCode), [{ path, message: m.codeTaken(t.internalCode) }]);
    }
    if (t.barcode && barcodes.has(t.barcode)) {
      const path = single ? 'barcode' : `products.${barcodes.get(t.barcode)}.barcode`;
      throw badRequest(m.barcodeTaken(t.barcode), [{ path, message: m.barcodeTaken(t.barcode) }]);
    }
  }
}

/** The category and kitchen a product names must be this business's. */
export async function checkProductRefs(tx: Executor, businessId: string, values: Record<string, unknown>): Promise<void> {
  if (typeof values.categoryId === 'string') found(await findLive(tx, categories, businessId, values.categoryId), m.categoryNotFound);
  if (typeof values.kitchenId === 'string') found(await findLive(tx, kitchens, businessId, values.kitchenId), m.kitchenNotFound);
}

type Ctx = WriteContext<unknown, Record<string, string>>;

/** Inserts new unique products (their ids checked free), all or none. */
export async function insertUniques(ctx: Ctx, list: Record<string, unknown>[]): Promise<Row[]> {
  const rows = list.map((p) => ({ id: ctx.idFor(typeof p.id === 'string' ? p.id : null), ...newUniqueRow(p) }));
  await checkCodes(ctx.tx, ctx.businessId, rows as { id: string }[]);
  for (const r of rows) {
    await checkProductRefs(ctx.tx, ctx.businessId, r);
  }
  const given = list.filter((p) => typeof p.id === 'string').map((p) => p.id as string);
  if (given.length) {
    const clash = await ctx.tx.select({ id: products.id }).from(products).where(inArray(products.id, given));
    if (clash.length) throw idRefused();
  }
  const stamped = rows.map((r) => ({ ...r, businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() }));
  const out: Row[] = [];
  // Rows of one shape go in one statement; chunks keep the statement's parameters under PostgreSQL's limit.
  for (let i = 0; i < stamped.length; i += 500) out.push(...(await insertRows(ctx.tx, products, stamped.slice(i, i + 500))));
  return out;
}

export function registerProducts(app: FastifyInstance, deps: WriteDeps): void {
  const w = productWrites;
  registerProductFiles(app, deps);

  registerWrite(app, deps, {
    ...routeOf(w.productsUniquesCreate),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const [row] = await insertUniques(ctx as unknown as Ctx, [ctx.body]);
      return { status: 201, body: row };
    },
  });

  registerWrite(app, deps, {
    ...routeOf(w.productsUniquesBulkCreate),
    permission: 'manage',
    async run(ctx) {
      return { status: 201, body: await insertUniques(ctx as unknown as Ctx, ctx.body.products) };
    },
  });

  registerWrite(app, deps, {
    ...routeOf(w.productsUpdate),
    permission: 'manage',
    async run(ctx) {
      const { id } = ctx.params as { id: string };
      found(await findLive(ctx.tx, products, ctx.businessId, id), notFound);
      const values = productValues(ctx.body);
      if (Object.keys(values).length === 0) throw badRequest(m.noChange);
      await checkCodes(ctx.tx, ctx.businessId, [{ id, ...values }]);
      await checkProductRefs(ctx.tx, ctx.businessId, values);
      return updateRow(ctx.tx, products, id, { ...values, ...ctx.stamp() });
    },
  });

  registerWrite(app, deps, {
    ...routeOf(w.productsDelete),
    permission: 'manage',
    async run(ctx) {
      const { id } = ctx.params as { id: string };
      found(await findLive(ctx.tx, products, ctx.businessId, id), notFound);
      return updateRow(ctx.tx, products, id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });

  registerWrite(app, deps, {
    ...routeOf(w.productsBulkUpdate),
    permission: 'manage',
    async run(ctx) {
      const ids = [...new Set(ctx.body.products.map((p) => p.id))];
      const live = await ctx.tx
        .select()
        .from(products)
        .where(and(eq(products.businessId, ctx.businessId), isNull(products.deletedAt), inArray(products.id, ids)));
      const byId = new Map(live.map((r) => [r.id, r as unknown as Row]));
      ctx.body.products.forEach((p, i) => {
        if (!byId.has(p.id)) throw badRequest(notFound, [{ path: `products.${i}.id`, message: notFound }]);
      });
      const rows = await bulkValues(async (id) => byId.get(id), ctx.body);
      rows.forEach((r, i) => {
        if (ctx.body.priceChange && r.price === null) {
          const before = Number(byId.get(r.id)?.price ?? 0);
          const after = before + (ctx.body.priceChange.type === 'value' ? ctx.body.priceChange.value : 0);
          const message = m.priceBelowZero(String(byId.get(r.id)?.name ?? ''), after);
          throw badRequest(message, [{ path: `products.${i}.price`, message }]);
        }
      });
      const coded = rows.filter((r) => r.values.internalCode !== undefined || r.values.barcode !== undefined);
      if (coded.length) await checkCodes(ctx.tx, ctx.businessId, coded.map((r) => ({ id: r.id, ...r.values })));
      const out: Row[] = [];
      for (const r of rows) {
        await checkProductRefs(ctx.tx, ctx.businessId, r.values);
        out.push(await updateRow(ctx.tx, products, r.id, { ...r.values, ...ctx.stamp() }));
      }
      return out;
    },
  });

  registerWrite(app, deps, {
    ...routeOf(w.productsCopy),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const { id } = ctx.params as { id: string };
      const source = found(await findLive(ctx.tx, products, ctx.businessId, id), notFound);
      const copyId = ctx.idFor(ctx.body.id);
      if (ctx.body.id && (await idExists(ctx.tx, products, copyId))) throw idRefused();
      const { id: _id, changeSeq: _c, createdAt: _ca, updatedAt: _u, deletedAt: _d, ...columns } = source;
      const copy = await insertRow(ctx.tx, products, {
        ...columns, id: copyId, name: ctx.body.newProductName, internalCode: null, barcode: null, createdAt: ctx.now, ...ctx.stamp(),
      });
      await copyChildren(ctx as unknown as Ctx, id, copyId);
      return { status: 201, body: copy };
    },
  });

  registerWrite(app, deps, {
    ...routeOf(w.productsChangeType),
    permission: 'manage',
    async run(ctx) {
      const { id } = ctx.params as { id: string };
      found(await findLive(ctx.tx, products, ctx.businessId, id), notFound);
      return updateRow(ctx.tx, products, id, { type: ctx.body.type, ...ctx.stamp() });
    },
  });

  // "not shown" payload: the product becomes a nominal subproduct of the same name and code (its id is the body's
  // `id` when given), and leaves the menu. Only a product with no compositions nor combo items converts.
  registerWrite(app, deps, {
    ...routeOf(w.productsSubproductConvert),
    permission: 'manage',
    async run(ctx) {
      const { id } = ctx.params as { id: string };
      const product = found(await findLive(ctx.tx, products, ctx.businessId, id), notFound);
      const children = await ctx.tx
        .select({ id: compositions.id })
        .from(compositions)
        .where(and(eq(compositions.businessId, ctx.businessId), eq(compositions.productId, id), isNull(compositions.deletedAt)));
      const items = await ctx.tx
        .select({ id: comboProducts.id })
        .from(comboProducts)
        .where(and(eq(comboProducts.businessId, ctx.businessId), eq(comboProducts.comboId, id), isNull(comboProducts.deletedAt)));
      if (children.length || items.length) throw conflict(m.hasChildren);
      const subId = ctx.idFor(ctx.body.id);
      if (ctx.body.id && (await idExists(ctx.tx, subproducts, subId))) throw idRefused();
      const sub = await insertRow(ctx.tx, subproducts, {
        id: subId,
        businessId: ctx.businessId,
        name: product.name,
        kind: 'nominal',
        internalCode: product.internalCode ?? null,
        description: product.description ?? null,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      await updateRow(ctx.tx, products, id, { deletedAt: ctx.now, ...ctx.stamp() });
      return { status: 201, body: sub };
    },
  });
}

/** A copy's compositions with their items, combo items and availabilities, under new ids. */
async function copyChildren(ctx: Ctx, from: string, to: string): Promise<void> {
  const base = { businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() };
  const strip = (r: Record<string, unknown>) => {
    const { id: _i, changeSeq: _c, createdAt: _ca, updatedAt: _u, deletedAt: _d, businessId: _b, ...rest } = r;
    return rest;
  };
  const live = (t: typeof compositions | typeof productSubproducts | typeof comboProducts | typeof availabilities, col: unknown) =>
    and(eq(t.businessId, ctx.businessId), isNull(t.deletedAt), eq(col as typeof compositions.productId, from));
  const comps = await ctx.tx.select().from(compositions).where(live(compositions, compositions.productId));
  const compIds = new Map(comps.map((c) => [c.id, newId()]));
  for (const c of comps) await insertRow(ctx.tx, compositions, { ...strip(c), ...base, id: compIds.get(c.id), productId: to });
  const items = await ctx.tx.select().from(productSubproducts).where(live(productSubproducts, productSubproducts.productId));
  for (const i of items) {
    const compositionId = compIds.get(i.compositionId);
    if (compositionId) await insertRow(ctx.tx, productSubproducts, { ...strip(i), ...base, id: newId(), productId: to, compositionId });
  }
  const combos = await ctx.tx.select().from(comboProducts).where(live(comboProducts, comboProducts.comboId));
  for (const c of combos) await insertRow(ctx.tx, comboProducts, { ...strip(c), ...base, id: newId(), comboId: to });
  const avail = await ctx.tx.select().from(availabilities).where(and(live(availabilities, availabilities.ownerId), eq(availabilities.ownerType, 'product')));
  for (const a of avail) await insertRow(ctx.tx, availabilities, { ...strip(a), ...base, id: newId(), ownerId: to });
}
