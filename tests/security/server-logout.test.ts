// Issue 13 item 11, the terminal's half: logging out on the terminal ends the person's sessions on the server
// (POST /login/logout-pdv), so the token the terminal held is refused from then on; with the server away the
// terminal still logs out at once. With writes of theirs still waiting the token is kept for them (author.test.ts).
// Real headless host over its bridge, real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAIXA, GERENTE } from '../integration/sync/fixtures.js';
import { Peer } from '../integration/sync/peer.js';
import { startSyncStack, type SyncStack } from '../integration/sync/syncStack.js';

let stack: SyncStack;
let peer: Peer;

beforeAll(async () => {
  stack = await startSyncStack({ terminals: 1 });
  peer = await Peer.connect(stack.terminals[0]!.url);
}, 120_000);

afterAll(async () => {
  peer?.close();
  await stack?.close();
});

const me = (token: string) => fetch(`${stack.serverUrl}/login/me-pdv`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

describe('logout on the terminal', () => {
  it("ends the person's sessions on the server: the token the terminal held is refused", async () => {
    const view = await peer.call('session.login', CAIXA);
    const token = view.token!;
    expect(await me(token)).toBe(200);
    const out = await peer.call('session.logout', {});
    expect(out.loggedIn).toBe(false);
    expect(await me(token)).toBe(401);
  });

  it('with the server away the terminal still logs out, at once', async () => {
    const view = await peer.call('session.login', GERENTE);
    expect(view.loggedIn).toBe(true);
    await stack.stopServer();
    const started = Date.now();
    const out = await peer.call('session.logout', {});
    expect(out.loggedIn).toBe(false);
    expect(out.token).toBeNull();
    expect(Date.now() - started).toBeLessThan(6_000);
    expect((await peer.call('session.get', {})).loggedIn).toBe(false);
  });
});
