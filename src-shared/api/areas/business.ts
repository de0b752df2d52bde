// Business (000 §7 Business): businesses, their config, hours, menus, contract plans, user-business links.
// One entry per call of calls.json (area "Business"); see COVERAGE.md for the readings behind each path.
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/business.js';
import * as setup from '../schemas/businessProfile.js';
import * as cp from '../schemas/contractPlans.js';

export const businessCalls = {
  businessesCreate: rest('POST', 'businesses', { scope: 'root' }),
  businessesUpdate: rest('PUT', 'businesses/{id}', { scope: 'root', contexts: ['admin','partner'] }),
  businessesUpdateOwn: rest('PUT', '', { scope: 'business', contexts: ['business'] }),
  businessConfigGet: rest('GET', 'config', { scope: 'business' }),
  businessReleaseToProduction: rest('PUT', 'release-to-production', { scope: 'business', contexts: ['partner'], body: s.releaseToProduction }),
  businessCleanRedisCache: rest('POST', 'clean-redis-cache', { scope: 'business' }),
  businessCheckAvailability: rest('POST', 'check-business-availability', { scope: 'business', body: s.checkBusinessAvailability }),
  linkVendasCheckBusinessAvailability: rest('POST', '{businessId}/check-business-availability', { scope: 'linkVendas', body: s.checkBusinessAvailability }),
  businessAddressUpdate: rest('PUT', 'address', { scope: 'business', body: setup.businessAddress }),
  // JSON, not the spec's multipart: the A1 certificate stays on the terminal that signs (schemas/businessSetup.ts).
  businessFiscalConfigCreate: rest('POST', 'fiscal-config', { scope: 'business', body: setup.fiscalConfigCreate }),
  businessFiscalConfigUpdate: rest('PUT', 'fiscal-config', { scope: 'business', body: setup.fiscalConfigUpdate }),
  businessHourCreate: rest('POST', 'hour', { scope: 'business', body: setup.businessHourCreate }),
  businessHourUpdate: rest('PUT', 'hour/{id}', { scope: 'business', body: setup.businessHourUpdate }),
  businessHourDelete: rest('DELETE', 'hour/{id}', { scope: 'business' }),
  businessDigitalMenuCreate: rest('POST', 'digital-menu', { scope: 'business', multipart: true, body: s.digitalMenu }),
  businessDigitalMenuUpdate: rest('PUT', 'digital-menu/{id}', { scope: 'business', multipart: true, body: s.digitalMenu }),
  businessLinkVendasConfigCreate: rest('POST', 'link-vendas', { scope: 'business', multipart: true, body: s.linkVendasConfig }),
  businessLinkVendasConfigUpdate: rest('PUT', 'link-vendas/{id}', { scope: 'business', multipart: true, body: s.linkVendasConfig }),
  businessTrackingStatusNotificationConfigCreate: rest('POST', 'tracking-status-notification-config', { scope: 'business' }),
  businessTrackingStatusNotificationConfigUpdate: rest('PUT', 'tracking-status-notification-config/{id}', { scope: 'business' }),
  businessOriginUnavailabilityChangeStatus: rest('POST', 'origin-unavailability/change-status', { scope: 'business' }),
  businessContractPlansCreate: rest('POST', 'business-contract-plans', { scope: 'business', body: cp.businessContractPlanCreate }),
  businessContractPlansUpdate: rest('PUT', 'business-contract-plans/{id}', { scope: 'business', body: cp.businessContractPlanUpdate }),
  businessContractPlansDelete: rest('DELETE', 'business-contract-plans/{id}', { scope: 'business' }),
  userBusinessCreate: rest('POST', 'user-business', { scope: 'root', body: s.userBusiness }),
  userBusinessUpdate: rest('PUT', 'user-business/{id}', { scope: 'root', body: s.userBusiness }),
  userBusinessDelete: rest('DELETE', 'user-business/{id}', { scope: 'root' }),
  gqlBusinessListAdmin: gql('businessListAdmin', { contexts: ['admin'] }),
  gqlBusinessListPartner: gql('businessListPartner', { contexts: ['partner'] }),
  gqlBusinessListBusiness: gql('businessListBusiness', { contexts: ['business'] }),
  gqlBusiness: gql('business'),
  gqlBusinessForAuth: gql('businessForAuth'),
  gqlBusinessesByUser: gql('businessesByUser'),
  gqlBusinessForLinkVendas: gql('businessForLinkVendas'),
  gqlBusinessesByGroup: gql('businessesByGroup'),
  gqlAvailableBusinessesByGroup: gql('availableBusinessesByGroup'),
  gqlBusinessConfigQueries: gql('configQueries'),
  gqlUserBusinessListAdmin: gql('userBusinessListAdmin', { contexts: ['admin'] }),
  gqlUserBusinessListPartner: gql('userBusinessListPartner', { contexts: ['partner'] }),
} as const;

export const createBusinessApi = (runner: CallRunner) => bindArea(runner, businessCalls);
