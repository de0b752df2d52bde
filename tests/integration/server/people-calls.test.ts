// The Pessoas screen's calls (src-renderer/screens/people/peopleData.ts) through the typed client against the real
// server: the people list with its status, inviting, a role change, a cancel, the manager's own pass code (then
// accepted by the spec's entitiesValidatePassCode) and the discount limit in the business config. A cashier's
// token is refused each of the manager's writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { createAccountsApi } from '../../../src-shared/api/ours/accounts.js';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, login, newId, startTestServer } from './harness.js';

let server: RunningServer;
let manager: Api;
let cashier: Api;

type Person = { id: string; email: string; roles: string[]; status: string };
const apiFor = (token: string) =>
  createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token, baseUrls: { local: { main: server.url } } });
const people = async () => (await manager.printersPlansUsers.gqlUsers({}, 'id email roles status')) as Person[];
const status = (err: unknown) => (err as { status?: number }).status;

beforeAll(async () => {
  server = await startTestServer();
  const [m, c] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier')]);
  manager = apiFor(m.token);
  cashier = apiFor(c.token);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the Pessoas screen’s calls', () => {
  it('invites, changes the role, cancels; the invited person is listed at once', async () => {
    const id = newId();
    await manager.printersPlansUsers.usersCreate({ body: { id, name: 'Bia Nova', email: 'bia@cantina.com.br', password: 'inicial123', roles: ['business_operator'] } });
    expect((await people()).find((p) => p.id === id)).toMatchObject({ status: 'invited', roles: ['business_operator'] });
    await manager.printersPlansUsers.usersUpdate({ params: { id }, body: { roles: ['business_operator_launch'] } });
    expect((await people()).find((p) => p.id === id)?.roles).toEqual(['business_operator_launch']);
    const refused = await cashier.printersPlansUsers.usersUpdate({ params: { id }, body: { roles: ['business_manager'] } }).catch((e: unknown) => e);
    expect(status(refused)).toBe(403);
    await manager.printersPlansUsers.usersDelete({ params: { id } });
    expect((await people()).find((p) => p.id === id)).toBeUndefined();
  });

  it('the manager sets their own pass code, which the spec’s check then accepts; a cashier cannot set one', async () => {
    await createAccountsApi(manager.client).passCodeSet({ body: { passCode: '8642' } });
    const check = (passCode: string) => cashier.entities.entitiesValidatePassCode({ body: { userId: DEMO_USERS.manager.id, passCode } }) as Promise<{ valid: boolean }>;
    expect((await check('8642')).valid).toBe(true);
    expect((await check('1111')).valid).toBe(false);
    const refused = await createAccountsApi(cashier.client).passCodeSet({ body: { passCode: '1234' } }).catch((e: unknown) => e);
    expect(status(refused)).toBe(403);
  });

  it('the discount limit is written in the business config; over 100 % is refused naming the field', async () => {
    await manager.business.businessesUpdateOwn({ body: { config: { discountLimit: 2000 } } });
    expect(((await manager.business.businessConfigGet()) as { discountLimit: number }).discountLimit).toBe(2000);
    const bad = await manager.business.businessesUpdateOwn({ body: { config: { discountLimit: 10_001 } } }).catch((e: unknown) => e);
    expect(status(bad)).toBe(400);
    expect((bad as Error).message).toContain('Limite de desconto');
    const refused = await cashier.business.businessesUpdateOwn({ body: { config: { discountLimit: 10_000 } } }).catch((e: unknown) => e);
    expect(status(refused)).toBe(403);
    expect(((await manager.business.businessConfigGet()) as { discountLimit: number }).discountLimit).toBe(2000);
  });
});
