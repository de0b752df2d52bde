// Declared writes in the outbox, on a real file system: the main side validates a write's body with the write's
// own schema and makes its REST call from the typed client's call; a queue written by the code before writes were
// declared (`{ method, path, body }` records, no write) still loads, replays as stored, and gets its declared write.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnqueueRequest } from '../../../src-shared/bridge/areas/sync.js';
import { BridgeError } from '../../../src-shared/bridge/protocol.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { writes } from '../../../src-shared/writes/index.js';
import { toCall } from '../../../src-main/sync/declared.js';
import { Outbox } from '../../../src-main/sync/outbox.js';

const BUSINESS = '019a0000-0000-7000-8000-000000000001';
const dirs: string[] = [];
const outboxes: Outbox[] = [];
afterEach(async () => {
  for (const o of outboxes.splice(0)) await o.close().catch(() => undefined);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function open(dir: string): Outbox {
  const outbox = new Outbox({ dir, terminalId: 'caixa-01' });
  outbox.load();
  outboxes.push(outbox);
  return outbox;
}

const request = (id: string, params: Record<string, string>, body: unknown) =>
  EnqueueRequest.parse({ write: { callId: newId(), id, params, body }, businessId: BUSINESS, label: 'Desconto na Mesa 4' });

describe('declared writes on the outbox', () => {
  it('makes the REST call from the typed client: method, path with the business prefix, role header, key', () => {
    const pad = newId();
    const req = request('orderPadsUpdate', { id: pad }, { discount: { type: 'percentage', value: 1000 } });
    const call = toCall(req);
    expect(call.descriptor).toMatchObject({
      method: 'PUT',
      path: `/businesses/${BUSINESS}/order-pads/${pad}`,
      headers: { role: 'business', 'Idempotency-Key': req.write!.callId },
      body: { discount: { type: 'percentage', value: 1000 } },
    });
    expect(call).toMatchObject({ kind: 'orderPadsUpdate', entityIds: [pad], write: { id: 'orderPadsUpdate', params: { id: pad } } });
  });

  it('refuses a body the server would refuse, and a write this terminal does not know, before storing anything', () => {
    const pad = newId();
    expect(() => toCall(request('orderPadsUpdate', { id: pad }, { discount: { type: 'percentage', value: 20_000 } }))).toThrow(BridgeError);
    expect(() => toCall(request('orderPadsClose', {}, {}))).toThrow(/\{id\}/);
    expect(() => toCall(request('ordersDelete', { id: pad }, {}))).toThrow(/desconhecida/);
  });

  it('closing the register is a barrier, by its declaration', () => {
    expect(toCall(request('cashRegisterAuditsClose', { id: newId() }, { counted: {} })).barrier).toBe(true);
  });

  it('every declared write names a call of the typed client with its method and path', () => {
    for (const w of writes.values()) {
      expect(w.call.kind, w.id).toBe('rest');
      expect(['POST', 'PUT', 'DELETE'], w.id).toContain(w.call.method);
      // Its schema is the one its server route validates with: tests/integration/server/writeRoutes.test.ts checks
      // each against the routes the app registers.
      expect(w.schema, w.id).toBeDefined();
    }
  });

  it('a queue written before writes were declared loads, replays as stored, and is pictured by its declared write', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-old-'));
    dirs.push(dir);
    const pad = newId();
    const payment = newId();
    // The records exactly as the code before this change wrote them (records.ts of that commit): no `write`.
    const old = [
      { t: 'meta', v: 1, nextSeq: 1 },
      {
        t: 'add', seq: 1, callId: newId(), businessId: BUSINESS, terminalId: 'caixa-01', createdAt: '2026-11-20T12:00:00.000Z',
        method: 'PUT', path: `/businesses/${BUSINESS}/order-pads/${pad}`, headers: { role: 'business' }, idempotencyKey: newId(),
        body: { discount: { type: 'value', value: 500 } }, entityIds: [pad], label: 'Desconto na Mesa 4', kind: 'orderPads.update', barrier: false,
      },
      {
        t: 'add', seq: 2, callId: newId(), businessId: BUSINESS, terminalId: 'caixa-01', createdAt: '2026-11-20T12:00:01.000Z',
        method: 'DELETE', path: `/businesses/${BUSINESS}/order-pads/${pad}/payments/${payment}`, headers: { role: 'business' }, idempotencyKey: newId(),
        entityIds: [payment, pad], label: 'Estornar pagamento', kind: 'payments.delete', barrier: false,
      },
      {
        t: 'add', seq: 3, callId: newId(), businessId: BUSINESS, terminalId: 'caixa-01', createdAt: '2026-11-20T12:00:02.000Z',
        method: 'POST', path: `/businesses/${BUSINESS}/printers/test`, headers: { role: 'business' }, idempotencyKey: newId(),
        body: {}, entityIds: [], label: 'Teste', kind: 'printers.test', barrier: false,
      },
    ];
    writeFileSync(path.join(dir, 'outbox.log'), old.map((r) => JSON.stringify(r)).join('\n') + '\n');

    const outbox = open(dir);
    const listed = outbox.list();
    expect(listed.map((e) => [e.method, e.path, e.write])).toEqual([
      ['PUT', `/businesses/${BUSINESS}/order-pads/${pad}`, { id: 'orderPadsUpdate', params: { id: pad } }],
      ['DELETE', `/businesses/${BUSINESS}/order-pads/${pad}/payments/${payment}`, { id: 'orderPadPaymentsDelete', params: { orderPadId: pad, id: payment } }],
      // No declaration covers it: it still replays as stored, only without an optimistic effect.
      ['POST', `/businesses/${BUSINESS}/printers/test`, null],
    ]);
    // The body replays as it was stored, and with the key it was stored with.
    expect(listed[0]!.body).toEqual({ discount: { type: 'value', value: 500 } });

    // A compaction writes the records down in the new form.
    await outbox.compactNow();
    // Each record is framed (log.ts): a separator byte, length and CRC32 (17 characters), then the JSON.
    const lines = readFileSync(path.join(dir, 'outbox.log'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l.startsWith('\x1e') ? l.slice(17) : l) as { t: string; write?: unknown });
    expect(lines.filter((l) => l.t === 'add').map((l) => l.write)).toEqual([
      { id: 'orderPadsUpdate', params: { id: pad } },
      { id: 'orderPadPaymentsDelete', params: { orderPadId: pad, id: payment } },
      null,
    ]);
    await outbox.close();
    outboxes.splice(0);
    expect(open(dir).list().map((e) => e.write?.id ?? null)).toEqual(['orderPadsUpdate', 'orderPadPaymentsDelete', null]);
  });
});
