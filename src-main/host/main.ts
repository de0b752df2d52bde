// Entry point of the headless host process.
import { readMainConfig } from '../config.js';
import { startHost } from './host.js';
import { version } from '../version.js';

const host = await startHost(readMainConfig(), version);
console.log(`[host] ponte pronta em ${host.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await host.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
