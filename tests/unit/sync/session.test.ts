// The session's rules that need no server: the business chosen at login (000 §9: "the stored business is
// kept if the user still has it; otherwise the user's first business is selected") and the token sealed at
// rest in a file only this OS user can read.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseBusiness } from '../../../src-main/session/session.js';
import { fileSecretBox } from '../../../src-main/session/secretBox.js';
import { SessionStore, emptySession } from '../../../src-main/session/store.js';

const user = {
  id: 'u1',
  name: 'Bruno Caixa',
  email: 'caixa@cantina.com.br',
  businesses: [
    { id: 'b-first', name: 'Cantina', roles: ['business_operator'] },
    { id: 'b-second', name: 'Pizzaria', roles: ['business_manager'] },
  ],
};
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('business chosen at login', () => {
  it('"the stored business is kept if the user still has it"', () => {
    expect(chooseBusiness(user, 'b-second')).toBe('b-second');
  });
  it('"otherwise the user\'s first business is selected"', () => {
    expect(chooseBusiness(user, 'b-gone')).toBe('b-first');
    expect(chooseBusiness(user, null)).toBe('b-first');
  });
  it('no business at all: none', () => {
    expect(chooseBusiness({ ...user, businesses: [] }, 'b-first')).toBeNull();
  });
});

describe('session at rest', () => {
  it('is sealed with a key file readable only by this OS user, and reads back after a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'session-'));
    dirs.push(dir);
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret-token';
    const store = new SessionStore(dir, fileSecretBox(dir));
    store.save({ ...emptySession('b-first'), token, user, expiresAt: '2030-01-01T00:00:00.000Z' });
    const raw = readFileSync(path.join(dir, 'session.bin'));
    expect(raw.includes(Buffer.from(token))).toBe(false);
    expect(raw.includes(Buffer.from('caixa@cantina.com.br'))).toBe(false);
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, 'session.bin')).mode & 0o777).toBe(0o600);
    const again = new SessionStore(dir, fileSecretBox(dir)).load(null);
    expect(again).toMatchObject({ token, businessId: 'b-first', user: { email: 'caixa@cantina.com.br' } });
  });

  it('starts logged out (not broken) when the sealed file cannot be opened', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'session-'));
    dirs.push(dir);
    new SessionStore(dir, fileSecretBox(dir)).save({ ...emptySession(null), token: 't' });
    rmSync(path.join(dir, 'secret.key'));
    expect(new SessionStore(dir, fileSecretBox(dir)).load('b-default')).toMatchObject({ token: null, businessId: 'b-default' });
  });
});
