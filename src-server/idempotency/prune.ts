// Idempotency keys are kept for a while (a terminal offline for days still replays its outbox safely), then
// pruned by a periodic job of the server process, off the write path: a write never pays for the cleanup.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

export interface PruneOptions {
  /** keys older than this many days are deleted (POS_IDEMPOTENCY_DAYS, default 30) */
  maxAgeDays: number;
  /** how often the job runs (POS_IDEMPOTENCY_PRUNE_INTERVAL_MS, default one hour) */
  intervalMs: number;
}

export const DEFAULT_IDEMPOTENCY_DAYS = 30;
const DEFAULT_INTERVAL_MS = 60 * 60 * 1000;
/** Deleted per statement, so a large backlog never holds a long lock against the writes. */
const BATCH = 5000;

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

export function readPruneOptions(env: NodeJS.ProcessEnv = process.env): PruneOptions {
  return {
    maxAgeDays: positive(env.POS_IDEMPOTENCY_DAYS, DEFAULT_IDEMPOTENCY_DAYS),
    intervalMs: positive(env.POS_IDEMPOTENCY_PRUNE_INTERVAL_MS, DEFAULT_INTERVAL_MS),
  };
}

/** Deletes the keys created before now − maxAgeDays; answers how many. */
export async function pruneIdempotencyKeys(db: Db, maxAgeDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeDays * 24 * 60 * 60 * 1000).toISOString();
  let total = 0;
  for (;;) {
    const result = await db.execute(
      sql`delete from idempotency_keys where ctid in (select ctid from idempotency_keys where created_at < ${cutoff} limit ${BATCH})`,
    );
    const count = (result as { affectedRows?: number; rowCount?: number | null }).affectedRows ?? (result as { rowCount?: number | null }).rowCount ?? 0;
    total += count;
    if (count < BATCH) return total;
  }
}

/** Runs the prune when the app is ready and then every intervalMs; stops (and waits for a running one) on close. */
export function registerIdempotencyPruning(app: FastifyInstance, deps: { db: Db }, options: PruneOptions = readPruneOptions()): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => pruneIdempotencyKeys(deps.db, options.maxAgeDays))
      .then(
        (n) => {
          if (n > 0) app.log.info(`idempotency keys pruned: ${n}`);
        },
        (err: unknown) => app.log.error(err),
      );
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, options.intervalMs);
    timer.unref(); // the job never keeps the process alive
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
