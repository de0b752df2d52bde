// The writes of a new customer at the counter: the customer, their phone, their address. Declared with the
// server's schemas (routes/config.ts): the typed client's entity calls carry looser ones (listed in index.ts).
import { entitiesCalls as calls } from '../api/areas/entities.js';
import { accountEntryCreate, addressCreate, addressUpdate, changeAvailability, entityCreate, entityUpdate, phoneCreate, phoneUpdate, transactionAccountCreate } from '../api/schemas/entities.js';
import { noBody } from '../api/schemas/catalogs.js';
import { entityScreenMessages as es } from '../i18n/entityScreens.js';
import { accountPaymentAudit } from '../domain/cashAudit.js';
import { entitiesMessages as em } from '../i18n/entities.js';
import { screenMessages as m } from '../i18n/screens.js';
import { declareWrite, num } from './define.js';

const a = m.checkout.actions;

export const entitiesCreate = declareWrite('entitiesCreate', calls.entitiesCreate, {
  schema: entityCreate,
  label: ({ body }) => a.customer(body.name),
  entityIds: ({ body }) => (body.id ? [body.id] : []),
  effect: async (sc, { body: b }) => {
    if (!b.id) return;
    await sc.put('entities', {
      id: b.id,
      type: b.type,
      name: b.name,
      document: b.document || null,
      email: b.email || null,
      userId: b.userId ?? null,
      available: b.available,
      note: b.note ?? null,
    });
  },
});

export const entityPhonesCreate = declareWrite('entityPhonesCreate', calls.entityPhonesCreate, {
  schema: phoneCreate,
  label: ({ body }, n: { customer: string }) => `${a.customer(n.customer)}: ${body.number}`,
  entityIds: ({ params, body }) => [body.id, params.entityId].filter((x): x is string => Boolean(x)),
  effect: async (sc, { params, body: b }) => {
    if (!b.id) return;
    await sc.put('entityPhones', { id: b.id, entityId: params.entityId, number: b.number, main: b.main });
  },
});

export const entityAddressesCreate = declareWrite('entityAddressesCreate', calls.entityAddressesCreate, {
  schema: addressCreate,
  label: ({ body }) => a.address(`${body.street}, ${body.number ?? ''}`),
  entityIds: ({ params, body }) => [body.id, params.entityId].filter((x): x is string => Boolean(x)),
  effect: async (sc, { params, body: b }) => {
    if (!b.id) return;
    await sc.put('entityAddresses', {
      id: b.id,
      entityId: params.entityId,
      type: b.type,
      cep: b.cep ?? null,
      street: b.street,
      number: b.number || null,
      complement: b.complement || null,
      neighborhood: b.neighborhood || null,
      city: b.city || null,
      state: b.state || null,
      reference: b.reference || null,
    });
  },
});

// ---------------------------------------------------------------- the customer's account (fiado) at the counter
// Opened and moved offline too: a purchase on account adds to what is owed, a payment takes from it, and a payment
// that settles takes exactly what the account owes (the server decides the same on the balance it holds).

export const entityTransactionAccountsCreate = declareWrite('entityTransactionAccountsCreate', calls.entityTransactionAccountsCreate, {
  schema: transactionAccountCreate,
  label: ({ body }, n: { customer: string }) => em.labels.openAccount(n.customer, body.name),
  entityIds: ({ params, body }) => [body.id, params.entityId].filter((x): x is string => Boolean(x)),
  effect: async (sc, { params, body: b }) => {
    if (!b.id) return;
    await sc.put('entityTransactionAccounts', {
      id: b.id,
      entityId: params.entityId,
      name: b.name,
      creditLimit: b.creditLimit ?? null,
      balance: 0,
      available: b.available,
      note: b.note ?? null,
    });
  },
});

export const entityTransactionAccountEntriesCreate = declareWrite('entityTransactionAccountEntriesCreate', calls.entityTransactionAccountEntriesCreate, {
  schema: accountEntryCreate,
  label: ({ body }, n: { customer: string }) => em.labels.entry(n.customer, body.type, body.settle, body.amount ?? null),
  entityIds: ({ params, body }) => [body.id, params.accountId, params.entityId].filter((x): x is string => Boolean(x)),
  effect: async (sc, { params, body: b }) => {
    if (!b.id) return;
    const account = await sc.get('entityTransactionAccounts', params.accountId);
    const before = num(account?.balance);
    const amount = b.settle ? before : (b.amount ?? 0);
    const balance = b.type === 'purchase' ? before + amount : before - amount;
    // A payment is received in a register session, as the server decides it (routes/entities.ts).
    const open = b.type === 'payment' && !b.cashRegisterAuditId ? (await sc.where('cashRegisterAudits', 'status', 'open')).filter((x) => !x.deletedAt) : [];
    const auditId = b.type === 'payment' ? accountPaymentAudit(b.cashRegisterAuditId, open.map((x) => x.id)) : null;
    await sc.put('entityTransactionAccountEntries', {
      id: b.id,
      entityId: params.entityId,
      transactionAccountId: params.accountId,
      type: b.type,
      amount,
      description: b.description ?? null,
      orderId: b.orderId ?? null,
      paymentMethodId: b.paymentMethodId ?? null,
      cashRegisterAuditId: auditId,
      settles: b.type === 'payment' && balance === 0,
      ...(b.occurredAt ? { occurredAt: b.occurredAt } : {}),
    });
    if (account) await sc.patch('entityTransactionAccounts', account.id, { balance });
  },
});

// ---------------------------------------------------------------- Configurações → Cadastros (people by type)
// A manager's edits of a person: pictured in the mirror at once, since the counter picks customers, waiters and
// delivery men from it (a person deleted or switched off leaves the counter's lists).

export const entitiesUpdate = declareWrite('entitiesUpdate', calls.entitiesUpdate, {
  schema: entityUpdate,
  label: ({ body }, n: { name: string }) => es.labels.changed(body.name ?? n.name),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params, body: b }) => {
    await sc.patch('entities', params.id, b);
  },
});

export const entitiesDelete = declareWrite('entitiesDelete', calls.entitiesDelete, {
  schema: noBody,
  label: (_i, n: { name: string }) => es.labels.deleted(n.name),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params }) => {
    await sc.patch('entities', params.id, { deletedAt: sc.change.createdAt });
  },
});

export const entitiesChangeAvailability = declareWrite('entitiesChangeAvailability', calls.entitiesChangeAvailability, {
  schema: changeAvailability,
  label: ({ body }, n: { name: string }) => es.labels.availability(n.name, body.available),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params, body }) => {
    await sc.patch('entities', params.id, { available: body.available });
  },
});

/** A waiter: the server sets the type; `userId` is the person who logs in on the waiter's phone. */
export const entitiesWaitersCreate = declareWrite('entitiesWaitersCreate', calls.entitiesWaitersCreate, {
  schema: entityCreate.omit({ type: true }),
  label: ({ body }) => es.labels.newWaiter(body.name),
  entityIds: ({ body }) => (body.id ? [body.id] : []),
  effect: async (sc, { body: b }) => {
    if (!b.id) return;
    await sc.put('entities', {
      id: b.id,
      type: 'waiter',
      name: b.name,
      document: b.document || null,
      email: b.email || null,
      userId: b.userId ?? null,
      available: b.available,
      note: b.note ?? null,
    });
  },
});

// A person's phones and addresses, corrected or removed from the person's card (Cadastros). Pictured in the mirror:
// the counter finds a customer by phone and sends deliveries to these addresses.
const child = ({ params }: { params: { entityId: string; id: string } }) => [params.id, params.entityId];

export const entityPhonesUpdate = declareWrite('entityPhonesUpdate', calls.entityPhonesUpdate, {
  schema: phoneUpdate,
  label: ({ body }, n: { name: string }) => es.labels.phoneChanged(n.name, body.number ?? null),
  entityIds: child,
  effect: async (sc, { params, body }) => {
    await sc.patch('entityPhones', params.id, body);
  },
});

export const entityPhonesDelete = declareWrite('entityPhonesDelete', calls.entityPhonesDelete, {
  schema: noBody,
  label: (_i, n: { name: string }) => es.labels.phoneDeleted(n.name),
  entityIds: child,
  effect: async (sc, { params }) => {
    await sc.patch('entityPhones', params.id, { deletedAt: sc.change.createdAt });
  },
});

export const entityAddressesUpdate = declareWrite('entityAddressesUpdate', calls.entityAddressesUpdate, {
  schema: addressUpdate,
  label: (_i, n: { name: string }) => es.labels.addressChanged(n.name),
  entityIds: child,
  effect: async (sc, { params, body }) => {
    await sc.patch('entityAddresses', params.id, body);
  },
});

export const entityAddressesDelete = declareWrite('entityAddressesDelete', calls.entityAddressesDelete, {
  schema: noBody,
  label: (_i, n: { name: string }) => es.labels.addressDeleted(n.name),
  entityIds: child,
  effect: async (sc, { params }) => {
    await sc.patch('entityAddresses', params.id, { deletedAt: sc.change.createdAt });
  },
});
