// The menu's reports on the report API (001 §7.1 products/cmv-report and products/fiscal-config-report, §7.3
// subproducts/recipe-feedstock-report): binary answers, PDF or Excel, read from the live tables of the caller's
// business. Costs come from the recipe trees as they are now (src-shared/domain/recipeCost.ts), not from the cost
// last stored by update-recipe-cost, so a changed feedstock price shows at once. Reads only: no transaction, no key.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { productReportBody, recipeFeedstockBody, type ProductReportFilters } from '../../src-shared/api/schemas/menuReports.js';
import { mulDiv } from '../../src-shared/domain/money.js';
import { recipeCost, recipeFeedstocks, type RecipeSource } from '../../src-shared/domain/recipeCost.js';
import type { Permission } from '../../src-shared/domain/permissions.js';
import { productFiscalOf } from '../../src-shared/fiscal/productConfig.js';
import { menuReportWords as w } from '../../src-shared/i18n/menuReports.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requestContext } from '../auth/guard.js';
import type { Db } from '../db/database.js';
import { businesses, categories, compositions, productFiscalConfigs, products, productSubproducts, subproducts, subproductTrees } from '../db/schema.js';
import { found } from '../http/errors.js';
import { parse } from '../http/validate.js';
import type { WriteDeps } from '../http/writes.js';
import { formatDateTime, sendReport, type ReportColumn, type ReportTable } from './reportFiles.js';

type Body = Pick<ReportTable, 'title' | 'columns' | 'rows' | 'totals' | 'empty'> & { filters: string[] };
type Product = typeof products.$inferSelect;

const col = (header: string, kind: ReportColumn['kind'], width: number): ReportColumn => ({ header, kind, width });
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');

/** The business's live subproducts and recipe lines, read once: every recipe of a report is costed from them. */
async function recipeBook(db: Db, businessId: string) {
  const subs = await db.select().from(subproducts).where(and(eq(subproducts.businessId, businessId), isNull(subproducts.deletedAt)));
  const lines = await db
    .select({ parent: subproductTrees.subproductParentId, subproductId: subproductTrees.subproductId, quantity: subproductTrees.quantity })
    .from(subproductTrees)
    .where(and(eq(subproductTrees.businessId, businessId), isNull(subproductTrees.deletedAt)));
  const byId = new Map(subs.map((s) => [s.id, s]));
  const source: RecipeSource = {
    linesOf: async (id) => lines.filter((l) => l.parent === id),
    subproduct: async (id) => {
      const s = byId.get(id);
      return s ? { kind: s.kind, cost: s.cost } : undefined;
    },
  };
  /** What one unit of a subproduct costs: a recipe's from its tree, anything else as bought. */
  const unitCost = async (id: string) => {
    const s = byId.get(id);
    if (!s) return 0;
    return s.kind === 'recipe' ? recipeCost(id, source) : s.cost;
  };
  return { subs, byId, source, unitCost };
}

/** The live products of the filters, by name; the filter words for the subtitle. */
async function productsOf(db: Db, businessId: string, f: ProductReportFilters): Promise<{ rows: Product[]; words: string[] }> {
  const c: (SQL | undefined)[] = [eq(products.businessId, businessId), isNull(products.deletedAt)];
  const words: string[] = [];
  if (f.categoryId) {
    c.push(eq(products.categoryId, f.categoryId));
    const cat = (await db.select({ name: categories.name }).from(categories).where(and(eq(categories.businessId, businessId), eq(categories.id, f.categoryId))))[0];
    words.push(`${w.category}: ${cat?.name ?? '?'}`);
  }
  if (f.type) {
    c.push(eq(products.type, f.type));
    words.push(f.type);
  }
  if (f.term) {
    c.push(or(ilike(products.name, `%${f.term}%`), eq(products.internalCode, f.term), eq(products.barcode, f.term)));
    words.push(`"${f.term}"`);
  }
  const rows = await db.select().from(products).where(and(...c)).orderBy(asc(products.name), asc(products.id));
  return { rows: rows.sort(byName), words };
}

/** CMV % in basis points (cost over price), null when the price is zero. */
const cmvOf = (cost: number, price: number) => (price > 0 ? mulDiv(cost, 10_000, price) : null);

/**
 * One line per item a product is sold with that carries a cost (a recipe or a feedstock in one of its compositions:
 * the pizza's flavours, the burger's extras), priced as the item is sold there and costed one unit of the item; a
 * product with none such is listed once, without a technical sheet, so the manager sees what is still to cost.
 */
async function cmvReport(db: Db, businessId: string, f: ProductReportFilters): Promise<Body> {
  const { rows, words } = await productsOf(db, businessId, f);
  const book = await recipeBook(db, businessId);
  const ids = rows.map((p) => p.id);
  const items = ids.length
    ? await db
        .select({ item: productSubproducts })
        .from(productSubproducts)
        .innerJoin(compositions, and(eq(compositions.id, productSubproducts.compositionId), isNull(compositions.deletedAt)))
        .where(and(eq(productSubproducts.businessId, businessId), isNull(productSubproducts.deletedAt), inArray(productSubproducts.productId, ids)))
        .orderBy(asc(compositions.position), asc(productSubproducts.position))
    : [];
  const out: ReportTable['rows'] = [];
  for (const p of rows) {
    const costed = items.map((i) => i.item).filter((i) => i.productId === p.id && ['recipe', 'feedstock'].includes(book.byId.get(i.subproductId)?.kind ?? ''));
    if (costed.length === 0) {
      out.push([p.name, w.noRecipe, p.price, null, null, null]);
      continue;
    }
    for (const i of costed) {
      const cost = await book.unitCost(i.subproductId);
      out.push([p.name, book.byId.get(i.subproductId)?.name ?? '', i.price, cost, cmvOf(cost, i.price), i.price - cost]);
    }
  }
  return {
    title: w.cmvTitle,
    columns: [col(w.product, 'text', 24), col(w.item, 'text', 22), col(w.price, 'money', 13), col(w.cost, 'money', 12), col(w.cmv, 'percent', 10), col(w.margin, 'money', 12)],
    rows: out,
    empty: w.noProducts,
    filters: words,
  };
}

/** Each product with what the NFC-e says of it, and whether the NFC-e builder can use it as it is. */
async function fiscalReport(db: Db, businessId: string, f: ProductReportFilters): Promise<Body> {
  const { rows, words } = await productsOf(db, businessId, f);
  const configs = await db
    .select()
    .from(productFiscalConfigs)
    .where(and(eq(productFiscalConfigs.businessId, businessId), isNull(productFiscalConfigs.deletedAt)));
  const byProduct = new Map(configs.map((c) => [c.productId, c]));
  const out: ReportTable['rows'] = [];
  for (const p of rows) {
    const c = byProduct.get(p.id);
    const status = !c ? w.fiscalMissing : productFiscalOf(c) ? w.fiscalOk : w.fiscalUnusable;
    if (f.onlyMissing && status === w.fiscalOk) continue;
    out.push([p.name, p.internalCode ?? '', c?.ncm ?? '', c?.cest ?? '', c?.cfop ?? '', c?.cst ?? c?.csosn ?? '', c ? c.origin : null, status]);
  }
  if (f.onlyMissing) words.push(w.fiscalMissing);
  return {
    title: w.fiscalTitle,
    columns: [
      col(w.product, 'text', 24),
      col(w.code, 'text', 9),
      col(w.ncm, 'text', 10),
      col(w.cest, 'text', 9),
      col(w.cfop, 'text', 7),
      col(w.cstCsosn, 'text', 10),
      col(w.origin, 'count', 7),
      col(w.status, 'text', 18),
    ],
    rows: out,
    empty: w.noProducts,
    filters: words,
  };
}

/**
 * Each recipe opened down to what is bought (recipes inside it multiplied through): how much of each feedstock one
 * unit of the recipe takes and what that costs; then the recipe's cost, rounded once as update-recipe-cost does
 * (the lines are each rounded to the centavo, so they may differ from it by a centavo).
 */
async function feedstockReport(db: Db, businessId: string, filters: { recipeIds?: string[] | undefined; term?: string | undefined }): Promise<Body> {
  const book = await recipeBook(db, businessId);
  const term = filters.term?.toLocaleLowerCase('pt-BR');
  const recipes = book.subs
    .filter((s) => s.kind === 'recipe')
    .filter((s) => !filters.recipeIds || filters.recipeIds.includes(s.id))
    .filter((s) => !term || s.name.toLocaleLowerCase('pt-BR').includes(term) || s.internalCode === filters.term)
    .sort(byName);
  const out: ReportTable['rows'] = [];
  for (const r of recipes) {
    const uses = (await recipeFeedstocks(r.id, book.source))
      .map((u) => ({ ...u, sub: book.byId.get(u.subproductId)! }))
      .sort((a, b) => byName(a.sub, b.sub));
    for (const u of uses) out.push([r.name, u.sub.name, Math.round(u.quantity), u.sub.cost, Math.round((u.sub.cost * u.quantity) / 1000)]);
    out.push([r.name, w.recipeCost, null, null, await recipeCost(r.id, book.source)]);
  }
  const words = [...(filters.recipeIds ? [w.count(recipes.length, w.recipe.toLowerCase())] : []), ...(filters.term ? [`"${filters.term}"`] : [])];
  return {
    title: w.feedstockTitle,
    columns: [col(w.recipe, 'text', 22), col(w.feedstock, 'text', 22), col(w.quantity, 'quantity', 12), col(w.unitCost, 'money', 12), col(w.costInRecipe, 'money', 12)],
    rows: out,
    empty: w.noRecipes,
    filters: words,
  };
}

const REPORTS: { path: string; permission: Permission; file: string; build: (db: Db, businessId: string, body: unknown) => Promise<Body & { format: 'pdf' | 'excel' }> }[] = [
  {
    // Costs and margins are the manager's, not the counter's.
    path: 'products/cmv-report',
    permission: 'manage',
    file: 'cmv-produtos',
    build: async (db, id, raw) => {
      const { filters } = parse(productReportBody, raw);
      return { ...(await cmvReport(db, id, filters)), format: filters.format };
    },
  },
  {
    // NCM, CFOP and CST are what the accountant checks: a read-only person may download it.
    path: 'products/fiscal-config-report',
    permission: 'read',
    file: 'configuracao-fiscal-produtos',
    build: async (db, id, raw) => {
      const { filters } = parse(productReportBody, raw);
      return { ...(await fiscalReport(db, id, filters)), format: filters.format };
    },
  },
  {
    path: 'subproducts/recipe-feedstock-report',
    permission: 'manage',
    file: 'insumos-fichas-tecnicas',
    build: async (db, id, raw) => {
      const { filters } = parse(recipeFeedstockBody, raw);
      return { ...(await feedstockReport(db, id, filters)), format: filters.format };
    },
  },
];

export function registerMenuReports(app: FastifyInstance, deps: WriteDeps): void {
  for (const report of REPORTS) {
    app.post(`/businesses/:businessId/${report.path}`, async (req: FastifyRequest, reply: FastifyReply) => {
      const { businessId } = req.params as { businessId: string };
      // The tenant guard first: another business's token learns nothing, not even a 400.
      const user = await deps.guard.user(req);
      await deps.guard.business(user, businessId, requestContext(req), report.permission);
      const { format, filters, ...body } = await report.build(deps.db, businessId, req.body);
      const business = found((await deps.db.select().from(businesses).where(eq(businesses.id, businessId)))[0], serverMessages.notFound.business);
      const now = new Date().toISOString();
      const tz = business.timeZone;
      const table: ReportTable = {
        ...body,
        timeZone: tz,
        subtitle: [business.tradeName ?? business.name, w.filtered(filters), w.generated(formatDateTime(now, tz), user.name)],
        fileName: `${report.file}-${now.slice(0, 10)}`,
      };
      return sendReport(reply, table, format);
    });
  }
}
