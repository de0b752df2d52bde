// Cash registers over HTTP on PGlite: open the day, take payments, supply and bleed, close with a blind count
// and see expected versus counted per payment method.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, cashRegisterAudits, cashRegisterEntries } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_USERS, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let cashier: Client;
let manager: Client;
beforeAll(async () => {
  server = await startTestServer();
  [cashier, manager] = await Promise.all([login(server.url, 'cashier'), login(server.url, 'manager')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Line = { paymentMethodId: string; expected: number; counted: number; difference: number };

describe('cash registers', () => {
  it('creates, renames and deletes a register; refuses deleting an open one', async () => {
    const reg = await manager.post<{ id: string }>(manager.b('payments/cash-registers'), { id: newId(), name: 'Caixa 3' });
    expect(reg.status).toBe(201);
    expect((await manager.put(manager.b(`payments/cash-registers/${reg.body.id}`), { name: 'Caixa 3 (delivery)' })).body).toMatchObject({ name: 'Caixa 3 (delivery)' });
    const audit = await cashier.post<{ id: string }>(cashier.b('payments/cash-register-audits/open'), { cashRegisterId: reg.body.id });
    expect((await manager.del(manager.b(`payments/cash-registers/${reg.body.id}`))).body).toEqual({ message: 'O caixa está aberto: feche-o antes de excluir' });
    await manager.put(manager.b(`payments/cash-register-audits/${audit.body.id}/close`), { counted: {} });
    expect((await manager.del(manager.b(`payments/cash-registers/${reg.body.id}`))).status).toBe(200);
  });

  it('runs a shift: open with change, payments, supply, bleeding, blind check, close with differences', async () => {
    const open = await cashier.post<{ id: string; status: string; openingAmount: number }>(cashier.b('payments/cash-register-audits/open'), {
      id: newId(),
      cashRegisterId: demoId('cash:1'),
      openingAmount: 20_000,
    });
    expect(open.body).toMatchObject({ status: 'open', openingAmount: 20_000 });
    const auditId = open.body.id;
    expect((await cashier.post(cashier.b('payments/cash-register-audits/open'), { cashRegisterId: demoId('cash:1') })).body).toEqual({ message: 'Este caixa já está aberto' });
    expect((await cashier.put(cashier.b(`payments/cash-register-audits/${auditId}`), { openingAmount: 15_000, note: 'troco conferido' })).body).toMatchObject({ openingAmount: 15_000 });

    const { padId } = await padWithOrder(cashier, 'table:15', [{ productId: demoId('product:x-salada'), selections: [{ productSubproductId: demoId('ps:x-salada:ao-ponto') }] }]);
    const pay = (body: Record<string, unknown>) => cashier.post(cashier.b(`order-pads/${padId}/payments`), { cashRegisterAuditId: auditId, ...body });
    await pay({ paymentMethodId: demoId('pm:dinheiro'), amount: 2000, tendered: 5000 });
    await pay({ paymentMethodId: demoId('pm:pix'), amount: 1509 });

    // Only a manager supplies and bleeds.
    expect((await cashier.post(cashier.b(`payments/cash-register-audits/${auditId}/entries`), { entry: { type: 'supply', amount: 1000 } })).status).toBe(403);
    const supply = await manager.post<{ id: string }>(manager.b(`payments/cash-register-audits/${auditId}/entries`), { id: newId(), entry: { type: 'supply', amount: 5000, description: 'Troco extra' } });
    expect(supply.status).toBe(201);
    expect((await manager.post(manager.b(`payments/cash-register-audits/${auditId}/entries`), { entry: { type: 'bleeding', amount: 50_000 } })).body).toEqual({
      message: 'Sangria maior que o dinheiro no caixa (R$ 220,00)',
    });
    const bleed = await manager.post<{ id: string }>(manager.b(`payments/cash-register-audits/${auditId}/entries`), { entry: { type: 'bleeding', amount: 10_000, description: 'Cofre' } });
    const wrongEntry = await manager.post<{ id: string }>(manager.b(`payments/cash-register-audits/${auditId}/entries`), { entry: { type: 'supply', amount: 123 } });
    const removed = await manager.post(manager.b(`payments/cash-register-audits/${auditId}/entries/${wrongEntry.body.id}`), { userId: null });
    expect(removed.body).toMatchObject({ deletedAt: expect.any(String) });
    expect(bleed.status).toBe(201);

    const check = await cashier.get<{ open: boolean; cashRegisterAudits: { id: string }[] }>(cashier.b(`payments/cash-register-audits/check-cash-register-audit?cashRegisterId=${demoId('cash:1')}`));
    expect(check.body.open).toBe(true);
    expect(check.body.cashRegisterAudits.map((a) => a.id)).toEqual([auditId]);
    expect(JSON.stringify(check.body)).not.toContain('expected');
    expect((await cashier.get(cashier.b(`payments/cash-register-audits/${auditId}/closed-resume`))).body).toEqual({ message: 'Este caixa já está aberto' });

    expect((await cashier.put(cashier.b(`payments/cash-register-audits/${auditId}/close`), { counted: {} })).status).toBe(403);
    const closed = await manager.put<{ audit: { status: string }; lines: Line[]; supplies: number; bleedings: number }>(manager.b(`payments/cash-register-audits/${auditId}/close`), {
      counted: { [demoId('pm:dinheiro')]: 11_950, [demoId('pm:pix')]: 1509 },
      note: 'Faltaram 50 centavos',
    });
    expect(closed.body.audit.status).toBe('closed');
    expect(closed.body).toMatchObject({ supplies: 5000, bleedings: 10_000 });
    expect(closed.body.lines).toEqual(
      expect.arrayContaining([
        { paymentMethodId: demoId('pm:dinheiro'), expected: 12_000, counted: 11_950, difference: -50 },
        { paymentMethodId: demoId('pm:pix'), expected: 1509, counted: 1509, difference: 0 },
      ]),
    );
    expect((await manager.put(manager.b(`payments/cash-register-audits/${auditId}/close`), { counted: {} })).body).toEqual({ message: 'O caixa já está fechado' });
    expect((await manager.post(manager.b(`payments/cash-register-audits/${auditId}/entries`), { entry: { type: 'supply', amount: 1 } })).status).toBe(409);
    const resume = await cashier.get<{ lines: Line[] }>(cashier.b(`payments/cash-register-audits/${auditId}/closed-resume`));
    expect(resume.body.lines).toEqual(closed.body.lines);
    expect((await cashier.post(cashier.b(`payments/cash-register-audits/${auditId}/print-closed-resume`))).status).toBe(200);
    const bad = await manager.put(manager.b(`payments/cash-register-audits/${auditId}/close`), { counted: { dinheiro: -1 } });
    expect(bad.status).toBe(400);
  });
});

/** A new register (so these tests share no state with the shift above) and its open audit. */
async function openOwnAudit(name: string, body: Record<string, unknown> = {}): Promise<{ registerId: string; auditId: string; status: number }> {
  const reg = await manager.post<{ id: string }>(manager.b('payments/cash-registers'), { id: newId(), name });
  const open = await cashier.post<{ id: string }>(cashier.b('payments/cash-register-audits/open'), { id: newId(), cashRegisterId: reg.body.id, openingAmount: 0, ...body });
  return { registerId: reg.body.id, auditId: open.body.id, status: open.status };
}

describe('cash register rules', () => {
  it('opens for the operator named in the body when they are of the business, and refuses another business\'s person', async () => {
    const named = await openOwnAudit('Caixa do operador', { userId: DEMO_USERS.waiter.id });
    expect(named.status).toBe(201);
    const [row] = await server.database.db.select().from(cashRegisterAudits).where(eq(cashRegisterAudits.id, named.auditId));
    expect(row?.userId).toBe(DEMO_USERS.waiter.id);
    expect((await openOwnAudit('Caixa de fora', { userId: DEMO_USERS.other.id })).status).toBe(404);
  });

  it('refuses printing the closed resume of an open register, and records who reprinted a closed one', async () => {
    const { auditId } = await openOwnAudit('Caixa da reimpressão');
    const printPath = cashier.b(`payments/cash-register-audits/${auditId}/print-closed-resume`);
    expect((await cashier.post(printPath)).body).toEqual({ message: 'Este caixa já está aberto' });
    expect((await manager.put(manager.b(`payments/cash-register-audits/${auditId}/close`), { counted: {} })).status).toBe(200);
    expect((await cashier.post(printPath)).status).toBe(200);
    const events = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, auditId));
    expect(events.map((e) => ({ type: e.type, entityType: e.entityType, data: e.data }))).toEqual([{ type: 'reprintTicket', entityType: 'cashRegisterAudit', data: { what: 'closedResume' } }]);
  });

  it('deletes an entry only through its own audit, stamping who deleted it (the manager when the body names nobody)', async () => {
    const a = await openOwnAudit('Caixa A');
    const b = await openOwnAudit('Caixa B');
    const entry = await manager.post<{ id: string }>(manager.b(`payments/cash-register-audits/${a.auditId}/entries`), { id: newId(), entry: { type: 'supply', amount: 500 } });
    expect(entry.status).toBe(201);
    const through = (auditId: string, body: Record<string, unknown>) => manager.post(manager.b(`payments/cash-register-audits/${auditId}/entries/${entry.body.id}`), body);
    expect((await through(b.auditId, { userId: null })).status).toBe(404);
    expect((await through(a.auditId, { userId: DEMO_USERS.other.id })).status).toBe(404);
    expect((await through(a.auditId, { userId: null })).status).toBe(200);
    const [row] = await server.database.db.select().from(cashRegisterEntries).where(eq(cashRegisterEntries.id, entry.body.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.userId).toBe(DEMO_USERS.manager.id);
  });
});
