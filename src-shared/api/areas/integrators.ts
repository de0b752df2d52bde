// Delivery-marketplace integrators (000 §7 Integrators).
// One entry per call of calls.json (area "Integrators"); see COVERAGE.md for the readings behind each path.
import { bindArea, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/integrators.js';

export const integratorsCalls = {
  integratorsAuth: rest('POST', 'integrators/{provider}/auth', { scope: 'root', body: s.integratorsAuth }),
  integratorsPull: rest('POST', 'integrators/{provider}/{id}/pull', { scope: 'worker', body: s.integratorsEmpty }),
  ifoodUserCode: rest('POST', 'integrators/ifood/user-code', { scope: 'root', body: s.integratorsUserCode }),
  ifoodCancellationReasons: rest('GET', 'integrators/ifood/cancellation-reasons', { scope: 'root' }),
  uaiRangoUserCode: rest('POST', 'integrators/uaiRango/user-code', { scope: 'root', body: s.integratorsUserCode }),
  uaiRangoCancellationReasons: rest('GET', 'integrators/uaiRango/cancellation-reasons', { scope: 'root' }),
  aiqfomePaymentMethods: rest('GET', 'integrators/aiqfome/payment-methods', { scope: 'root' }),
  maisDeliveryPaymentMethods: rest('GET', 'integrators/maisDelivery/payment-methods', { scope: 'root' }),
  deliveryMuchChangeStatus: rest('PUT', 'integrators/deliveryMuch/change-status', { scope: 'root', body: s.deliveryMuchChangeStatus }),
  deliveryMuchChangeAverageTimes: rest('PUT', 'integrators/deliveryMuch/change-average-times', { scope: 'root', body: s.deliveryMuchChangeAverageTimes }),
  delmatchDispatch: rest('POST', 'integrators/delmatch/{businessIntegratorId}/dispatch/{orderId}', { scope: 'root', body: s.integratorsEmpty }),
  entregas10Dispatch: rest('POST', 'integrators/entregas10/{businessIntegratorId}/dispatch/{orderId}', { scope: 'root', body: s.integratorsEmpty }),
  entregas10Neighborhoods: rest('GET', 'integrators/entregas10/{id}/neighborhoods', { scope: 'root' }),
  entregas10CancelShipping: rest('POST', 'integrators/entregas10/cancel-shipping', { scope: 'root', body: s.entregas10CancelShipping }),
  integratorsImportCatalog: rest('POST', 'integrators/{id}/import-catalog', { scope: 'root', body: s.integratorsEmpty }),
  integratorsUpdate: rest('PUT', 'integrators/{id}', { scope: 'root', body: s.integratorsUpdate }),
  ifoodUpdateCatalog: rest('POST', 'integrators/ifood/{businessIntegratorId}/update-catalog', { scope: 'root', body: s.integratorsEmpty }),
} as const;

export const createIntegratorsApi = (runner: CallRunner) => bindArea(runner, integratorsCalls);
