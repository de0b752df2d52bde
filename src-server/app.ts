// The platform server: REST writes and GraphQL reads over one database.
// Each area registers its routes from routes/<area>.ts; a plugin gets `deps` (db, guard, signer) as options.
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { GraphQLError, graphql } from 'graphql';
import { sql } from 'drizzle-orm';
import { serverMessages } from '../src-shared/i18n/server.js';
import { TooManyAttempts } from './auth/attempts.js';
import { createGuard, type Guard } from './auth/guard.js';
import { ManagerAuthorizer } from './auth/managerAuthorization.js';
import { loadAuthSecret } from './auth/secret.js';
import { TokenSigner } from './auth/tokens.js';
import type { Database, Db } from './db/database.js';
import { graphqlContext, graphqlStatus, rootValue, schema } from './graphql/schema.js';
import { registerMultipart } from './http/multipart.js';
import { HttpError } from './http/errors.js';
import { checkJson, registerInputChecks } from './http/inputs.js';
import { allowedOrigins, registerOrigins } from './http/origins.js';
import { loggerOptions, registerRequestLog } from './http/requestLog.js';
import { registerCounterRoutes } from './routes/index.js';

export interface AppOptions {
  database: Database;
  /** Folder of the rotating request log (http/requestLog.ts); null or absent: no log. */
  logDir?: string | null;
  /** Browser origins the server serves (http/origins.ts); from the environment when not given. */
  corsOrigins?: readonly string[];
}

/** What route modules and plugins need. */
export interface PlatformDeps {
  db: Db;
  /** The engine's write transaction (db/database.ts). */
  write: Database['write'];
  guard: Guard;
  signer: TokenSigner;
  /** Checks a manager's authorisation of the actions that need one (auth/managerAuthorization.ts). */
  authorizer: ManagerAuthorizer;
  /** PGlite runs one transaction at a time (see http/writes.ts). */
  serialized: boolean;
}

/** A route as registered; `body` is a write route's body schema (http/writes.ts). */
export type RouteEntry = { method: string; url: string; body?: unknown };
const routeLists = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every route the app serves (method and URL template): the tenant-isolation test walks them all. */
export function routesOf(app: FastifyInstance): RouteEntry[] {
  return routeLists.get(app) ?? [];
}

export async function buildApp({ database, logDir = null, corsOrigins = allowedOrigins() }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ ...loggerOptions(logDir), bodyLimit: 5 * 1024 * 1024 });
  registerRequestLog(app);
  const routes: RouteEntry[] = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (r) => {
    const body = (r.config as { writeBody?: unknown } | undefined)?.writeBody;
    for (const method of [r.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: r.url, body });
  });
  const { db } = database;
  const secret = await loadAuthSecret(db);
  const signer = new TokenSigner(secret);
  const authorizer = new ManagerAuthorizer(secret);
  const deps: PlatformDeps = { db, write: database.write, guard: createGuard(db, signer), signer, authorizer, serialized: database.engine === 'pglite' };
  // The renderer (a browser page or Electron's file://) reads GraphQL directly; tokens go in headers, never cookies.
  await registerOrigins(app, corsOrigins);
  registerInputChecks(app);
  registerMultipart(app);

  // An empty JSON body (a DELETE or a PUT .../close sent with content-type json) reads as {}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new HttpError(400, 'Corpo da solicitação inválido: envie JSON válido'), undefined);
    }
    try {
      checkJson(value);
      done(null, value);
    } catch (err) {
      done(err as HttpError, undefined);
    }
  });

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof TooManyAttempts) reply.header('retry-after', String(err.retryAfterSeconds));
    if (err instanceof HttpError) return reply.code(err.status).send(err.body);
    if (err.statusCode === 400 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ message: 'Corpo da solicitação inválido: envie JSON válido' });
    }
    if (err.statusCode === 413) return reply.code(413).send({ message: 'Solicitação grande demais' });
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ message: serverMessages.unexpected });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: serverMessages.notFound.route }));

  app.get('/health', async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok', database: database.engine, time: new Date().toISOString() };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'Banco de dados indisponível' });
    }
  });

  app.post<{ Body: { query?: string; variables?: Record<string, unknown>; operationName?: string } }>(
    '/graphql',
    async (req, reply) => {
      const { query, variables, operationName } = req.body ?? {};
      if (typeof query !== 'string') {
        return reply.code(400).send({ errors: [{ message: 'Consulta GraphQL ausente' }] });
      }
      const contextValue = graphqlContext(deps, req);
      const raw = await graphql({ schema, source: query, rootValue, contextValue, variableValues: variables, operationName });
      // A resolver's own refusals (HttpError) say what the spec says; anything else (SQL text, parameters, stack)
      // goes to the log, and the client reads the spec's message.
      const result = raw.errors
        ? {
            ...raw,
            errors: raw.errors.map((e) => {
              if (!e.originalError || e.originalError instanceof HttpError) return e;
              req.log.error({ err: e.originalError, graphqlPath: e.path }, 'graphql resolver failed');
              return new GraphQLError(serverMessages.unexpected, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path });
            }),
          }
        : raw;
      const refused = graphqlStatus(result);
      if (refused) return reply.code(refused.status).send({ message: refused.message, ...result });
      return result;
    },
  );

  registerCounterRoutes(app, deps);
  await app.register((await import('./fiscal/routes.js')).fiscalRoutes, deps); // NFC-e: terminals' contingency documents → SEFAZ

  return app;
}
