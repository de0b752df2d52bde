// Each queued write replays as the person who made it: the cashier's sale queued offline goes with her token
// after she logged out and the waiter logged in; a person whose token the server refuses holds back only
// their own writes, with a reason naming them, until they log in again; the kept token survives a restart
// (sealed) and is erased once nothing of theirs waits. A small HTTP listener plays the platform's login and
// records which token each write came with.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Outbox, type ParsedEnqueue } from '../../../src-main/sync/outbox.js';
import { Replayer } from '../../../src-main/sync/replayer.js';
import { Session } from '../../../src-main/session/session.js';
import { fileSecretBox } from '../../../src-main/session/secretBox.js';
import { newId } from '../../../src-shared/ids/uuid.js';

const B = '019a0000-0000-7000-8000-000000000001';
const people = {
  'caixa@cantina.com.br': { id: 'u-caixa', name: 'Bruna Caixa', roles: ['business_operator'] },
  'garcom@cantina.com.br': { id: 'u-garcom', name: 'Gilberto Garçom', roles: ['business_operator_launch'] },
} as const;
type Email = keyof typeof people;

let server: Server;
let url: string;
let issued = 0;
/** Tokens the listener no longer takes (expired, revoked). */
const refused = new Set<string>();
/** Every write received: path and the token it came with. */
const received: { path: string; token: string; key: string }[] = [];

async function bodyOf(req: IncomingMessage): Promise<string> {
  let s = '';
  for await (const chunk of req) s += String(chunk);
  return s;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const text = await bodyOf(req);
      res.setHeader('content-type', 'application/json');
      if (req.url === '/login/login-pdv') {
        const { email } = JSON.parse(text) as { email: Email };
        const p = people[email];
        const token = `tok-${p.id}-${++issued}`;
        res.end(JSON.stringify({ token, expiresAt: null, user: { id: p.id, name: p.name, email, businesses: [{ id: B, name: 'Cantina', roles: p.roles }] } }));
        return;
      }
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (refused.has(token)) {
        res.statusCode = 401;
        res.end(JSON.stringify({ message: 'Sessão expirada' }));
        return;
      }
      received.push({ path: req.url ?? '', token, key: String(req.headers['idempotency-key']) });
      res.statusCode = 201;
      res.end('{}');
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

const dirs: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  received.length = 0;
  refused.clear();
});

/** A terminal's main side: session, outbox and replayer wired as the sync service wires them. */
function terminal(dir = mkdtempSync(path.join(tmpdir(), 'author-'))) {
  if (!dirs.includes(dir)) dirs.push(dir);
  const session = new Session({ serverUrl: url, dir: path.join(dir, 'session'), box: fileSecretBox(path.join(dir, 'security')), defaultBusinessId: B });
  const outbox = new Outbox({ dir: path.join(dir, 'outbox'), terminalId: 'caixa-01' });
  outbox.load();
  const replayer = new Replayer({
    outbox,
    serverUrl: url,
    token: (userId) => session.tokenFor(userId),
    nameOf: (userId) => session.nameOf(userId),
    onUnauthorized: (userId) => session.markExpiredFor(userId),
    onSettled: (s) => {
      if (s.state === 'done') session.forgetIdle((u) => outbox.hasEntriesOf(u));
    },
    backoff: { baseMs: 20, maxMs: 100 },
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await replayer.stop();
    await outbox.close();
  };
  closers.push(stop);
  const write = (label: string): ParsedEnqueue => {
    const callId = newId();
    return {
      descriptor: { callId, method: 'POST', path: `/businesses/${B}/order-pads/open/`, headers: { 'Idempotency-Key': callId }, body: { id: newId() } },
      businessId: B,
      entityIds: [],
      label,
      kind: 'orderPads.open',
      barrier: false,
      userId: session.userId,
    };
  };
  return { dir, session, outbox, replayer, write, stop };
}

async function until(probe: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('replay as the author', () => {
  it("the cashier's write queued before she logged out goes with her token, the waiter's with his", async () => {
    const t = terminal();
    const cashier = await t.session.login('caixa@cantina.com.br', 'x');
    const sale = await t.outbox.enqueue(t.write('Venda da caixa'));
    t.session.logout((u) => t.outbox.hasEntriesOf(u));
    const waiter = await t.session.login('garcom@cantina.com.br', 'x');
    const order = await t.outbox.enqueue(t.write('Pedido do garçom'));

    t.replayer.resume();
    await until(() => t.outbox.size === 0);
    const tokenOf = (callId: string) => received.find((r) => r.key === callId)?.token;
    expect(tokenOf(sale.callId)).toBe(cashier.token);
    expect(tokenOf(order.callId)).toBe(waiter.token);
    // Nothing of hers waits any more: her token is no longer kept; his stays while he is logged in.
    expect(t.session.tokenFor('u-caixa')).toBeNull();
    expect(t.session.tokenFor('u-garcom')).toBe(waiter.token);
  });

  it('replays as her even with nobody logged in, and after a restart of the terminal', async () => {
    const t = terminal();
    const cashier = await t.session.login('caixa@cantina.com.br', 'x');
    const sale = await t.outbox.enqueue(t.write('Venda da caixa'));
    t.session.logout((u) => t.outbox.hasEntriesOf(u));
    expect(t.session.view().loggedIn).toBe(false);
    await t.stop();

    const again = terminal(t.dir);
    expect(again.outbox.list()[0]?.callId).toBe(sale.callId);
    again.replayer.resume();
    await until(() => again.outbox.size === 0);
    expect(received.find((r) => r.key === sale.callId)?.token).toBe(cashier.token);
  });

  it('a logout with nothing of hers waiting keeps no token of hers', async () => {
    const t = terminal();
    await t.session.login('caixa@cantina.com.br', 'x');
    t.session.logout((u) => t.outbox.hasEntriesOf(u));
    expect(t.session.tokenFor('u-caixa')).toBeNull();
  });

  it('her refused token holds back only her writes, with her name, until she logs in again', async () => {
    const t = terminal();
    const cashier = await t.session.login('caixa@cantina.com.br', 'x');
    const sale = await t.outbox.enqueue(t.write('Venda da caixa'));
    t.session.logout((u) => t.outbox.hasEntriesOf(u));
    refused.add(cashier.token!);
    await t.session.login('garcom@cantina.com.br', 'x');
    const order = await t.outbox.enqueue(t.write('Pedido do garçom'));

    t.replayer.resume();
    await until(() => received.some((r) => r.key === order.callId) && t.outbox.size === 1);
    expect(t.outbox.get(sale.callId)?.state).toBe('pending');
    expect(t.outbox.list()[0]?.error?.message).toBe('A sessão de Bruna Caixa expirou: faça login como Bruna Caixa para enviar esta alteração');
    expect(t.replayer.pausedReason).toBe('Alterações feitas por Bruna Caixa aguardam um novo login dessa pessoa neste terminal para serem enviadas');
    // Never with the waiter's token.
    expect(received.some((r) => r.key === sale.callId)).toBe(false);

    t.session.logout((u) => t.outbox.hasEntriesOf(u));
    const back = await t.session.login('caixa@cantina.com.br', 'x');
    t.replayer.resume();
    await until(() => t.outbox.size === 0);
    expect(received.find((r) => r.key === sale.callId)?.token).toBe(back.token);
    expect(t.replayer.pausedReason).toBeNull();
  });

  it('writes recorded before authors were kept go with the current session, as before', async () => {
    const t = terminal();
    const { userId: _none, ...legacy } = t.write('Antiga');
    void _none;
    const old = await t.outbox.enqueue(legacy);
    expect(t.replayer.pausedReason).toBe('Faça login para enviar as alterações pendentes');
    const waiter = await t.session.login('garcom@cantina.com.br', 'x');
    t.replayer.resume();
    await until(() => t.outbox.size === 0);
    expect(received.find((r) => r.key === old.callId)?.token).toBe(waiter.token);
  });
});
