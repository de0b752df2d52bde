// Entry point of the platform server process.
import { setupMessages } from '../src-shared/i18n/businessSetup.js';
import { readServerConfig } from './config.js';
import { hasBusiness, setupCodeOf } from './routes/businessProfile.js';
import { startServer } from './server.js';

/** A stop that takes longer than this is cut short: a technician's Ctrl+C or a service stop must not hang. */
const STOP_DEADLINE_MS = 5_000;

const config = readServerConfig();
// Signals are heard from the start: a stop during the first start waits for the database to be made, then
// closes it, instead of killing the process half-way through creating its folder.
const starting = startServer(config);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  const server = await starting;
  const started = performance.now();
  // Answers in flight may be cut: a terminal's outbox replays an unanswered write with its Idempotency-Key.
  const deadline = setTimeout(() => {
    console.error(`[server] encerramento passou de ${STOP_DEADLINE_MS} ms; saindo assim mesmo`);
    process.exit(1);
  }, STOP_DEADLINE_MS);
  deadline.unref();
  try {
    await server.close(); // closes PGlite cleanly: an open instance would keep its folder dirty
    console.log(`[server] encerrado em ${Math.round(performance.now() - started)} ms`);
    process.exit(0);
  } catch (err) {
    console.error('[server] erro ao encerrar', err);
    process.exit(1);
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const server = await starting;
if (!stopping) {
  // An empty database: the first run from another machine needs this code (routes/businessSetup.ts).
  if (!(await hasBusiness(server.database.db))) console.log(setupMessages.setup.printed(setupCodeOf(server.app)));
  console.log(`[server] plataforma pronta em ${server.url} (${server.database.engine})`);
}
