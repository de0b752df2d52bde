// A subproduct's pictures (001 §3 "Subproduct: id, images"): the typed client sends `images: [{ type, image }]` as
// multipart files named by type (mainImages, coverImages: src-shared/api/core/multipart.ts); each becomes a mirrored
// row, its bytes kept in image_files and served by GET .../images/{imageId}/file (our addition). Same rules as a
// category's picture (routes/catalogImages.ts), and online only for the same reason: no declared write.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { subproductsCalls as calls } from '../../src-shared/api/areas/subproducts.js';
import { IMAGE_KINDS } from '../../src-shared/api/enums.js';
import { catalogMessages as cm } from '../../src-shared/i18n/catalog.js';
import { validationMessages } from '../../src-shared/i18n/validation.js';
import { requestContext } from '../auth/guard.js';
import { findLive, insertRows, updateRow, type Row } from '../db/rows.js';
import { imageFiles, subproductImages, subproducts } from '../db/schema.js';
import { badRequest, found, notFound } from '../http/errors.js';
import { registerWrite, type WriteContext, type WriteDeps } from '../http/writes.js';
import { checkedImage, takeImages, type Upload } from './catalogImages.js';
import { emptyObject } from './crud.js';

const nf = cm.notFound;
const pathOf = (p: string) => p.replace(/\{([^}]+)\}/g, ':$1');
const upload = z.custom<Upload>((v) => typeof v === 'object' && v !== null && (v as { data?: unknown }).data instanceof Uint8Array);
const files = z.union([upload, z.array(upload)]).transform((v) => (Array.isArray(v) ? v : [v]));
/** The multipart body: one key per image type, each one file or several. */
const body = z.object(Object.fromEntries(IMAGE_KINDS.map((k) => [`${k}Images`, files.optional()])) as Record<`${(typeof IMAGE_KINDS)[number]}Images`, z.ZodOptional<typeof files>>);
type Ctx = WriteContext<z.output<typeof body>, { id: string; imageId?: string }>;

async function subproductOf(ctx: Ctx): Promise<Row> {
  return found(await findLive(ctx.tx, subproducts, ctx.businessId, ctx.params.id), nf.subproduct);
}

export function registerSubproductImages(app: FastifyInstance, deps: WriteDeps): void {
  void app.register(async (scope) => {
    await takeImages(scope, 10);
    registerWrite(scope, deps, {
      method: 'POST',
      path: pathOf(calls.subproductImagesCreate.path),
      body,
      permission: 'manage',
      async run(raw) {
        const ctx = raw as unknown as Ctx;
        await subproductOf(ctx);
        const rows = [];
        for (const type of IMAGE_KINDS) {
          for (const [i, image] of (ctx.body[`${type}Images`] ?? []).entries()) {
            const { data, contentType } = checkedImage(image, `${type}Images.${i}`);
            rows.push({ type, fileName: image.fileName, contentType, data });
          }
        }
        if (rows.length === 0) {
          const issues = [{ path: 'images', message: cm.imagesRequired }];
          throw badRequest(validationMessages.summary(issues), issues);
        }
        const made = rows.map((r) => ({ ...r, id: ctx.idFor(null) }));
        await ctx.tx.insert(imageFiles).values(made.map((r) => ({ id: r.id, businessId: ctx.businessId, data: r.data.toString('base64') })));
        const answer = await insertRows(
          ctx.tx,
          subproductImages,
          made.map((r) => ({ id: r.id, businessId: ctx.businessId, subproductId: ctx.params.id, type: r.type, fileName: r.fileName, contentType: r.contentType, size: r.data.length, createdAt: ctx.now, ...ctx.stamp() })),
        );
        return { status: 201, body: answer };
      },
    });
  });
  registerWrite(app, deps, {
    method: 'DELETE',
    path: pathOf(calls.subproductImagesDelete.path),
    body: emptyObject,
    permission: 'manage',
    async run(raw) {
      const ctx = raw as unknown as Ctx;
      await subproductOf(ctx);
      const row = found(await findLive(ctx.tx, subproductImages, ctx.businessId, ctx.params.imageId!), nf.subproductImage);
      if (row.subproductId !== ctx.params.id) throw notFound(nf.subproductImage);
      await ctx.tx.delete(imageFiles).where(eq(imageFiles.id, row.id));
      return updateRow(ctx.tx, subproductImages, row.id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });
  app.get(`/businesses/:businessId/${pathOf(calls.subproductImagesDelete.path)}/file`, async (req, reply) => {
    const { businessId, id, imageId } = req.params as { businessId: string; id: string; imageId: string };
    const user = await deps.guard.user(req);
    await deps.guard.business(user, businessId, requestContext(req), 'read');
    const row = found(await findLive(deps.db, subproductImages, businessId, imageId), nf.subproductImage);
    if (row.subproductId !== id) throw notFound(nf.subproductImage);
    const [file] = await deps.db.select().from(imageFiles).where(and(eq(imageFiles.id, imageId), eq(imageFiles.businessId, businessId)));
    return reply.header('content-type', row.contentType as string).header('cache-control', 'private, max-age=300').send(Buffer.from(found(file, nf.subproductImage).data, 'base64'));
  });
}
