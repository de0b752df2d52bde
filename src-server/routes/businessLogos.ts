// The logo of the digital menu and of the online store, sent as multipart (000 §5, §7): checked to be an image by
// its first bytes and under the size limit (the product images' rule, productImages.ts), kept by the server, and
// the menu's or store's `logo` set to the address it is served at. An address (https://) given instead is kept as is.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { isApiFile } from '../../src-shared/api/core/json.js';
import { businessMessages as bm } from '../../src-shared/i18n/business.js';
import { requestContext } from '../auth/guard.js';
import { businessLogos } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../http/inputs.js';
import type { WriteContext, WriteDeps } from '../http/writes.js';
import { checkImage } from './productImages.js';

/** Where a kept logo is served, under the business. */
export const logoPath = (businessId: string, id: string) => `/businesses/${businessId}/logos/${id}`;

/** A logo sent as a file is stored in the write's transaction and replaced by its address; anything else stays. */
export async function keepLogo(values: Record<string, unknown>, ctx: WriteContext<unknown, Record<string, string>>): Promise<void> {
  const logo = values.logo;
  if (!isApiFile(logo)) return;
  const contentType = checkImage(logo, 'logo');
  const id = ctx.idFor(null);
  await ctx.tx.insert(businessLogos).values({
    id,
    businessId: ctx.businessId,
    fileName: logo.fileName,
    contentType,
    size: logo.data.byteLength,
    data: Buffer.from(logo.data).toString('base64'),
    createdAt: ctx.now,
  });
  values.logo = logoPath(ctx.businessId, id);
}

export function registerBusinessLogos(app: FastifyInstance, deps: WriteDeps): void {
  // Served back: the bytes with their type, to anyone of the business (the screens that show the menu's logo).
  app.get('/businesses/:businessId/logos/:id', async (req: FastifyRequest, reply: FastifyReply) => {
    const { businessId, id } = req.params as { businessId: string; id: string };
    const user = await deps.guard.user(req);
    await deps.guard.business(user, businessId, requestContext(req), 'read');
    const rows = isUuid(id) ? await deps.db.select().from(businessLogos).where(and(eq(businessLogos.businessId, businessId), eq(businessLogos.id, id))) : [];
    const row = rows[0];
    if (!row) throw notFound(bm.notFound.logo);
    return reply.type(row.contentType).header('cache-control', 'private, max-age=86400').send(Buffer.from(row.data, 'base64'));
  });
}
