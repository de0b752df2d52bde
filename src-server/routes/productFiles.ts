// The menu's files: import of products from a spreadsheet (XLSX or CSV, multipart `file`), with a row-by-row report
// of what was refused and why while the good rows still go in; and the price-computing scale's item file (Toledo).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { productReport } from '../../src-shared/api/schemas/products.js';
import { menuMessages } from '../../src-shared/i18n/menu.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { newUniqueRow } from '../../src-shared/writes/products.js';
import { requestContext } from '../auth/guard.js';
import { insertRows } from '../db/rows.js';
import { categories, products } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { registerWrite, type WriteDeps } from '../http/writes.js';
import { parsePrice, readSheet } from '../products/spreadsheet.js';
import { fitsScale, SCALE_FORMATS, scaleFile, type ScaleFormat } from '../products/scale.js';

const m = menuMessages.server;
const r = m.importRow;

/** The largest spreadsheet taken (a menu of 20,000 products is well under it). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const IMPORT_MAX_ROWS = 20_000;

const importBody = z.looseObject({ file: z.instanceof(Uint8Array, { message: m.unsupportedFile }) });

export interface ImportReport {
  created: number;
  productIds: string[];
  refused: { line: number; name: string; reasons: string[] }[];
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

export function registerProductFiles(app: FastifyInstance, deps: WriteDeps): void {
  // Multipart is read in this scope only: the import's file arrives as bytes in `body.file`.
  void app.register(async (scoped) => {
    scoped.removeContentTypeParser('multipart/form-data'); // the app's own parser (http/multipart.ts) gives way here
    await scoped.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    registerWrite(scoped, deps, {
      method: 'POST',
      path: 'products/import',
      body: importBody,
      permission: 'manage',
      async run(ctx) {
        const rows = await readSheet(ctx.body.file);
        if (!rows) throw badRequest(m.unsupportedFile, [{ path: 'file', message: m.unsupportedFile }]);
        if (rows.length === 0) throw badRequest(m.emptyFile, [{ path: 'file', message: m.emptyFile }]);
        if (rows.length > IMPORT_MAX_ROWS) throw badRequest(m.emptyFile, [{ path: 'file', message: `${rows.length} > ${IMPORT_MAX_ROWS}` }]);
        const live = await ctx.tx
          .select({ internalCode: products.internalCode, barcode: products.barcode })
          .from(products)
          .where(and(eq(products.businessId, ctx.businessId), isNull(products.deletedAt)));
        const codes = new Set(live.map((p) => p.internalCode).filter(Boolean));
        const barcodes = new Set(live.map((p) => p.barcode).filter(Boolean));
        const cats = await ctx.tx
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(and(eq(categories.businessId, ctx.businessId), isNull(categories.deletedAt)));
        const categoryByName = new Map(cats.map((c) => [fold(c.name), c.id]));

        // Each row is checked whole: a refused row writes nothing, a good one goes in with the others.
        const report: ImportReport = { created: 0, productIds: [], refused: [] };
        const good: Record<string, unknown>[] = [];
        for (const { line, cells } of rows) {
          const reasons: string[] = [];
          const name = (cells.nome ?? '').trim().slice(0, 120);
          if (!name) reasons.push(r.nameMissing);
          const rawPrice = (cells.preco ?? '').trim();
          const price = parsePrice(rawPrice);
          if (price === null) reasons.push(r.priceInvalid(rawPrice));
          else if (price < 0) reasons.push(r.priceNegative);
          else if (price > 100_000_000) reasons.push(r.priceInvalid(rawPrice));
          const code = (cells.codigo ?? '').trim().slice(0, 30) || null;
          if (code && codes.has(code)) reasons.push(r.codeDuplicated(code));
          const barcode = (cells.codigo_barras ?? '').trim().slice(0, 50) || null;
          if (barcode && barcodes.has(barcode)) reasons.push(r.barcodeDuplicated(barcode));
          const categoryName = (cells.categoria ?? '').trim();
          const categoryId = categoryName ? categoryByName.get(fold(categoryName)) : null;
          if (categoryName && !categoryId) reasons.push(r.categoryUnknown(categoryName));
          if (reasons.length) {
            report.refused.push({ line, name, reasons });
            continue;
          }
          if (code) codes.add(code);
          if (barcode) barcodes.add(barcode);
          const id = newId();
          good.push({ id, ...newUniqueRow({ name, price, internalCode: code, barcode, categoryId: categoryId ?? null }), businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() });
          report.productIds.push(id);
        }
        for (let i = 0; i < good.length; i += 500) await insertRows(ctx.tx, products, good.slice(i, i + 500));
        report.created = good.length;
        return { status: 201, body: report };
      },
    });
  });

  // The scale's item file: the business's products with a code of up to 6 digits (the scale's item number), sold out
  // ones included (the scale does not sell them itself); by category when the filters name one. Loading the scale
  // is a manager's setup job, so it takes the manager's permission, like the menu's writes.
  app.post('/businesses/:businessId/products/export-to-scale', async (req: FastifyRequest, reply: FastifyReply) => {
    const { businessId } = req.params as { businessId: string };
    const user = await deps.guard.user(req);
    await deps.guard.business(user, businessId, requestContext(req), 'manage');
    const body = parse(productReport, req.body);
    const filters = parse(scaleFilters, body.filters ?? {});
    const rows = await deps.db
      .select()
      .from(products)
      .where(and(eq(products.businessId, businessId), isNull(products.deletedAt), eq(products.type, 'unique'), filters.categoryId ? eq(products.categoryId, filters.categoryId) : undefined));
    const items = rows
      .filter((p) => fitsScale(p.internalCode, p.price) && (!filters.onlyWeighed || p.fractionalQuantity))
      .sort((a, b) => Number(a.internalCode) - Number(b.internalCode))
      .map((p) => ({ code: p.internalCode as string, name: p.name, price: p.price, weighed: p.fractionalQuantity }));
    const file = scaleFile(filters.format, items);
    return reply.header('content-type', 'text/plain; charset=us-ascii').header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.data);
  });
}

const scaleFilters = z.looseObject({
  format: z.enum(SCALE_FORMATS as [ScaleFormat, ...ScaleFormat[]]).default('TOLEDO_ITENSMGV'),
  categoryId: z.uuid().optional(),
  onlyWeighed: z.boolean().optional(),
});
