// A category's pictures (001 §3 "images (type, image)"), sent as multipart by the typed client: the row (type, name,
// format, size) is mirrored, the bytes are kept apart and served by GET .../images/{id}/file (our addition).
// Only PNG, JPEG or WebP up to MAX_IMAGE_BYTES (src-shared/domain/images.ts), told by the bytes themselves.
// These uploads go online only, not through the outbox: a file queued there would be re-read on every replay, so
// they are not declared writes (src-shared/writes); method, path and body still come from the typed client's calls.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { catalogsCalls as calls } from '../../src-shared/api/areas/catalogs.js';
import { categoryImage } from '../../src-shared/api/schemas/catalogs.js';
import { imageFormat, MAX_IMAGE_BYTES } from '../../src-shared/domain/images.js';
import { catalogMessages as cm } from '../../src-shared/i18n/catalog.js';
import { validationMessages } from '../../src-shared/i18n/validation.js';
import { requestContext } from '../auth/guard.js';
import { findLive, idExists, insertRow, updateRow } from '../db/rows.js';
import { categories, imageFiles, categoryImages } from '../db/schema.js';
import { badRequest, found, notFound } from '../http/errors.js';
import { idRefused } from '../http/validate.js';
import { registerWrite, type WriteContext, type WriteDeps } from '../http/writes.js';
import { emptyObject } from './crud.js';

type Ctx = WriteContext<{ type: string; image: { fileName: string; data: Uint8Array; truncated?: boolean } }, { categoryId: string; id?: string }>;
const pathOf = (p: string) => p.replace(/\{([^}]+)\}/g, ':$1');
const nf = cm.notFound;

/** An uploaded file as the multipart parser below hands it over. */
export type Upload = { fileName: string; data: Uint8Array; truncated?: boolean };

/** The picture's bytes checked: an image of a known format, not over the limit; 400 on `field` otherwise. */
export function checkedImage(image: Upload, field = 'image'): { data: Buffer; contentType: string } {
  const tooLarge = image.truncated || image.data.length > MAX_IMAGE_BYTES;
  const format = tooLarge ? null : imageFormat(image.data);
  const message = tooLarge ? cm.conflict.imageTooLarge(MAX_IMAGE_BYTES / 1024 / 1024) : format ? null : cm.conflict.imageNotImage;
  if (message) {
    const issues = [{ path: field, message }];
    throw badRequest(validationMessages.summary(issues), issues);
  }
  return { data: Buffer.from(image.data), contentType: format! };
}

async function categoryOf(ctx: Ctx): Promise<void> {
  found(await findLive(ctx.tx, categories, ctx.businessId, ctx.params.categoryId), nf.category);
}

async function imageOf(ctx: Ctx) {
  const row = found(await findLive(ctx.tx, categoryImages, ctx.businessId, ctx.params.id!), nf.categoryImage);
  if (row.categoryId !== ctx.params.categoryId) throw notFound(nf.categoryImage);
  return row;
}

/**
 * Multipart for the routes of `scope`: each file read whole into `{ fileName, contentType, data, truncated }`. A file
 * above the limit is cut at limit + 1 byte and marked, so the route answers 400 naming the field.
 */
export async function takeImages(scope: FastifyInstance, files: number): Promise<void> {
  // This scope reads files with @fastify/multipart, not the app's parser for the typed client's payloads (http/multipart.ts).
  scope.removeContentTypeParser('multipart/form-data');
  await scope.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_IMAGE_BYTES + 1, files, fields: 10 },
    throwFileSizeLimit: false,
    async onFile(part) {
      const data = await part.toBuffer();
      (part as unknown as { value: unknown }).value = { fileName: part.filename, contentType: part.mimetype, data, truncated: part.file.truncated };
    },
  });
}

export function registerCategoryImages(app: FastifyInstance, deps: WriteDeps): void {
  void app.register(async (scope) => {
    await takeImages(scope, 1);
    registerWrite(scope, deps, {
      method: 'POST',
      path: pathOf(calls.categoryImagesCreate.path),
      body: categoryImage,
      permission: 'manage',
      createdId: (b) => b.id,
      async run(raw) {
        const ctx = raw as unknown as Ctx;
        await categoryOf(ctx);
        const { data, contentType } = checkedImage(ctx.body.image);
        const id = ctx.idFor(raw.body.id);
        if (raw.body.id && (await idExists(ctx.tx, categoryImages, id))) throw idRefused();
        await ctx.tx.insert(imageFiles).values({ id, businessId: ctx.businessId, data: data.toString('base64') });
        const row = await insertRow(ctx.tx, categoryImages, {
          id,
          businessId: ctx.businessId,
          categoryId: ctx.params.categoryId,
          type: ctx.body.type,
          fileName: ctx.body.image.fileName,
          contentType,
          size: data.length,
          createdAt: ctx.now,
          ...ctx.stamp(),
        });
        return { status: 201, body: row };
      },
    });
    registerWrite(scope, deps, {
      method: 'PUT',
      path: pathOf(calls.categoryImagesUpdate.path),
      body: categoryImage,
      permission: 'manage',
      async run(raw) {
        const ctx = raw as unknown as Ctx;
        await categoryOf(ctx);
        const row = await imageOf(ctx);
        const { data, contentType } = checkedImage(ctx.body.image);
        await ctx.tx.update(imageFiles).set({ data: data.toString('base64') }).where(and(eq(imageFiles.id, row.id), eq(imageFiles.businessId, ctx.businessId)));
        return updateRow(ctx.tx, categoryImages, row.id, { type: ctx.body.type, fileName: ctx.body.image.fileName, contentType, size: data.length, ...ctx.stamp() });
      },
    });
  });
  registerWrite(app, deps, {
    method: 'DELETE',
    path: pathOf(calls.categoryImagesDelete.path),
    body: emptyObject,
    permission: 'manage',
    async run(raw) {
      const ctx = raw as unknown as Ctx;
      await categoryOf(ctx);
      const row = await imageOf(ctx);
      await ctx.tx.delete(imageFiles).where(eq(imageFiles.id, row.id));
      return updateRow(ctx.tx, categoryImages, row.id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });
  // The picture itself, for the screens (our addition): any person of the business may see it.
  app.get(`/businesses/:businessId/${pathOf(calls.categoryImagesUpdate.path)}/file`, async (req, reply) => {
    const { businessId, categoryId, id } = req.params as { businessId: string; categoryId: string; id: string };
    const user = await deps.guard.user(req);
    await deps.guard.business(user, businessId, requestContext(req), 'read');
    const row = found(await findLive(deps.db, categoryImages, businessId, id), nf.categoryImage);
    if (row.categoryId !== categoryId) found(null, nf.categoryImage);
    const [file] = await deps.db.select().from(imageFiles).where(and(eq(imageFiles.id, id), eq(imageFiles.businessId, businessId)));
    const bytes = Buffer.from(found(file, nf.categoryImage).data, 'base64');
    return reply.header('content-type', row.contentType as string).header('cache-control', 'private, max-age=300').send(bytes);
  });
}
