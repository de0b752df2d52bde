// The writes of the menu's product types (composite, combo, all you can eat) and of a product's children, declared
// once (see define.ts). The product rows, their compositions and their items are in every terminal's mirror, so
// the writes that make or change them picture it at once; the others (what a rodízio allows, kitchens, integrator
// links, sizes, sales, fiscal data) are not mirrored yet and wait for the server's answer on the manager's screen.
import { catalogsCalls as cat } from '../api/areas/catalogs.js';
import { productChildrenCalls as ch } from '../api/areas/productChildren.js';
import * as s from '../api/schemas/productKinds.js';
import * as p from '../api/schemas/products.js';
import { emptyBody } from '../api/schemas/services.js';
import { productKindMessages as m } from '../i18n/productKinds.js';
import { declareWrite, type EffectScope } from './define.js';

const l = m.labels;
/** Why a write has no optimistic effect: its rows are not in the terminals' mirror. */
const notMirrored = 'not mirrored: the menu screen waits for the server (the counter does not read these rows offline)';
// The counter reads secondary kitchens only to route fired tickets: a routing change applies once the server has it.
const routingWaits = 'the kitchen routing changes once the server accepts it: tickets fired meanwhile print where they printed before';
const removal = 'a removal from the menu waits for the server: the counter keeps selling it until the server says so';
const ids = (...xs: (string | null | undefined)[]) => xs.filter((x): x is string => Boolean(x));

/** A product row as the server stores it (db products), from the fields every product type has. */
function productRow(type: string, b: s.ProductFields, extra: Record<string, unknown> = {}) {
  return {
    type,
    name: b.name,
    description: b.description ?? null,
    internalCode: b.internalCode ?? null,
    barcode: b.barcode ?? null,
    categoryId: b.categoryId ?? null,
    kitchenId: b.kitchenId ?? null,
    price: b.price,
    unit: 'unity',
    fractionalQuantity: false,
    priceRule: null,
    maxFlavors: null,
    available: b.available,
    position: b.position,
    ...extra,
  };
}

/** The changed fields of a product (undefined ones left as they are). */
function productPatch(b: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined));
}

async function patchProduct(sc: EffectScope, id: string, b: Record<string, unknown>): Promise<void> {
  await sc.patch('products', id, productPatch(b));
}

// ---------------------------------------------------------------- product types

export const productCompositesCreate = declareWrite('productCompositesCreate', cat.productCompositesCreate, {
  schema: s.productCompositeCreate,
  label: ({ body }) => l.composite(body.name),
  entityIds: ({ body }) => ids(body.id, body.compositionId, ...body.flavors.map((f) => f.id)),
  effect: async (sc, { body: b }) => {
    if (!b.id || !b.compositionId) return;
    await sc.put('products', { id: b.id, ...productRow('composite', b, { priceRule: b.priceRule, maxFlavors: b.maxFlavors }) });
    await sc.put('compositions', compositionOfFlavors(b.id, b.compositionId, b.flavorsName, b.maxFlavors));
    for (const [i, f] of b.flavors.entries()) {
      if (f.id) await sc.put('productSubproducts', { id: f.id, productId: b.id, compositionId: b.compositionId, subproductId: f.subproductId, price: f.price, maxQuantity: 1, position: i, available: true });
    }
  },
});

/** The composition a composite's flavours are chosen in: one to maxFlavors of them (half and half...). */
export function compositionOfFlavors(productId: string, id: string, name: string, maxFlavors: number) {
  return { id, productId, name, selectionType: 'check', minQuantity: 1, maxQuantity: maxFlavors, flavors: true, position: 0 };
}

export const productCompositesUpdate = declareWrite('productCompositesUpdate', cat.productCompositesUpdate, {
  schema: s.productCompositeUpdate,
  label: ({ body }) => l.edit(l.composite(body.name ?? '')),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params, body }) => {
    await patchProduct(sc, params.id, body);
    // The flavours' composition takes as many as the product allows (as the server does).
    if (body.maxFlavors === undefined) return;
    for (const c of await sc.where('compositions', 'productId', params.id)) {
      if (c.flavors === true && !c.deletedAt) await sc.patch('compositions', c.id, { maxQuantity: body.maxFlavors });
    }
  },
});

export const productCompositesDelete = declareWrite('productCompositesDelete', cat.productCompositesDelete, {
  schema: emptyBody,
  label: () => l.remove(l.composite('')),
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: removal,
});

export const productComboCreate = declareWrite('productComboCreate', cat.productComboCreate, {
  schema: s.productComboCreate,
  label: ({ body }) => l.combo(body.name),
  entityIds: ({ body }) => ids(body.id, ...body.products.map((x) => x.id)),
  effect: async (sc, { body: b }) => {
    if (b.id) await sc.put('products', { id: b.id, ...productRow('combo', b) });
  },
});

export const productComboUpdate = declareWrite('productComboUpdate', cat.productComboUpdate, {
  schema: s.productComboUpdate,
  label: ({ body }) => l.edit(l.combo(body.name ?? '')),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params, body }) => patchProduct(sc, params.id, body),
});

export const productComboDelete = declareWrite('productComboDelete', cat.productComboDelete, {
  schema: emptyBody,
  label: () => l.remove(l.combo('')),
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: removal,
});

// A combo's products are in the mirror (the Cardápio's editor reads them): a change shows at once, so the editor
// opened again right after a save starts from it and not from the rows before.
export const productComboProductsCreate = declareWrite('productComboProductsCreate', cat.productComboProductsCreate, {
  schema: s.comboProductCreate,
  label: () => l.comboProduct,
  entityIds: ({ params, body }) => ids(body.id, params.productId),
  effect: async (sc, { params, body: b }) => {
    if (b.id) await sc.put('comboProducts', { id: b.id, comboId: params.productId, productId: b.productId, quantity: b.quantity, price: b.price });
  },
});

export const productComboProductsUpdate = declareWrite('productComboProductsUpdate', cat.productComboProductsUpdate, {
  schema: s.comboProductUpdate,
  label: () => l.edit(l.comboProduct),
  entityIds: ({ params }) => [params.id, params.productId],
  effect: async (sc, { params, body }) => {
    await sc.patch('comboProducts', params.id, { ...body });
  },
});

export const productComboProductsDelete = declareWrite('productComboProductsDelete', cat.productComboProductsDelete, {
  schema: emptyBody,
  label: () => l.remove(l.comboProduct),
  entityIds: ({ params }) => [params.id, params.productId],
  effect: async (sc, { params }) => {
    await sc.patch('comboProducts', params.id, { deletedAt: sc.change.createdAt });
  },
});

export const productAllYouCanEatCreate = declareWrite('productAllYouCanEatCreate', cat.productAllYouCanEatCreate, {
  schema: s.productAllYouCanEatCreate,
  label: ({ body }) => l.allYouCanEat(body.name),
  entityIds: ({ body }) => ids(body.id),
  effect: async (sc, { body: b }) => {
    if (b.id) await sc.put('products', { id: b.id, ...productRow('allYouCanEat', b) });
  },
});

export const productAllYouCanEatUpdate = declareWrite('productAllYouCanEatUpdate', cat.productAllYouCanEatUpdate, {
  schema: s.productAllYouCanEatUpdate,
  label: ({ body }) => l.edit(l.allYouCanEat(body.name ?? '')),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params, body }) => patchProduct(sc, params.id, body),
});

export const productAllYouCanEatDelete = declareWrite('productAllYouCanEatDelete', cat.productAllYouCanEatDelete, {
  schema: emptyBody,
  label: () => l.remove(l.allYouCanEat('')),
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: removal,
});

const child = <P extends { productId: string }>(id: string | undefined, params: P) => ids(id, params.productId);

export const productAllowedProductsCreate = declareWrite('productAllowedProductsCreate', cat.productAllowedProductsCreate, {
  schema: s.allowedProductCreate,
  label: () => l.allowedProduct,
  entityIds: ({ params, body }) => child(body.id, params),
  effect: null,
  noEffect: notMirrored,
});
export const productAllowedProductsUpdate = declareWrite('productAllowedProductsUpdate', cat.productAllowedProductsUpdate, {
  schema: s.allowedProductUpdate,
  label: () => l.edit(l.allowedProduct),
  entityIds: ({ params }) => child(params.id, params),
  effect: null,
  noEffect: notMirrored,
});
export const productAllowedProductsDelete = declareWrite('productAllowedProductsDelete', cat.productAllowedProductsDelete, {
  schema: emptyBody,
  label: () => l.remove(l.allowedProduct),
  entityIds: ({ params }) => child(params.id, params),
  effect: null,
  noEffect: notMirrored,
});
export const productAllowedCategoriesCreate = declareWrite('productAllowedCategoriesCreate', cat.productAllowedCategoriesCreate, {
  schema: s.allowedCategoryCreate,
  label: () => l.allowedCategory,
  entityIds: ({ params, body }) => child(body.id, params),
  effect: null,
  noEffect: notMirrored,
});
export const productAllowedCategoriesUpdate = declareWrite('productAllowedCategoriesUpdate', cat.productAllowedCategoriesUpdate, {
  schema: s.allowedCategoryUpdate,
  label: () => l.edit(l.allowedCategory),
  entityIds: ({ params }) => child(params.id, params),
  effect: null,
  noEffect: notMirrored,
});
export const productAllowedCategoriesDelete = declareWrite('productAllowedCategoriesDelete', cat.productAllowedCategoriesDelete, {
  schema: emptyBody,
  label: () => l.remove(l.allowedCategory),
  entityIds: ({ params }) => child(params.id, params),
  effect: null,
  noEffect: notMirrored,
});

// ---------------------------------------------------------------- a product's children

export const productCompositionsCreate = declareWrite('productCompositionsCreate', ch.productCompositionsCreate, {
  schema: p.productComposition,
  label: ({ body }) => l.composition(body.name),
  entityIds: ({ params, body }) => child(body.id, params),
  effect: async (sc, { params, body: b }) => {
    if (!b.id) return;
    await sc.put('compositions', {
      id: b.id, productId: params.productId, name: b.name, selectionType: b.selectionType, minQuantity: b.minQuantity, maxQuantity: b.maxQuantity, flavors: b.flavors, position: b.position,
    });
  },
});
export const productCompositionsUpdate = declareWrite('productCompositionsUpdate', ch.productCompositionsUpdate, {
  schema: p.productComposition,
  label: ({ body }) => l.edit(l.composition(body.name)),
  entityIds: ({ params }) => child(params.id, params),
  effect: async (sc, { params, body: b }) => {
    await sc.patch('compositions', params.id, { name: b.name, selectionType: b.selectionType, minQuantity: b.minQuantity, maxQuantity: b.maxQuantity, flavors: b.flavors, position: b.position });
  },
});
export const productCompositionsDelete = declareWrite('productCompositionsDelete', ch.productCompositionsDelete, {
  schema: emptyBody,
  label: () => l.remove(l.composition('')),
  entityIds: ({ params }) => child(params.id, params),
  effect: null,
  noEffect: removal,
});
export const productCompositionsBindSubproducts = declareWrite('productCompositionsBindSubproducts', ch.productCompositionsBindSubproducts, {
  schema: p.bindSubproducts,
  label: () => l.bind,
  entityIds: ({ params }) => child(params.id, params),
  effect: null,
  noEffect: 'the server makes the new items (their ids are its own): the mirror gets them with the answer',
});
export const productCompositionsUnbindSubproduct = declareWrite('productCompositionsUnbindSubproduct', ch.productCompositionsUnbindSubproduct, {
  schema: emptyBody,
  label: () => l.unbind,
  entityIds: ({ params }) => child(params.id, params),
  effect: null,
  noEffect: removal,
});

export const productIntegratorsCreate = declareWrite('productIntegratorsCreate', ch.productIntegratorsCreate, {
  schema: p.productIntegrator,
  label: () => l.integrator,
  entityIds: ({ params }) => [params.productId],
  effect: null,
  noEffect: notMirrored,
});

export const productSecondaryKitchensCreate = declareWrite('productSecondaryKitchensCreate', ch.productSecondaryKitchensCreate, {
  schema: s.secondaryKitchenCreate,
  label: () => l.secondaryKitchen,
  entityIds: ({ params, body }) => child(body.id, params),
  effect: null,
  noEffect: routingWaits,
});
export const productSecondaryKitchensUpdate = declareWrite('productSecondaryKitchensUpdate', ch.productSecondaryKitchensUpdate, {
  schema: s.secondaryKitchenUpdate,
  label: () => l.edit(l.secondaryKitchen),
  entityIds: ({ params }) => child(params.id, params),
  effect: null,
  noEffect: routingWaits,
});
export const productSecondaryKitchensDelete = declareWrite('productSecondaryKitchensDelete', ch.productSecondaryKitchensDelete, {
  schema: emptyBody,
  label: () => l.remove(l.secondaryKitchen),
  entityIds: ({ params }) => child(params.id, params),
  effect: null,
  noEffect: routingWaits,
});

export const productSubproductsCreate = declareWrite('productSubproductsCreate', ch.productSubproductsCreate, {
  schema: s.productSubproductCreate,
  label: () => l.productSubproduct,
  entityIds: ({ params, body }) => ids(body.id, body.compositionId, params.productId),
  effect: async (sc, { params, body: b }) => {
    if (!b.id) return;
    await sc.put('productSubproducts', {
      id: b.id, productId: params.productId, compositionId: b.compositionId, subproductId: b.subproductId, price: b.price, maxQuantity: b.maxQuantity, position: b.position, available: b.available,
    });
  },
});
export const productSubproductsUpdate = declareWrite('productSubproductsUpdate', ch.productSubproductsUpdate, {
  schema: s.productSubproductUpdate,
  label: () => l.edit(l.productSubproduct),
  entityIds: ({ params }) => child(params.id, params),
  effect: async (sc, { params, body }) => {
    await sc.patch('productSubproducts', params.id, productPatch(body));
  },
});
export const productSubproductsDelete = declareWrite('productSubproductsDelete', ch.productSubproductsDelete, {
  schema: emptyBody,
  label: () => l.remove(l.productSubproduct),
  entityIds: ({ params }) => child(params.id, params),
  effect: null,
  noEffect: removal,
});

export const productSubproductAvailabilitiesCreate = declareWrite('productSubproductAvailabilitiesCreate', ch.productSubproductAvailabilitiesCreate, {
  schema: s.productSubproductAvailabilityCreate,
  label: () => l.availability,
  entityIds: ({ params, body }) => ids(body.id, params.sid),
  effect: null,
  noEffect: notMirrored,
});
export const productSubproductAvailabilitiesUpdate = declareWrite('productSubproductAvailabilitiesUpdate', ch.productSubproductAvailabilitiesUpdate, {
  schema: s.productSubproductAvailabilityUpdate,
  label: () => l.edit(l.availability),
  entityIds: ({ params }) => [params.id, params.sid],
  effect: null,
  noEffect: notMirrored,
});
export const productSubproductAvailabilitiesDelete = declareWrite('productSubproductAvailabilitiesDelete', ch.productSubproductAvailabilitiesDelete, {
  schema: emptyBody,
  label: () => l.remove(l.availability),
  entityIds: ({ params }) => [params.id, params.sid],
  effect: null,
  noEffect: notMirrored,
});

export const productSubproductPricesCreate = declareWrite('productSubproductPricesCreate', ch.productSubproductPricesCreate, {
  schema: p.productSubproductPrice,
  label: ({ body }) => l.price(body.size),
  entityIds: ({ params, body }) => ids(body.id, params.sid),
  effect: null,
  noEffect: notMirrored,
});
export const productSubproductPricesUpdate = declareWrite('productSubproductPricesUpdate', ch.productSubproductPricesUpdate, {
  schema: p.productSubproductPrice,
  label: ({ body }) => l.edit(l.price(body.size)),
  entityIds: ({ params }) => [params.id, params.sid],
  effect: null,
  noEffect: notMirrored,
});
export const productSubproductPricesDelete = declareWrite('productSubproductPricesDelete', ch.productSubproductPricesDelete, {
  schema: emptyBody,
  label: () => l.remove(l.price('')),
  entityIds: ({ params }) => [params.id, params.sid],
  effect: null,
  noEffect: notMirrored,
});
export const productSubproductPricesBulkUpdate = declareWrite('productSubproductPricesBulkUpdate', ch.productSubproductPricesBulkUpdate, {
  schema: s.productSubproductPricesBulk,
  label: ({ body }) => l.pricesBulk(body.prices.length),
  entityIds: ({ params, body }) => [params.productId, ...body.prices.map((x) => x.productSubproductId)],
  effect: async (sc, { body }) => {
    for (const x of body.prices) await sc.patch('productSubproducts', x.productSubproductId, { price: x.price });
  },
});

export const productSubproductSalesCreate = declareWrite('productSubproductSalesCreate', ch.productSubproductSalesCreate, {
  schema: s.productSubproductSaleCreate,
  label: () => l.sale,
  entityIds: ({ body }) => ids(body.id, body.productSubproductId),
  effect: null,
  noEffect: notMirrored,
});
export const productSubproductSalesUpdate = declareWrite('productSubproductSalesUpdate', ch.productSubproductSalesUpdate, {
  schema: p.productSubproductSale,
  label: () => l.edit(l.sale),
  entityIds: ({ params }) => [params.saleId, params.sid],
  effect: null,
  noEffect: notMirrored,
});
export const productSubproductSalesDelete = declareWrite('productSubproductSalesDelete', ch.productSubproductSalesDelete, {
  schema: emptyBody,
  label: () => l.remove(l.sale),
  entityIds: ({ params }) => [params.saleId, params.sid],
  effect: null,
  noEffect: notMirrored,
});

export const productSubproductComboProductProductSubproductCreate = declareWrite(
  'productSubproductComboProductProductSubproductCreate',
  ch.productSubproductComboProductProductSubproductCreate,
  { schema: s.comboPriceCreate, label: () => l.comboPrice, entityIds: ({ params, body }) => ids(body.id, params.sid), effect: null, noEffect: notMirrored },
);
export const productSubproductComboProductProductSubproductUpdate = declareWrite(
  'productSubproductComboProductProductSubproductUpdate',
  ch.productSubproductComboProductProductSubproductUpdate,
  { schema: s.comboPriceUpdate, label: () => l.edit(l.comboPrice), entityIds: ({ params }) => [params.id, params.sid], effect: null, noEffect: notMirrored },
);

export const productFiscalConfigCreate = declareWrite('productFiscalConfigCreate', ch.productFiscalConfigCreate, {
  schema: s.productFiscalConfigCreate,
  label: () => l.fiscalConfig,
  entityIds: ({ body }) => ids(body.id, body.productId),
  effect: null,
  noEffect: notMirrored,
});
export const productFiscalConfigUpdate = declareWrite('productFiscalConfigUpdate', ch.productFiscalConfigUpdate, {
  schema: s.productFiscalConfigUpdate,
  label: () => l.edit(l.fiscalConfig),
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: notMirrored,
});
export const productFiscalConfigDelete = declareWrite('productFiscalConfigDelete', ch.productFiscalConfigDelete, {
  schema: emptyBody,
  label: () => l.remove(l.fiscalConfig),
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: notMirrored,
});

// ---------------------------------------------------------------- images (multipart)

const upload = 'an upload: the image is the server\'s once stored (the terminals show it from the server)';
export const productImagesCreate = declareWrite('productImagesCreate', ch.productImagesCreate, {
  schema: p.productImages,
  // The Cardápio names the product: "Enviar a foto de Suco de uva" on the pending screen.
  label: ({ body }, n: { name: string } | undefined) => (n ? l.photoOf(n.name) : l.images(body.images.length)),
  entityIds: ({ params }) => [params.productId],
  effect: null,
  noEffect: upload,
});
export const productImagesDelete = declareWrite('productImagesDelete', ch.productImagesDelete, {
  schema: emptyBody,
  label: () => l.remove(l.image),
  entityIds: ({ params }) => [params.imageId, params.productId],
  effect: null,
  noEffect: upload,
});
export const productSubproductImagesCreate = declareWrite('productSubproductImagesCreate', ch.productSubproductImagesCreate, {
  schema: p.productImages,
  label: ({ body }) => l.images(body.images.length),
  entityIds: ({ params }) => [params.sid],
  effect: null,
  noEffect: upload,
});
export const productSubproductImagesDelete = declareWrite('productSubproductImagesDelete', ch.productSubproductImagesDelete, {
  schema: emptyBody,
  label: () => l.remove(l.image),
  entityIds: ({ params }) => [params.id, params.sid],
  effect: null,
  noEffect: upload,
});
