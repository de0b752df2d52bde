// The write pipeline every REST write goes through:
//   auth → role header and business link → body validation → idempotency → one transaction that
//   takes its locks (the business, and the comanda a write on one comanda decides on: see lock()) and, in the same
//   round trip, reads the catalogue (prepare) and the comanda's state (read), runs the action, and writes its audit
//   events and the answer under the Idempotency-Key with the commit — all or nothing. Rows are stamped with the transaction's id (db/cursor.ts): the
//   change cursor needs no counter row of its own, so PGlite, which runs one transaction at a time, takes no lock
//   statement at all once it has seen the business.
// A repeat of a key answers the stored answer and changes nothing; the same key with another body is 409.
// A create carrying a client-made id is also keyed by that id, so re-sending it is a no-op success.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AUDIT_EVENT_SEVERITIES, type AuditEventType } from '../../src-shared/api/enums.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import type { WriteDecl } from '../../src-shared/writes/index.js';
import type { AuthUser, Guard } from '../auth/guard.js';
import { requestContext } from '../auth/guard.js';
import type { Permission } from '../auth/permissions.js';
import type { Database, Db } from '../db/database.js';
import { businessLock } from '../db/businessLock.js';
import { txSeq } from '../db/cursor.js';
import { businesses, orderPads, orders } from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { notFound } from './errors.js';
import { keepRefusal, priorAnswer, writeIdentity } from './idempotency.js';
import { out } from './serialize.js';
import { idRefused, parse } from './validate.js';

/** What a route's prepare() sees: the request, and the transaction (its reads run right after the locks). */
export interface PrepareContext<B, P> {
  tx: Tx;
  businessId: string;
  user: AuthUser;
  body: B;
  params: P;
}

/** What a route's outside() sees: no transaction (it must not hold one), the database to read the checks from. */
export interface OutsideContext<B, P> {
  db: Db;
  businessId: string;
  user: AuthUser;
  body: B;
  params: P;
}

export interface WriteContext<B, P, R = unknown, L = unknown, O = undefined> {
  tx: Tx;
  businessId: string;
  /** ISO timestamp of the write */
  now: string;
  user: AuthUser;
  roles: string[];
  body: B;
  params: P;
  /** columns every touched mirrored row gets */
  stamp(): { changeSeq: SQL<number>; updatedAt: string };
  /** the id for a created row: the client's, or a new UUIDv7 */
  idFor(clientId: string | undefined | null): string;
  audit(type: AuditEventType, entityType: string, entityId: string | null, data?: Record<string, unknown>): Promise<void>;
  /** marks an order pad changed (its totals moved): written with the audit events and the key at the end */
  touchOrderPad(id: string | null | undefined): void;
  /**
   * Gives the order `orderId` (inserted by this write, with number 0) the business's next number in the last
   * statement, sent with the commit: the business row that numbers orders is held for that one round trip only.
   * The answer (an order) gets its `number` there too.
   */
  numberAtCommit(orderId: string): void;
  /** what the route's prepare() read (the catalogue) */
  prepared: R;
  /** what the route's read() read under the locks */
  read: L;
  /** what the route's outside() answered (SEFAZ's answer), before the transaction began */
  outside: O;
}

export interface WriteAnswer {
  status?: number;
  body: unknown;
}

export interface WriteRoute<S extends z.ZodType, P, R = undefined, L = undefined, O = undefined> {
  method: 'POST' | 'PUT' | 'DELETE';
  /** path after /businesses/:businessId/, e.g. 'order-pads/:id/close' ('' is the business itself) */
  path: string;
  /** a full URL instead, for writes outside /businesses/:businessId (their business comes from businessIdOf) */
  url?: string;
  businessIdOf?: (params: Record<string, string>, body: z.output<S>, db: Db) => Promise<string>;
  body: S;
  permission: Permission;
  /**
   * The one comanda this write decides on. Such a write reads only that comanda's state, the catalogue and what
   * only whole-business writes change (cash register audits, tables, settings), and writes only rows of that
   * comanda: it shares the business lock and takes the comanda's, so writes on other comandas run beside it on
   * PostgreSQL. Every other write takes the business lock alone and waits for them all.
   */
  orderPadOf?: (body: z.output<S>, params: P) => string | null | undefined;
  /** Like orderPadOf, for a write on one order: it decides on that order's comanda (an order never changes comanda). */
  orderOf?: (body: z.output<S>, params: P) => string | null | undefined;
  /** the client-made id of a create, which keys it like an Idempotency-Key */
  createdId?: (body: z.output<S>) => string | undefined | null;
  /** this write changes users or their business links: the guard forgets the links it remembers */
  changesAccess?: boolean;
  /**
   * Reads of the catalogue (products, prices, payment methods), started with the locks so that on PostgreSQL they
   * leave in the same round trip: start them together (not one after another) to keep it one. Catalogue rows are
   * reference data, not what the locks guard: an order priced a moment before a price change is what a terminal
   * pricing from its mirror does anyway.
   */
  prepare?: (ctx: PrepareContext<z.output<S>, P>) => Promise<R>;
  /**
   * Reads of the state the write decides on (its comanda, balances), started with the locks and run after them: on
   * PostgreSQL in the same round trip. Should the comanda's lock not hold (no such comanda, an order with none),
   * they are read again once the whole-business lock is held.
   */
  read?: (ctx: PrepareContext<z.output<S>, P>) => Promise<L>;
  /**
   * A slow call outside the database the write depends on (SEFAZ): made with its own checks before the
   * transaction, so no lock (and on PGlite no other write) waits on it; run() then records its answer, which is kept
   * under the Idempotency-Key with the commit as always. A key answered before gets that answer without the call,
   * and identical requests arriving together share one call (the later ones replay the first's answer).
   */
  outside?: (ctx: OutsideContext<z.output<S>, P>) => Promise<O>;
  run(ctx: WriteContext<z.output<S>, P, R, L, O>): Promise<WriteAnswer | object>;
}

/**
 * A route's method, path and body schema from the write's declaration (src-shared/writes): the typed client's call
 * (so the path is the spec's, `{id}` read as `:id`) and the schema the outbox validated with. A route and the
 * client that sends it cannot disagree.
 */
export function routeOf<P extends string, S extends z.ZodType, N>(w: WriteDecl<P, S, N>): { method: 'POST' | 'PUT' | 'DELETE'; path: string; body: S } {
  const { method, path, scope } = w.call;
  if (scope !== 'business' && scope !== 'context') throw new Error(`${w.id}: a business write (scope ${scope})`);
  if (method !== 'POST' && method !== 'PUT' && method !== 'DELETE') throw new Error(`${w.id}: ${method} is not a write`);
  return { method, path: path.replace(/\{([^}]+)\}/g, ':$1'), body: w.schema };
}

export interface WriteDeps {
  db: Db;
  /** The engine's write transaction (db/database.ts). */
  write: Database['write'];
  guard: Guard;
  /** The database runs one transaction at a time (PGlite): no row lock is needed to serialize writes. */
  serialized: boolean;
}

/**
 * The outside() calls under way, by business, key and body, until their answer is committed: a repeat arriving
 * meanwhile waits for the same call, then replays the committed answer.
 */
const inFlight = new Map<string, Promise<unknown>>();

function shared<T>(key: string | null, call: () => Promise<T>): { answer: Promise<T>; release: () => void } {
  const running = key === null ? undefined : inFlight.get(key);
  if (running) return { answer: running as Promise<T>, release: () => undefined };
  const answer = call();
  if (key === null) return { answer, release: () => undefined };
  inFlight.set(key, answer);
  return { answer, release: () => inFlight.delete(key) };
}

/** Businesses a serialized database has seen alive, per database: their writes skip the existence check. */
const seenAlive = new WeakMap<Db, Set<string>>();

/** A unique violation on a primary key: a client-made id already used (by any business). */
export function isIdTaken(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' && constraint.endsWith('_pkey') && !constraint.startsWith('idempotency_keys');
  }
  return false;
}

export function registerWrite<S extends z.ZodType, P extends Record<string, string>, R = undefined, L = undefined, O = undefined>(
  app: FastifyInstance,
  deps: WriteDeps,
  route: WriteRoute<S, P, R, L, O>,
): void {
  const url = route.url ?? (route.path ? `/businesses/:businessId/${route.path}` : '/businesses/:businessId');
  const alive = seenAlive.get(deps.db) ?? new Set<string>();
  seenAlive.set(deps.db, alive);
  app.route({
    method: route.method,
    url,
    // The body schema this route validates with, for the check that a declared write and its route share it.
    config: { writeBody: route.body } as FastifyContextConfig,
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const { businessId: pathBusinessId, ...rest } = req.params as { businessId?: string } & Record<string, string>;
      const params = rest as P;
      // The tenant guard comes before validation: another business's token learns nothing, not even a 400.
      let businessId = pathBusinessId as string;
      let user: AuthUser;
      let roles: string[];
      let body: z.output<S>;
      if (route.businessIdOf) {
        user = await deps.guard.user(req);
        body = parse(route.body, req.body);
        businessId = await route.businessIdOf(rest, body, deps.db);
        roles = await deps.guard.business(user, businessId, requestContext(req), route.permission);
      } else {
        ({ user, roles } = await deps.guard.authorize(req, businessId, route.permission));
        body = parse(route.body, req.body);
      }
      const id = writeIdentity(req, body, route.createdId?.(body) ?? null);
      const { keys, path, hash } = id;

      let outside = undefined as O;
      let release = () => undefined as unknown;
      if (route.outside) {
        const prior = await priorAnswer(deps.db, businessId, route.method, id);
        if (prior) return reply.code(prior.status).header('idempotent-replay', 'true').send(prior.answer);
        const flight = keys.length > 0 ? [businessId, route.method, path, hash, ...keys.map((k) => k.key)].join('\n') : null;
        const call = route.outside;
        const running = shared(flight, () => call({ db: deps.db, businessId, user, body, params }));
        release = running.release;
        try {
          outside = await running.answer;
        } catch (err) {
          release();
          await keepRefusal(deps.db, businessId, route.method, id, err);
          throw err;
        }
      }

      try {
        const answer = await deps.write(async (tx) => {
          // The locks first, then the route's reads: started together, so on PostgreSQL they leave in one round trip
          // (db/batch.ts) and run in that order. The action decides on the state the previous write left, and a
          // concurrent repeat of a key waits at the locks until the first one has committed.
          const scope = deps.serialized ? null : { orderPadId: route.orderPadOf?.(body, params) ?? null, orderId: route.orderOf?.(body, params) ?? null };
          const locking = deps.serialized && alive.has(businessId) ? held : lock(tx, businessId, scope);
          const reads = { tx, businessId, user, body, params };
          const preparing = route.prepare?.(reads);
          const reading = route.read?.(reads);
          const [locked, prepared, readFirst] = (await inOrder([locking, preparing, reading])) as [Locked, R, L];
          // Read before the whole-business lock that stood in for the comanda's: read again under it.
          const read = (route.read && !locked.asked ? await route.read(reads) : readFirst) as L;
          if (deps.serialized) alive.add(businessId);
          // No look-up of the keys here: the keys' primary key is the guard. A repeat runs the action again and
          // then fails (the key's insert, the created id, or a state check) and is rolled back; the catch below
          // finds the stored answer and replays it. Exactly one effect, one round trip less per write.

          const now = new Date().toISOString();
          const events: { id: string; type: string; severity: string; entityType: string; entityId: string | null; data: Record<string, unknown> }[] = [];
          const pads = new Set<string>();
          let numbered: string | null = null;
          const ctx: WriteContext<z.output<S>, P, R, L, O> = {
            tx,
            outside,
            prepared,
            businessId,
            now,
            user,
            roles,
            body,
            params,
            stamp: () => ({ changeSeq: txSeq(), updatedAt: now }),
            read,
            idFor: (clientId) => clientId ?? newId(),
            async audit(type, entityType, entityId, data = {}) {
              events.push({ id: newId(), type, severity: AUDIT_EVENT_SEVERITIES[type], entityType, entityId, data });
            },
            touchOrderPad(id) {
              if (id) pads.add(id);
            },
            numberAtCommit(orderId) {
              numbered = orderId;
            },
          };
          const result = await route.run(ctx);
          const { status, body: payload } = isAnswer(result) ? { status: result.status ?? 200, body: result.body } : { status: 200, body: result };
          const stored = toJson(payload);
          // Audit events, touched order pads and the idempotency keys in one statement, sent with the commit.
          const parts: SQL[] = [];
          if (events.length > 0) {
            const rows = events.map(
              (e) =>
                sql`(${e.id}, ${businessId}, ${e.type}, ${e.severity}, ${e.entityType}, ${e.entityId}, ${user.id}, ${JSON.stringify(e.data)}::jsonb, ${txSeq()}, ${now}, ${now})`,
            );
            parts.push(
              sql`audit_rows as (insert into audit_events (id, business_id, type, severity, entity_type, entity_id, user_id, data, change_seq, created_at, updated_at) values ${sql.join(rows, sql`, `)})`,
            );
          }
          if (pads.size > 0) {
            const ids = [...pads].map((id) => sql`${id}`);
            parts.push(sql`touched as (update order_pads set change_seq = ${txSeq()}, updated_at = ${now} where business_id = ${businessId} and id in (${sql.join(ids, sql`, `)}))`);
          }
          const answerJson = JSON.stringify(stored);
          // The order's number, taken last (see numberAtCommit): the business row first, as everywhere.
          const answered = numbered ? sql`jsonb_set(${answerJson}::jsonb, '{number}', to_jsonb((select n from numbered)))::json` : sql`${answerJson}::json`;
          if (numbered) {
            parts.unshift(
              sql`numbered as (update ${businesses} set order_number_seq = order_number_seq + 1 where id = ${businessId} returning order_number_seq as n)`,
              sql`renumbered as (update ${orders} set number = (select n from numbered) where id = ${numbered} and business_id = ${businessId})`,
            );
          }
          if (keys.length > 0) {
            parts.push(
              sql`keys as (insert into idempotency_keys (scope, key, method, path, body_hash, status, answer, created_at) values ${sql.join(
                keys.map((k) => sql`(${businessId}, ${k.key}, ${route.method}, ${path}, ${hash}, ${status}, ${answered}, ${now})`),
                sql`, `,
              )})`,
            );
          }
          const last = parts.length > 0 ? sql`with ${sql.join(parts, sql`, `)} select ${numbered ? sql`(select n from numbered)` : sql`null::int`} as number` : null;
          // The answer goes out as the JSON already made for the key (not serialized again), the number set in it.
          const finish = (rows: Record<string, unknown>[]) => {
            if (!numbered || !stored || typeof stored !== 'object') return { status, json: answerJson };
            (stored as { number?: unknown }).number = Number(rows[0]?.number);
            return { status, json: JSON.stringify(stored) };
          };
          return { result: { status, json: answerJson }, last, finish };
        });
        release();
        if (route.changesAccess) deps.guard.forget();
        if (route.path === '' && route.method === 'DELETE') alive.delete(businessId);
        return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.json);
      } catch (err) {
        release();
        // A repeat of a key (or of a create's id) that committed first: answer what it answered.
        const prior = await priorAnswer(deps.db, businessId, route.method, id);
        if (prior) return reply.code(prior.status).header('idempotent-replay', 'true').send(prior.answer);
        // A client id taken by another row: the insert's primary key refused it (no look-up before each insert).
        const refusal = isIdTaken(err) ? idRefused() : err;
        await keepRefusal(deps.db, businessId, route.method, id, refusal);
        throw refusal;
      }
    },
  });
}

/** Whether the lock asked for is held. */
interface Locked {
  /** false when a comanda's lock was asked for and the comanda was not found (reads made with it are made again) */
  asked: boolean;
}

/** A serialized database (PGlite) runs one write at a time: no lock to take. */
const held: Promise<Locked> = Promise.resolve({ asked: true });

/**
 * Locks the business for a write, and throws 404 when the business is gone.
 * - A write on one comanda shares the business lock (other comandas' writes run beside it) and holds the comanda's
 *   row; a write on an order with no comanda (delivery) holds the order's row instead.
 * - Any other write holds the business lock alone: it waits for every write under way, and they for it.
 * - Always the business lock, then the row (then, for an order, the business row that numbers it: see
 *   nextOrderNumber): the same order everywhere, so no two writes wait on each other in a circle.
 * The two statements leave together in one round trip; more are needed only when the comanda is not found.
 */
async function lock(tx: Tx, businessId: string, scope: { orderPadId: string | null; orderId: string | null } | null): Promise<Locked> {
  const scoped = Boolean(scope?.orderPadId || scope?.orderId);
  // Started with execute(), not by await: each leaves now, in this order (an awaited query leaves a moment later,
  // after these; the route's reads come after the locks so).
  const taking = tx.execute(businessLock(businessId, scoped ? 'shared' : 'exclusive')).execute();
  // A new statement reads after the lock is granted: what a whole-business write changed before is seen.
  const holding = tx
    .execute(
      scope?.orderPadId
        ? sql`select p.id from ${orderPads} p join ${businesses} b on b.id = p.business_id where p.id = ${scope.orderPadId} and b.id = ${businessId} and b.deleted_at is null for update of p`
        : scope?.orderId
          ? sql`select p.id from ${orders} o join ${orderPads} p on p.id = o.order_pad_id and p.business_id = o.business_id join ${businesses} b on b.id = o.business_id where o.id = ${scope.orderId} and b.id = ${businessId} and b.deleted_at is null for update of p`
          : sql`select id from ${businesses} where id = ${businessId} and deleted_at is null`,
    )
    .execute();
  const [, found] = (await inOrder([taking, holding])) as [unknown, { rows: unknown[] }];
  if (found.rows.length > 0) return { asked: true };
  const alive = await tx.execute(sql`select id from ${businesses} where id = ${businessId} and deleted_at is null`);
  if (alive.rows.length === 0) throw notFound(serverMessages.notFound.business);
  // An order with no comanda (delivery): its own row stands for it. No such comanda or order: the route answers 404.
  if (scope?.orderId) await tx.execute(sql`select id from ${orders} where id = ${scope.orderId} and business_id = ${businessId} for update`);
  return { asked: !scoped };
}

/**
 * Takes the business's next order number; the order's insert reads it with `orderNumber` (same transaction, sent
 * after it). The business row stays held until the commit, so orders take their numbers in turn, with no gap: take
 * it as late as the write allows (with the order's insert), to hold it for as short a time as can be.
 * The statement leaves when called (execute()), after any statement started before it.
 */
export function nextOrderNumber(tx: Tx, businessId: string): Promise<unknown> {
  return tx
    .update(businesses)
    .set({ orderNumberSeq: sql`${businesses.orderNumberSeq} + 1` })
    .where(eq(businesses.id, businessId))
    .execute();
}

/** The number nextOrderNumber took, as the `number` of an order inserted by insertRow (which fills `businessId`). */
export const orderNumber: SQL<number> = sql<number>`(select order_number_seq from ${businesses} where id = ${sql.placeholder('businessId')})`;

/** Waits for all; the first failure in the given order is the one thrown (no failure is left unhandled). */
async function inOrder(work: readonly (Promise<unknown> | undefined)[]): Promise<unknown[]> {
  const settled = await Promise.allSettled(work);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value);
}

export function isAnswer(value: unknown): value is WriteAnswer {
  return typeof value === 'object' && value !== null && 'body' in value && Object.keys(value).every((k) => k === 'body' || k === 'status');
}

/** The answer as JSON data with ISO timestamps (what is stored is exactly what was sent). */
export function toJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object') {
    const o = out(value as Record<string, unknown>);
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v && typeof v === 'object' ? toJson(v) : v]));
  }
  return value ?? null;
}
