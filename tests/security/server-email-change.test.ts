// Issue 13 item 16: changing one's e-mail must not tell whether the new address has an account. PUT users/{id}
// with `email` answers the same for a free and a taken address and changes nothing yet; the address gets mail from
// the server's outbox (a code when free, a notice when taken); the owner sends the code back as
// `emailConfirmation` and only then the e-mail changes. A taken address is never attached. Real server, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { emailChanges, mailOutbox, users } from '../../src-server/db/schema.js';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_USERS, login, newId, request, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let manager: Client;

const canLogin = async (email: string, password: string) => (await request(server.url, 'POST', '/login/login-pdv', { email, password })).status === 200;
const emailOf = async (id: string) => (await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
/** The last mail the outbox holds for an address (what the person would read). */
const lastMail = async (to: string) =>
  (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0];
const codeIn = (text: string) => /^([A-Za-z0-9_-]{43})$/m.exec(text)?.[1];

beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('e-mail change', () => {
  const me = () => manager.b(`users/${DEMO_USERS.manager.id}`);

  it('answers a taken address exactly like a free one, and changes nothing until confirmed', async () => {
    const free = await manager.put(me(), { email: 'gerente.novo@cantina.com.br' }, newId());
    const taken = await manager.put(me(), { email: DEMO_USERS.other.email.toUpperCase() }, newId());
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    const stable = (b: Record<string, unknown>) => ({ ...b, updatedAt: typeof b.updatedAt });
    expect(stable(taken.body)).toEqual(stable(free.body));
    expect(free.body).toMatchObject({ id: DEMO_USERS.manager.id, email: DEMO_USERS.manager.email });
    expect(await emailOf(DEMO_USERS.manager.id)).toBe(DEMO_USERS.manager.email);
    // Both addresses got mail; only the free one a code. The other account is untouched and still logs in.
    const toTaken = await lastMail(DEMO_USERS.other.email);
    expect(toTaken).toMatchObject({ kind: 'email-taken' });
    expect(codeIn(toTaken?.text ?? '')).toBeUndefined();
    expect(await lastMail('gerente.novo@cantina.com.br')).toMatchObject({ kind: 'email-change', subject: 'Confirme o seu novo e-mail' });
    expect(await canLogin(DEMO_USERS.other.email, DEMO_USERS.other.password)).toBe(true);
  });

  it('the code from the mail confirms; it is kept only hashed, works once, and a superseded one no longer works', async () => {
    await manager.put(me(), { email: 'primeiro@cantina.com.br' }, newId());
    const first = codeIn((await lastMail('primeiro@cantina.com.br'))?.text ?? '') as string;
    await manager.put(me(), { email: 'gerente.certo@cantina.com.br' }, newId());
    const code = codeIn((await lastMail('gerente.certo@cantina.com.br'))?.text ?? '') as string;
    expect(code).toHaveLength(43);
    const stored = await server.database.db.select().from(emailChanges).where(eq(emailChanges.userId, DEMO_USERS.manager.id));
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.tokenHash).not.toContain(code);
    // The earlier request was superseded by the later one.
    const old = await manager.put(me(), { emailConfirmation: first }, newId());
    expect(old).toMatchObject({ status: 400, body: { message: 'Código de confirmação inválido ou expirado: peça a troca de e-mail de novo', issues: [{ path: 'emailConfirmation' }] } });
    const ok = await manager.put<{ email: string }>(me(), { emailConfirmation: code }, newId());
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe('gerente.certo@cantina.com.br');
    expect(await canLogin('gerente.certo@cantina.com.br', DEMO_USERS.manager.password)).toBe(true);
    expect(await canLogin(DEMO_USERS.manager.email, DEMO_USERS.manager.password)).toBe(false);
    expect((await manager.put(me(), { emailConfirmation: code }, newId())).status).toBe(400);
  });

  it('an expired code and an address taken meanwhile are refused alike; the taken one is never attached', async () => {
    await manager.put(me(), { email: 'expira@cantina.com.br' }, newId());
    const expired = codeIn((await lastMail('expira@cantina.com.br'))?.text ?? '') as string;
    await server.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(and(eq(emailChanges.userId, DEMO_USERS.manager.id), eq(emailChanges.newEmail, 'expira@cantina.com.br')));
    const a = await manager.put(me(), { emailConfirmation: expired }, newId());
    // Free when asked, taken before the confirmation (someone else signed up with it).
    await manager.put(me(), { email: 'disputado@cantina.com.br' }, newId());
    const raced = codeIn((await lastMail('disputado@cantina.com.br'))?.text ?? '') as string;
    const other = await manager.post(manager.b('users'), { id: newId(), name: 'Outra', email: 'disputado@cantina.com.br', password: 'outra1234', roles: ['business_operator'] }, newId());
    expect(other.status).toBe(201);
    const b = await manager.put(me(), { emailConfirmation: raced }, newId());
    expect(a.status).toBe(400);
    expect(b).toEqual({ ...a, headers: b.headers });
    expect(await emailOf(DEMO_USERS.manager.id)).toBe('gerente.certo@cantina.com.br');
  });

  it("nobody else asks for or confirms a person's e-mail change", async () => {
    const waiter = manager.b(`users/${DEMO_USERS.waiter.id}`);
    expect((await manager.put(waiter, { email: 'garcom.novo@cantina.com.br' }, newId())).status).toBe(403);
    expect((await manager.put(waiter, { emailConfirmation: 'x'.repeat(43) }, newId())).status).toBe(403);
    expect(await lastMail('garcom.novo@cantina.com.br')).toBeUndefined();
  });
});
