// The delivery marketplaces' writes (000 §7 Integrators). Each talks to the provider (the server's outside call) and
// records its answer; the Marketplaces screen reads the server (the providers' state is not mirrored), so these
// writes picture nothing in the mirror: the screen reads again when the outbox says a write went through.
import { integratorsCalls as calls } from '../api/areas/integrators.js';
import * as s from '../api/schemas/integrators.js';
import { integratorMessages as m } from '../i18n/integrators.js';
import { declareWrite } from './define.js';

const NO_EFFECT = 'os marketplaces são lidos do servidor (o estado de cada um é do provedor): a tela lê de novo quando o servidor responde';
const l = m.label;

export const integratorsAuth = declareWrite('integratorsAuth', calls.integratorsAuth, {
  schema: s.integratorsAuth,
  label: ({ params }) => l.auth(params.provider),
  entityIds: () => [],
  effect: null,
  noEffect: NO_EFFECT,
});
export const ifoodUserCode = declareWrite('ifoodUserCode', calls.ifoodUserCode, {
  schema: s.integratorsUserCode,
  label: () => l.userCode('ifood'),
  entityIds: () => [],
  effect: null,
  noEffect: NO_EFFECT,
});
export const uaiRangoUserCode = declareWrite('uaiRangoUserCode', calls.uaiRangoUserCode, {
  schema: s.integratorsUserCode,
  label: () => l.userCode('uaiRango'),
  entityIds: () => [],
  effect: null,
  noEffect: NO_EFFECT,
});
export const integratorsPull = declareWrite('integratorsPull', calls.integratorsPull, {
  schema: s.integratorsEmpty,
  label: ({ params }) => l.pull(params.provider),
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});
export const integratorsImportCatalog = declareWrite('integratorsImportCatalog', calls.integratorsImportCatalog, {
  schema: s.integratorsEmpty,
  label: () => l.importCatalog,
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});
export const integratorsUpdate = declareWrite('integratorsUpdate', calls.integratorsUpdate, {
  schema: s.integratorsUpdate,
  label: () => l.update,
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});
export const ifoodUpdateCatalog = declareWrite('ifoodUpdateCatalog', calls.ifoodUpdateCatalog, {
  schema: s.integratorsEmpty,
  label: () => l.updateCatalog,
  entityIds: ({ params }) => [params.businessIntegratorId],
  effect: null,
  noEffect: NO_EFFECT,
});
export const deliveryMuchChangeStatus = declareWrite('deliveryMuchChangeStatus', calls.deliveryMuchChangeStatus, {
  schema: s.deliveryMuchChangeStatus,
  label: ({ body }) => l.changeStatus(body.newStatus),
  entityIds: ({ body }) => (body.orderId ? [body.orderId] : []),
  effect: null,
  noEffect: NO_EFFECT,
});
export const deliveryMuchChangeAverageTimes = declareWrite('deliveryMuchChangeAverageTimes', calls.deliveryMuchChangeAverageTimes, {
  schema: s.deliveryMuchChangeAverageTimes,
  label: ({ body }) => l.averageTimes(body.pickUpTime, body.deliveryTime),
  entityIds: () => [],
  effect: null,
  noEffect: NO_EFFECT,
});
export const delmatchDispatch = declareWrite('delmatchDispatch', calls.delmatchDispatch, {
  schema: s.integratorsEmpty,
  label: () => l.dispatch('delmatch'),
  entityIds: ({ params }) => [params.orderId],
  effect: null,
  noEffect: NO_EFFECT,
});
export const entregas10Dispatch = declareWrite('entregas10Dispatch', calls.entregas10Dispatch, {
  schema: s.integratorsEmpty,
  label: () => l.dispatch('entregas10'),
  entityIds: ({ params }) => [params.orderId],
  effect: null,
  noEffect: NO_EFFECT,
});
export const entregas10CancelShipping = declareWrite('entregas10CancelShipping', calls.entregas10CancelShipping, {
  schema: s.entregas10CancelShipping,
  label: () => l.cancelShipping,
  entityIds: ({ body }) => (body.orderId ? [body.orderId] : []),
  effect: null,
  noEffect: NO_EFFECT,
});
