// The writes of a new customer at the counter: the customer, their phone, their address. Declared with the
// server's schemas (routes/config.ts): the typed client's entity calls carry looser ones (listed in index.ts).
import { entitiesCalls as calls } from '../api/areas/entities.js';
import { addressCreate, entityCreate, phoneCreate } from '../api/schemas/entities.js';
import { screenMessages as m } from '../i18n/screens.js';
import { declareWrite } from './define.js';

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
