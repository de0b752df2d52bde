// Every REST route of the counter, one module per area.
import type { FastifyInstance } from 'fastify';
import type { PlatformDeps } from '../app.js';
import { registerIdempotencyPruning } from '../idempotency/prune.js';
import { registerBusinesses } from './businesses.js';
import { registerCash } from './cash.js';
import { registerCatalog } from './catalog.js';
import { registerConfig } from './config.js';
import { registerLogin } from './login.js';
import { registerOrderPads } from './orderPads.js';
import { registerOrderProducts } from './orderProducts.js';
import { registerOrders } from './orders.js';
import { registerReports } from './reports.js';
import { registerServices } from './services.js';
import { registerSubproducts } from './subproducts.js';
import { registerTables } from './tables.js';
import { registerUsers } from './users.js';

export function registerCounterRoutes(app: FastifyInstance, deps: PlatformDeps): void {
  registerLogin(app, deps);
  registerBusinesses(app, deps);
  registerTables(app, deps);
  registerServices(app, deps);
  registerOrderPads(app, deps);
  registerOrders(app, deps);
  registerOrderProducts(app, deps);
  registerCash(app, deps);
  registerConfig(app, deps);
  registerCatalog(app, deps);
  registerSubproducts(app, deps);
  registerUsers(app, deps);
  registerReports(app, deps);
  registerIdempotencyPruning(app, deps);
}
