// Issue 13 item 8: wrong passwords are limited per account and per address with growing delays (auth/attempts.ts),
// at the login and at users/validate (where a waiter could guess the manager's password); the refusal says so in
// Portuguese with a 429 and Retry-After. Real server over HTTP, PGlite.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_FAILURES } from '../../src-server/auth/attempts.js';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_USERS, login, request, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let waiter: Client;

const tryLogin = (email: string, password: string) => request<{ message?: string; token?: string }>(server.url, 'POST', '/login/login-pdv', { email, password });

beforeAll(async () => {
  server = await startTestServer();
  waiter = await login(server.url, 'waiter');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('brute-force limit', () => {
  it('locks an account after a few wrong passwords, the right one too, with delays that double', async () => {
    const { email, password } = DEMO_USERS.cashier;
    for (let i = 0; i <= FREE_FAILURES.account; i++) expect((await tryLogin(email, 'chute' + i)).status).toBe(401);
    const locked = await tryLogin(email, password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Muitas tentativas. Tente novamente em 1 segundos.' });
    expect(locked.headers.get('retry-after')).toBe('1');
    await sleep(1_100);
    expect((await tryLogin(email, 'outro-chute')).status).toBe(401);
    expect((await tryLogin(email, password)).body).toEqual({ message: 'Muitas tentativas. Tente novamente em 2 segundos.' });
    await sleep(2_100);
    // The right password after the wait works and clears the count.
    expect((await tryLogin(email, password)).status).toBe(200);
    expect((await tryLogin(email, 'erro-de-digitacao')).status).toBe(401);
    expect((await tryLogin(email, password)).status).toBe(200);
  });

  it("users/validate: a waiter cannot go on guessing the manager's password", async () => {
    const guess = (password: string) => waiter.post<{ valid?: boolean; message?: string }>(waiter.b('users/validate'), { email: DEMO_USERS.manager.email, password });
    for (let i = 0; i <= FREE_FAILURES.account; i++) expect((await guess('chute' + i)).body.valid).toBe(false);
    const locked = await guess(DEMO_USERS.manager.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ segundos\.$/);
    // The same account is locked at the login too: the limit is the account's, not the route's.
    expect((await tryLogin(DEMO_USERS.manager.email, DEMO_USERS.manager.password)).status).toBe(429);
  });

  it('locks an address that tries many accounts', async () => {
    // This address already failed above; it is locked within the free failures of an address, one account at a time.
    let tries = 0;
    while ((await tryLogin(`pessoa${tries}@exemplo.com.br`, 'senha123')).status === 401) {
      tries++;
      expect(tries).toBeLessThanOrEqual(FREE_FAILURES.address + 1);
    }
    expect(tries).toBeGreaterThan(FREE_FAILURES.account);
    const res = await tryLogin(DEMO_USERS.waiter.email, DEMO_USERS.waiter.password);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ segundos\.$/);
  });
});
