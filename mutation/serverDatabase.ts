// The server sets' database (modules.json "server": true): one PostgreSQL for the whole `npm run mutation`, started
// by run.ts, holding the migrated and seeded demo as a template database. Each test server of those sets then starts
// on a fresh copy of it (tests/integration/server/harness.ts reads POS_TEST_PG_TEMPLATE: CREATE DATABASE ... TEMPLATE,
// a fraction of a second) instead of a new PGlite loading its 45 MB template and seeding the demo: 3 to 5 s on the
// shared machine, paid by every file of every mutant. Started here and not in vitest's global setup, which runs in
// Stryker's test-runner process: a runner killed after a timed-out mutant would leave its PostgreSQL running.
import pg from 'pg';
import { startPostgres } from '../tests/support/postgres.js';

const TEMPLATE = 'pos_seeded';

export interface SeededPostgres {
  /** the template database's URL, for POS_TEST_PG_TEMPLATE */
  templateUrl: string;
  stop(): Promise<void>;
}

export async function startSeededPostgres(): Promise<SeededPostgres> {
  const postgres = await startPostgres();
  try {
    const url = await postgres.createDatabase(TEMPLATE);
    const { openDatabase } = await import('../src-server/db/database.js');
    const { seedDemo } = await import('../src-server/demo/seed.js');
    const { inviteWaitingAccounts } = await import('../src-server/routes/invitations.js');
    // The demo's password hashes at the tests' cost (scrypt 2^14, as mutation/vitest.config.ts gives the workers),
    // or every login of every mutant would take a second; honoured only with VITEST set (auth/passwords.ts).
    const saved = { VITEST: process.env.VITEST, POS_SCRYPT_LOG_N: process.env.POS_SCRYPT_LOG_N };
    Object.assign(process.env, { VITEST: '1', POS_SCRYPT_LOG_N: '14' });
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url, dbTemplate: null });
    try {
      await seedDemo(database.db);
      await inviteWaitingAccounts(database.db);
    } finally {
      await database.close();
      for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    // Only copied from: a copy can be made only while nobody is connected to it.
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${TEMPLATE} WITH IS_TEMPLATE true`);
    await admin.end();
    return { templateUrl: url, stop: () => postgres.stop() };
  } catch (err) {
    await postgres.stop();
    throw err;
  }
}
