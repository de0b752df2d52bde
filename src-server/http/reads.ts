// REST reads of a business (the few the spec gives as GET): auth, role header and tenant guard, no transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/guard.js';
import { requestContext } from '../auth/guard.js';
import type { Permission } from '../auth/permissions.js';
import type { Db } from '../db/database.js';
import type { WriteDeps } from './writes.js';

export interface ReadContext {
  db: Db;
  businessId: string;
  user: AuthUser;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
}

export function registerRead(
  app: FastifyInstance,
  deps: WriteDeps,
  route: { method?: 'GET' | 'POST'; path: string; permission?: Permission; run(ctx: ReadContext): Promise<unknown> },
): void {
  app.route({
    method: route.method ?? 'GET',
    url: `/businesses/:businessId/${route.path}`,
    handler: async (req: FastifyRequest) => {
      const { businessId, ...params } = req.params as { businessId: string } & Record<string, string>;
      const user = await deps.guard.user(req);
      await deps.guard.business(user, businessId, requestContext(req), route.permission ?? 'read');
      return route.run({ db: deps.db, businessId, user, params, query: req.query as Record<string, string | undefined> });
    },
  });
}
