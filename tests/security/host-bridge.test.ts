// The host's bridge answers only the page it served (issue 13 §2, §5): the real host and server as child
// processes, real WebSockets. A page from another site (foreign Origin), a DNS-rebinding name (foreign Host)
// and a client without the per-launch secret are refused at the upgrade; setup commands run for a manager only;
// a tablet on the LAN waits for a manager's pairing; a bad path or a bad frame leaves the host running.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerFrame } from '../../src-shared/bridge/protocol.js';
import { PairingStore } from '../../src-main/security/pairing.js';
import { bridgeSecret, bridgeUrl, openBridgeSocket } from '../support/bridgeAuth.js';
import { startStack, type Stack } from '../support/stack.js';

const WAITER = { email: 'garcom@cantina.com.br', password: 'garcom123' };
const MANAGER = { email: 'gerente@cantina.com.br', password: 'gerente123' };
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/** Opens a socket; resolves with 'open' or the HTTP status the upgrade was refused with. */
function attempt(ws: WebSocket): Promise<'open' | number> {
  return new Promise((resolve) => {
    ws.once('open', () => resolve('open'));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(-1));
  });
}

function call(ws: WebSocket, name: string, payload: unknown, id = Math.floor(Math.random() * 1e9)) {
  return new Promise<Extract<ServerFrame, { t: 'res' }>['result']>((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.t === 'res' && frame.id === id) {
        ws.off('message', onMessage);
        resolve(frame.result);
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ t: 'cmd', id, name, payload }));
  });
}

async function openOwn(hostUrl: string, options: WebSocket.ClientOptions = {}): Promise<WebSocket> {
  const ws = await openBridgeSocket(hostUrl, options);
  expect(await attempt(ws)).toBe('open');
  return ws;
}

let stack: Stack;
const rendererDir = mkdtempSync(path.join(tmpdir(), 'pos-renderer-'));

beforeAll(async () => {
  // A renderer of one page, so the host's static server (and its index.html secret) is what answers.
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><html><head><title>PDV</title></head><body></body></html>');
  stack = await startStack({ env: { POS_RENDERER_DIR: rendererDir, POS_HOST_BIND: '0.0.0.0' } });
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('who may open the bridge', () => {
  it('index.html carries a per-launch secret', async () => {
    const html = await (await fetch(stack.hostUrl)).text();
    expect(html).toMatch(/<meta name="pos-bridge-secret" content="[0-9a-f]{64}"/);
    expect(html).toContain('<title>PDV</title>');
  });

  it('refuses a client without the secret or with a wrong one', async () => {
    expect(await attempt(new WebSocket(bridgeUrl(stack.hostUrl)))).toBe(403);
    expect(await attempt(new WebSocket(bridgeUrl(stack.hostUrl), ['pos-bridge.' + '0'.repeat(64)]))).toBe(403);
  });

  it('refuses a page from another site, even with the secret', async () => {
    const secret = await bridgeSecret(stack.hostUrl);
    const ws = new WebSocket(bridgeUrl(stack.hostUrl), [`pos-bridge.${secret}`], { origin: 'http://evil.example' });
    expect(await attempt(ws)).toBe(403);
    const nullOrigin = new WebSocket(bridgeUrl(stack.hostUrl), [`pos-bridge.${secret}`], { origin: 'null' });
    expect(await attempt(nullOrigin)).toBe(403);
  });

  it('does not serve index.html (nor its secret) under a foreign Host name', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: stack.hostPort, path: '/', headers: { host: `evil.example:${stack.hostPort}` } }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('pos-bridge-secret');
  });

  it('refuses a foreign Host name (DNS rebinding)', async () => {
    const secret = await bridgeSecret(stack.hostUrl);
    const host = `evil.example:${stack.hostPort}`;
    const ws = new WebSocket(bridgeUrl(stack.hostUrl), [`pos-bridge.${secret}`], { headers: { host }, origin: `http://${host}` });
    expect(await attempt(ws)).toBe(403);
  });

  it('accepts the page the host served, with its own origin', async () => {
    const ws = await openOwn(stack.hostUrl, { origin: stack.hostUrl });
    expect(await call(ws, 'app.info', {})).toMatchObject({ ok: true, value: { productName: 'Balcão PDV' } });
    ws.close();
  });
});

describe('setup commands need a manager, checked in main', () => {
  it('a waiter cannot save a printer, install a certificate or approve a pairing; a manager can save a printer', async () => {
    const ws = await openOwn(stack.hostUrl);
    const printer = {
      printer: { id: 'caixa', name: 'Caixa', model: 'ESC_POS', size: 'medium', connection: { type: 'tcp', host: '127.0.0.1', port: 9 }, roles: ['cashier'], statusIntervalMs: 0 },
    };
    expect(await call(ws, 'session.login', WAITER)).toMatchObject({ ok: true });
    expect(await call(ws, 'printing.printers.save', printer)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await call(ws, 'fiscal.installCertificate', { pfxBase64: 'AA==', password: 'x' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await call(ws, 'terminal.pairing.approve', { code: '123456' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await call(ws, 'session.logout', {})).toMatchObject({ ok: true });
    expect(await call(ws, 'printing.printers.save', printer)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await call(ws, 'session.login', MANAGER)).toMatchObject({ ok: true });
    expect(await call(ws, 'printing.printers.save', printer)).toMatchObject({ ok: true });
    expect(await call(ws, 'session.logout', {})).toMatchObject({ ok: true });
    ws.close();
  });
});

describe.skipIf(!lanAddress)('a tablet on the LAN', () => {
  it('waits for a manager to approve its code; pairing.json is 0600', async () => {
    const lanUrl = `http://${lanAddress}:${stack.hostPort}`;
    const secret = await bridgeSecret(lanUrl);
    const key = 'ab'.repeat(16);
    const tablet = () => new WebSocket(bridgeUrl(lanUrl), [`pos-bridge.${secret}`, `pos-terminal.${key}`], { origin: lanUrl });
    // No terminal key at all: refused.
    expect(await attempt(new WebSocket(bridgeUrl(lanUrl), [`pos-bridge.${secret}`], { origin: lanUrl }))).toBe(403);

    const first = tablet();
    expect(await attempt(first)).toBe('open');
    const events: string[] = [];
    first.on('message', (d) => {
      const f = JSON.parse(String(d)) as ServerFrame;
      if (f.t === 'evt') events.push(f.name);
    });
    const refused = await call(first, 'session.get', {});
    expect(refused).toMatchObject({ ok: false, error: { code: 'pairing_required' } });
    const code = /(\d{6})/.exec(refused.ok ? '' : refused.error.message)![1]!;

    const counter = await openOwn(stack.hostUrl);
    expect(await call(counter, 'session.login', MANAGER)).toMatchObject({ ok: true });
    expect(await call(counter, 'terminal.pairing.approve', { code: code === '000000' ? '000001' : '000000' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    // The unpaired tablet heard nothing of the login (session.changed carries the token).
    expect(events).toEqual([]);
    expect(await call(counter, 'terminal.pairing.approve', { code })).toMatchObject({ ok: true, value: { paired: true } });
    expect(await call(counter, 'session.logout', {})).toMatchObject({ ok: true });
    counter.close();
    first.close();

    const file = path.join(stack.dataDir, 'terminal', 'pairing.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const paired = tablet();
    expect(await attempt(paired)).toBe('open');
    expect(await call(paired, 'app.info', {})).toMatchObject({ ok: true });
    paired.close();
  });
});

describe('npm run pos -- parear', () => {
  it('approves the code a tablet shows, in the terminal folder, 0600', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pos-pairing-'));
    const store = new PairingStore(dir);
    const key = 'cd'.repeat(16);
    const code = store.codeFor(key);
    expect(store.codeFor(key)).toBe(code);
    // Async, not spawnSync: a blocked event loop lets the host close idle keep-alive sockets fetch still trusts.
    const cli = (arg: string) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(process.execPath, ['--import', 'tsx', 'src-main/cli/pos.ts', 'parear', arg], { env: { ...process.env, POS_TERMINAL_DIR: dir } }, (err, stdout, stderr) =>
          resolve({ status: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
        );
      });
    const wrong = await cli(code === '999999' ? '999998' : '999999');
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('Nenhum aparelho aguarda este código');
    expect(store.isPaired(key)).toBe(false);
    const ok = await cli(code);
    expect(ok.stdout).toContain('Aparelho liberado.');
    expect(store.isPaired(key)).toBe(true);
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
  }, 30_000);
});

describe('nothing a client sends stops the host', () => {
  it('a path that cannot be decoded gets a 400', async () => {
    const res = await fetch(`${stack.hostUrl}/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect((await fetch(`${stack.hostUrl}/host-health`)).status).toBe(200);
  });

  it('a bad WebSocket frame closes that connection only', async () => {
    const ws = await openOwn(stack.hostUrl);
    const closed = new Promise((resolve) => ws.once('close', resolve));
    // A frame with the reserved bits set and an unknown opcode: a protocol error on the server's side.
    (ws as unknown as { _socket: import('node:net').Socket })._socket.write(Buffer.from([0xf3, 0x80, 0, 0, 0, 0]));
    await closed;
    // Binary data that is not JSON, and text that is not UTF-8 of a frame: ignored.
    const again = await openOwn(stack.hostUrl);
    again.send(Buffer.from([0xff, 0xfe, 0x00]));
    again.send('null');
    expect(await call(again, 'app.info', {})).toMatchObject({ ok: true });
    again.close();
    // A raw upgrade to another path is refused without harm.
    await new Promise<void>((resolve) => {
      const raw = connect(stack.hostPort, '127.0.0.1', () => raw.write('GET /other HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'));
      raw.on('data', () => raw.destroy());
      raw.on('close', () => resolve());
      raw.on('error', () => resolve());
    });
    expect((await fetch(`${stack.hostUrl}/host-health`)).status).toBe(200);
    expect(stack.host.process.exitCode).toBeNull();
  });
});

describe('pairing codes', () => {
  it('keeps only the newest 20 waiting: made-up keys cannot fill the file', () => {
    const store = new PairingStore(mkdtempSync(path.join(tmpdir(), 'pos-pairing-')));
    const first = store.codeFor('00'.repeat(16));
    for (let i = 1; i <= 50; i++) store.codeFor(i.toString(16).padStart(32, '0'));
    const file = JSON.parse(readFileSync(store.file, 'utf8')) as { pending: unknown[] };
    expect(file.pending).toHaveLength(20);
    expect(store.approve(first)).toBe(false);
    const last = store.codeFor((50).toString(16).padStart(32, '0'));
    expect(store.approve(last)).toBe(true);
  });
});
