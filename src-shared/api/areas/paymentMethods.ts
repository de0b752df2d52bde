// Payment methods, availabilities and card brands (002 §7 Payment methods and card brands).
// One entry per call of calls.json (area "Payment methods and card brands"); see COVERAGE.md for the readings behind each path.
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/paymentMethods.js';
import { requireCardBrands } from '../rules/cardBrands.js';

export const paymentMethodsCalls = {
  paymentMethodsCreate: rest('POST', 'payments/payment-methods', { scope: 'business' }),
  gqlPaymentMethods: gql('paymentMethods'),
  paymentMethodsUpdate: rest('PUT', 'payments/payment-methods/{id}', { scope: 'business' }),
  paymentMethodsDelete: rest('DELETE', 'payments/payment-methods/{id}', { scope: 'business' }),
  paymentMethodAvailabilitiesCreate: rest('POST', 'payments/payment-methods/{paymentMethodId}/availabilities', { scope: 'business', body: s.paymentMethodAvailability }),
  paymentMethodAvailabilitiesUpdate: rest('PUT', 'payments/payment-methods/{paymentMethodId}/availabilities/{id}', { scope: 'business', body: s.paymentMethodAvailability }),
  paymentMethodAvailabilitiesDelete: rest('DELETE', 'payments/payment-methods/{paymentMethodId}/availabilities/{id}', { scope: 'business' }),
  paymentMethodAvailabilityBindOrigins: rest('POST', 'payments/payment-methods/{paymentMethodId}/availabilities/{availabilityId}/origins', { scope: 'business', body: s.bindOrigin }),
  paymentMethodAvailabilityUnbindOrigins: rest('DELETE', 'payments/payment-methods/{paymentMethodId}/availabilities/{availabilityId}/origins/{id}', { scope: 'business' }),
  paymentMethodAvailabilityBindUsers: rest('POST', 'payments/payment-methods/{paymentMethodId}/availabilities/{availabilityId}/users', { scope: 'business', body: s.bindUser }),
  paymentMethodAvailabilityUnbindUsers: rest('DELETE', 'payments/payment-methods/{paymentMethodId}/availabilities/{availabilityId}/users/{id}', { scope: 'business' }),
  paymentMethodAvailabilityBindWeekdays: rest('POST', 'payments/payment-methods/{paymentMethodId}/availabilities/{availabilityId}/weekdays', { scope: 'business', body: s.bindWeekday }),
  paymentMethodAvailabilityUnbindWeekdays: rest('DELETE', 'payments/payment-methods/{paymentMethodId}/availabilities/{availabilityId}/weekdays/{id}', { scope: 'business' }),
  creditCardBannersCreate: rest('POST', 'payments/credit-card-banners', { scope: 'business', body: s.creditCardBannersCreate, validate: requireCardBrands }),
  creditCardBannersUpdate: rest('PUT', 'payments/credit-card-banners/{id}', { scope: 'business', body: s.creditCardBanner }),
  creditCardBannersDelete: rest('DELETE', 'payments/credit-card-banners/{id}', { scope: 'business' }),
  gqlCreditCardBanners: gql('creditCardBanners'),
  paymentMethodIntegratorsSave: rest('POST', 'payments/payment-methods/integrators', { scope: 'business', body: s.paymentMethodIntegrator }),
  paymentMethodsBaseCreate: rest('POST', 'payments/payment-methods-base', { scope: 'root' }),
  paymentMethodsBaseUpdate: rest('PUT', 'payments/payment-methods-base/{id}', { scope: 'root' }),
  paymentMethodsBaseDelete: rest('DELETE', 'payments/payment-methods-base/{id}', { scope: 'root' }),
  gqlPaymentMethodsBase: gql('paymentMethodsBase', { inject: false }),
  creditCardBannersBaseCreate: rest('POST', 'payments/credit-card-banners-base', { scope: 'root' }),
  creditCardBannersBaseUpdate: rest('PUT', 'payments/credit-card-banners-base/{id}', { scope: 'root' }),
  creditCardBannersBaseDelete: rest('DELETE', 'payments/credit-card-banners-base/{id}', { scope: 'root' }),
  gqlCreditCardBannersBase: gql('creditCardBannersBase', { inject: false }),
} as const;

export const createPaymentMethodsApi = (runner: CallRunner) => bindArea(runner, paymentMethodsCalls);
