// The menu's writes of products (001 §7.1): create a unique product, edit it, mark it "esgotado" (available: false,
// the same update), delete it, change prices of many at once, copy it, change its type. Each pictures the change on
// the mirror's `products` rows at once, so every screen of this terminal reads the new menu offline.
import { productsCalls as calls } from '../api/areas/products.js';
import * as s from '../api/schemas/products.js';
import { emptyBody } from '../api/schemas/services.js';
import { changedPrice } from '../domain/priceChange.js';
import { menuMessages } from '../i18n/menu.js';
import { productEditorMessages } from '../i18n/productEditor.js';
import { declareWrite, num, type EffectScope } from './define.js';

const a = menuMessages.actions;

/** The product columns a body may set, as the server stores them (a blank code is none). */
export const PRODUCT_COLUMNS = [
  'name', 'description', 'internalCode', 'barcode', 'categoryId', 'kitchenId', 'price', 'unit', 'fractionalQuantity', 'available', 'position',
] as const;

/** The columns a body sets: only those it carries, codes trimmed to null when blank. */
export function productValues(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of PRODUCT_COLUMNS) {
    if (body[k] === undefined) continue;
    out[k] = (k === 'internalCode' || k === 'barcode' || k === 'description') && !body[k] ? null : body[k];
  }
  return out;
}

/** A new unique product's row: the body's columns over the defaults the table has. */
export function newUniqueRow(body: Record<string, unknown>): Record<string, unknown> {
  return {
    type: 'unique',
    description: null,
    internalCode: null,
    barcode: null,
    categoryId: null,
    kitchenId: null,
    unit: 'unity',
    fractionalQuantity: false,
    available: true,
    position: 0,
    priceRule: null,
    maxFlavors: null,
    ...productValues(body),
  };
}

/**
 * "POST products/uniques; images as multipart": 001 §5 sends a product as multipart only with a non-empty images
 * array (the typed client does so by itself when a file is in the body), so the menu's create, which carries none,
 * goes as JSON.
 */
const uniquesCreateCall = { ...calls.productsUniquesCreate, multipart: false };

export const productsUniquesCreate = declareWrite('productsUniquesCreate', uniquesCreateCall, {
  schema: s.productUniqueCreate,
  label: ({ body }) => a.create(body.name),
  entityIds: ({ body }) => (body.id ? [body.id] : []),
  effect: async (sc, { body }) => {
    if (!body.id) return;
    await sc.put('products', { id: body.id, ...newUniqueRow(body) });
  },
});

export const productsUpdate = declareWrite('productsUpdate', calls.productsUpdate, {
  schema: s.productUpdate,
  label: ({ body }, n: { name: string }) =>
    Object.keys(productValues(body)).join() === 'available' ? (body.available ? a.available(n.name) : a.soldOut(n.name)) : a.update(body.name ?? n.name),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params, body }) => {
    await sc.patch('products', params.id, productValues(body));
  },
});

export const productsDelete = declareWrite('productsDelete', calls.productsDelete, {
  schema: emptyBody,
  label: (_i, n: { name: string }) => a.delete(n.name),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params }) => {
    await sc.patch('products', params.id, { deletedAt: sc.change.createdAt });
  },
});

/** Each listed product's new columns: its own fields, and its price moved by the change (null: refused). */
export async function bulkValues(
  read: (id: string) => Promise<Record<string, unknown> | undefined>,
  body: { products: ({ id: string } & Record<string, unknown>)[]; priceChange?: { type: 'percentage' | 'value'; value: number } | undefined },
): Promise<{ id: string; values: Record<string, unknown>; price: number | null }[]> {
  const out: { id: string; values: Record<string, unknown>; price: number | null }[] = [];
  for (const p of body.products) {
    const values = productValues(p);
    let price: number | null = typeof values.price === 'number' ? values.price : null;
    if (body.priceChange) {
      const base = typeof values.price === 'number' ? values.price : num((await read(p.id))?.price);
      price = changedPrice(base, body.priceChange);
      if (price !== null) values.price = price;
    }
    out.push({ id: p.id, values, price });
  }
  return out;
}

export const productsBulkUpdate = declareWrite('productsBulkUpdate', calls.productsBulkUpdate, {
  schema: s.productsBulkUpdate,
  label: ({ body }) => a.bulk(body.products.length),
  entityIds: ({ body }) => body.products.map((p) => p.id),
  effect: async (sc: EffectScope, { body }) => {
    const rows = await bulkValues((id) => sc.get('products', id), body);
    // The server refuses the whole change when one price would fall below zero: nothing is pictured then.
    if (body.priceChange && rows.some((r) => r.price === null)) return;
    for (const r of rows) await sc.patch('products', r.id, r.values);
  },
});

export const productsCopy = declareWrite('productsCopy', calls.productsCopy, {
  schema: s.productCopy,
  label: ({ body }) => a.copy(body.newProductName),
  entityIds: ({ params, body }) => [params.id, ...(body.id ? [body.id] : [])],
  effect: async (sc, { params, body }) => {
    const source = await sc.get('products', params.id);
    if (!source || !body.id) return;
    const { id: _id, pending: _p, changeSeq: _c, createdAt: _ca, updatedAt: _u, ...columns } = source;
    // The copy keeps no code nor barcode: they name one product only.
    await sc.put('products', { ...columns, id: body.id, name: body.newProductName, internalCode: null, barcode: null });
  },
});

export const productsChangeType = declareWrite('productsChangeType', calls.productsChangeType, {
  schema: s.productChangeType,
  label: (_i, n: { name: string }) => a.changeType(n.name),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params, body }) => {
    await sc.patch('products', params.id, { type: body.type });
  },
});

const pe = productEditorMessages.labels;

/** Several unique products at once (the menu's "Criar vários"): each born here with its id, pictured at once. */
export const productsUniquesBulkCreate = declareWrite('productsUniquesBulkCreate', calls.productsUniquesBulkCreate, {
  schema: s.productsUniquesBulk,
  label: ({ body }) => pe.bulkCreate(body.products.length),
  entityIds: ({ body }) => body.products.flatMap((p) => (p.id ? [p.id] : [])),
  effect: async (sc, { body }) => {
    for (const p of body.products) if (p.id) await sc.put('products', { id: p.id, ...newUniqueRow(p) });
  },
});

/** The product leaves the menu and becomes a nominal subproduct (the server refuses one with compositions or combo items). */
export const productsSubproductConvert = declareWrite('productsSubproductConvert', calls.productsSubproductConvert, {
  schema: s.subproductConvert,
  label: (_i, n: { name: string }) => pe.convert(n.name),
  entityIds: ({ params, body }) => [params.id, ...(body.id ? [body.id] : [])],
  effect: null,
  noEffect: 'the server may refuse (compositions or combo items it alone knows): the product stays on the menu until it answers',
});
