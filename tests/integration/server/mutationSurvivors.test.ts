// Survivors of the mutation spot-check (issue 20) on the server, over HTTP on PGlite: a reused Idempotency-Key is
// checked against its path, a body hashes the same whatever its keys' order, and a deleted payment leaves the
// drawer's expected amount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

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

const coke = { productId: demoId('product:coca-lata'), quantity: 3000 };
type Line = { paymentMethodId: string; expected: number; counted: number; difference: number };

describe('idempotency key checked against its path', () => {
  it('answers 409 when a key comes back with the same body on another path, and records nothing there', async () => {
    const a = await padWithOrder(cashier, 'table:4', [coke]);
    const b = await padWithOrder(cashier, 'table:5', [coke]);
    const body = { paymentMethodId: demoId('pm:pix'), amount: 700 };
    const first = await cashier.post(cashier.b(`order-pads/${a.padId}/payments`), body, 'same-key-two-paths');
    expect(first.status).toBe(201);
    const other = await cashier.post(cashier.b(`order-pads/${b.padId}/payments`), body, 'same-key-two-paths');
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: 'Esta chave de idempotência já foi usada com outro conteúdo' });
    expect(other.headers.get('idempotent-replay')).toBeNull();
    const onB = await server.database.db.select().from(payments).where(eq(payments.orderPadId, b.padId));
    expect(onB).toHaveLength(0);
  });
});

describe('cash drawer with a deleted payment', () => {
  it('leaves a deleted cash payment out of the drawer and the expected amount', async () => {
    const open = await cashier.post<{ id: string }>(cashier.b('payments/cash-register-audits/open'), { id: newId(), cashRegisterId: demoId('cash:2'), openingAmount: 10_000 });
    expect(open.status).toBe(201);
    const auditId = open.body.id;
    const { padId } = await padWithOrder(cashier, 'table:6', [coke]);
    const pay = (body: Record<string, unknown>) => cashier.post<{ id: string }>(cashier.b(`order-pads/${padId}/payments`), { cashRegisterAuditId: auditId, ...body });
    expect((await pay({ paymentMethodId: demoId('pm:dinheiro'), amount: 1000 })).status).toBe(201);
    const wrong = await pay({ paymentMethodId: demoId('pm:dinheiro'), amount: 500 });
    expect(wrong.status).toBe(201);
    expect((await pay({ paymentMethodId: demoId('pm:pix'), amount: 300 })).status).toBe(201);
    expect((await cashier.del(cashier.b(`order-pads/${padId}/payments/${wrong.body.id}`))).status).toBe(200);

    // the bleeding limit is the cash in the drawer: 100,00 opening + 10,00 kept payment
    const tooMuch = await manager.post(manager.b(`payments/cash-register-audits/${auditId}/entries`), { entry: { type: 'bleeding', amount: 99_999 } });
    expect(tooMuch.body).toEqual({ message: 'Sangria maior que o dinheiro no caixa (R$ 110,00)' });

    const closePath = manager.b(`payments/cash-register-audits/${auditId}/close`);
    const counted = { [demoId('pm:dinheiro')]: 11_000, [demoId('pm:pix')]: 300 };
    const closed = await manager.put<{ lines: Line[] }>(closePath, { counted });
    expect(closed.status).toBe(200);
    expect(closed.body.lines).toEqual(
      expect.arrayContaining([
        { paymentMethodId: demoId('pm:dinheiro'), expected: 11_000, counted: 11_000, difference: 0 },
        { paymentMethodId: demoId('pm:pix'), expected: 300, counted: 300, difference: 0 },
      ]),
    );
  });
});

describe('idempotency body hash over HTTP', () => {
  it('replays a repeated close whose counts come in another key order (the same content)', async () => {
    const reg = await manager.post<{ id: string }>(manager.b('payments/cash-registers'), { id: newId(), name: 'Caixa da chave' });
    const open = await cashier.post<{ id: string }>(cashier.b('payments/cash-register-audits/open'), { id: newId(), cashRegisterId: reg.body.id, openingAmount: 0 });
    expect(open.status).toBe(201);
    const closePath = manager.b(`payments/cash-register-audits/${open.body.id}/close`);
    const counted = { [demoId('pm:dinheiro')]: 100, [demoId('pm:pix')]: 0 };
    const closed = await manager.put(closePath, { counted }, 'close-key-order');
    expect(closed.status).toBe(200);
    // counts is a record: its keys reach the hash in the order sent
    const reordered = { [demoId('pm:pix')]: 0, [demoId('pm:dinheiro')]: 100 };
    expect(Object.keys(reordered)).not.toEqual(Object.keys(counted));
    const again = await manager.put(closePath, { counted: reordered }, 'close-key-order');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(closed.body);
  });
});

describe('a create re-sent with its client id under a new Idempotency-Key', () => {
  // Each key is matched to its own stored row: the new key has none, so the created id's row decides, and a taken
  // id answers like a malformed one (400), never as the new key reused for another body (409).
  it('answers 400 for another content on that id, and replays the first answer for the same content', async () => {
    const body = { id: newId(), type: 'table', name: 'Mesa 98', number: 98 };
    const first = await manager.post(manager.b('tables'), body, 'table-98-first');
    expect(first.status).toBe(201);
    const clash = await manager.post(manager.b('tables'), { ...body, name: 'Mesa 97' }, 'table-98-second');
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ message: 'Dados inválidos: Identificador: Deve ser um identificador (UUID) válido', issues: [{ path: 'id', message: 'Deve ser um identificador (UUID) válido' }] });
    const same = await manager.post(manager.b('tables'), body, 'table-98-third');
    expect(same.body).toEqual(first.body);
  });
});

describe('an Idempotency-Key checked against its method', () => {
  it('answers 409 when a key comes back on the same path with the same body but another method, and deletes nothing', async () => {
    const reg = await manager.post<{ id: string }>(manager.b('payments/cash-registers'), { id: newId(), name: 'Caixa do método' });
    const path = manager.b(`payments/cash-registers/${reg.body.id}`);
    // a DELETE takes any body (emptyObject is loose), so both hash the same
    const body = { name: 'Caixa do método' };
    expect((await manager.request('PUT', path, body, { 'idempotency-key': 'method-key' })).status).toBe(200);
    const other = await manager.request('DELETE', path, body, { 'idempotency-key': 'method-key' });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: 'Esta chave de idempotência já foi usada com outro conteúdo' });
    // still there: it can be renamed
    expect((await manager.put(path, { name: 'Caixa do método 2' })).status).toBe(200);
  });
});

describe('which refusals a key keeps', () => {
  it('keeps a 404: the same close repeated after the audit exists is still refused', async () => {
    const auditId = newId();
    const closePath = manager.b(`payments/cash-register-audits/${auditId}/close`);
    const missing = await manager.put(closePath, { counted: {} }, 'close-before-open');
    expect(missing.status).toBe(404);
    const reg = await manager.post<{ id: string }>(manager.b('payments/cash-registers'), { id: newId(), name: 'Caixa do 404' });
    expect((await cashier.post(cashier.b('payments/cash-register-audits/open'), { id: auditId, cashRegisterId: reg.body.id, openingAmount: 0 })).status).toBe(201);
    const repeat = await manager.put(closePath, { counted: {} }, 'close-before-open');
    expect(repeat.status).toBe(404);
    expect(repeat.body).toEqual(missing.body);
  });

  it('does not keep a 403: the same supply under the same key goes through for a manager', async () => {
    const reg = await manager.post<{ id: string }>(manager.b('payments/cash-registers'), { id: newId(), name: 'Caixa do 403' });
    const open = await cashier.post<{ id: string }>(cashier.b('payments/cash-register-audits/open'), { id: newId(), cashRegisterId: reg.body.id, openingAmount: 0 });
    const entries = `payments/cash-register-audits/${open.body.id}/entries`;
    const body = { id: newId(), entry: { type: 'supply', amount: 1000 } };
    expect((await cashier.post(cashier.b(entries), body, 'supply-key')).status).toBe(403);
    expect((await manager.post(manager.b(entries), body, 'supply-key')).status).toBe(201);
  });
});
