// The counter's configuration collections: payment methods (availabilities, binds, card brands), printers
// and their POS templates, kitchens with conditional printers, entities (customers with addresses and
// phones, waiters, delivery men), delivery methods.
import type { FastifyInstance } from 'fastify';
import { deliveryMethodCreate, deliveryMethodUpdate } from '../../src-shared/api/schemas/deliveryMethods.js';
import { addressCreate, addressUpdate, entityCreate, entityUpdate, phoneCreate, phoneUpdate } from '../../src-shared/api/schemas/entities.js';
import {
  availabilityCreate,
  availabilityUpdate,
  bindOrigin,
  bindUser,
  bindWeekday,
  creditCardBannerListCreate,
  creditCardBannerUpdate,
  paymentMethodCreate,
  paymentMethodUpdate,
} from '../../src-shared/api/schemas/paymentMethods.js';
import { conditionalPrinterCreate, conditionalPrinterUpdate, kitchenCreate, kitchenUpdate, printerCreate, printerUpdate } from '../../src-shared/api/schemas/printers.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { findLive, updateRow, type MirroredTable } from '../db/rows.js';
import { productAvailabilitiesCreate, productAvailabilitiesDelete, productAvailabilitiesUpdate } from '../../src-shared/writes/catalog.js';
import * as pw from '../../src-shared/writes/payConfig.js';
import * as bw from '../../src-shared/writes/business.js';
import * as ew from '../../src-shared/writes/entities.js';
import * as kw from '../../src-shared/writes/kitchens.js';
import type { AnyWrite } from '../../src-shared/writes/define.js';
import {
  availabilities,
  creditCardBanners,
  deliveryMethods,
  entities,
  entityAddresses,
  entityPhones,
  kitchenConditionalPrinters,
  kitchens,
  origins,
  paymentMethods,
  printers,
  products,
  userBusinesses,
} from '../db/schema.js';
import { found } from '../http/errors.js';
import { registerRead } from '../http/reads.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';
import { registerCrud } from './crud.js';
import { checkMembers, checkOrigins } from './refs.js';
import { and, eq, isNull } from 'drizzle-orm';

const m = serverMessages;
type Ctx = WriteContext<unknown, Record<string, string>>;

const parentCheck = (table: Parameters<typeof findLive>[1], param: string, message: string, column: string) => async (ctx: Ctx) => {
  const parentId = ctx.params[param] as string;
  found(await findLive(ctx.tx, table, ctx.businessId, parentId), message);
  return { [column]: parentId };
};

/** Availability body → columns (a single `weekday` is a list of one). */
/** An availability's values, its origins and users checked to be this business's. */
async function availabilityRefs(values: Record<string, unknown>, ctx: Ctx): Promise<void> {
  availabilityValues(values);
  await checkOrigins(ctx.tx, ctx.businessId, values.originIds);
  await checkMembers(ctx.tx, ctx.businessId, values.userIds);
}

function availabilityValues(values: Record<string, unknown>): void {
  if (typeof values.weekday === 'number') {
    values.weekdays = [values.weekday];
  }
  delete values.weekday;
}

/**
 * The availabilities (when and where it may be sold or used) of a payment method, a delivery method or a product:
 * one registration for the three, so each checks its owner and the origins and people it names in this business.
 */
export function registerAvailabilities(
  app: FastifyInstance,
  deps: WriteDeps,
  ownerPath: string,
  ownerTable: MirroredTable,
  ownerType: 'paymentMethod' | 'deliveryMethod' | 'product' | 'deliveryMethodConditionalPrinter',
  ownerNotFound: string,
  writes?: { create: AnyWrite; update: AnyWrite; delete: AnyWrite },
): void {
  const param = /:(\w+)$/.exec(ownerPath)![1]!;
  registerCrud(app, deps, {
    ...(writes ? { writes } : {}),
    path: `${ownerPath}/availabilities`,
    table: availabilities,
    create: availabilityCreate,
    update: availabilityUpdate,
    permission: 'manage',
    notFound: m.notFound.availability,
    async parent(ctx) {
      const id = ctx.params[param] as string;
      found(await findLive(ctx.tx, ownerTable, ctx.businessId, id), ownerNotFound);
      return { ownerType, ownerId: id };
    },
    async prepare(values, ctx) {
      await availabilityRefs(values, ctx);
    },
  });
}

export function registerConfig(app: FastifyInstance, deps: WriteDeps): void {
  // ---------------------------------------------------------------- payment methods
  registerCrud(app, deps, {
    path: 'payments/payment-methods',
    table: paymentMethods,
    create: paymentMethodCreate,
    update: paymentMethodUpdate,
    writes: { create: pw.paymentMethodsCreate, update: pw.paymentMethodsUpdate, delete: pw.paymentMethodsDelete },
    permission: 'manage',
    notFound: m.notFound.paymentMethod,
  });
  registerAvailabilities(app, deps, 'payments/payment-methods/:paymentMethodId', paymentMethods, 'paymentMethod', m.notFound.paymentMethod, {
    create: pw.paymentMethodAvailabilitiesCreate,
    update: pw.paymentMethodAvailabilitiesUpdate,
    delete: pw.paymentMethodAvailabilitiesDelete,
  });
  // A product's availabilities (the spec's productAvailabilities*): when and where it may be sold.
  registerAvailabilities(app, deps, 'products/:productId', products, 'product', m.notFound.product, {
    create: productAvailabilitiesCreate,
    update: productAvailabilitiesUpdate,
    delete: productAvailabilitiesDelete,
  });
  // Bind and unbind origins, users and weekdays of an availability.
  const binds = [
    { name: 'origins', column: 'originIds', body: bindOrigin, key: 'originId', unbind: pw.paymentMethodAvailabilityUnbindOrigins },
    { name: 'users', column: 'userIds', body: bindUser, key: 'userId', unbind: pw.paymentMethodAvailabilityUnbindUsers },
    { name: 'weekdays', column: 'weekdays', body: bindWeekday, key: 'weekday', unbind: pw.paymentMethodAvailabilityUnbindWeekdays },
  ] as const;
  for (const bind of binds) {
    const base = `payments/payment-methods/:paymentMethodId/availabilities/:availabilityId/${bind.name}`;
    const availabilityOf = async (ctx: Ctx) => {
      found(await findLive(ctx.tx, paymentMethods, ctx.businessId, ctx.params.paymentMethodId as string), m.notFound.paymentMethod);
      const row = found(await findLive(ctx.tx, availabilities, ctx.businessId, ctx.params.availabilityId as string), m.notFound.availability);
      if (row.ownerId !== ctx.params.paymentMethodId) throw found(null, m.notFound.availability);
      return row;
    };
    registerWrite(app, deps, {
      method: 'POST',
      path: base,
      body: bind.body,
      permission: 'manage',
      async run(ctx) {
        const row = await availabilityOf(ctx as Ctx);
        if (bind.name === 'origins') found(await findLive(ctx.tx, origins, ctx.businessId, (ctx.body as { originId: string }).originId), m.notFound.origin);
        if (bind.name === 'users') {
          const userId = (ctx.body as { userId: string }).userId;
          const link = await ctx.tx
            .select({ id: userBusinesses.id })
            .from(userBusinesses)
            .where(and(eq(userBusinesses.businessId, ctx.businessId), eq(userBusinesses.userId, userId), isNull(userBusinesses.deletedAt)));
          if (!link[0]) throw found(null, m.notFound.user);
        }
        const value = (ctx.body as Record<string, unknown>)[bind.key];
        const list = (row[bind.column] as unknown[]) ?? [];
        return updateRow(ctx.tx, availabilities, row.id, { [bind.column]: list.includes(value) ? list : [...list, value], ...ctx.stamp() });
      },
    });
    registerWrite(app, deps, {
      ...routeOf(bind.unbind as AnyWrite),
      permission: 'manage',
      async run(ctx) {
        const row = await availabilityOf(ctx as Ctx);
        const target = (ctx.params as { id: string }).id;
        const list = ((row[bind.column] as unknown[]) ?? []).filter((v) => String(v) !== target);
        return updateRow(ctx.tx, availabilities, row.id, { [bind.column]: list, ...ctx.stamp() });
      },
    });
  }
  // Card brands are created as a list for one payment method (002 §5), the body the typed client sends;
  // the answer is the list of brands created, in the order given.
  registerWrite(app, deps, {
    ...routeOf(pw.creditCardBannersCreate),
    permission: 'manage',
    createdId: (b) => b.creditCardBanners[0]?.id,
    async run(ctx) {
      const { paymentMethodId, creditCardBanners: brands } = ctx.body;
      found(await findLive(ctx.tx, paymentMethods, ctx.businessId, paymentMethodId), m.notFound.paymentMethod);
      const values = brands.map((b) => ({ id: ctx.idFor(b.id), businessId: ctx.businessId, paymentMethodId, name: b.name, createdAt: ctx.now, ...ctx.stamp() }));
      const rows = new Map((await ctx.tx.insert(creditCardBanners).values(values).returning()).map((r) => [r.id, r]));
      return { status: 201, body: values.map((v) => rows.get(v.id)) };
    },
  });
  registerCrud(app, deps, {
    path: 'payments/credit-card-banners',
    table: creditCardBanners,
    create: creditCardBannerListCreate,
    update: creditCardBannerUpdate,
    writes: { update: pw.creditCardBannersUpdate, delete: pw.creditCardBannersDelete },
    permission: 'manage',
    notFound: m.notFound.creditCardBanner,
    only: ['update', 'delete'],
    async prepare(values, ctx) {
      if (typeof values.paymentMethodId === 'string') {
        found(await findLive(ctx.tx, paymentMethods, ctx.businessId, values.paymentMethodId), m.notFound.paymentMethod);
      }
    },
  });

  // ---------------------------------------------------------------- printers and kitchens
  registerCrud(app, deps, {
    path: 'printers',
    table: printers,
    create: printerCreate,
    update: printerUpdate,
    writes: { update: bw.printersUpdate, delete: bw.printersDelete },
    permission: 'manage',
    notFound: m.notFound.printer,
  });
  for (const kind of ['nfce', 'products', 'service-resume'] as const) {
    registerRead(app, deps, {
      path: `printers/pos-templates/${kind}`,
      async run() {
        return posTemplate(kind);
      },
    });
  }
  const printerOf = async (values: Record<string, unknown>, ctx: Ctx) => {
    if (typeof values.printerId === 'string') found(await findLive(ctx.tx, printers, ctx.businessId, values.printerId), m.notFound.printer);
  };
  registerCrud(app, deps, {
    path: 'kitchens',
    table: kitchens,
    create: kitchenCreate,
    update: kitchenUpdate,
    writes: { create: kw.kitchensCreate, update: kw.kitchensUpdate, delete: kw.kitchensDelete },
    permission: 'manage',
    notFound: m.notFound.kitchen,
    prepare: printerOf,
  });
  registerCrud(app, deps, {
    path: 'kitchens/:kitchenId/conditional-printers',
    table: kitchenConditionalPrinters,
    create: conditionalPrinterCreate,
    update: conditionalPrinterUpdate,
    writes: { create: kw.kitchenConditionalPrintersCreate, update: kw.kitchenConditionalPrintersUpdate, delete: kw.kitchenConditionalPrintersDelete },
    permission: 'manage',
    notFound: m.notFound.printer,
    parent: parentCheck(kitchens, 'kitchenId', m.notFound.kitchen, 'kitchenId'),
    async prepare(values, ctx) {
      await printerOf(values, ctx);
      await checkOrigins(ctx.tx, ctx.businessId, values.originIds);
    },
  });

  // ---------------------------------------------------------------- entities
  // The person an entity stands for (a waiter's login) must be one of this business's people.
  const entityUser = async (values: Record<string, unknown>, ctx: Ctx) => {
    if (typeof values.userId === 'string') await checkMembers(ctx.tx, ctx.businessId, [values.userId]);
  };
  registerCrud(app, deps, {
    path: 'entities',
    table: entities,
    create: entityCreate,
    update: entityUpdate,
    writes: { update: ew.entitiesUpdate, delete: ew.entitiesDelete },
    permission: 'launch',
    notFound: m.notFound.entity,
    prepare: entityUser,
  });
  registerCrud(app, deps, {
    path: 'entities/waiters',
    table: entities,
    create: ew.entitiesWaitersCreate.schema,
    update: entityUpdate,
    writes: { create: ew.entitiesWaitersCreate },
    permission: 'manage',
    notFound: m.notFound.entity,
    only: ['create'],
    async prepare(values, ctx) {
      values.type = 'waiter';
      await entityUser(values, ctx);
    },
  });
  registerWrite(app, deps, {
    ...routeOf(ew.entitiesChangeAvailability),
    permission: 'launch',
    async run(ctx) {
      const row = found(await findLive(ctx.tx, entities, ctx.businessId, (ctx.params as { id: string }).id), m.notFound.entity);
      return updateRow(ctx.tx, entities, row.id, { available: ctx.body.available, ...ctx.stamp() });
    },
  });
  registerCrud(app, deps, {
    path: 'entities/:entityId/addresses',
    table: entityAddresses,
    create: addressCreate,
    update: addressUpdate,
    writes: { update: ew.entityAddressesUpdate, delete: ew.entityAddressesDelete },
    permission: 'launch',
    notFound: m.notFound.address,
    parent: parentCheck(entities, 'entityId', m.notFound.entity, 'entityId'),
  });
  registerCrud(app, deps, {
    path: 'entities/:entityId/phones',
    table: entityPhones,
    create: phoneCreate,
    update: phoneUpdate,
    writes: { update: ew.entityPhonesUpdate, delete: ew.entityPhonesDelete },
    permission: 'launch',
    notFound: m.notFound.phone,
    parent: parentCheck(entities, 'entityId', m.notFound.entity, 'entityId'),
  });

  // ---------------------------------------------------------------- delivery methods
  registerCrud(app, deps, {
    path: 'deliveries/delivery-methods',
    table: deliveryMethods,
    create: deliveryMethodCreate,
    update: deliveryMethodUpdate,
    writes: { create: pw.deliveryMethodsCreate, update: pw.deliveryMethodsUpdate, delete: pw.deliveryMethodsDelete },
    permission: 'manage',
    notFound: m.notFound.deliveryMethod,
  });
  registerAvailabilities(app, deps, 'deliveries/delivery-methods/:deliveryMethodId', deliveryMethods, 'deliveryMethod', m.notFound.deliveryMethod, {
    create: pw.deliveryMethodAvailabilitiesCreate,
    update: pw.deliveryMethodAvailabilitiesUpdate,
    delete: pw.deliveryMethodAvailabilitiesDelete,
  });
}

/** The POS print templates: which blocks each printed document carries, in order (rendered by src-shared/printing). */
function posTemplate(kind: 'nfce' | 'products' | 'service-resume') {
  const blocks = {
    nfce: ['header', 'issuer', 'items', 'totals', 'payments', 'taxes', 'consumer', 'qrCode', 'protocol', 'footer'],
    products: ['header', 'order', 'table', 'waiter', 'items', 'observations', 'footer'],
    'service-resume': ['header', 'table', 'items', 'subtotal', 'discount', 'serviceFee', 'total', 'perOccupant', 'payments', 'footer'],
  } as const;
  return { kind, blocks: blocks[kind], sizes: { small: 32, medium: 42, large: 48 } };
}
