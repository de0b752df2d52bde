// The writes of Configurações → Bairros e entrega: the business's neighbourhoods (delivery fee and time, served or
// not) and neighbourhood templates. Each takes the
// schema the server's route validates with (routes/locations.ts). The manager waits at the screen, which reads the
// server again when the outbox says a write went through; the counter does not read them from its mirror, so none
// pictures anything offline. States and cities are the platform's (root-scoped, a platform admin's): not here.
import { locationsCalls as calls } from '../api/areas/locations.js';
import * as s from '../api/schemas/locations.js';
import { emptyBody } from '../api/schemas/services.js';
import { locationsScreenMessages as m } from '../i18n/locationsScreen.js';
import { declareWrite } from './define.js';

const NO_EFFECT = 'bairros de entrega da loja: a tela lê o servidor de novo quando ele responde; o balcão não os lê do espelho';
const l = m.label;
const ids = (...values: (string | null | undefined)[]) => values.filter((x): x is string => Boolean(x));
const pathId = ({ params }: { params: { id: string } }) => [params.id];

export const neighborhoodsCreate = declareWrite('neighborhoodsCreate', calls.neighborhoodsCreate, {
  schema: s.neighborhoodCreate,
  label: ({ body }) => l.neighborhood(body.name, body.deliveryFee),
  entityIds: ({ body }) => ids(body.id),
  effect: null,
  noEffect: NO_EFFECT,
});
export const neighborhoodsUpdate = declareWrite('neighborhoodsUpdate', calls.neighborhoodsUpdate, {
  schema: s.neighborhoodUpdate,
  label: ({ body }) => l.neighborhoodChanged(body.name),
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const neighborhoodsDelete = declareWrite('neighborhoodsDelete', calls.neighborhoodsDelete, {
  schema: emptyBody,
  label: () => l.neighborhoodDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});

export const neighborhoodTemplatesCreate = declareWrite('neighborhoodTemplatesCreate', calls.neighborhoodTemplatesCreate, {
  schema: s.neighborhoodTemplateCreate,
  label: ({ body }) => l.template(body.name),
  entityIds: ({ body }) => ids(body.id),
  effect: null,
  noEffect: NO_EFFECT,
});
export const neighborhoodTemplatesDelete = declareWrite('neighborhoodTemplatesDelete', calls.neighborhoodTemplatesDelete, {
  schema: emptyBody,
  label: () => l.templateDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
