// Writes outside one business's path: creating a business (POST /businesses) and the platform's users under
// /admin and /partner/{partnerId}. The same rules as http/writes.ts (which serves /businesses/{businessId}):
// auth and the role header checked before validation, the shared schemas, one transaction, the answer stored
// under the Idempotency-Key (and a create's id) so a repeat answers it and changes nothing, the same key with
// another body 409. Keys are scoped to the caller ("user:<id>"): no business owns them, and nobody else can
// replay them. Every business whose mirrored rows change (user links) gets its change cursor bumped, in id order
// so two writes touching the same businesses never wait on each other crosswise.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../src-shared/api/enums.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { requestContext, type AuthUser, type Guard } from '../auth/guard.js';
import type { Db } from '../db/database.js';
import { businessLock } from '../db/businessLock.js';
import { txSeq } from '../db/cursor.js';
import { businesses, idempotencyKeys } from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { HttpError, notFound } from '../http/errors.js';
import { parse, idRefused } from '../http/validate.js';
import { keepRefusal, priorAnswer, writeIdentity } from '../http/idempotency.js';
import { isAnswer, isIdTaken, toJson, type WriteAnswer } from '../http/writes.js';

export interface RootWriteContext<B, P, U extends AuthUser = AuthUser> {
  tx: Tx;
  user: U;
  context: RequestContext;
  body: B;
  params: P;
  now: string;
  idFor(clientId: string | undefined | null): string;
  /**
   * Takes the locks of the businesses this write changes mirrored rows of and answers the stamp for those
   * rows' change_seq (db/cursor.ts); an unknown or deleted business is 404.
   */
  lockBusinesses(ids: readonly string[]): Promise<SQL<number>>;
}

export interface RootWriteRoute<S extends z.ZodType, P, U extends AuthUser = AuthUser> {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body: S;
  /** Who calls, when not a platform user's session (the online store's customer): 401 otherwise. */
  identify?: (req: FastifyRequest) => Promise<U>;
  /** Who may call (role header, platform roles, the partner in the path): throws 403 before validation. */
  authorize(user: U, context: RequestContext, params: P): void | Promise<void>;
  createdId?: (body: z.output<S>) => string | undefined | null;
  /** the write changes users or their links: the guard forgets the links it remembers */
  changesAccess?: boolean;
  run(ctx: RootWriteContext<z.output<S>, P, U>): Promise<WriteAnswer | object>;
}

/** The constraint of a unique violation (e.g. two people signing up with one e-mail at the same moment). */
function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : null;
  }
  return null;
}

export function registerRootWrite<S extends z.ZodType, P extends Record<string, string>, U extends AuthUser = AuthUser>(
  app: FastifyInstance,
  deps: { db: Db; guard: Guard; serialized: boolean },
  route: RootWriteRoute<S, P, U>,
): void {
  app.route({
    method: route.method,
    url: route.url,
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const params = req.params as P;
      const user = route.identify ? await route.identify(req) : ((await deps.guard.user(req)) as U);
      const context = requestContext(req);
      await route.authorize(user, context, params);
      const body = parse(route.body, req.body);
      const scope = `user:${user.id}`;
      const id = writeIdentity(req, body, route.createdId?.(body) ?? null);
      const { keys, path, hash } = id;
      try {
        const answer = await deps.db.transaction(async (tx) => {
          const now = new Date().toISOString();
          const ctx: RootWriteContext<z.output<S>, P, U> = {
            tx,
            user,
            context,
            body,
            params,
            now,
            idFor: (clientId) => clientId ?? newId(),
            async lockBusinesses(ids) {
              // In id order, so two writes locking the same businesses never wait on each other in a circle. Each
              // business's whole lock (db/businessLock.ts), as its own whole-business writes take it.
              for (const id of [...new Set(ids)].sort()) {
                if (!deps.serialized) await tx.execute(businessLock(id, 'exclusive'));
                const rows = await tx
                  .select({ id: businesses.id })
                  .from(businesses)
                  .where(and(eq(businesses.id, id), isNull(businesses.deletedAt)));
                if (!rows[0]) throw notFound(serverMessages.notFound.business);
              }
              return txSeq();
            },
          };
          const result = await route.run(ctx);
          const { status, body: payload } = isAnswer(result) ? { status: result.status ?? 200, body: result.body } : { status: 200, body: result };
          const stored = toJson(payload);
          if (keys.length > 0) {
            await tx.insert(idempotencyKeys).values(
              keys.map((k) => ({ scope, key: k.key, method: route.method, path, bodyHash: hash, status, answer: stored, createdAt: now })),
            );
          }
          return { status, body: stored };
        });
        if (route.changesAccess) deps.guard.forget();
        return reply.code(answer.status).send(answer.body);
      } catch (err) {
        // A repeat that lost the race to the first: answer what the first answered.
        const prior = await priorAnswer(deps.db, scope, route.method, id);
        if (prior) return reply.code(prior.status).header('idempotent-replay', 'true').send(prior.answer);
        const refusal = isIdTaken(err)
          ? idRefused()
          : uniqueViolation(err) === 'users_email_idx'
            ? new HttpError(409, serverMessages.conflict.emailTaken)
            : err;
        await keepRefusal(deps.db, scope, route.method, id, refusal);
        throw refusal;
      }
    },
  });
}
