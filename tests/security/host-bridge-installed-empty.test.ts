// The installed app's own server starts empty (issue 13 §6): the shell's supervisor (createLocalServer, as
// src-main/electron/main.ts calls it) runs the built bundle without the demo restaurant, whose passwords are
// published, even when the environment says POS_SEED_DEMO=1. `npm start` runs src-server/main.ts itself and keeps it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalServer, forkWithNode, localServerDataDir, type LocalServer } from '../../src-main/services/localServer.js';
import { DEMO_USERS } from '../../src-server/demo/ids.js';
import { freePort } from '../support/stack.js';

const root = path.resolve(import.meta.dirname, '../..');
const bundle = path.join(root, 'dist/server/main.mjs');

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const userData = mkdtempSync(path.join(tmpdir(), 'pos-installed-'));
let supervisor: LocalServer | undefined;

afterAll(async () => {
  await supervisor?.stop();
  rmSync(userData, { recursive: true, force: true });
});

describe("the installed app's local server", () => {
  it('starts without the demo restaurant: its published passwords log nobody in', async () => {
    const sources = ['src-server', 'src-shared', 'scripts/build-main.mjs', 'package-lock.json'].map((p) => newestMtime(path.join(root, p)));
    if (!existsSync(bundle) || statSync(bundle).mtimeMs <= Math.max(...sources)) {
      execFileSync(process.execPath, ['scripts/build-main.mjs', 'server'], { cwd: root, stdio: 'inherit' });
    }
    const env: NodeJS.ProcessEnv = { ...process.env, POS_SEED_DEMO: '1' };
    delete env.POS_AUTH_SECRET;
    delete env.DATABASE_URL;
    delete env.POS_DATA_DIR;
    supervisor = createLocalServer({ fork: forkWithNode, modulePath: bundle, dataDir: localServerDataDir(userData, {}), port: await freePort(), env });
    const url = await supervisor.start();
    for (const who of Object.values(DEMO_USERS)) {
      const res = await fetch(`${url}/login/login-pdv`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: who.email, password: who.password }),
      });
      expect([who.email, res.status]).not.toEqual([who.email, 200]);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  }, 240_000);
});
