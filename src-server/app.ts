// The platform server: REST writes and GraphQL reads over one database.
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { graphql } from 'graphql';
import { sql } from 'drizzle-orm';
import type { Database } from './db/database.js';
import { rootValue, schema } from './graphql/schema.js';

export interface AppOptions {
  database: Database;
  logger?: boolean;
}

export async function buildApp({ database, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  const { db } = database;
  // The renderer (a browser page or Electron's file://) reads GraphQL directly; tokens go in headers, never cookies.
  await app.register(cors, { origin: true, maxAge: 600 });

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
      return graphql({ schema, source: query, rootValue, contextValue: { db }, variableValues: variables, operationName });
    },
  );

  return app;
}
