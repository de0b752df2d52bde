// Electron's way to run the local server: a utility process (Node inside Electron, no separate node.exe to ship).
import { utilityProcess } from 'electron';
import { STOP_MESSAGE, type ForkServer } from '../services/localServer.js';

export const forkWithElectron: ForkServer = (modulePath, env) => {
  const child = utilityProcess.fork(modulePath, [], { env, stdio: 'pipe', serviceName: 'Balcão PDV: servidor local' });
  return {
    get pid() {
      return child.pid;
    },
    stdout: child.stdout,
    stderr: child.stderr,
    // A message rather than kill(): on Windows kill() ends the process at once, with PGlite still open.
    stop() {
      child.postMessage(STOP_MESSAGE);
    },
    kill() {
      child.kill();
    },
    onExit(listener) {
      child.once('exit', (code) => listener(code));
    },
  };
};
