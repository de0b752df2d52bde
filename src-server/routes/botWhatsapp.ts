// The WhatsApp bot's read of a person (002 §7: GET /bot-whatsapp/entity/{id}): the record with its phones and
// addresses, for a caller linked to the record's business. A record of a business the caller has no link to
// answers like one that does not exist.
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { businessMessages as bm } from '../../src-shared/i18n/business.js';
import { requestContext } from '../auth/guard.js';
import type { PlatformDeps } from '../app.js';
import { entities, entityAddresses, entityPhones } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';
import { isUuid } from '../http/inputs.js';
import { out } from '../http/serialize.js';

export function registerBotWhatsapp(app: FastifyInstance, deps: PlatformDeps): void {
  app.get<{ Params: { id: string } }>('/bot-whatsapp/entity/:id', async (req) => {
    const user = await deps.guard.user(req);
    if (!isUuid(req.params.id)) throw notFound(bm.notFound.entity);
    const [entity] = await deps.db.select().from(entities).where(and(eq(entities.id, req.params.id), isNull(entities.deletedAt)));
    if (!entity) throw notFound(bm.notFound.entity);
    try {
      await deps.guard.business(user, entity.businessId, requestContext(req), 'read');
    } catch (err) {
      if (err instanceof HttpError && err.status === 403) throw notFound(bm.notFound.entity);
      throw err;
    }
    const [phones, addresses] = await Promise.all([
      deps.db.select().from(entityPhones).where(and(eq(entityPhones.businessId, entity.businessId), eq(entityPhones.entityId, entity.id), isNull(entityPhones.deletedAt))),
      deps.db.select().from(entityAddresses).where(and(eq(entityAddresses.businessId, entity.businessId), eq(entityAddresses.entityId, entity.id), isNull(entityAddresses.deletedAt))),
    ]);
    return { ...out(entity), phones: phones.map(out), addresses: addresses.map(out) };
  });
}
