// The menu's product types (composite with its flavours, combo with its products, all you can eat with what it
// allows) and a product's children (compositions, items, their sizes, sales, availabilities and combo prices,
// secondary kitchens, integrator links, fiscal configuration). Each write is declared in
// src-shared/writes/productKinds.ts; every id a body names is checked to be this business's.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productKindMessages as pk } from '../../src-shared/i18n/productKinds.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import type { AnyWrite } from '../../src-shared/writes/define.js';
import * as w from '../../src-shared/writes/productKinds.js';
import { findLive, idExists, insertRow, insertRows, updateRow, type MirroredTable, type Row } from '../db/rows.js';
import {
  availabilities,
  categories,
  comboProductProductSubproducts,
  comboProducts,
  compositions,
  kitchens,
  productAllowedCategories,
  productAllowedProducts,
  productFiscalConfigs,
  productIntegrators,
  productSecondaryKitchens,
  productSubproductPrices,
  productSubproductSales,
  productSubproducts,
  products,
  subproducts,
} from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { conflict, found, notFound } from '../http/errors.js';
import { idRefused } from '../http/validate.js';
import { isUuid } from '../http/inputs.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { registerProductImages } from './productImages.js';
import { checkMembers, checkOrigins } from './refs.js';

const nf = serverMessages.notFound;
const pnf = pk.notFound;
type Ctx = WriteContext<unknown, Record<string, string>>;
type Body = Record<string, unknown>;

/** 404 unless every id names a live row of the business in the table. */
async function checkAll(tx: Executor, table: MirroredTable, businessId: string, ids: readonly (string | null | undefined)[], message: string): Promise<void> {
  const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  if (wanted.length === 0) return;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.businessId, businessId), inArray(table.id, wanted), isNull(table.deletedAt)));
  if (rows.length !== wanted.length) throw notFound(message);
}

/** The product of the path, of this business, and (when given) of that type. */
async function productOf(ctx: Ctx, id: string, type?: string, wrongType?: string): Promise<Row> {
  const row = found(await findLive(ctx.tx, products, ctx.businessId, id), nf.product);
  if (type && row.type !== type) throw conflict(wrongType ?? pk.wrongType(String(row.name), type));
  return row;
}

/** The category and kitchen a product names. */
async function productRefs(ctx: Ctx, body: Body): Promise<void> {
  await checkAll(ctx.tx, categories, ctx.businessId, [body.categoryId as string | undefined], pnf.category);
  await checkAll(ctx.tx, kitchens, ctx.businessId, [body.kitchenId as string | undefined], nf.kitchen);
}

/** A client-made id already used: refused like a malformed id, so it tells nothing of another business (the pipeline replays a repeat of the same write before this). */
async function freshId(ctx: Ctx, table: MirroredTable, clientId: unknown): Promise<string> {
  const id = ctx.idFor(clientId as string | undefined);
  if (clientId && (await idExists(ctx.tx, table, id))) throw idRefused();
  return id;
}

const created = (body: unknown) => ({ status: 201, body });
const stampOf = (ctx: Ctx) => ({ businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() });

/** Soft-deletes the live rows of a table the condition picks (a product's compositions and items...). */
async function removeWhere(ctx: Ctx, table: MirroredTable, column: MirroredTable['id'], value: string): Promise<void> {
  await ctx.tx
    .update(table)
    .set({ deletedAt: ctx.now, ...ctx.stamp() } as never)
    .where(and(eq(table.businessId, ctx.businessId), eq(column, value), isNull(table.deletedAt)));
}

/**
 * A collection under a parent (a product, a product's item): create, update and soft delete, each through its
 * declared write. `parent` checks the path's parent and gives the columns that tie a row to it: a row of another
 * parent is not found through this one.
 */
function registerChild(
  app: FastifyInstance,
  deps: WriteDeps,
  def: {
    table: MirroredTable;
    writes: { create?: AnyWrite; update?: AnyWrite; delete?: AnyWrite };
    notFound: string;
    /** the path parameter naming the row (`id`, or `saleId`) */
    idParam?: string;
    parent: (ctx: Ctx) => Promise<Record<string, unknown>>;
    prepare?: (values: Body, ctx: Ctx, existing: Row | null) => Promise<void>;
    beforeDelete?: (row: Row, ctx: Ctx) => Promise<void>;
  },
): void {
  const idParam = def.idParam ?? 'id';
  const existing = async (ctx: Ctx) => {
    const tie = await def.parent(ctx);
    const row = found(await findLive(ctx.tx, def.table, ctx.businessId, ctx.params[idParam] as string), def.notFound);
    for (const [k, v] of Object.entries(tie)) if (row[k] !== v) throw notFound(def.notFound);
    return row;
  };
  const { create, update, delete: remove } = def.writes;
  if (create) {
    registerWrite(app, deps, {
      ...routeOf(create),
      permission: 'manage',
      createdId: (body) => (body as { id?: string }).id,
      async run(ctx) {
        const c = ctx as Ctx;
        const { id: clientId, ...values } = ctx.body as Body;
        const id = await freshId(c, def.table, clientId);
        const row = { ...values, ...(await def.parent(c)) };
        await def.prepare?.(row, c, null);
        return created(await insertRow(ctx.tx, def.table, { ...row, id, ...stampOf(c) }));
      },
    });
  }
  if (update) {
    registerWrite(app, deps, {
      ...routeOf(update),
      permission: 'manage',
      async run(ctx) {
        const c = ctx as Ctx;
        const row = await existing(c);
        const { id: _ignored, ...values } = ctx.body as Body;
        await def.prepare?.(values, c, row);
        return updateRow(ctx.tx, def.table, row.id, { ...values, ...ctx.stamp() });
      },
    });
  }
  if (remove) {
    registerWrite(app, deps, {
      ...routeOf(remove),
      permission: 'manage',
      async run(ctx) {
        const c = ctx as Ctx;
        const row = await existing(c);
        await def.beforeDelete?.(row, c);
        return updateRow(ctx.tx, def.table, row.id, { deletedAt: ctx.now, ...ctx.stamp() });
      },
    });
  }
}

/** A product's item (product-subproduct) of the path `{sid}`. */
async function itemOf(ctx: Ctx): Promise<Row> {
  await productOf(ctx, ctx.params.productId as string);
  // `{sid}` is no `…Id` parameter, so the input checks did not see it: not an id, not found.
  if (!isUuid(String(ctx.params.sid))) throw notFound(pnf.productSubproduct);
  const row = found(await findLive(ctx.tx, productSubproducts, ctx.businessId, ctx.params.sid as string), pnf.productSubproduct);
  if (row.productId !== ctx.params.productId) throw notFound(pnf.productSubproduct);
  return row;
}

/** The product types: create with their children in one write, update the product, delete it with them. */
function registerProductTypes(app: FastifyInstance, deps: WriteDeps): void {
  // ---------------------------------------------------------------- composite (pizza)
  registerWrite(app, deps, {
    ...routeOf(w.productCompositesCreate),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const c = ctx as Ctx;
      const { id: clientId, compositionId, flavorsName, flavors, ...fields } = ctx.body;
      await productRefs(c, fields);
      await checkAll(ctx.tx, subproducts, ctx.businessId, flavors.map((f) => f.subproductId), nf.subproduct);
      const id = await freshId(c, products, clientId);
      const product = await insertRow(ctx.tx, products, { ...fields, type: 'composite', id, ...stampOf(c) });
      const comp = await insertRow(ctx.tx, compositions, { ...w.compositionOfFlavors(id, ctx.idFor(compositionId), flavorsName, fields.maxFlavors), ...stampOf(c) });
      const items = await insertRows(
        ctx.tx,
        productSubproducts,
        flavors.map((f, i) => ({ id: ctx.idFor(f.id), productId: id, compositionId: comp.id, subproductId: f.subproductId, price: f.price, maxQuantity: 1, position: i, available: true, ...stampOf(c) })),
      );
      return created({ ...product, compositions: [comp], productSubproducts: items });
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.productCompositesUpdate),
    permission: 'manage',
    async run(ctx) {
      const c = ctx as Ctx;
      await productOf(c, String(ctx.params.id), 'composite');
      await productRefs(c, ctx.body);
      if (ctx.body.maxFlavors !== undefined) {
        // The flavours' composition takes as many as the product allows.
        await ctx.tx
          .update(compositions)
          .set({ maxQuantity: ctx.body.maxFlavors, ...ctx.stamp() })
          .where(and(eq(compositions.businessId, ctx.businessId), eq(compositions.productId, String(ctx.params.id)), eq(compositions.flavors, true), isNull(compositions.deletedAt)));
      }
      return updateRow(ctx.tx, products, String(ctx.params.id), { ...ctx.body, ...ctx.stamp() });
    },
  });
  registerTypeDelete(app, deps, w.productCompositesDelete, 'composite');

  // ---------------------------------------------------------------- combo
  registerWrite(app, deps, {
    ...routeOf(w.productComboCreate),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const c = ctx as Ctx;
      const { id: clientId, products: items, ...fields } = ctx.body;
      await productRefs(c, fields);
      await comboItems(c, items.map((i) => i.productId));
      const id = await freshId(c, products, clientId);
      const product = await insertRow(ctx.tx, products, { ...fields, type: 'combo', id, ...stampOf(c) });
      const rows = await insertRows(
        ctx.tx,
        comboProducts,
        items.map((i) => ({ id: ctx.idFor(i.id), comboId: id, productId: i.productId, quantity: i.quantity, price: i.price, ...stampOf(c) })),
      );
      return created({ ...product, comboProducts: rows });
    },
  });
  registerTypeUpdate(app, deps, w.productComboUpdate, 'combo');
  registerTypeDelete(app, deps, w.productComboDelete, 'combo');
  registerChild(app, deps, {
    table: comboProducts,
    writes: { create: w.productComboProductsCreate, update: w.productComboProductsUpdate, delete: w.productComboProductsDelete },
    notFound: pnf.comboProduct,
    async parent(ctx) {
      await productOf(ctx, ctx.params.productId as string, 'combo');
      return { comboId: ctx.params.productId };
    },
    async prepare(values, ctx) {
      if (values.productId) await comboItems(ctx, [values.productId as string]);
    },
    async beforeDelete(row, ctx) {
      const left = await ctx.tx
        .select({ id: comboProducts.id })
        .from(comboProducts)
        .where(and(eq(comboProducts.businessId, ctx.businessId), eq(comboProducts.comboId, row.comboId as string), isNull(comboProducts.deletedAt)));
      if (left.length <= 1) throw conflict(pk.comboLastProduct);
    },
  });

  // ---------------------------------------------------------------- all you can eat (rodízio)
  registerWrite(app, deps, {
    ...routeOf(w.productAllYouCanEatCreate),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const c = ctx as Ctx;
      const { id: clientId, ...fields } = ctx.body;
      await productRefs(c, fields);
      const id = await freshId(c, products, clientId);
      return created(await insertRow(ctx.tx, products, { ...fields, type: 'allYouCanEat', id, ...stampOf(c) }));
    },
  });
  registerTypeUpdate(app, deps, w.productAllYouCanEatUpdate, 'allYouCanEat');
  registerTypeDelete(app, deps, w.productAllYouCanEatDelete, 'allYouCanEat');
  const rodizio = async (ctx: Ctx) => {
    await productOf(ctx, ctx.params.productId as string, 'allYouCanEat', pk.notAllYouCanEat);
    return { productId: ctx.params.productId };
  };
  registerChild(app, deps, {
    table: productAllowedProducts,
    writes: { create: w.productAllowedProductsCreate, update: w.productAllowedProductsUpdate, delete: w.productAllowedProductsDelete },
    notFound: pnf.allowedProduct,
    parent: rodizio,
    prepare: async (values, ctx) => checkAll(ctx.tx, products, ctx.businessId, [values.allowedProductId as string | undefined], nf.product),
  });
  registerChild(app, deps, {
    table: productAllowedCategories,
    writes: { create: w.productAllowedCategoriesCreate, update: w.productAllowedCategoriesUpdate, delete: w.productAllowedCategoriesDelete },
    notFound: pnf.allowedCategory,
    parent: rodizio,
    prepare: async (values, ctx) => checkAll(ctx.tx, categories, ctx.businessId, [values.categoryId as string | undefined], pnf.category),
  });
}

/** The products of a combo: this business's, and none a combo itself. */
async function comboItems(ctx: Ctx, ids: readonly string[]): Promise<void> {
  await checkAll(ctx.tx, products, ctx.businessId, ids, nf.product);
  const combos = await ctx.tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.businessId, ctx.businessId), inArray(products.id, [...ids]), eq(products.type, 'combo')));
  if (combos.length > 0) throw conflict(pk.comboInCombo);
}

function registerTypeUpdate(app: FastifyInstance, deps: WriteDeps, decl: AnyWrite, type: string): void {
  registerWrite(app, deps, {
    ...routeOf(decl),
    permission: 'manage',
    async run(ctx) {
      const c = ctx as Ctx;
      const id = (ctx.params as { id: string }).id;
      await productOf(c, id, type);
      await productRefs(c, ctx.body as Body);
      return updateRow(ctx.tx, products, id, { ...(ctx.body as Body), ...ctx.stamp() });
    },
  });
}

/** A product of the type leaves the menu with its compositions, items and combo products. */
function registerTypeDelete(app: FastifyInstance, deps: WriteDeps, decl: AnyWrite, type: string): void {
  registerWrite(app, deps, {
    ...routeOf(decl),
    permission: 'manage',
    async run(ctx) {
      const c = ctx as Ctx;
      const id = (ctx.params as { id: string }).id;
      await productOf(c, id, type);
      await removeWhere(c, compositions, compositions.productId, id);
      await removeWhere(c, productSubproducts, productSubproducts.productId, id);
      await removeWhere(c, comboProducts, comboProducts.comboId, id);
      return updateRow(ctx.tx, products, id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });
}

/** A product's compositions and items, bound and unbound; its kitchens and integrator links. */
function registerProductChildren(app: FastifyInstance, deps: WriteDeps): void {
  const ofProduct = async (ctx: Ctx) => {
    await productOf(ctx, ctx.params.productId as string);
    return { productId: ctx.params.productId };
  };
  registerChild(app, deps, {
    table: compositions,
    writes: { create: w.productCompositionsCreate, update: w.productCompositionsUpdate, delete: w.productCompositionsDelete },
    notFound: pnf.composition,
    parent: ofProduct,
    // Its items leave with it: the counter offers none of them any more.
    beforeDelete: async (row, ctx) => removeWhere(ctx, productSubproducts, productSubproducts.compositionId, row.id),
  });

  registerWrite(app, deps, {
    ...routeOf(w.productCompositionsBindSubproducts),
    permission: 'manage',
    async run(ctx) {
      const c = ctx as Ctx;
      const comp = await compositionOf(c);
      const wanted = [...new Set([ctx.body.productSubproductId].flat())];
      const sources = await ctx.tx
        .select()
        .from(productSubproducts)
        .where(and(eq(productSubproducts.businessId, ctx.businessId), eq(productSubproducts.productId, comp.productId as string), inArray(productSubproducts.id, wanted), isNull(productSubproducts.deletedAt)));
      if (sources.length !== wanted.length) throw notFound(pnf.productSubproduct);
      const here = await liveItems(c, comp.id);
      const taken = new Set(here.map((r) => r.subproductId));
      if (sources.some((s) => taken.has(s.subproductId))) throw conflict(pk.alreadyBound);
      // The same subproduct, at the same price, offered in this composition too.
      const rows = await insertRows(
        ctx.tx,
        productSubproducts,
        sources.map((s, i) => ({
          id: ctx.idFor(null), productId: s.productId, compositionId: comp.id, subproductId: s.subproductId, price: s.price, maxQuantity: s.maxQuantity, position: here.length + i, available: s.available, ...stampOf(c),
        })),
      );
      return created(rows);
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.productCompositionsUnbindSubproduct),
    permission: 'manage',
    async run(ctx) {
      const c = ctx as Ctx;
      const comp = await compositionOf(c);
      const bound = (await liveItems(c, comp.id)).filter((r) => r.subproductId === ctx.params.subproductId);
      if (bound.length === 0) throw notFound(pnf.productSubproduct);
      const removed = [];
      for (const r of bound) removed.push(await updateRow(ctx.tx, productSubproducts, r.id, { deletedAt: ctx.now, ...ctx.stamp() }));
      return removed;
    },
  });

  registerWrite(app, deps, {
    ...routeOf(w.productIntegratorsCreate),
    permission: 'manage',
    async run(ctx) {
      const c = ctx as Ctx;
      await productOf(c, String(ctx.params.productId));
      if (ctx.body.product.id !== ctx.params.productId) throw conflict(pk.productMismatch);
      const row = { productId: ctx.params.productId, businessIntegratorId: ctx.body.businessIntegratorId, externalCode: ctx.body.externalCode ?? null };
      return created(await insertRow(ctx.tx, productIntegrators, { ...row, id: ctx.idFor(null), ...stampOf(c) }));
    },
  });

  registerChild(app, deps, {
    table: productSecondaryKitchens,
    writes: { create: w.productSecondaryKitchensCreate, update: w.productSecondaryKitchensUpdate, delete: w.productSecondaryKitchensDelete },
    notFound: pnf.secondaryKitchen,
    parent: ofProduct,
    prepare: async (values, ctx) => checkAll(ctx.tx, kitchens, ctx.businessId, [values.kitchenId as string | undefined], nf.kitchen),
  });

  registerChild(app, deps, {
    table: productSubproducts,
    writes: { create: w.productSubproductsCreate, update: w.productSubproductsUpdate, delete: w.productSubproductsDelete },
    notFound: pnf.productSubproduct,
    parent: ofProduct,
    async prepare(values, ctx, existing) {
      if (existing) return;
      const comp = found(await findLive(ctx.tx, compositions, ctx.businessId, values.compositionId as string), pnf.composition);
      if (comp.productId !== ctx.params.productId) throw conflict(pk.compositionOfOtherProduct);
      await checkAll(ctx.tx, subproducts, ctx.businessId, [values.subproductId as string], nf.subproduct);
    },
  });
}

/** The composition `{id}` of the path's product. */
async function compositionOf(ctx: Ctx): Promise<Row> {
  await productOf(ctx, ctx.params.productId as string);
  const comp = found(await findLive(ctx.tx, compositions, ctx.businessId, ctx.params.id as string), pnf.composition);
  if (comp.productId !== ctx.params.productId) throw notFound(pnf.composition);
  return comp;
}

async function liveItems(ctx: Ctx, compositionId: string) {
  return ctx.tx
    .select()
    .from(productSubproducts)
    .where(and(eq(productSubproducts.businessId, ctx.businessId), eq(productSubproducts.compositionId, compositionId), isNull(productSubproducts.deletedAt)));
}

/** An item's availabilities, prices per size, sales and prices inside combos; all its prices at once. */
function registerItemChildren(app: FastifyInstance, deps: WriteDeps): void {
  registerChild(app, deps, {
    table: availabilities,
    writes: { create: w.productSubproductAvailabilitiesCreate, update: w.productSubproductAvailabilitiesUpdate, delete: w.productSubproductAvailabilitiesDelete },
    notFound: nf.availability,
    async parent(ctx) {
      const item = await itemOf(ctx);
      return { ownerType: 'productSubproduct', ownerId: item.id };
    },
    async prepare(values, ctx) {
      if (typeof values.weekday === 'number') values.weekdays = [values.weekday];
      delete values.weekday;
      await checkOrigins(ctx.tx, ctx.businessId, values.originIds);
      await checkMembers(ctx.tx, ctx.businessId, values.userIds);
    },
  });
  const ofItem = async (ctx: Ctx) => {
    const item = await itemOf(ctx);
    return { productId: item.productId, productSubproductId: item.id };
  };
  registerChild(app, deps, {
    table: productSubproductPrices,
    writes: { create: w.productSubproductPricesCreate, update: w.productSubproductPricesUpdate, delete: w.productSubproductPricesDelete },
    notFound: pnf.price,
    parent: ofItem,
  });
  registerChild(app, deps, {
    table: productSubproductSales,
    writes: { update: w.productSubproductSalesUpdate, delete: w.productSubproductSalesDelete },
    notFound: pnf.sale,
    idParam: 'saleId',
    parent: ofItem,
  });
  // A sale is created under the product, naming its item in the body.
  registerWrite(app, deps, {
    ...routeOf(w.productSubproductSalesCreate),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const c = ctx as Ctx;
      const { id: clientId, productSubproductId, ...values } = ctx.body;
      await itemOf({ ...c, params: { ...c.params, sid: productSubproductId } });
      const id = await freshId(c, productSubproductSales, clientId);
      return created(await insertRow(ctx.tx, productSubproductSales, { ...values, productId: ctx.params.productId, productSubproductId, id, ...stampOf(c) }));
    },
  });
  registerChild(app, deps, {
    table: comboProductProductSubproducts,
    writes: { create: w.productSubproductComboProductProductSubproductCreate, update: w.productSubproductComboProductProductSubproductUpdate },
    notFound: pnf.comboPrice,
    parent: ofItem,
    async prepare(values, ctx, existing) {
      if (existing) return;
      // The combo product is one that puts this item's product in a combo.
      const row = found(await findLive(ctx.tx, comboProducts, ctx.businessId, values.comboProductId as string), pnf.comboProduct);
      if (row.productId !== ctx.params.productId) throw notFound(pnf.comboProduct);
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.productSubproductPricesBulkUpdate),
    permission: 'manage',
    async run(ctx) {
      const c = ctx as Ctx;
      await productOf(c, String(ctx.params.productId));
      const wanted = [...new Set(ctx.body.prices.map((x) => x.productSubproductId))];
      const items = await ctx.tx
        .select({ id: productSubproducts.id })
        .from(productSubproducts)
        .where(and(eq(productSubproducts.businessId, ctx.businessId), eq(productSubproducts.productId, String(ctx.params.productId)), inArray(productSubproducts.id, wanted), isNull(productSubproducts.deletedAt)));
      // All or none: one unknown item refuses the whole list.
      if (items.length !== wanted.length) throw notFound(pnf.productSubproduct);
      const rows = [];
      for (const x of ctx.body.prices) rows.push(await updateRow(ctx.tx, productSubproducts, x.productSubproductId, { price: x.price, ...ctx.stamp() }));
      return rows;
    },
  });
}

/** The product's row moves with its fiscal configuration: the terminals pull it again, with `fiscal` (graphql). */
async function restampProduct(ctx: Ctx, productId: string): Promise<void> {
  await ctx.tx.update(products).set(ctx.stamp()).where(and(eq(products.businessId, ctx.businessId), eq(products.id, productId)));
}

/** The configuration's fields a PUT that leaves them out clears (a change of tax regime leaves nothing behind). */
const FISCAL_OPTIONAL = ['cest', 'cst', 'csosn', 'icmsRateBps', 'pisCst', 'pisRateBps', 'cofinsCst', 'cofinsRateBps', 'approxTaxRateBps'] as const;

/** A product's fiscal configuration: one live per product. */
function registerFiscalConfig(app: FastifyInstance, deps: WriteDeps): void {
  registerWrite(app, deps, {
    ...routeOf(w.productFiscalConfigCreate),
    permission: 'manage',
    createdId: (b) => b.id,
    async run(ctx) {
      const c = ctx as Ctx;
      const { id: clientId, ...values } = ctx.body;
      await productOf(c, values.productId);
      const live = await ctx.tx
        .select({ id: productFiscalConfigs.id })
        .from(productFiscalConfigs)
        .where(and(eq(productFiscalConfigs.businessId, ctx.businessId), eq(productFiscalConfigs.productId, values.productId), isNull(productFiscalConfigs.deletedAt)));
      if (live.length > 0) throw conflict(pk.fiscalConfigExists);
      const id = await freshId(c, productFiscalConfigs, clientId);
      await restampProduct(c, values.productId);
      return created(await insertRow(ctx.tx, productFiscalConfigs, { ...Object.fromEntries(FISCAL_OPTIONAL.map((k) => [k, null])), ...values, id, ...stampOf(c) }));
    },
  });
  registerChild(app, deps, {
    table: productFiscalConfigs,
    writes: { update: w.productFiscalConfigUpdate, delete: w.productFiscalConfigDelete },
    notFound: pnf.fiscalConfig,
    parent: async () => ({}),
    async prepare(values, ctx, existing) {
      // A switch from CST to CSOSN (a change of tax regime) clears what is not sent.
      for (const k of FISCAL_OPTIONAL) values[k] ??= null;
      if (existing) await restampProduct(ctx, existing.productId as string);
    },
    beforeDelete: async (row, ctx) => restampProduct(ctx, row.productId as string),
  });
}

export function registerProductKinds(app: FastifyInstance, deps: WriteDeps): void {
  registerProductTypes(app, deps);
  registerProductChildren(app, deps);
  registerItemChildren(app, deps);
  registerFiscalConfig(app, deps);
  registerProductImages(app, deps);
}
