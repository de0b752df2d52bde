// Every REST route of the counter, one module per area.
import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../app.js';
import { registerIdempotencyPruning } from '../idempotency/prune.js';
import { registerBotWhatsapp } from './botWhatsapp.js';
import { registerBusinesses } from './businesses.js';
import { registerBusinessProfile } from './businessProfile.js';
import { registerBusinessSetup } from './businessSetup.js';
import { registerCash } from './cash.js';
import { registerConfig } from './config.js';
import { registerDeliveryMethods } from './deliveryMethods.js';
import { registerPaymentMethods } from './paymentMethods.js';
import { registerEntities } from './entities.js';
import { registerLocations } from './locations.js';
import { registerFiscal } from './fiscal.js';
import { registerLogin } from './login.js';
import { registerOrderPads } from './orderPads.js';
import { registerOrderProducts } from './orderProducts.js';
import { registerOrders } from './orders.js';
import { registerReports } from './reports.js';
import { registerServices } from './services.js';
import { registerTables } from './tables.js';
import { registerTableToken } from './tableToken.js';
import { registerUsers } from './users.js';

export function registerCounterRoutes(app: FastifyInstance, deps: PlatformDeps): void {
  registerLogin(app, deps);
  registerBusinesses(app, deps);
  registerBusinessProfile(app, deps);
  registerBusinessSetup(app, deps);
  registerTables(app, deps);
  registerTableToken(app, deps);
  registerBotWhatsapp(app, deps);
  registerServices(app, deps);
  registerOrderPads(app, deps);
  registerOrders(app, deps);
  registerOrderProducts(app, deps);
  registerCash(app, deps);
  registerConfig(app, deps);
  registerDeliveryMethods(app, deps);
  registerPaymentMethods(app, deps);
  registerEntities(app, deps);
  registerLocations(app, deps);
  registerUsers(app, deps);
  registerReports(app, deps);
  registerFiscal(app, deps);
  registerIdempotencyPruning(app, deps);
}
