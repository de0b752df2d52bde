// Opens the database, migrates, seeds the demo and listens. Used by main.ts, the start script and tests.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { seedDemo } from './demo/seed.js';
import { inviteWaitingAccounts } from './routes/invitations.js';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase(config);
  try {
    if (config.seedDemo) await seedDemo(database.db);
    // Data, not SQL: people added by a new e-mail before invitations covered them become invitations too.
    await inviteWaitingAccounts(database.db);
    const app = await buildApp({ database, logDir: config.logDir ?? null, ...(config.corsOrigins ? { corsOrigins: config.corsOrigins } : {}) });
    await app.listen({ port: config.port, host: config.bind });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      app,
      database,
      url: `http://127.0.0.1:${port}`,
      async close() {
        // Keep-alive connections with nothing in flight would hold app.close() until the client drops them.
        app.server.closeIdleConnections();
        const closing = app.close();
        // A request still running after a second is cut: its terminal replays it (Idempotency-Key).
        const cut = setTimeout(() => app.server.closeAllConnections(), 1_000);
        try {
          await closing;
        } finally {
          clearTimeout(cut);
        }
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
