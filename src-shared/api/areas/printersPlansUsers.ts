// Printers, contract plans, users and other calls (002 §7 Printers, plans, users and others).
// One entry per call of calls.json (area "Printers, plans, users and others"); see COVERAGE.md for the readings behind each path.
import { bindArea, gql, rest, type CallRunner } from '../core/define.js';
import * as cp from '../schemas/contractPlans.js';
import * as s from '../schemas/users.js';

export const printersPlansUsersCalls = {
  printersCreate: rest('POST', 'printers', { scope: 'business' }),
  gqlPrinters: gql('printers'),
  printersUpdate: rest('PUT', 'printers/{id}', { scope: 'business' }),
  printersDelete: rest('DELETE', 'printers/{id}', { scope: 'business' }),
  gqlPrintersByUser: gql('printersByUser'),
  printerPosTemplateNfce: rest('GET', 'printers/pos-templates/nfce', { scope: 'business' }),
  printerPosTemplateProducts: rest('GET', 'printers/pos-templates/products', { scope: 'business' }),
  printerPosTemplateServiceResume: rest('GET', 'printers/pos-templates/service-resume', { scope: 'business' }),
  contractPlansCreate: rest('POST', 'contract-plans', { scope: 'root', body: cp.contractPlanCreate }),
  gqlContractPlans: gql('contractPlans', { inject: false }),
  contractPlansUpdate: rest('PUT', 'contract-plans/{id}', { scope: 'root', body: cp.contractPlanUpdate }),
  contractPlansDelete: rest('DELETE', 'contract-plans/{id}', { scope: 'root' }),
  botWhatsappEntity: rest('GET', 'bot-whatsapp/entity/{id}', { scope: 'root' }),
  mqttConfig: rest('GET', 'mqtt-config', { scope: 'business' }),
  usersCreate: rest('POST', 'users', { scope: 'context' }),
  usersUpdate: rest('PUT', 'users/{id}', { scope: 'context' }),
  usersDelete: rest('DELETE', 'users/{id}', { scope: 'context' }),
  usersValidate: rest('POST', 'users/validate', { scope: 'context', body: s.userValidate }),
  gqlAdminUsers: gql('adminUsers', { contexts: ['admin'] }),
  gqlPartnerUsers: gql('partnerUsers', { contexts: ['partner'] }),
  gqlUsers: gql('users', { contexts: ['business'] }),
  gqlUsersWithoutEntityTypes: gql('usersWithoutEntityTypes'),
  gqlUsersByType: gql('usersByType'),
  gqlUser: gql('user'),
  gqlUserByEntity: gql('userByEntity'),
  gqlOrigins: gql('origins'),
  gqlProductSubproductSales: gql('productSubproductSales'),
  gqlSale: gql('sale'),
} as const;

export const createPrintersPlansUsersApi = (runner: CallRunner) => bindArea(runner, printersPlansUsersCalls);
