// The outbox's durable log and its ordering rules, on a real file system.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox, type ParsedEnqueue } from '../../../src-main/sync/outbox.js';
import { newId } from '../../../src-shared/ids/uuid.js';

const BUSINESS = '019a0000-0000-7000-8000-000000000001';
const dirs: string[] = [];
const outboxes: Outbox[] = [];

function openOutbox(dir?: string): { outbox: Outbox; dir: string } {
  const d = dir ?? mkdtempSync(path.join(tmpdir(), 'outbox-'));
  if (!dir) dirs.push(d);
  const outbox = new Outbox({ dir: d, terminalId: 'caixa-01', compactAfter: 50 });
  outbox.load();
  outboxes.push(outbox);
  return { outbox, dir: d };
}

function write(path_: string, body: Record<string, unknown>, extra: Partial<ParsedEnqueue> = {}): ParsedEnqueue {
  return {
    descriptor: { callId: newId(), method: 'POST', path: path_, headers: { role: 'business', Authorization: 'Bearer secret' }, body },
    businessId: BUSINESS,
    entityIds: [],
    label: '',
    kind: '',
    barrier: false,
    ...extra,
  };
}

const padPath = `/businesses/${BUSINESS}/order-pads/open/`;

afterEach(async () => {
  for (const o of outboxes.splice(0)) await o.close().catch(() => undefined);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('outbox log', () => {
  it('keeps every write across a restart, in order, without the token at rest', async () => {
    const { outbox, dir } = openOutbox();
    const pad = newId();
    const a = await outbox.enqueue(write(padPath, { id: pad }));
    const b = await outbox.enqueue(write(`/businesses/${BUSINESS}/orders`, { id: newId(), orderPadId: pad }));
    expect(b.seq).toBeGreaterThan(a.seq);
    await outbox.close();
    const raw = readFileSync(path.join(dir, 'outbox.log'), 'utf8');
    expect(raw).not.toContain('secret');

    const again = openOutbox(path.join(dir)).outbox;
    const list = again.list();
    expect(list.map((e) => e.callId)).toEqual([a.callId, b.callId]);
    expect(list[1]?.entityIds).toContain(pad);
  });

  it('cuts a torn last record (power cut mid-append) and keeps the whole ones', async () => {
    const { outbox, dir } = openOutbox();
    await outbox.enqueue(write(padPath, { id: newId() }));
    await outbox.close();
    const file = path.join(dir, 'outbox.log');
    appendFileSync(file, '{"t":"add","seq":2,"callId":"torn');
    const again = openOutbox(dir).outbox;
    expect(again.list()).toHaveLength(1);
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);
  });

  it('gives the first entry back when a renderer re-sends the same call', async () => {
    const { outbox } = openOutbox();
    const req = write(padPath, { id: newId() });
    const [first, second] = await Promise.all([outbox.enqueue(req), outbox.enqueue(req)]);
    expect(first.duplicate).toBe(false);
    expect(second).toEqual({ seq: first.seq, callId: first.callId, duplicate: true });
    expect(outbox.size).toBe(1);
  });
});

describe('outbox order and refusals', () => {
  it('a call backed off after failures goes at once when made due now; one being sent is left alone', async () => {
    const { outbox } = openOutbox();
    const a = await outbox.enqueue(write(padPath, { id: newId() }));
    const b = await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/open/`, { id: newId() }));
    const [first, second] = outbox.ready(10);
    outbox.markSending(first!);
    outbox.markSending(second!);
    outbox.markTransient(first!, { status: 503, message: 'SEFAZ fora do ar' }, 30_000);
    expect(outbox.ready(10)).toEqual([]);
    outbox.dueNow([a.callId, b.callId]);
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([a.callId]);
    expect(outbox.get(b.callId)?.state).toBe('sending');
  });

  it('sends calls on one comanda one after another and other comandas alongside', async () => {
    const { outbox } = openOutbox();
    const padA = newId();
    const padB = newId();
    const a1 = await outbox.enqueue(write(padPath, { id: padA }));
    await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${padA}/close`, {}));
    const b1 = await outbox.enqueue(write(padPath, { id: padB }));
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([a1.callId, b1.callId]);
  });

  it('a delivery order made offline waits for the new customer and address it names', async () => {
    const { outbox } = openOutbox();
    const customer = newId();
    const address = newId();
    const pad = newId();
    const made = await outbox.enqueue(write(`/businesses/${BUSINESS}/entities`, { id: customer, type: 'customer', name: 'Paulo' }, { entityIds: [customer] }));
    const where = await outbox.enqueue(write(`/businesses/${BUSINESS}/entities/${customer}/addresses`, { id: address, street: 'Av. Faria Lima' }, { entityIds: [address, customer] }));
    const sale = await outbox.enqueue(write(padPath, { id: pad }));
    const order = await outbox.enqueue(write(`/businesses/${BUSINESS}/orders`, { id: newId(), orderPadId: pad, entityId: customer, entityAddressId: address }));
    // Only the customer and the comanda can go at first: the address waits for its customer, the order for all.
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([made.callId, sale.callId]);
    for (const call of [made, sale]) {
      const e = outbox.get(call.callId)!;
      outbox.markSending(e);
      await outbox.markDone(e, 201);
    }
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([where.callId]);
    const e = outbox.get(where.callId)!;
    outbox.markSending(e);
    await outbox.markDone(e, 201);
    expect(outbox.ready(10).map((x) => x.callId)).toEqual([order.callId]);
  });

  it('a refused call holds back the calls that build on it, shows why, and the rest go on', async () => {
    const { outbox } = openOutbox();
    const padA = newId();
    const padB = newId();
    const a1 = await outbox.enqueue(write(padPath, { id: padA }, { label: 'Abrir comanda 7' }));
    const a2 = await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${padA}/close`, {}, { label: 'Fechar comanda 7' }));
    const b1 = await outbox.enqueue(write(padPath, { id: padB }));
    const e = outbox.get(a1.callId)!;
    outbox.markSending(e);
    await outbox.markRefused(e, 409, 'Comanda já fechada por outro terminal');
    expect(outbox.ready(10).map((x) => x.callId)).toEqual([b1.callId]);
    const view = outbox.list();
    expect(view.find((v) => v.callId === a1.callId)).toMatchObject({ state: 'refused', error: { status: 409, message: 'Comanda já fechada por outro terminal' } });
    expect(view.find((v) => v.callId === a2.callId)).toMatchObject({ state: 'blocked', blockedBy: 'Abrir comanda 7' });
    expect(outbox.counts()).toEqual({ waiting: 3, refused: 1, blocked: 1 });
  });

  it('discarding a refused call drops it with its dependents, durably', async () => {
    const { outbox, dir } = openOutbox();
    const padA = newId();
    const a1 = await outbox.enqueue(write(padPath, { id: padA }));
    const a2 = await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${padA}/close`, {}));
    const b1 = await outbox.enqueue(write(padPath, { id: newId() }));
    await outbox.markRefused(outbox.get(a1.callId)!, 400, 'Dados inválidos');
    const gone = await outbox.discard(a1.callId, 'Gerente');
    expect(gone.map((g) => g.callId)).toEqual([a1.callId, a2.callId]);
    await outbox.close();
    const again = openOutbox(dir).outbox;
    expect(again.list().map((e) => e.callId)).toEqual([b1.callId]);
    // A renderer re-sending a discarded call does not bring it back.
    expect((await again.enqueue(write(padPath, { id: padA }, { descriptor: { ...write(padPath, {}).descriptor, callId: a1.callId } }))).duplicate).toBe(true);
  });

  it('a barrier (closing the register) waits for everything before it and holds everything after', async () => {
    const { outbox } = openOutbox();
    const p1 = await outbox.enqueue(write(padPath, { id: newId() }));
    const close = await outbox.enqueue(write(`/businesses/${BUSINESS}/payments/cash-register-audits/${newId()}/close`, {}, { barrier: true }));
    await outbox.enqueue(write(padPath, { id: newId() }));
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([p1.callId]);
    await outbox.markDone(outbox.get(p1.callId)!, 201);
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([close.callId]);
  });

  it('a refused register close holds back only what depends on that register; the rest goes on (issue 16 item 1)', async () => {
    const { outbox } = openOutbox();
    const register = newId();
    const audit = newId();
    const water = await outbox.enqueue(write(padPath, { id: newId() }, { label: 'Água, Mesa 5' }));
    const close = await outbox.enqueue(
      write(`/businesses/${BUSINESS}/payments/cash-register-audits/${audit}/close`, { counted: {} }, { barrier: true, label: 'Fechar caixa', entityIds: [audit, register] }),
    );
    const table = await outbox.enqueue(write(padPath, { id: newId() }, { label: 'Abrir Mesa 10' }));
    const reopen = await outbox.enqueue(write(`/businesses/${BUSINESS}/payments/cash-register-audits/open`, { id: newId(), cashRegisterId: register }, { entityIds: [register] }));
    // While the close is on its way, what came after it waits (it counts what came before).
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([water.callId]);
    await outbox.markDone(outbox.get(water.callId)!, 201);
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([close.callId]);
    const c = outbox.get(close.callId)!;
    outbox.markSending(c);
    await outbox.markRefused(c, 422, 'Deve ser no máximo 100000000');
    // Refused: the table opening goes on; opening the same register again waits for its close.
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([table.callId]);
    const view = outbox.list();
    expect(view.find((v) => v.callId === table.callId)).toMatchObject({ state: 'pending', blockedBy: null });
    expect(view.find((v) => v.callId === reopen.callId)).toMatchObject({ state: 'blocked', blockedBy: 'Fechar caixa' });
    expect(outbox.counts()).toEqual({ waiting: 3, refused: 1, blocked: 1 });
    // Discarding the close takes its dependents only, never another person's sale.
    const gone = await outbox.discard(close.callId, 'Gerente');
    expect(gone.map((g) => g.callId)).toEqual([close.callId, reopen.callId]);
    expect(outbox.list().map((e) => e.callId)).toEqual([table.callId]);
  });

  it('a close does not wait forever behind a refused call: what the server has is what it counts', async () => {
    const { outbox } = openOutbox();
    const pad = newId();
    const refused = await outbox.enqueue(write(padPath, { id: pad }, { label: 'Abrir comanda 7' }));
    const blocked = await outbox.enqueue(write(`/businesses/${BUSINESS}/order-pads/${pad}/close`, {}));
    const close = await outbox.enqueue(write(`/businesses/${BUSINESS}/payments/cash-register-audits/${newId()}/close`, {}, { barrier: true }));
    const later = await outbox.enqueue(write(padPath, { id: newId() }));
    const r = outbox.get(refused.callId)!;
    outbox.markSending(r);
    await outbox.markRefused(r, 409, 'Comanda já fechada por outro terminal');
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([close.callId]);
    await outbox.markDone(outbox.get(close.callId)!, 200);
    expect(outbox.ready(10).map((e) => e.callId)).toEqual([later.callId]);
    expect(outbox.list().find((v) => v.callId === blocked.callId)).toMatchObject({ state: 'blocked' });
  });

  it('compacts the log once most of it is sent, and stays whole', async () => {
    const { outbox, dir } = openOutbox();
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) ids.push((await outbox.enqueue(write(padPath, { id: newId() }))).callId);
    const file = path.join(dir, 'outbox.log');
    const before = statSync(file).size;
    for (const id of ids.slice(0, 110)) await outbox.markDone(outbox.get(id)!, 201);
    await outbox.log.drain();
    await outbox.compactNow();
    expect(statSync(file).size).toBeLessThan(before / 3);
    await outbox.close();
    const again = openOutbox(dir).outbox;
    expect(again.list().map((e) => e.callId)).toEqual(ids.slice(110));
    // Sent calls are still remembered: a late re-send is not queued twice.
    expect((await again.enqueue({ ...write(padPath, {}), descriptor: { ...write(padPath, {}).descriptor, callId: ids[0]! } })).duplicate).toBe(true);
  });
});
