// The writes of Configurações → Formas de pagamento and → Entrega: payment methods with their availabilities (and
// the binds of origins, people and weekdays to one), card brands, delivery methods with their availabilities. Each
// takes the schema the server's route validates with (routes/config.ts), not the spec's loose one. The manager
// waits at the screen, which reads the server again when the outbox says a write went through; the counter's
// mirror takes the rows at its next pull, so none pictures anything offline.
import { deliveryMethodsCalls as delivery } from '../api/areas/deliveryMethods.js';
import { paymentMethodsCalls as payment } from '../api/areas/paymentMethods.js';
import { deliveryMethodCreate, deliveryMethodUpdate } from '../api/schemas/deliveryMethods.js';
import * as s from '../api/schemas/paymentMethods.js';
import { emptyBody } from '../api/schemas/services.js';
import { payConfigMessages as m } from '../i18n/payConfig.js';
import { declareWrite } from './define.js';

const NO_EFFECT = 'configuração de formas de pagamento e de entrega: a tela lê o servidor de novo quando ele responde; o balcão a recebe na próxima leitura';
const l = m.label;
const ids = (...values: (string | null | undefined)[]) => values.filter((x): x is string => Boolean(x));
const pathId = ({ params }: { params: { id: string } }) => [params.id];

export const paymentMethodsCreate = declareWrite('paymentMethodsCreate', payment.paymentMethodsCreate, {
  schema: s.paymentMethodCreate,
  label: ({ body }) => l.paymentMethod(body.name),
  entityIds: ({ body }) => ids(body.id),
  effect: null,
  noEffect: NO_EFFECT,
});
export const paymentMethodsUpdate = declareWrite('paymentMethodsUpdate', payment.paymentMethodsUpdate, {
  schema: s.paymentMethodUpdate,
  label: ({ body }) => l.paymentMethodChanged(body.name),
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const paymentMethodsDelete = declareWrite('paymentMethodsDelete', payment.paymentMethodsDelete, {
  schema: emptyBody,
  label: () => l.paymentMethodDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});

export const paymentMethodAvailabilitiesCreate = declareWrite('paymentMethodAvailabilitiesCreate', payment.paymentMethodAvailabilitiesCreate, {
  schema: s.availabilityCreate,
  label: () => l.availability,
  entityIds: ({ params, body }) => ids(body.id, params.paymentMethodId),
  effect: null,
  noEffect: NO_EFFECT,
});
export const paymentMethodAvailabilitiesUpdate = declareWrite('paymentMethodAvailabilitiesUpdate', payment.paymentMethodAvailabilitiesUpdate, {
  schema: s.availabilityUpdate,
  label: () => l.availability,
  entityIds: ({ params }) => [params.id, params.paymentMethodId],
  effect: null,
  noEffect: NO_EFFECT,
});
export const paymentMethodAvailabilitiesDelete = declareWrite('paymentMethodAvailabilitiesDelete', payment.paymentMethodAvailabilitiesDelete, {
  schema: emptyBody,
  label: () => l.availabilityDeleted,
  entityIds: ({ params }) => [params.id, params.paymentMethodId],
  effect: null,
  noEffect: NO_EFFECT,
});

// Binds and unbinds change one list of an availability: they replay in order behind the availability's creation.
const bound = ({ params }: { params: { availabilityId: string } }) => [params.availabilityId];
export const paymentMethodAvailabilityBindOrigins = declareWrite('paymentMethodAvailabilityBindOrigins', payment.paymentMethodAvailabilityBindOrigins, {
  schema: s.bindOrigin,
  label: () => l.bindOrigin,
  entityIds: bound,
  effect: null,
  noEffect: NO_EFFECT,
});
export const paymentMethodAvailabilityUnbindOrigins = declareWrite('paymentMethodAvailabilityUnbindOrigins', payment.paymentMethodAvailabilityUnbindOrigins, {
  schema: emptyBody,
  label: () => l.unbindOrigin,
  entityIds: bound,
  effect: null,
  noEffect: NO_EFFECT,
});
export const paymentMethodAvailabilityBindUsers = declareWrite('paymentMethodAvailabilityBindUsers', payment.paymentMethodAvailabilityBindUsers, {
  schema: s.bindUser,
  label: () => l.bindUser,
  entityIds: bound,
  effect: null,
  noEffect: NO_EFFECT,
});
export const paymentMethodAvailabilityUnbindUsers = declareWrite('paymentMethodAvailabilityUnbindUsers', payment.paymentMethodAvailabilityUnbindUsers, {
  schema: emptyBody,
  label: () => l.unbindUser,
  entityIds: bound,
  effect: null,
  noEffect: NO_EFFECT,
});
export const paymentMethodAvailabilityBindWeekdays = declareWrite('paymentMethodAvailabilityBindWeekdays', payment.paymentMethodAvailabilityBindWeekdays, {
  schema: s.bindWeekday,
  label: () => l.bindWeekday,
  entityIds: bound,
  effect: null,
  noEffect: NO_EFFECT,
});
export const paymentMethodAvailabilityUnbindWeekdays = declareWrite('paymentMethodAvailabilityUnbindWeekdays', payment.paymentMethodAvailabilityUnbindWeekdays, {
  schema: emptyBody,
  label: () => l.unbindWeekday,
  entityIds: bound,
  effect: null,
  noEffect: NO_EFFECT,
});

export const creditCardBannersCreate = declareWrite('creditCardBannersCreate', payment.creditCardBannersCreate, {
  schema: s.creditCardBannerListCreate,
  label: ({ body }) => l.cardBrands(body.creditCardBanners.map((b) => b.name)),
  entityIds: ({ body }) => ids(...body.creditCardBanners.map((b) => b.id), body.paymentMethodId),
  effect: null,
  noEffect: NO_EFFECT,
});
export const creditCardBannersUpdate = declareWrite('creditCardBannersUpdate', payment.creditCardBannersUpdate, {
  schema: s.creditCardBannerUpdate,
  label: () => l.cardBrandChanged,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const creditCardBannersDelete = declareWrite('creditCardBannersDelete', payment.creditCardBannersDelete, {
  schema: emptyBody,
  label: () => l.cardBrandDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});

export const deliveryMethodsCreate = declareWrite('deliveryMethodsCreate', delivery.deliveryMethodsCreate, {
  schema: deliveryMethodCreate,
  label: ({ body }) => l.deliveryMethod(body.name, body.fee),
  entityIds: ({ body }) => ids(body.id),
  effect: null,
  noEffect: NO_EFFECT,
});
export const deliveryMethodsUpdate = declareWrite('deliveryMethodsUpdate', delivery.deliveryMethodsUpdate, {
  schema: deliveryMethodUpdate,
  label: ({ body }) => l.deliveryMethodChanged(body.name),
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const deliveryMethodsDelete = declareWrite('deliveryMethodsDelete', delivery.deliveryMethodsDelete, {
  schema: emptyBody,
  label: () => l.deliveryMethodDeleted,
  entityIds: pathId,
  effect: null,
  noEffect: NO_EFFECT,
});
export const deliveryMethodAvailabilitiesCreate = declareWrite('deliveryMethodAvailabilitiesCreate', delivery.deliveryMethodAvailabilitiesCreate, {
  schema: s.availabilityCreate,
  label: () => l.deliveryAvailability,
  entityIds: ({ params, body }) => ids(body.id, params.deliveryMethodId),
  effect: null,
  noEffect: NO_EFFECT,
});
export const deliveryMethodAvailabilitiesUpdate = declareWrite('deliveryMethodAvailabilitiesUpdate', delivery.deliveryMethodAvailabilitiesUpdate, {
  schema: s.availabilityUpdate,
  label: () => l.deliveryAvailability,
  entityIds: ({ params }) => [params.id, params.deliveryMethodId],
  effect: null,
  noEffect: NO_EFFECT,
});
export const deliveryMethodAvailabilitiesDelete = declareWrite('deliveryMethodAvailabilitiesDelete', delivery.deliveryMethodAvailabilitiesDelete, {
  schema: emptyBody,
  label: () => l.deliveryAvailabilityDeleted,
  entityIds: ({ params }) => [params.id, params.deliveryMethodId],
  effect: null,
  noEffect: NO_EFFECT,
});
