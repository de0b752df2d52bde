// Issue 13 item 19: scrypt at N=2^17, r=8, p=1 for the product, and a hash of an older, cheaper cost is re-made at
// the next good login (the person's sessions stay). The suites run at N=2^14 through POS_SCRYPT_LOG_N, which only
// Vitest may set (vite.config.ts). Real server over HTTP, PGlite.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currentN, hashPassword, needsRehash, verifyPassword } from '../../src-server/auth/passwords.js';
import { userBusinesses, users } from '../../src-server/db/schema.js';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_BUSINESS_ID, client, newId, request, startTestServer } from '../integration/server/harness.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** A hash as the server made them before (N=2^14), built here with node:crypto. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

describe('password hashing', () => {
  it('the product hashes at N=2^17, r=8, p=1; the lower test cost is honoured only under Vitest', async () => {
    expect(currentN({})).toBe(2 ** 17);
    expect(currentN({ POS_SCRYPT_LOG_N: '10' })).toBe(2 ** 17);
    expect(currentN({ VITEST: 'true', POS_SCRYPT_LOG_N: '14' })).toBe(2 ** 14);
    const saved = process.env.POS_SCRYPT_LOG_N;
    delete process.env.POS_SCRYPT_LOG_N;
    try {
      const hash = await hashPassword('senha-forte-1');
      expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('senha-forte-1', hash)).toBe(true);
      expect(await verifyPassword('senha-fraca', hash)).toBe(false);
      expect(needsRehash(oldHash('x'))).toBe(true);
      expect(needsRehash(hash)).toBe(false);
    } finally {
      process.env.POS_SCRYPT_LOG_N = saved;
    }
  });

  it('re-hashes an old hash at the next good login, keeps the session and the password', async () => {
    process.env.POS_SCRYPT_LOG_N = '15'; // the server's "current" cost, above the old hash's 2^14
    try {
      const id = newId();
      const stored = oldHash('antiga123');
      await server.database.db.insert(users).values({ id, name: 'Dona Antiga', email: 'antiga@cantina.com.br', passwordHash: stored, type: 'employee' });
      await server.database.db.insert(userBusinesses).values({ id: newId(), businessId: DEMO_BUSINESS_ID, userId: id, roles: ['business_operator'] });
      const first = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: 'antiga@cantina.com.br', password: 'antiga123' });
      expect(first.status).toBe(200);
      const [row] = await server.database.db.select().from(users).where(eq(users.id, id));
      expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(row?.passwordHash).not.toBe(stored);
      expect((await client(server.url, first.body.token).get('/login/me-pdv')).status).toBe(200);
      expect((await request(server.url, 'POST', '/login/login-pdv', { email: 'antiga@cantina.com.br', password: 'antiga123' })).status).toBe(200);
      // A wrong password re-hashes nothing.
      await request(server.url, 'POST', '/login/login-pdv', { email: 'antiga@cantina.com.br', password: 'errada' });
      const [after] = await server.database.db.select().from(users).where(eq(users.id, id));
      expect(after?.passwordHash).toBe(row?.passwordHash);
    } finally {
      process.env.POS_SCRYPT_LOG_N = '14';
    }
  });
});
