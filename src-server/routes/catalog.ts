// The menu's configuration routes (001 §7.4): catalogs and their categories, categories (availabilities, sales,
// integrator links), compositions (availabilities, options, their availabilities and prices per size, the options a
// combo offers), nominal subproducts, other fees (availabilities), KDS (bulk copy), and a kitchen's conditional
// printers' availabilities and conditional KDS (availabilities). Each write is declared once in
// src-shared/writes/catalog.ts; a child row is reached only through its own parents, all of this business.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { catalogMessages as cm } from '../../src-shared/i18n/catalog.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { validationMessages, type FieldIssue } from '../../src-shared/i18n/validation.js';
import { checkSale, feeTooHigh } from '../../src-shared/api/schemas/catalogs.js';
import * as w from '../../src-shared/writes/catalog.js';
import type { AnyWrite } from '../../src-shared/writes/define.js';
import { findLive, insertRows, updateRow, type MirroredTable, type Row } from '../db/rows.js';
import {
  availabilities,
  catalogCategories,
  catalogs,
  categories,
  categoryIntegrators,
  categorySales,
  comboProductCompositionSubproducts,
  comboProducts,
  compositionPrices,
  compositions,
  kds,
  kitchenConditionalKds,
  kitchenConditionalPrinters,
  kitchens,
  otherFees,
  productSubproducts,
  products,
  subproducts,
} from '../db/schema.js';
import { badRequest, conflict, found } from '../http/errors.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { registerDeclaredCrud } from './crud.js';
import { checkOrigins } from './refs.js';
import { registerCategoryImages } from './catalogImages.js';

const nf = cm.notFound;
type Ctx = WriteContext<unknown, Record<string, string>>;
type Values = Record<string, unknown>;

/** A live row of this business or 404. */
const live = async (ctx: Ctx, table: MirroredTable, id: unknown, message: string): Promise<Row> =>
  found(typeof id === 'string' ? await findLive(ctx.tx, table, ctx.businessId, id) : undefined, message);

/** 404 unless every id names a live row of this business in `table`. */
async function allLive(ctx: Ctx, table: MirroredTable, ids: unknown, message: string): Promise<void> {
  const wanted = [...new Set(Array.isArray(ids) ? (ids as string[]) : [])];
  if (wanted.length === 0) return;
  const rows = await ctx.tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.businessId, ctx.businessId), inArray(table.id, wanted), isNull(table.deletedAt)));
  if (rows.length !== wanted.length) found(null, message);
}

/** A 400 naming the field, as the body's own validation answers. */
function invalid(issues: FieldIssue[]): never {
  throw badRequest(validationMessages.summary(issues), issues);
}

/** A step from a path parameter to its row: `of` names the column that must hold the previous step's row id. */
interface Step {
  param: string;
  table: MirroredTable;
  notFound: string;
  of?: string;
}

/** Walks the path's parents in order; each must be this business's and belong to the one before it. */
async function walk(ctx: Ctx, steps: Step[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const step of steps) {
    const row = await live(ctx, step.table, ctx.params[step.param], step.notFound);
    const previous = rows[rows.length - 1];
    if (step.of && previous && row[step.of] !== previous.id) found(null, step.notFound);
    rows.push(row);
  }
  return rows;
}

export interface ChildDef {
  writes: { create?: AnyWrite; update?: AnyWrite; delete?: AnyWrite };
  table: MirroredTable;
  notFound: string;
  /** the path's parents, outermost first */
  steps?: Step[];
  /** the columns a created row takes from its parents (and an updated or deleted one must hold) */
  link?: (parents: Row[], ctx: Ctx) => Values;
  prepare?: (values: Values, ctx: Ctx, existing: Row | null, parents: Row[]) => Promise<void>;
  beforeDelete?: (row: Row, ctx: Ctx) => Promise<void>;
}

/** A declared collection under its parents: a row is reached only through the parents it belongs to. */
export function registerChild(app: FastifyInstance, deps: WriteDeps, def: ChildDef): void {
  const linkOf = async (ctx: Ctx) => {
    const parents = await walk(ctx, def.steps ?? []);
    return { parents, link: def.link?.(parents, ctx) ?? {} };
  };
  registerDeclaredCrud(app, deps, {
    table: def.table,
    writes: def.writes,
    permission: 'manage',
    notFound: def.notFound,
    parent: async (ctx) => (await linkOf(ctx)).link,
    // registerCrud reaches a row only under its parents (the link): a row of another parent is not found.
    async prepare(values, ctx, existing) {
      const { parents } = await linkOf(ctx);
      await def.prepare?.(values, ctx, existing, parents);
    },
    async beforeDelete(row, ctx) {
      await def.beforeDelete?.(row, ctx);
    },
  });
}

/** Availabilities of an owner (reached through `steps`, the last one the owner): weekdays, origins, hours. */
function registerAvailabilities(app: FastifyInstance, deps: WriteDeps, writes: ChildDef['writes'], ownerType: string, steps: Step[]): void {
  registerChild(app, deps, {
    writes,
    table: availabilities,
    notFound: serverMessages.notFound.availability,
    steps,
    link: (parents) => ({ ownerType, ownerId: parents[parents.length - 1]!.id }),
    prepare: async (values, ctx) => checkOrigins(ctx.tx, ctx.businessId, values.originIds),
  });
}

const category: Step = { param: 'categoryId', table: categories, notFound: nf.category };
const composition: Step = { param: 'compositionId', table: compositions, notFound: nf.composition };
const option: Step = { param: 'subproductId', table: productSubproducts, notFound: nf.compositionSubproduct, of: 'compositionId' };
const kitchen: Step = { param: 'kitchenId', table: kitchens, notFound: serverMessages.notFound.kitchen };
const conditionalPrinter: Step = { param: 'conditionalPrinterId', table: kitchenConditionalPrinters, notFound: nf.conditionalPrinter, of: 'kitchenId' };
const conditionalKdsStep: Step = { param: 'conditionalKdsId', table: kitchenConditionalKds, notFound: nf.conditionalKds, of: 'kitchenId' };

export function registerCatalog(app: FastifyInstance, deps: WriteDeps): void {
  // ---------------------------------------------------------------- catalogs
  registerChild(app, deps, {
    writes: { create: w.catalogsCreate, update: w.catalogsUpdate, delete: w.catalogsDelete },
    table: catalogs,
    notFound: nf.catalog,
    prepare: async (values, ctx) => checkOrigins(ctx.tx, ctx.businessId, values.originIds),
  });
  // A list of categories joined at once: each this business's and not yet in the catalog, all or none.
  registerWrite(app, deps, {
    ...routeOf(w.catalogCategoriesCreate),
    permission: 'manage',
    createdId: (b) => b.categories[0]?.id,
    async run(ctx) {
      const c = ctx as unknown as Ctx;
      const catalogId = (ctx.params as { catalogId: string }).catalogId;
      await live(c, catalogs, catalogId, nf.catalog);
      const wanted = ctx.body.categories.map((x) => x.catalogCategoryId);
      await allLive(c, categories, wanted, nf.category);
      const present = await ctx.tx
        .select({ id: catalogCategories.catalogCategoryId })
        .from(catalogCategories)
        .where(and(eq(catalogCategories.businessId, ctx.businessId), eq(catalogCategories.catalogId, catalogId), inArray(catalogCategories.catalogCategoryId, wanted), isNull(catalogCategories.deletedAt)));
      if (present.length > 0 || new Set(wanted).size !== wanted.length) throw conflict(cm.conflict.categoryInCatalog);
      const rows = ctx.body.categories.map((x) => ({
        id: ctx.idFor(x.id),
        businessId: ctx.businessId,
        catalogId,
        catalogCategoryId: x.catalogCategoryId,
        position: x.position,
        createdAt: ctx.now,
        ...ctx.stamp(),
      }));
      return { status: 201, body: await insertRows(ctx.tx, catalogCategories, rows) };
    },
  });
  registerChild(app, deps, {
    writes: { update: w.catalogCategoriesUpdate, delete: w.catalogCategoriesDelete },
    table: catalogCategories,
    notFound: nf.catalogCategory,
    steps: [{ param: 'catalogId', table: catalogs, notFound: nf.catalog }],
    link: ([catalog]) => ({ catalogId: catalog!.id }),
    prepare: async (values, ctx) => {
      if (values.catalogCategoryId !== undefined) await live(ctx, categories, values.catalogCategoryId, nf.category);
    },
  });

  // ---------------------------------------------------------------- categories
  registerChild(app, deps, {
    writes: { create: w.categoriesCreate, update: w.categoriesUpdate, delete: w.categoriesDelete },
    table: categories,
    notFound: nf.category,
    async prepare(values, ctx, existing) {
      if (values.categoryId) {
        if (existing && values.categoryId === existing.id) invalid([{ path: 'categoryId', message: cm.conflict.categoryInItself }]);
        await live(ctx, categories, values.categoryId, nf.category);
      }
      if (values.kitchenId) await live(ctx, kitchens, values.kitchenId, serverMessages.notFound.kitchen);
    },
  });
  registerAvailabilities(app, deps, { create: w.categoryAvailabilitiesCreate, update: w.categoryAvailabilitiesUpdate, delete: w.categoryAvailabilitiesDelete }, 'category', [category]);
  registerChild(app, deps, {
    writes: { create: w.categorySalesCreate, update: w.categorySalesUpdate, delete: w.categorySalesDelete },
    table: categorySales,
    notFound: nf.categorySale,
    steps: [category],
    link: ([c]) => ({ categoryId: c!.id }),
    // An update is checked with the row's other fields: a new end before the stored start is refused too.
    async prepare(values, _ctx, existing) {
      if (!existing) return;
      const issues: FieldIssue[] = [];
      checkSale({ ...existing, ...values } as Parameters<typeof checkSale>[0], { addIssue: (i: { path?: PropertyKey[]; message?: string }) => issues.push({ path: (i.path ?? []).join('.'), message: i.message ?? '' }) } as never);
      if (issues.length > 0) invalid(issues);
    },
  });
  registerChild(app, deps, {
    writes: { create: w.categoryIntegratorsCreate, update: w.categoryIntegratorsUpdate, delete: w.categoryIntegratorsDelete },
    table: categoryIntegrators,
    notFound: nf.categoryIntegrator,
    steps: [category],
    link: ([c]) => ({ categoryId: c!.id }),
  });
  registerCategoryImages(app, deps);

  // ---------------------------------------------------------------- compositions
  registerChild(app, deps, {
    writes: { create: w.compositionsCreate, update: w.compositionsUpdate, delete: w.compositionsDelete },
    table: compositions,
    notFound: nf.composition,
    async prepare(values, ctx, existing) {
      if (!existing) await live(ctx, products, values.productId, serverMessages.notFound.product);
      const min = (values.minQuantity ?? existing?.minQuantity) as number;
      const max = (values.maxQuantity ?? existing?.maxQuantity) as number;
      if (min > max) invalid([{ path: 'maxQuantity', message: cm.maxBelowMin }]);
    },
  });
  registerAvailabilities(
    app,
    deps,
    { create: w.compositionAvailabilitiesCreate, update: w.compositionAvailabilitiesUpdate, delete: w.compositionAvailabilitiesDelete },
    'composition',
    [composition],
  );
  registerChild(app, deps, {
    writes: { create: w.compositionSubproductsCreate, update: w.compositionSubproductsUpdate, delete: w.compositionSubproductsDelete },
    table: productSubproducts,
    notFound: nf.compositionSubproduct,
    steps: [composition],
    link: ([c]) => ({ compositionId: c!.id, productId: c!.productId }),
    async prepare(values, ctx, existing) {
      // A new option, or one renamed (pointed at another subproduct): the subproduct must be the business's, live.
      if (!existing || values.subproductId !== undefined) await live(ctx, subproducts, values.subproductId, nf.subproduct);
    },
  });
  registerAvailabilities(
    app,
    deps,
    {
      create: w.compositionSubproductAvailabilitiesCreate,
      update: w.compositionSubproductAvailabilitiesUpdate,
      delete: w.compositionSubproductAvailabilitiesDelete,
    },
    'productSubproduct',
    [composition, option],
  );
  registerChild(app, deps, {
    writes: { create: w.compositionPricesCreate, update: w.compositionPricesUpdate, delete: w.compositionPricesDelete },
    table: compositionPrices,
    notFound: nf.compositionPrice,
    steps: [composition, option],
    link: ([c, o]) => ({ compositionId: c!.id, productSubproductId: o!.id }),
    // A size is an option of the same product (its size composition), never of another one.
    async prepare(values, ctx, _existing, [c]) {
      if (!values.sizeId) return;
      const size = await live(ctx, productSubproducts, values.sizeId, nf.compositionSubproduct);
      if (size.productId !== c!.productId) throw conflict(cm.conflict.sizeNotInProduct);
    },
  });
  registerChild(app, deps, {
    writes: {
      create: w.compositionComboProductCompositionSubproductCreate,
      update: w.compositionComboProductCompositionSubproductUpdate,
      delete: w.compositionComboProductCompositionSubproductDelete,
    },
    table: comboProductCompositionSubproducts,
    notFound: nf.comboCompositionSubproduct,
    steps: [composition],
    link: ([c]) => ({ compositionId: c!.id }),
    // The combo's item is this composition's product, and the option is one of this composition's.
    async prepare(values, ctx, existing, [c]) {
      if (existing) return;
      const item = await live(ctx, comboProducts, values.comboProductId, nf.comboProduct);
      const choice = await live(ctx, productSubproducts, values.productSubproductId, nf.compositionSubproduct);
      if (item.productId !== c!.productId || choice.compositionId !== c!.id) throw conflict(cm.conflict.optionNotInComposition);
    },
  });

  // ---------------------------------------------------------------- nominal subproducts
  registerChild(app, deps, {
    writes: { create: w.nominalSubproductsCreate, update: w.nominalSubproductsUpdate, delete: w.nominalSubproductsDelete },
    table: subproducts,
    notFound: nf.subproduct,
    // A nominal subproduct is a subproduct of that kind: a feedstock or recipe is not reached by these paths.
    link: () => ({ kind: 'nominal' }),
    async prepare(values, _ctx, existing) {
      if (!existing) values.controlStock = false;
    },
  });

  // ---------------------------------------------------------------- other fees
  registerChild(app, deps, {
    writes: { create: w.otherFeesCreate, update: w.otherFeesUpdate, delete: w.otherFeesDelete },
    table: otherFees,
    notFound: nf.otherFee,
    async prepare(values, ctx, existing) {
      await checkOrigins(ctx.tx, ctx.businessId, values.originIds);
      if (existing && feeTooHigh(values.type ?? existing.type, values.value ?? existing.value)) invalid([{ path: 'value', message: cm.percentAbove100 }]);
    },
  });
  registerAvailabilities(app, deps, { create: w.otherFeeAvailabilitiesCreate, update: w.otherFeeAvailabilitiesUpdate, delete: w.otherFeeAvailabilitiesDelete }, 'otherFee', [
    { param: 'otherFeeId', table: otherFees, notFound: nf.otherFee },
  ]);

  // ---------------------------------------------------------------- KDS
  registerChild(app, deps, {
    writes: { create: w.kdsCreate, update: w.kdsUpdate, delete: w.kdsDelete },
    table: kds,
    notFound: nf.kds,
    async prepare(values, ctx, existing) {
      await allLive(ctx, kitchens, values.kitchenIds, serverMessages.notFound.kitchen);
      await checkOrigins(ctx.tx, ctx.businessId, values.originIds);
      const warning = (values.warningMinutes ?? existing?.warningMinutes) as number;
      const late = (values.lateMinutes ?? existing?.lateMinutes) as number;
      if (warning > late) invalid([{ path: 'lateMinutes', message: cm.lateBeforeWarning }]);
    },
  });
  registerWrite(app, deps, {
    ...routeOf(w.kdsUpdateBulk),
    permission: 'manage',
    async run(ctx) {
      const c = ctx as unknown as Ctx;
      const first = await live(c, kds, (ctx.params as { firstKdsId: string }).firstKdsId, nf.kds);
      await allLive(c, kds, ctx.body.kdsIds, nf.kds);
      const settings = Object.fromEntries(w.KDS_BULK_FIELDS.map((f) => [f, first[f]]));
      const updated: Row[] = [];
      for (const id of new Set(ctx.body.kdsIds)) if (id !== first.id) updated.push(await updateRow(ctx.tx, kds, id, { ...settings, ...ctx.stamp() }));
      return updated;
    },
  });

  // ---------------------------------------------------------------- kitchens: conditional printers and KDS
  registerAvailabilities(
    app,
    deps,
    {
      create: w.kitchenConditionalPrinterAvailabilitiesCreate,
      update: w.kitchenConditionalPrinterAvailabilitiesUpdate,
      delete: w.kitchenConditionalPrinterAvailabilitiesDelete,
    },
    'kitchenConditionalPrinter',
    [kitchen, conditionalPrinter],
  );
  registerChild(app, deps, {
    writes: { create: w.kitchenConditionalKdsCreate, update: w.kitchenConditionalKdsUpdate, delete: w.kitchenConditionalKdsDelete },
    table: kitchenConditionalKds,
    notFound: nf.conditionalKds,
    steps: [kitchen],
    link: ([k]) => ({ kitchenId: k!.id }),
    async prepare(values, ctx) {
      if (values.kdsId !== undefined) await live(ctx, kds, values.kdsId, nf.kds);
      await checkOrigins(ctx.tx, ctx.businessId, values.originIds);
    },
  });
  registerAvailabilities(
    app,
    deps,
    {
      create: w.kitchenConditionalKdsAvailabilitiesCreate,
      update: w.kitchenConditionalKdsAvailabilitiesUpdate,
      delete: w.kitchenConditionalKdsAvailabilitiesDelete,
    },
    'kitchenConditionalKds',
    [kitchen, conditionalKdsStep],
  );
}
