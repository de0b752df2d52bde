// The business's setup writes, declared once (see define.ts): digital menu, sales link, tracking notifications,
// pausing an origin, delivery methods' conditional printers and their availabilities, a payment method's
// integrator, the release to production and dropping the server's caches. None of them is a row the counter's
// mirror keeps, so none has an optimistic effect: the settings screens show the server's answer.
import { businessCalls as calls } from '../api/areas/business.js';
import { cashCalls } from '../api/areas/cash.js';
import { deliveryMethodsCalls as delivery } from '../api/areas/deliveryMethods.js';
import { printersPlansUsersCalls as printers } from '../api/areas/printersPlansUsers.js';
import { paymentMethodsCalls as payment } from '../api/areas/paymentMethods.js';
import { businessUpdate } from '../api/schemas/business.js';
import * as s from '../api/schemas/businessSetup.js';
import { availabilityCreate, availabilityUpdate } from '../api/schemas/paymentMethods.js';
import { printerUpdate } from '../api/schemas/printers.js';
import { emptyBody } from '../api/schemas/services.js';
import { businessMessages as bm } from '../i18n/business.js';
import { businessScreenMessages as bsm } from '../i18n/businessScreen.js';
import { declareWrite } from './define.js';

const l = bm.labels;
const settings = 'configuração do estabelecimento: não é espelhada no balcão; a tela de configurações mostra a resposta do servidor';
const ids = (...values: (string | null | undefined)[]) => values.filter((x): x is string => Boolean(x));

// The business's own data (Configurações → Estabelecimento): the counter reads the business row at its next pull.
export const businessesUpdateOwn = declareWrite('businessesUpdateOwn', calls.businessesUpdateOwn, {
  schema: businessUpdate,
  label: ({ body }) => bsm.data.label(body.name ?? ''),
  entityIds: () => [],
  effect: null,
  noEffect: settings,
});
export const businessDigitalMenuCreate = declareWrite('businessDigitalMenuCreate', calls.businessDigitalMenuCreate, {
  schema: s.digitalMenuCreate,
  label: ({ body }) => l.digitalMenu(body.slug),
  entityIds: ({ body }) => ids(body.id),
  effect: null,
  noEffect: settings,
});
export const businessDigitalMenuUpdate = declareWrite('businessDigitalMenuUpdate', calls.businessDigitalMenuUpdate, {
  schema: s.digitalMenuUpdate,
  label: ({ body }) => l.digitalMenu(body.slug ?? ''),
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: settings,
});
export const businessLinkVendasConfigCreate = declareWrite('businessLinkVendasConfigCreate', calls.businessLinkVendasConfigCreate, {
  schema: s.linkVendasConfigCreate,
  label: ({ body }) => l.linkVendas(body.slug),
  entityIds: ({ body }) => ids(body.id),
  effect: null,
  noEffect: settings,
});
export const businessLinkVendasConfigUpdate = declareWrite('businessLinkVendasConfigUpdate', calls.businessLinkVendasConfigUpdate, {
  schema: s.linkVendasConfigUpdate,
  label: ({ body }) => l.linkVendas(body.slug ?? ''),
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: settings,
});
export const businessTrackingStatusNotificationConfigCreate = declareWrite(
  'businessTrackingStatusNotificationConfigCreate',
  calls.businessTrackingStatusNotificationConfigCreate,
  { schema: s.trackingNotificationConfigCreate, label: () => l.tracking, entityIds: ({ body }) => ids(body.id), effect: null, noEffect: settings },
);
export const businessTrackingStatusNotificationConfigUpdate = declareWrite(
  'businessTrackingStatusNotificationConfigUpdate',
  calls.businessTrackingStatusNotificationConfigUpdate,
  { schema: s.trackingNotificationConfigUpdate, label: () => l.tracking, entityIds: ({ params }) => [params.id], effect: null, noEffect: settings },
);
export const businessOriginUnavailabilityChangeStatus = declareWrite('businessOriginUnavailabilityChangeStatus', calls.businessOriginUnavailabilityChangeStatus, {
  schema: s.originUnavailabilityChange,
  label: ({ body }) => l.originPause(body.unavailable),
  entityIds: ({ body }) => [body.originId],
  effect: null,
  noEffect: 'a pausa de uma origem vale no servidor (que recusa os pedidos dela); o espelho não guarda pausas',
});
export const businessReleaseToProduction = declareWrite('businessReleaseToProduction', calls.businessReleaseToProduction, {
  schema: s.releaseToProduction,
  label: () => l.release,
  entityIds: () => [],
  effect: null,
  noEffect: 'ação do parceiro sobre o estabelecimento, feita on-line',
});
export const businessCleanRedisCache = declareWrite('businessCleanRedisCache', calls.businessCleanRedisCache, {
  schema: s.cleanCache,
  label: () => l.cache,
  entityIds: () => [],
  effect: null,
  noEffect: 'limpa caches do servidor: nada muda no espelho',
});

export const deliveryMethodConditionalPrintersCreate = declareWrite('deliveryMethodConditionalPrintersCreate', delivery.deliveryMethodConditionalPrintersCreate, {
  schema: s.deliveryMethodConditionalPrinterCreate,
  label: () => l.conditionalPrinter,
  entityIds: ({ params, body }) => ids(body.id, params.deliveryMethodId),
  effect: null,
  noEffect: settings,
});
export const deliveryMethodConditionalPrintersDelete = declareWrite('deliveryMethodConditionalPrintersDelete', delivery.deliveryMethodConditionalPrintersDelete, {
  schema: emptyBody,
  label: () => l.conditionalPrinter,
  entityIds: ({ params }) => [params.printerId, params.deliveryMethodId],
  effect: null,
  noEffect: settings,
});
export const deliveryMethodConditionalPrinterAvailabilitiesCreate = declareWrite(
  'deliveryMethodConditionalPrinterAvailabilitiesCreate',
  delivery.deliveryMethodConditionalPrinterAvailabilitiesCreate,
  { schema: availabilityCreate, label: () => l.availability, entityIds: ({ params, body }) => ids(body.id, params.printerId), effect: null, noEffect: settings },
);
export const deliveryMethodConditionalPrinterAvailabilitiesUpdate = declareWrite(
  'deliveryMethodConditionalPrinterAvailabilitiesUpdate',
  delivery.deliveryMethodConditionalPrinterAvailabilitiesUpdate,
  { schema: availabilityUpdate, label: () => l.availability, entityIds: ({ params }) => [params.id, params.printerId], effect: null, noEffect: settings },
);
export const deliveryMethodConditionalPrinterAvailabilitiesDelete = declareWrite(
  'deliveryMethodConditionalPrinterAvailabilitiesDelete',
  delivery.deliveryMethodConditionalPrinterAvailabilitiesDelete,
  { schema: emptyBody, label: () => l.availability, entityIds: ({ params }) => [params.id, params.printerId], effect: null, noEffect: settings },
);
export const paymentMethodIntegratorsSave = declareWrite('paymentMethodIntegratorsSave', payment.paymentMethodIntegratorsSave, {
  schema: s.paymentMethodIntegratorSave,
  label: () => l.integrator,
  entityIds: ({ body }) => ids(body.id, body.paymentMethodId),
  effect: null,
  noEffect: settings,
});

// A printer of the business renamed, re-addressed or removed (Configurações, the printers panel): the terminals take
// the row at their next pull; how this terminal reaches it stays in its own setup.
const printerNoEffect = 'impressora do estabelecimento: a lista da tela vem do espelho, que a recebe na próxima leitura';
export const printersUpdate = declareWrite('printersUpdate', printers.printersUpdate, {
  schema: printerUpdate,
  label: ({ body }) => bsm.printers.changed(body.name ?? ''),
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: printerNoEffect,
});
export const printersDelete = declareWrite('printersDelete', printers.printersDelete, {
  schema: emptyBody,
  label: () => bsm.printers.removed,
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: printerNoEffect,
});

// A closed register's resume printed again (the cash screen): the server notes the reprint and answers the resume.
export const cashRegisterAuditsPrintClosedResume = declareWrite('cashRegisterAuditsPrintClosedResume', cashCalls.cashRegisterAuditsPrintClosedResume, {
  schema: emptyBody,
  label: () => bsm.cash.reprinted,
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: 'uma reimpressão não muda o caixa: o servidor só a registra na auditoria',
});

// A cash register removed at Configurações → Estabelecimento (the server refuses one still open).
export const cashRegistersDelete = declareWrite('cashRegistersDelete', cashCalls.cashRegistersDelete, {
  schema: emptyBody,
  label: () => bsm.registers.removed,
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: 'a lista de caixas da tela vem do servidor; o espelho recebe a exclusão na próxima leitura',
});
