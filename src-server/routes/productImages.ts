// Images of a product and of its items: uploaded as multipart (http/multipart.ts), checked to be an image by its
// first bytes (not by the name or the declared type) and under the size limit, stored by the server and served
// back by their ids. An answer carries each image's `url`, never its bytes.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFile } from '../../src-shared/api/core/json.js';
import { productKindMessages as pk } from '../../src-shared/i18n/productKinds.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import * as w from '../../src-shared/writes/productKinds.js';
import { imageFormat, MAX_IMAGE_BYTES } from '../../src-shared/domain/images.js';
import { requestContext } from '../auth/guard.js';
import { findLive, insertRows, updateRow, type Row } from '../db/rows.js';
import { productImages, productSubproducts, products } from '../db/schema.js';
import { badRequest, found, notFound } from '../http/errors.js';
import { isUuid } from '../http/inputs.js';
import { registerWrite, routeOf, type WriteContext, type WriteDeps } from '../http/writes.js';

type Ctx = WriteContext<unknown, Record<string, string>>;

/** The image's type by its signature: what the menu takes (domain/images.ts), and GIF too for a product's photos. */
export function imageType(data: Uint8Array): string | null {
  const gif = [0x47, 0x49, 0x46, 0x38].every((b, i) => data[i] === b);
  return imageFormat(data) ?? (gif ? 'image/gif' : null);
}

/** 400 naming the image (`images.N.image`) that is no image or too large; nothing is stored then. */
function checkImages(images: readonly { type: string; image: ApiFile }[]): string[] {
  if (images.length === 0) throw badRequest(pk.imagesRequired, [{ path: 'images', message: pk.imagesRequired }]);
  return images.map(({ image }, i) => checkImage(image, `images.${i}.image`));
}

/** The type of an uploaded image; 400 naming the field (`path`) when it is no image or too large. */
export function checkImage(image: ApiFile, path: string): string {
  const type = imageType(image.data);
  if (!type) throw badRequest(pk.notAnImage(image.fileName), [{ path, message: pk.notAnImage(image.fileName) }]);
  if (image.data.byteLength > MAX_IMAGE_BYTES) {
    const message = pk.imageTooLarge(image.fileName, MAX_IMAGE_BYTES / 1024 / 1024);
    throw badRequest(message, [{ path, message }]);
  }
  return type;
}

const urlOf = (r: Row) =>
  r.productSubproductId ? `products/${String(r.productId)}/subproducts/${String(r.productSubproductId)}/images/${r.id}` : `products/${String(r.productId)}/images/${r.id}`;

/** An image as answered: its fields and where to fetch it (under /businesses/{businessId}/). */
function shown(r: Row): Row {
  const { data: _bytes, ...rest } = r;
  return { ...rest, url: urlOf(r) };
}

async function ownerOf(ctx: Ctx, withItem: boolean): Promise<{ productId: string; productSubproductId: string | null }> {
  const productId = ctx.params.productId as string;
  found(await findLive(ctx.tx, products, ctx.businessId, productId), serverMessages.notFound.product);
  if (!withItem) return { productId, productSubproductId: null };
  const sid = ctx.params.sid as string;
  const item = isUuid(sid) ? await findLive(ctx.tx, productSubproducts, ctx.businessId, sid) : undefined;
  if (!item || item.productId !== productId) throw notFound(pk.notFound.productSubproduct);
  return { productId, productSubproductId: sid };
}

export function registerProductImages(app: FastifyInstance, deps: WriteDeps): void {
  for (const [create, remove, withItem, idParam] of [
    [w.productImagesCreate, w.productImagesDelete, false, 'imageId'],
    [w.productSubproductImagesCreate, w.productSubproductImagesDelete, true, 'id'],
  ] as const) {
    registerWrite(app, deps, {
      ...routeOf(create),
      permission: 'manage',
      async run(ctx) {
        const c = ctx as Ctx;
        const owner = await ownerOf(c, withItem);
        const images = ctx.body.images;
        const types = checkImages(images);
        const rows = await insertRows(
          ctx.tx,
          productImages,
          images.map(({ type, image }, i) => ({
            id: ctx.idFor(null), ...owner, type, fileName: image.fileName, contentType: types[i], size: image.data.byteLength,
            data: Buffer.from(image.data).toString('base64'), businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp(),
          })),
        );
        return { status: 201, body: rows.map(shown) };
      },
    });
    registerWrite(app, deps, {
      ...routeOf(remove),
      permission: 'manage',
      async run(ctx) {
        const c = ctx as Ctx;
        const owner = await ownerOf(c, withItem);
        const row = await findLive(ctx.tx, productImages, ctx.businessId, c.params[idParam] as string);
        if (!row || row.productId !== owner.productId || (row.productSubproductId ?? null) !== owner.productSubproductId) throw notFound(pk.notFound.image);
        return shown(await updateRow(ctx.tx, productImages, row.id, { deletedAt: ctx.now, ...ctx.stamp() }));
      },
    });
    // Served back: the bytes with their type, to anyone of the business (the tiles of every terminal).
    const path = withItem ? 'products/:productId/subproducts/:sid/images/:id' : 'products/:productId/images/:imageId';
    app.route({
      method: 'GET',
      url: `/businesses/:businessId/${path}`,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const params = req.params as Record<string, string>;
        const businessId = params.businessId as string;
        const user = await deps.guard.user(req);
        await deps.guard.business(user, businessId, requestContext(req), 'read');
        const id = params[idParam] as string;
        const rows = await deps.db
          .select()
          .from(productImages)
          .where(and(eq(productImages.businessId, businessId), eq(productImages.id, id), eq(productImages.productId, params.productId as string), isNull(productImages.deletedAt)));
        const row = rows[0];
        if (!row || (row.productSubproductId ?? undefined) !== (withItem ? params.sid : undefined)) throw notFound(pk.notFound.image);
        return reply.type(row.contentType).header('cache-control', 'private, max-age=86400').send(Buffer.from(row.data, 'base64'));
      },
    });
  }
}
