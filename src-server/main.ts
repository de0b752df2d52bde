// Entry point of the platform server process.
import { readServerConfig } from './config.js';
import { startServer } from './server.js';

const config = readServerConfig();
const server = await startServer(config);
console.log(`[server] plataforma pronta em ${server.url} (${server.database.engine})`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close(); // closes PGlite cleanly: an open instance would keep its folder dirty
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
