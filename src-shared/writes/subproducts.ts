// Subproducts (feedstocks, recipes, nominal), their categories, feedstock categories and recipe trees (ficha
// técnica), 001 §7.3. The collections' create, update and delete are the catalog's shape (writes/catalog.ts).
import { subproductsCalls as calls } from '../api/areas/subproducts.js';
import { noBody } from '../api/schemas/catalogs.js';
import * as s from '../api/schemas/subproducts.js';
import { catalogMessages as m } from '../i18n/catalog.js';
import { collection } from './catalog.js';
import { recipeCost } from '../domain/recipeCost.js';
import { declareWrite, num, str } from './define.js';

const l = m.label;

const subproducts = collection(
  'subproducts',
  'subproducts',
  { create: calls.subproductsCreate, update: calls.subproductsUpdate, delete: calls.subproductsDelete },
  { create: s.subproduct, update: s.subproductUpdate },
  { label: (n) => l.subproduct(n) },
);
export const subproductsCreate = subproducts.create;
export const subproductsUpdate = subproducts.update;
export const subproductsDelete = subproducts.remove;

const subproductCategories = collection(
  'subproductsCategories',
  'subproductCategories',
  { create: calls.subproductsCategoriesCreate, update: calls.subproductsCategoriesUpdate, delete: calls.subproductsCategoriesDelete },
  { create: s.subproductCategory, update: s.subproductCategoryUpdate },
  { label: (n) => l.subproductCategory(n) },
);
export const subproductsCategoriesCreate = subproductCategories.create;
export const subproductsCategoriesUpdate = subproductCategories.update;
export const subproductsCategoriesDelete = subproductCategories.remove;

const feedstockCategories = collection(
  'feedstocksCategories',
  'feedstockCategories',
  { create: calls.feedstocksCategoriesCreate, update: calls.feedstocksCategoriesUpdate, delete: calls.feedstocksCategoriesDelete },
  { create: s.subproductCategory, update: s.subproductCategoryUpdate },
  { label: (n) => l.feedstockCategory(n) },
);
export const feedstocksCategoriesCreate = feedstockCategories.create;
export const feedstocksCategoriesUpdate = feedstockCategories.update;
export const feedstocksCategoriesDelete = feedstockCategories.remove;

// A recipe's lines: the path's {id} is the recipe, {treeId} the line.
export const subproductTreesCreate = declareWrite('subproductTreesCreate', calls.subproductTreesCreate, {
  schema: s.subproductTree,
  label: () => l.subproductTree,
  entityIds: ({ params, body }) => [body.id, params.id, body.subproductId].filter((x): x is string => Boolean(x)),
  effect: async (sc, { params, body }) => {
    if (body.id) await sc.put('subproductTrees', { id: body.id, subproductParentId: params.id, subproductId: body.subproductId, quantity: body.quantity });
  },
});
export const subproductTreesUpdate = declareWrite('subproductTreesUpdate', calls.subproductTreesUpdate, {
  schema: s.subproductTreeUpdate,
  label: () => l.changed(l.subproductTree),
  entityIds: ({ params }) => [params.treeId, params.id],
  effect: async (sc, { params, body }) => {
    await sc.patch('subproductTrees', params.treeId, { quantity: body.quantity });
  },
});
export const subproductTreesDelete = declareWrite('subproductTreesDelete', calls.subproductTreesDelete, {
  schema: noBody,
  label: () => l.deleted(l.subproductTree),
  entityIds: ({ params }) => [params.treeId, params.id],
  effect: async (sc, { params }) => {
    await sc.patch('subproductTrees', params.treeId, { deletedAt: sc.change.createdAt });
  },
});

/** A recipe's unit cost from its tree, stored on the recipe (001 §7.3 update-recipe-cost; the body is empty). */
export const subproductsUpdateRecipeCost = declareWrite('subproductsUpdateRecipeCost', calls.subproductsUpdateRecipeCost, {
  schema: calls.subproductsUpdateRecipeCost.schema!,
  label: () => l.recipeCost,
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params }) => {
    const cost = await recipeCost(params.id, {
      linesOf: async (id) =>
        (await sc.where('subproductTrees', 'subproductParentId', id)).filter((r) => !r.deletedAt).map((r) => ({ subproductId: str(r.subproductId) ?? '', quantity: num(r.quantity) })),
      subproduct: async (id) => {
        const row = await sc.get('subproducts', id);
        return row && !row.deletedAt ? { kind: str(row.kind) ?? '', cost: num(row.cost) } : undefined;
      },
    });
    await sc.patch('subproducts', params.id, { cost });
  },
});
