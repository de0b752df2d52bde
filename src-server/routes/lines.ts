// Order product lines priced by the shared domain rules (src-shared/domain/pricing.ts linePrice, the same the
// counter shows): product price, options at the chosen size, composite flavours by the product's price rule
// (half-and-half pizza by `highest`...), add-ons, the items' sales at the instant, the category's sale of the day, fractional quantities for weighed
// items. The terminal sends no price: the server charges what its catalogue says.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderProductInput } from '../../src-shared/api/schemas/orderProducts.js';
import type { CompositePriceRule } from '../../src-shared/api/enums.js';
import { linePrice, orderProductTotal, type LineOption, type SizePrice } from '../../src-shared/domain/pricing.js';
import { localDay, type CategorySale, type ItemSaleRow } from '../../src-shared/domain/sales.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { businesses, categorySales, compositionPrices, compositions, productSubproductSales, productSubproducts, products, subproducts } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { checkLine } from '../http/bounds.js';
import { preparedOn } from '../db/prepared.js';
import type { Executor } from '../db/tx.js';
import type { WriteContext } from '../http/writes.js';
import { takenAt } from './availability.js';

const m = serverMessages.conflict;

type CompositionRow = typeof compositions.$inferSelect;

export interface PricedLine {
  id: string;
  productId: string;
  comboId: string | null;
  allYouCanEatOrderProductId: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  selections: unknown[];
  observation: string | null;
  /** the product's required compositions, checked by checkRequired (not a column) */
  required?: CompositionRow[];
}

/** The catalogue rows lines are priced from: products with their required compositions, and the chosen add-ons. */
export interface Catalogue {
  byId: Map<string, typeof products.$inferSelect>;
  required: CompositionRow[];
  offer: Map<string, { ps: typeof productSubproducts.$inferSelect; name: string; composition: CompositionRow }>;
  /** the live sales of the products' categories, by category */
  sales: Map<string, CategorySale[]>;
  /** the chosen options' prices per size */
  sizePrices: SizePrice[];
  /** the live sales of the chosen options (items) */
  itemSales: ItemSaleRow[];
  /** the business's zone: a sale's days are on its calendar */
  timeZone: string;
  /** the chosen options' subproducts whose stock is controlled: what a sale of them takes (orderStock.ts) */
  controlled: Set<string>;
}

/** Reads what the lines need (two round trips); an order route does it before the business row lock. */
export async function readCatalogue(tx: Executor, businessId: string, inputs: readonly OrderProductInput[]): Promise<Catalogue> {
  const productIds = [...new Set(inputs.map((i) => i.productId))];
  const selectionIds = [...new Set(inputs.flatMap((i) => i.selections.map((s) => s.productSubproductId)))];
  // Products with their required compositions (min > 0), and the chosen selections: started together, one round trip.
  const productsOf = preparedOn(tx, 'catalogue:products', () =>
    tx
      .select({ product: products, required: compositions })
      .from(products)
      .leftJoin(compositions, and(eq(compositions.productId, products.id), sql`${compositions.minQuantity} > 0`, isNull(compositions.deletedAt)))
      .where(and(eq(products.businessId, sql.placeholder('businessId')), sql`${products.id} = any(${sql.placeholder('ids')})`, isNull(products.deletedAt))),
  );
  const selectionsOf = preparedOn(tx, 'catalogue:selections', () =>
    tx
      .select({ ps: productSubproducts, name: subproducts.name, controlStock: subproducts.controlStock, composition: compositions })
      .from(productSubproducts)
      .innerJoin(subproducts, eq(subproducts.id, productSubproducts.subproductId))
      .innerJoin(compositions, eq(compositions.id, productSubproducts.compositionId))
      .where(
        and(eq(productSubproducts.businessId, sql.placeholder('businessId')), sql`${productSubproducts.id} = any(${sql.placeholder('ids')})`, isNull(productSubproducts.deletedAt)),
      ),
  );
  // The sales of the products' categories and the business's zone, started with them (same round trip).
  const salesOf = preparedOn(tx, 'catalogue:sales', () =>
    tx
      .select({ sale: categorySales, timeZone: businesses.timeZone })
      .from(businesses)
      .leftJoin(
        categorySales,
        and(
          eq(categorySales.businessId, businesses.id),
          isNull(categorySales.deletedAt),
          sql`${categorySales.categoryId} in (select ${products.categoryId} from ${products} where ${products.businessId} = ${businesses.id} and ${products.id} = any(${sql.placeholder('ids')}))`,
        ),
      )
      .where(eq(businesses.id, sql.placeholder('businessId'))),
  );
  const sizePricesOf = preparedOn(tx, 'catalogue:sizePrices', () =>
    tx
      .select()
      .from(compositionPrices)
      .where(
        and(eq(compositionPrices.businessId, sql.placeholder('businessId')), sql`${compositionPrices.productSubproductId} = any(${sql.placeholder('ids')})`, isNull(compositionPrices.deletedAt)),
      ),
  );
  const itemSalesOf = preparedOn(tx, 'catalogue:itemSales', () =>
    tx
      .select()
      .from(productSubproductSales)
      .where(
        and(
          eq(productSubproductSales.businessId, sql.placeholder('businessId')),
          sql`${productSubproductSales.productSubproductId} = any(${sql.placeholder('ids')})`,
          isNull(productSubproductSales.deletedAt),
        ),
      ),
  );
  const [productRows, offered, saleRows, sizePrices, itemSaleRows] = await Promise.all([
    productsOf.execute({ businessId, ids: productIds }),
    selectionIds.length ? selectionsOf.execute({ businessId, ids: selectionIds }) : [],
    salesOf.execute({ businessId, ids: productIds }),
    selectionIds.length ? sizePricesOf.execute({ businessId, ids: selectionIds }) : [],
    selectionIds.length ? itemSalesOf.execute({ businessId, ids: selectionIds }) : [],
  ]);
  const byId = new Map(productRows.map((p) => [p.product.id, p.product]));
  const required = productRows.flatMap((r) => (r.required ? [r.required] : []));
  const sales = new Map<string, CategorySale[]>();
  for (const { sale } of saleRows) if (sale) sales.set(sale.categoryId, [...(sales.get(sale.categoryId) ?? []), sale as CategorySale]);
  const timeZone = saleRows[0]?.timeZone ?? 'America/Sao_Paulo';
  const itemSales: ItemSaleRow[] = itemSaleRows.map((r) => ({
    productSubproductId: r.productSubproductId,
    price: r.price,
    startsAt: r.startsAt ? new Date(r.startsAt).toISOString() : null,
    endsAt: r.endsAt ? new Date(r.endsAt).toISOString() : null,
    weekdays: r.weekdays,
  }));
  const controlled = new Set(offered.filter((o) => o.controlStock).map((o) => o.ps.subproductId));
  return { byId, required, offer: new Map(offered.map((o) => [o.ps.id, o])), sales, sizePrices, itemSales, timeZone, controlled };
}

export async function priceLines(ctx: WriteContext<unknown, unknown>, inputs: readonly OrderProductInput[], known?: Catalogue): Promise<PricedLine[]> {
  const { byId, required, offer, sales, sizePrices, itemSales, timeZone } = known ?? (await readCatalogue(ctx.tx, ctx.businessId, inputs));
  return inputs.map((input) => {
    const product = byId.get(input.productId);
    if (!product) throw notFound(serverMessages.notFound.product);
    if (!product.available) throw conflict(m.productUnavailable(product.name));
    if (input.quantity % 1000 !== 0 && !product.fractionalQuantity) throw conflict(m.notFractional(product.name));

    const options: LineOption[] = [];
    let flavorCount = 0;
    const perComposition = new Map<string, { name: string; min: number; max: number; count: number }>();
    const selections = input.selections.map((s) => {
      const o = offer.get(s.productSubproductId);
      if (!o || o.ps.productId !== product.id) throw conflict(m.selectionNotInProduct);
      if (!o.ps.available) throw conflict(m.productUnavailable(o.name));
      const c = perComposition.get(o.composition.id) ?? { name: o.composition.name, min: o.composition.minQuantity, max: o.composition.maxQuantity, count: 0 };
      c.count += o.composition.selectionType === 'quantity' ? Math.ceil(s.quantity / 1000) : 1;
      perComposition.set(o.composition.id, c);
      if (o.composition.flavors) flavorCount++;
      options.push({ id: o.ps.id, price: o.ps.price, flavors: o.composition.flavors, quantity: s.quantity, ...(s.fraction !== undefined ? { fraction: s.fraction } : {}) });
      return {
        productSubproductId: o.ps.id,
        subproductId: o.ps.subproductId,
        compositionId: o.composition.id,
        name: o.name,
        price: o.ps.price,
        quantity: s.quantity,
        ...(s.fraction !== undefined ? { fraction: s.fraction } : {}),
      };
    });
    for (const c of perComposition.values()) {
      if (c.count > c.max) throw conflict(m.compositionMax(c.name, c.max));
    }
    // Required compositions of the product (min > 0) must be chosen.
    if (product.maxFlavors && flavorCount > product.maxFlavors) throw conflict(m.tooManyFlavors(product.maxFlavors));
    // The sale's day and an item sale's instant are when the line was taken (its UUIDv7, made at the terminal).
    const at = takenAt(ctx.now, input.id);
    const { unitPrice: price, optionPrices } = linePrice({
      product: { price: product.price, priceRule: (product.priceRule as CompositePriceRule | null) ?? null },
      options,
      sizePrices,
      sales: (product.categoryId && sales.get(product.categoryId)) || [],
      day: localDay(at, timeZone),
      itemSales,
      at,
      timeZone,
    });
    selections.forEach((sel, i) => (sel.price = optionPrices[i] ?? sel.price));
    checkLine({ quantity: input.quantity, unitPrice: price, totalPrice: orderProductTotal(price, input.quantity) });
    return {
      required: required.filter((c) => c.productId === product.id),
      id: ctx.idFor(input.id),
      productId: product.id,
      comboId: input.comboId ?? null,
      allYouCanEatOrderProductId: input.allYouCanEatOrderProductId ?? null,
      name: product.name,
      quantity: input.quantity,
      unitPrice: price,
      totalPrice: orderProductTotal(price, input.quantity),
      selections,
      observation: input.observation ?? null,
    };
  });
}

/** Compositions with a minimum the lines must meet (read with the products by priceLines). */
export function checkRequired(lines: readonly PricedLine[]): void {
  for (const line of lines) {
    for (const c of line.required ?? []) {
      const chosen = (line.selections as { compositionId: string; quantity: number }[])
        .filter((s) => s.compositionId === c.id)
        .reduce((a, s) => a + (c.selectionType === 'quantity' ? Math.ceil(s.quantity / 1000) : 1), 0);
      if (chosen < c.minQuantity) throw conflict(m.compositionMin(c.name, c.minQuantity));
    }
  }
}

/** The line as stored (without the checking aid). */
export function stored(line: PricedLine): Omit<PricedLine, 'required'> {
  const { required: _required, ...row } = line;
  return row;
}
