// Walks EVERY bridge command of the contract's registry (not a hand list), so a new command cannot skip the
// checks (issue 13, "Done when"): without the per-launch secret, from a foreign Origin or a foreign Host name
// the connection is refused before any command runs; from an unpaired LAN tablet every command answers
// pairing_required; every command COMMAND_ACCESS marks for a manager is refused to a waiter and to nobody
// logged in. The real host and server as child processes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { COMMAND_ACCESS } from '../../src-main/security/access.js';
import { commands } from '../../src-shared/bridge/contract.js';
import type { BridgeResult, ServerFrame } from '../../src-shared/bridge/protocol.js';
import { bridgeSecret, bridgeUrl, openBridgeSocket } from '../support/bridgeAuth.js';
import { startStack, type Stack } from '../support/stack.js';

const WAITER = { email: 'garcom@cantina.com.br', password: 'garcom123' };
const ALL = Object.keys(commands);
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/** Tries to connect and send `name`; resolves with the upgrade's HTTP status, or the command's answer. */
function tryCommand(url: string, protocols: string[], options: WebSocket.ClientOptions, name: string): Promise<number | BridgeResult> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, protocols, options);
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(-1));
    ws.once('open', () => ws.send(JSON.stringify({ t: 'cmd', id: 1, name, payload: {} })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.t === 'res') {
        resolve(frame.result);
        ws.close();
      }
    });
  });
}

async function call(ws: WebSocket, id: number, name: string, payload: unknown): Promise<BridgeResult> {
  return new Promise((resolve) => {
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

let stack: Stack;
let secret: string;

beforeAll(async () => {
  const rendererDir = mkdtempSync(path.join(tmpdir(), 'pos-renderer-'));
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  stack = await startStack({ env: { POS_RENDERER_DIR: rendererDir, POS_HOST_BIND: '0.0.0.0' } });
  secret = await bridgeSecret(stack.hostUrl);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('every bridge command', () => {
  it('the registry is what the walk covers, and every command is classified in main', () => {
    expect(ALL.length).toBeGreaterThan(30);
    expect(Object.keys(COMMAND_ACCESS).sort()).toEqual([...ALL].sort());
  });

  it('without the secret, with a wrong one, from a foreign Origin or Host: refused before it runs', async () => {
    const url = bridgeUrl(stack.hostUrl);
    const evil = `evil.example:${stack.hostPort}`;
    for (const name of ALL) {
      expect([name, await tryCommand(url, [], {}, name)]).toEqual([name, 403]);
      expect([name, await tryCommand(url, ['pos-bridge.' + 'f'.repeat(64)], {}, name)]).toEqual([name, 403]);
      expect([name, await tryCommand(url, [`pos-bridge.${secret}`], { origin: 'https://evil.example' }, name)]).toEqual([name, 403]);
      expect([name, await tryCommand(url, [`pos-bridge.${secret}`], { headers: { host: evil }, origin: `http://${evil}` }, name)]).toEqual([name, 403]);
    }
  }, 60_000);

  it.skipIf(!lanAddress)('from an unpaired tablet on the LAN: pairing_required', async () => {
    const lanUrl = `http://${lanAddress}:${stack.hostPort}`;
    for (const name of ALL) {
      const result = await tryCommand(bridgeUrl(lanUrl), [`pos-bridge.${secret}`, `pos-terminal.${'0e'.repeat(16)}`], { origin: lanUrl }, name);
      expect([name, result]).toMatchObject([name, { ok: false, error: { code: 'pairing_required' } }]);
    }
  }, 60_000);

  it('manager-only commands: refused to nobody logged in and to a waiter, checked in main', async () => {
    const managerOnly = ALL.filter((n) => COMMAND_ACCESS[n as keyof typeof COMMAND_ACCESS] === 'manager');
    expect(managerOnly).toEqual(expect.arrayContaining(['printing.printers.save', 'fiscal.configure', 'fiscal.installCertificate', 'terminal.pairing.approve', 'nfe.issue', 'nfe.cancel', 'nfe.correct', 'fiscal.cancel']));
    const ws = await openBridgeSocket(stack.hostUrl);
    await new Promise((resolve) => ws.once('open', resolve));
    let id = 1;
    for (const name of managerOnly) {
      expect([name, await call(ws, id++, name, {})]).toMatchObject([name, { ok: false, error: { code: 'forbidden' } }]);
    }
    expect(await call(ws, id++, 'session.login', WAITER)).toMatchObject({ ok: true });
    for (const name of managerOnly) {
      expect([name, await call(ws, id++, name, {})]).toMatchObject([name, { ok: false, error: { code: 'forbidden' } }]);
    }
    await call(ws, id, 'session.logout', {});
    ws.close();
  }, 60_000);
});
