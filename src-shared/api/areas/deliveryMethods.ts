// Delivery methods (001 §7.5, reads of §7.9).
// One entry per call of calls.json (area "Delivery methods"); see COVERAGE.md for the readings behind each path.
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/deliveryMethods.js';

export const deliveryMethodsCalls = {
  deliveryMethodsCreate: rest('POST', 'deliveries/delivery-methods', { scope: 'business' }),
  deliveryMethodsUpdate: rest('PUT', 'deliveries/delivery-methods/{id}', { scope: 'business' }),
  deliveryMethodsDelete: rest('DELETE', 'deliveries/delivery-methods/{id}', { scope: 'business' }),
  deliveryMethodAvailabilitiesCreate: rest('POST', 'deliveries/delivery-methods/{deliveryMethodId}/availabilities', { scope: 'business', body: s.deliveryMethodAvailability }),
  deliveryMethodAvailabilitiesUpdate: rest('PUT', 'deliveries/delivery-methods/{deliveryMethodId}/availabilities/{id}', { scope: 'business', body: s.deliveryMethodAvailability }),
  deliveryMethodAvailabilitiesDelete: rest('DELETE', 'deliveries/delivery-methods/{deliveryMethodId}/availabilities/{id}', { scope: 'business' }),
  deliveryMethodConditionalPrintersCreate: rest('POST', 'deliveries/delivery-methods/{deliveryMethodId}/conditional-printers', { scope: 'business', body: s.deliveryMethodConditionalPrinter }),
  deliveryMethodConditionalPrintersDelete: rest('DELETE', 'deliveries/delivery-methods/{deliveryMethodId}/conditional-printers/{printerId}', { scope: 'business' }),
  deliveryMethodConditionalPrinterAvailabilitiesCreate: rest('POST', 'deliveries/delivery-methods/conditional-printers/{printerId}/availabilities', { scope: 'business' }),
  deliveryMethodConditionalPrinterAvailabilitiesUpdate: rest('PUT', 'deliveries/delivery-methods/conditional-printers/{printerId}/availabilities/{id}', { scope: 'business' }),
  deliveryMethodConditionalPrinterAvailabilitiesDelete: rest('DELETE', 'deliveries/delivery-methods/conditional-printers/{printerId}/availabilities/{id}', { scope: 'business' }),
  deliveryMethodsBaseCreate: rest('POST', 'delivery-methods-base', { scope: 'context' }),
  deliveryMethodsBaseUpdate: rest('PUT', 'delivery-methods-base/{id}', { scope: 'context' }),
  deliveryMethodsBaseDelete: rest('DELETE', 'delivery-methods-base/{id}', { scope: 'context' }),
  gqlDeliveryMethods: gql('deliveryMethods'),
  gqlDeliveryMethodsAvailable: gql('deliveryMethodsAvailable'),
  gqlDeliveryMethodsBase: gql('deliveryMethodsBase'),
  gqlConditionalDeliveryMethodPrinters: gql('conditionalDeliveryMethodPrinters'),
} as const;

export const createDeliveryMethodsApi = (runner: CallRunner) => bindArea(runner, deliveryMethodsCalls);
