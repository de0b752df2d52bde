// Idempotency keys are pruned by a periodic job of the server process: a key older than the kept days
// (POS_IDEMPOTENCY_DAYS, 30 by default) is deleted, so its repeat runs again; a fresh key still replays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../../../src-server/db/schema.js';
import { pruneIdempotencyKeys, readPruneOptions } from '../../../src-server/idempotency/prune.js';
import type { RunningServer } from '../../../src-server/server.js';
import { demoId, login, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
beforeAll(async () => {
  // The job runs every 200 ms here (hourly by default) so the test sees it act on its own.
  process.env.POS_IDEMPOTENCY_PRUNE_INTERVAL_MS = '200';
  server = await startTestServer();
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  delete process.env.POS_IDEMPOTENCY_PRUNE_INTERVAL_MS;
  await server?.close();
});

const keyRows = (key: string) => server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

describe('idempotency keys pruning', () => {
  it('keeps keys 30 days by default and reads the configured days', () => {
    expect(readPruneOptions({}).maxAgeDays).toBe(30);
    expect(readPruneOptions({ POS_IDEMPOTENCY_DAYS: '7' }).maxAgeDays).toBe(7);
    expect(readPruneOptions({ POS_IDEMPOTENCY_DAYS: 'abc' }).maxAgeDays).toBe(30);
  });

  it('prunes a key older than 30 days (its repeat runs again) while a fresh key still replays', async () => {
    const path = manager.b(`payments/payment-methods/${demoId('pm:pix')}`);
    const old = await manager.put<{ name: string; changeSeq: number }>(path, { name: 'PIX (antigo)' }, 'rename-old');
    expect(old.status).toBe(200);
    // The key was stored 31 days ago.
    await server.database.db.execute(sql`update idempotency_keys set created_at = now() - interval '31 days' where key = 'rename-old'`);
    const fresh = await manager.put<{ name: string; changeSeq: number }>(path, { name: 'PIX' }, 'rename-fresh');
    expect(fresh.status).toBe(200);

    // The periodic job deletes the old key without any write asking for it.
    const deadline = Date.now() + 10_000;
    while ((await keyRows('rename-old')).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await keyRows('rename-old')).toHaveLength(0);
    expect(await keyRows('rename-fresh')).toHaveLength(1);

    // The fresh key answers its first answer; the pruned one is a new write (a new change, no replay).
    const replay = await manager.put<{ name: string; changeSeq: number }>(path, { name: 'PIX' }, 'rename-fresh');
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    expect(replay.body).toEqual(fresh.body);
    const rerun = await manager.put<{ name: string; changeSeq: number }>(path, { name: 'PIX (antigo)' }, 'rename-old');
    expect(rerun.status).toBe(200);
    expect(rerun.headers.get('idempotent-replay')).toBeNull();
    expect(rerun.body.changeSeq).toBeGreaterThan(fresh.body.changeSeq);
    await manager.put(path, { name: 'PIX' }, 'rename-back');
  });

  it('deletes only keys past the cutoff and answers how many', async () => {
    await manager.put(manager.b(`payments/payment-methods/${demoId('pm:dinheiro')}`), { position: 0 }, 'prune-count');
    await server.database.db.execute(sql`update idempotency_keys set created_at = now() - interval '10 days' where key = 'prune-count'`);
    expect(await pruneIdempotencyKeys(server.database.db, 30)).toBe(0);
    expect(await pruneIdempotencyKeys(server.database.db, 7)).toBe(1);
    expect(await keyRows('prune-count')).toHaveLength(0);
  });
});
