// Contract plans over HTTP on the real server: the platform's plans written by a platform admin only, read by
// anyone working in a business; a business's contract plan (which plan, from when, at what monthly price) written
// by the business's partner or the platform admin, never by its own people nor by another business's partner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { businesses, users } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, OTHER_BUSINESS_ID, client, login, newId, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let admin: Client;
/** Zé: partner of his Lanchonete (franchise context), nothing of the Cantina. */
let partner: Client;
let partnerOnCantina: Client;

interface Plan {
  id: string;
  name: string;
  monthlyPrice: number;
  available: boolean;
}
interface BusinessPlan {
  id: string;
  businessId: string;
  contractPlanId: string;
  startsOn: string;
  endsOn: string | null;
  monthlyPrice: number;
}
interface Refusal {
  message: string;
  issues?: { path: string; message: string }[];
}

async function loginAs(email: string, password: string, role: 'admin' | 'franchise', businessId: string): Promise<Client> {
  const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email, password });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  const c = client(server.url, res.body.token, businessId);
  const plain = c.request;
  c.request = (method, path, body, headers = {}) => plain(method, path, body, { role, ...headers });
  return c;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  await db.insert(users).values({
    id: newId(),
    name: 'Operadora da Plataforma',
    email: 'operadora@plataforma.com.br',
    passwordHash: await hashPassword('operadora123'),
    type: 'others',
    platformRoles: ['admin'],
  });
  await db.update(users).set({ platformRoles: ['franchise'] }).where(eq(users.id, DEMO_USERS.other.id));
  await db.update(businesses).set({ partnerId: DEMO_USERS.other.id }).where(eq(businesses.id, OTHER_BUSINESS_ID));
  [manager, admin, partner, partnerOnCantina] = await Promise.all([
    login(server.url, 'manager'),
    loginAs('operadora@plataforma.com.br', 'operadora123', 'admin', DEMO_BUSINESS_ID),
    loginAs(DEMO_USERS.other.email, DEMO_USERS.other.password, 'franchise', OTHER_BUSINESS_ID),
    loginAs(DEMO_USERS.other.email, DEMO_USERS.other.password, 'franchise', DEMO_BUSINESS_ID),
  ]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const PLANS = `query($businessId: ID!, $filters: JSON) { contractPlans(businessId: $businessId, filters: $filters) { id name monthlyPrice available } }`;
const BUSINESS_PLANS = `query($businessId: ID!) { businessContractPlans(businessId: $businessId) { id businessId startsOn endsOn monthlyPrice contractPlan { id name } } }`;

let basic: Plan;
let pro: Plan;

describe('the platform contract plans', () => {
  it('a platform admin creates, changes and lists them; a repeat of the key changes nothing', async () => {
    const key = newId();
    const id = newId();
    const res = await admin.post<Plan>('/contract-plans', { id, name: 'Básico', monthlyPrice: 9990 }, key);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id, name: 'Básico', monthlyPrice: 9990, available: true });
    const again = await admin.post<Plan>('/contract-plans', { id, name: 'Básico', monthlyPrice: 9990 }, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(res.body);
    basic = res.body;
    pro = (await admin.post<Plan>('/contract-plans', { id: newId(), name: 'Profissional', description: 'Com NFC-e e delivery', monthlyPrice: 19990 }, newId())).body;

    const changed = await admin.put<Plan>(`/contract-plans/${pro.id}`, { monthlyPrice: 17990 }, newId());
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Profissional', monthlyPrice: 17990 });
    pro = changed.body;

    // Anyone working in a business sees what there is to contract; the filters narrow it.
    const list = await manager.gql<{ contractPlans: Plan[] }>(PLANS, { businessId: DEMO_BUSINESS_ID });
    expect(list.body.data?.contractPlans.map((p) => [p.name, p.monthlyPrice])).toEqual([
      ['Básico', 9990],
      ['Profissional', 17990],
    ]);
    const term = await manager.gql<{ contractPlans: Plan[] }>(PLANS, { businessId: DEMO_BUSINESS_ID, filters: { term: 'prof' } });
    expect(term.body.data?.contractPlans.map((p) => p.name)).toEqual(['Profissional']);
  });

  it('a business manager, a partner and no token are refused before anything is written', async () => {
    const body = { id: newId(), name: 'Grátis', monthlyPrice: 0 };
    const byManager = await manager.post<Refusal>('/contract-plans', body, newId());
    expect(byManager.status).toBe(403);
    expect(byManager.body.message).toMatch(/administrador da plataforma/);
    expect((await partner.post('/contract-plans', body, newId())).status).toBe(403);
    expect((await request(server.url, 'POST', '/contract-plans', body)).status).toBe(401);
    expect((await manager.put(`/contract-plans/${basic.id}`, { monthlyPrice: 1 }, newId())).status).toBe(403);
    expect((await manager.del(`/contract-plans/${basic.id}`, newId())).status).toBe(403);
    const list = await manager.gql<{ contractPlans: Plan[] }>(PLANS, { businessId: DEMO_BUSINESS_ID });
    expect(list.body.data?.contractPlans.map((p) => p.name)).not.toContain('Grátis');
  });

  it('bad input is a 400 naming the field in Portuguese', async () => {
    const noName = await admin.post<Refusal>('/contract-plans', { monthlyPrice: 100 }, newId());
    expect(noName.status).toBe(400);
    expect(noName.body.issues?.map((i) => i.path)).toContain('name');
    expect(noName.body.message).toMatch(/nome do plano/);
    const reais = await admin.post<Refusal>('/contract-plans', { name: 'Meio', monthlyPrice: 99.9 }, newId());
    expect(reais.status).toBe(400);
    expect(reais.body.issues).toContainEqual({ path: 'monthlyPrice', message: expect.stringMatching(/centavos/) });
    expect((await admin.put(`/contract-plans/${newId()}`, { name: 'X' }, newId())).status).toBe(404);
  });
});

describe("a business's contract plan", () => {
  let cantinaPlan: BusinessPlan;

  it('the platform admin puts the Cantina on a plan: without a price, the plan’s own', async () => {
    const id = newId();
    const res = await admin.post<BusinessPlan>(admin.b('business-contract-plans'), { id, contractPlanId: basic.id, startsOn: '2026-01-01', endsOn: '2026-06-30' }, newId());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id, businessId: DEMO_BUSINESS_ID, contractPlanId: basic.id, startsOn: '2026-01-01', endsOn: '2026-06-30', monthlyPrice: 9990 });
    const next = await admin.post<BusinessPlan>(admin.b('business-contract-plans'), { id: newId(), contractPlanId: pro.id, startsOn: '2026-07-01', monthlyPrice: 15000 }, newId());
    expect(next.status).toBe(201);
    expect(next.body.monthlyPrice).toBe(15000);
    cantinaPlan = next.body;

    // Its own people read it (latest first); they never write it.
    const read = await manager.gql<{ businessContractPlans: (BusinessPlan & { contractPlan: { name: string } })[] }>(BUSINESS_PLANS, { businessId: DEMO_BUSINESS_ID });
    expect(read.body.data?.businessContractPlans.map((p) => [p.startsOn, p.contractPlan.name, p.monthlyPrice])).toEqual([
      ['2026-07-01', 'Profissional', 15000],
      ['2026-01-01', 'Básico', 9990],
    ]);
  });

  it('refuses a period that overlaps another, an end before the start and an unknown plan, in Portuguese', async () => {
    const overlap = await admin.post<Refusal>(admin.b('business-contract-plans'), { contractPlanId: basic.id, startsOn: '2026-03-01', endsOn: '2026-03-31' }, newId());
    expect(overlap.status).toBe(400);
    expect(overlap.body.issues?.[0]?.path).toBe('startsOn');
    expect(overlap.body.message).toMatch(/já tem um plano de contrato/);
    const backwards = await admin.post<Refusal>(admin.b('business-contract-plans'), { contractPlanId: basic.id, startsOn: '2020-03-01', endsOn: '2020-02-01' }, newId());
    expect(backwards.status).toBe(400);
    expect(backwards.body.issues?.map((i) => i.path)).toContain('endsOn');
    const unknown = await admin.post<Refusal>(admin.b('business-contract-plans'), { contractPlanId: newId(), startsOn: '2020-01-01', endsOn: '2020-01-31' }, newId());
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues?.[0]?.path).toBe('contractPlanId');
    const badDay = await admin.post<Refusal>(admin.b('business-contract-plans'), { contractPlanId: basic.id, startsOn: '01/02/2020' }, newId());
    expect(badDay.status).toBe(400);
    expect(badDay.body.issues).toContainEqual({ path: 'startsOn', message: expect.stringMatching(/AAAA-MM-DD/) });
    const read = await manager.gql<{ businessContractPlans: BusinessPlan[] }>(BUSINESS_PLANS, { businessId: DEMO_BUSINESS_ID });
    expect(read.body.data?.businessContractPlans).toHaveLength(2);
  });

  it("the business's own manager and another business's partner are refused; its partner writes its own", async () => {
    const body = { contractPlanId: basic.id, startsOn: '2027-01-01' };
    const byManager = await manager.post<Refusal>(manager.b('business-contract-plans'), body, newId());
    expect(byManager.status).toBe(403);
    expect(byManager.body.message).toMatch(/parceiro deste estabelecimento/);
    expect((await manager.put(manager.b(`business-contract-plans/${cantinaPlan.id}`), { monthlyPrice: 1 }, newId())).status).toBe(403);
    expect((await manager.del(manager.b(`business-contract-plans/${cantinaPlan.id}`), newId())).status).toBe(403);
    // Zé is the Lanchonete's partner, not the Cantina's.
    expect((await partnerOnCantina.post(partnerOnCantina.b('business-contract-plans'), body, newId())).status).toBe(403);

    const own = await partner.post<BusinessPlan>(partner.b('business-contract-plans'), { ...body, startsOn: '2026-01-01' }, newId());
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ businessId: OTHER_BUSINESS_ID, monthlyPrice: 9990 });
    // The Cantina's plan through the Lanchonete's path does not exist; the Cantina's list does not show Zé's.
    expect((await partner.put(partner.b(`business-contract-plans/${cantinaPlan.id}`), { monthlyPrice: 1 }, newId())).status).toBe(404);
    expect((await partner.del(partner.b(`business-contract-plans/${cantinaPlan.id}`), newId())).status).toBe(404);
    const cantina = await manager.gql<{ businessContractPlans: BusinessPlan[] }>(BUSINESS_PLANS, { businessId: DEMO_BUSINESS_ID });
    expect(cantina.body.data?.businessContractPlans.map((p) => p.businessId)).toEqual([DEMO_BUSINESS_ID, DEMO_BUSINESS_ID]);
    expect((await manager.gql(BUSINESS_PLANS, { businessId: OTHER_BUSINESS_ID })).status).toBe(403);
  });

  it('changes and ends a contract; a plan in a contract cannot be removed until then', async () => {
    const changed = await admin.put<BusinessPlan>(admin.b(`business-contract-plans/${cantinaPlan.id}`), { monthlyPrice: 16000, endsOn: '2026-12-31' }, newId());
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ monthlyPrice: 16000, startsOn: '2026-07-01', endsOn: '2026-12-31' });
    const early = await admin.put<Refusal>(admin.b(`business-contract-plans/${cantinaPlan.id}`), { endsOn: '2026-06-01' }, newId());
    expect(early.status).toBe(400);
    expect(early.body.issues?.map((i) => i.path)).toContain('endsOn');

    const inUse = await admin.del<Refusal>(`/contract-plans/${pro.id}`, newId());
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(/encerre-os/);
    expect((await admin.del(admin.b(`business-contract-plans/${cantinaPlan.id}`), newId())).status).toBe(200);
    expect((await admin.del(`/contract-plans/${pro.id}`, newId())).status).toBe(200);
    const plans = await manager.gql<{ contractPlans: Plan[] }>(PLANS, { businessId: DEMO_BUSINESS_ID });
    expect(plans.body.data?.contractPlans.map((p) => p.name)).toEqual(['Básico']);
    const read = await manager.gql<{ businessContractPlans: BusinessPlan[] }>(BUSINESS_PLANS, { businessId: DEMO_BUSINESS_ID });
    expect(read.body.data?.businessContractPlans.map((p) => p.startsOn)).toEqual(['2026-01-01']);
  });
});
