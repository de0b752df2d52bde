// The stock position as a file (002 §7 Inventory: POST inventories/inventory-report, binary): each controlled
// subproduct with its stock now, what one unit costs and the value on the shelf, PDF or Excel, as the menu's reports
// make them (reportFiles.ts). Values are the manager's: a read-only person does not get them. Reads only.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { inventoryReportBody } from '../../src-shared/api/schemas/inventory.js';
import { inventoryMessages as im } from '../../src-shared/i18n/inventory.js';
import { menuReportWords as w } from '../../src-shared/i18n/menuReports.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requestContext } from '../auth/guard.js';
import { businesses } from '../db/schema.js';
import { found } from '../http/errors.js';
import { parse } from '../http/validate.js';
import type { WriteDeps } from '../http/writes.js';
import { stockList } from '../graphql/inventory.js';
import { formatDateTime, sendReport, type ReportTable } from './reportFiles.js';

const r = im.report;

export function registerInventoryReport(app: FastifyInstance, deps: WriteDeps): void {
  app.post('/businesses/:businessId/inventories/inventory-report', async (req: FastifyRequest, reply: FastifyReply) => {
    const { businessId } = req.params as { businessId: string };
    const user = await deps.guard.user(req);
    await deps.guard.business(user, businessId, requestContext(req), 'manage');
    const body = parse(inventoryReportBody, req.body ?? {});
    const business = found((await deps.db.select().from(businesses).where(eq(businesses.id, businessId)))[0], serverMessages.notFound.business);
    const list = (await stockList(deps.db, businessId, body.term)).filter((s) => !body.onlyEmpty || s.stock <= 0);
    const value = (s: { stock: number; cost: number }) => Math.round((s.stock * s.cost) / 1000);
    const now = new Date().toISOString();
    const tz = business.timeZone;
    const filters = [...(body.term ? [`"${body.term}"`] : []), ...(body.onlyEmpty ? [r.onlyEmpty] : [])];
    const table: ReportTable = {
      title: r.title,
      subtitle: [business.tradeName ?? business.name, filters.length ? w.filtered(filters) : r.all, w.generated(formatDateTime(now, tz), user.name)],
      columns: [
        { header: r.name, kind: 'text', width: 24 },
        { header: r.code, kind: 'text', width: 9 },
        { header: r.kind, kind: 'text', width: 10 },
        { header: r.stock, kind: 'quantity', width: 11 },
        { header: r.unitCost, kind: 'money', width: 12 },
        { header: r.value, kind: 'money', width: 13 },
        { header: r.lastMovement, kind: 'datetime', width: 16 },
      ],
      rows: list.map((s) => [s.name, s.internalCode ?? '', im.kinds[s.kind] ?? s.kind, s.stock, s.cost, value(s), s.lastMovementAt]),
      totals: [r.total, null, null, null, null, list.reduce((a, s) => a + value(s), 0), null],
      empty: r.empty,
      timeZone: tz,
      fileName: `${r.file}-${now.slice(0, 10)}`,
    };
    return sendReport(reply, table, body.format);
  });
}
