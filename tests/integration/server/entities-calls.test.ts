// The entity calls beyond the plain collections, over HTTP on the real server (PGlite): customers in bulk and from a
// CSV file (multipart, through the typed client), the entities' CSV file and the pending transactions report, a
// manager's pass code (hashed, limited against guessing, its grant accepted by a discount), a waiter's token,
// delivery men's adjustments, and the area's GraphQL reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import { passCodes } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID as B, DEMO_USERS, demoId, login, newId, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let ze: Client;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
  const base = { main: server.url, report: server.url, worker: server.url, link: server.url };
  api = createApi({ session: { context: 'business', businessId: B, project: 'pdv', environment: 'local' }, token: manager.token, baseUrls: { local: base } });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const names = async (term: string) =>
  ((await cashier.gql<{ entitiesByTerm: { name: string }[] }>('query($b: ID!, $t: String!){ entitiesByTerm(businessId: $b, term: $t){ name } }', { b: B, t: term })).body.data?.entitiesByTerm ?? [])
    .map((e) => e.name)
    .sort();

describe('customers in bulk and from a file', () => {
  it('creates customers with phones and addresses in one call; a bad CPF is 400 naming the line and nothing is written', async () => {
    const id = newId();
    const res = await manager.post<{ id: string; name: string }[]>(
      manager.b('entities/customers-bulk'),
      {
        customers: [
          { id, name: 'Bulk Roberta', document: '52998224725', phones: [{ number: '11933332222', main: true }], addresses: [{ street: 'Rua A', number: '1', neighborhood: 'Centro' }] },
          { name: 'Bulk Sérgio' },
        ],
      },
      newId(),
    );
    expect(res.status).toBe(201);
    expect(res.body.map((e) => e.name)).toEqual(['Bulk Roberta', 'Bulk Sérgio']);
    const complete = await cashier.gql<{ completeEntity: { type: string; phones: { number: string }[]; addresses: { street: string }[]; owes: number } }>(
      'query($b: ID!, $id: ID!){ completeEntity(businessId: $b, id: $id){ type phones { number } addresses { street } owes } }',
      { b: B, id },
    );
    expect(complete.body.data!.completeEntity).toEqual({ type: 'customer', phones: [{ number: '11933332222' }], addresses: [{ street: 'Rua A' }], owes: 0 });

    const bad = await manager.post<{ message: string; issues: { path: string }[] }>(
      manager.b('entities/customers-bulk'),
      { customers: [{ name: 'Bulk Válido' }, { name: 'Bulk CPF', document: '12345678900' }, { name: 'Bulk Fone', phones: [{ number: '12' }] }] },
      newId(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('CPF ou CNPJ inválido');
    expect(bad.body.issues.map((i) => i.path)).toEqual(['customers.1.document', 'customers.2.phones.0.number']);
    const email = await manager.post<{ message: string }>(manager.b('entities/customers-bulk'), { customers: [{ name: 'Bulk Mail', email: 'nao-e-email' }] }, newId());
    expect(email.status).toBe(400);
    expect(email.body.message).toContain('E-mail');
    const cep = await manager.post<{ message: string }>(manager.b('entities/customers-bulk'), { customers: [{ name: 'Bulk Cep', addresses: [{ street: 'Rua B', cep: '123' }] }] }, newId());
    expect(cep.status).toBe(400);
    expect(cep.body.message).toContain('CEP');
    expect(await names('Bulk')).toEqual(['Bulk Roberta', 'Bulk Sérgio']);
  });

  it('imports a CSV file sent as multipart by the typed client (`;`, accents, header in any case); a bad line is 400 naming it', async () => {
    const csv = 'Nome;Telefone;CPF;E-mail;Rua;Número;Bairro;Cidade;UF\nImport Aurélio;(11) 94444-3333;529.982.247-25;aurelio@example.com;Rua das Palmeiras;50;Vila Nova;São Paulo;sp\nImport Bia;11955556666;;;;;;;\n';
    const answer = (await api.entities.entitiesImport({ body: { file: { fileName: 'clientes.csv', contentType: 'text/csv', data: new TextEncoder().encode(csv) } } as never })) as { imported: number };
    expect(answer.imported).toBe(2);
    expect(await names('Import')).toEqual(['Import Aurélio', 'Import Bia']);
    const byPhone = await cashier.gql<{ entityByPhone: { name: string; document: string } }>('query($b: ID!, $p: String!){ entityByPhone(businessId: $b, phone: $p){ name document } }', { b: B, p: '11944443333' });
    expect(byPhone.body.data!.entityByPhone).toEqual({ name: 'Import Aurélio', document: '52998224725' });

    const bad = await manager.post<{ message: string }>(manager.b('entities/import'), { file: 'nome,email\nImport Ok,ok@example.com\nImport Ruim,sem-arroba\n' }, newId());
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Linha 3');
    expect(bad.body.message).toContain('E-mail');
    expect(await names('Import')).toEqual(['Import Aurélio', 'Import Bia']);
  });

  it("answers the entities' CSV file by filters, and the pending report, to a manager only", async () => {
    const res = await fetch(`${server.url}${manager.b('entities/entities-csv-file')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { type: 'deliveryMan' } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toEqual(['Nome;Tipo;CPF/CNPJ;E-mail;Telefone;Ativo', 'Lucas Entregas;deliveryMan;;;;Sim', 'Pedro Motoboy;deliveryMan;;;;Sim']);
    expect((await cashier.post(cashier.b('entities/entities-csv-file'), {})).status).toBe(403);

    const account = newId();
    await cashier.post(cashier.b(`entities/${demoId('entity:joao')}/transaction-accounts`), { id: account }, newId());
    await cashier.post(cashier.b(`entities/${demoId('entity:joao')}/transaction-accounts/${account}/entries`), { type: 'purchase', amount: 4_590 }, newId());
    const report = await fetch(`${server.url}${manager.b('entities/pending-transactions-report')}`, { method: 'POST', headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/json' }, body: '{}' });
    const rows = (await report.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(rows[0]).toBe('Cliente;Telefone;Conta;Limite;Deve;Última compra');
    expect(rows[1]).toMatch(/^João Pedro Souza;11912345678;Fiado;;45,90;\d{4}-/);
  });
});

describe("a manager's pass code", () => {
  it('is stored hashed; a cashier typing it gets a grant that a discount accepts, and a wrong code does not', async () => {
    expect((await manager.put(manager.b('entities/pass-code'), { passCode: '12a4' })).status).toBe(400);
    expect((await cashier.put(cashier.b('entities/pass-code'), { passCode: '1234' })).status).toBe(403);
    expect((await manager.put(manager.b('entities/pass-code'), { passCode: '4821' })).status).toBe(204);
    const [stored] = await server.database.db.select().from(passCodes).where(eq(passCodes.userId, DEMO_USERS.manager.id));
    expect(stored!.hash).toMatch(/^scrypt\$/);
    expect(stored!.hash).not.toContain('4821');

    const pad = await cashier.post<{ id: string }>(cashier.b('order-pads/open/'), { id: newId(), tableId: demoId('table:6') }, newId());
    const discount = { discount: { type: 'value', value: 500 } };
    expect((await cashier.put(cashier.b(`order-pads/${pad.body.id}`), discount, newId())).status).toBe(403);

    const wrong = await cashier.post<{ valid: boolean }>(cashier.b('entities/validate-pass-code'), { userId: DEMO_USERS.manager.id, passCode: '0000', action: 'discount', entityId: pad.body.id });
    expect(wrong.body).toEqual({ valid: false, message: null });
    const ok = await cashier.post<{ valid: boolean; name: string; authorizedBy: { userId: string; grant: string } }>(cashier.b('entities/validate-pass-code'), {
      userId: DEMO_USERS.manager.id,
      passCode: '4821',
      action: 'discount',
      entityId: pad.body.id,
    });
    expect(ok.body).toMatchObject({ valid: true, name: expect.any(String), authorizedBy: { userId: DEMO_USERS.manager.id } });
    const given = await cashier.put<{ discountValue: number }>(cashier.b(`order-pads/${pad.body.id}`), { ...discount, authorizedBy: ok.body.authorizedBy }, newId());
    expect(given.status).toBe(200);
    expect(given.body.discountValue).toBe(500);

    // A cashier has no pass code to authorise with; a missing field is 400 naming it.
    const cashierCode = await cashier.post<{ valid: boolean; message: string }>(cashier.b('entities/validate-pass-code'), { userId: DEMO_USERS.cashier.id, passCode: '1234' });
    expect(cashierCode.body).toEqual({ valid: false, message: 'Este gerente não cadastrou uma senha de liberação' });
    const missing = await cashier.post<{ message: string }>(cashier.b('entities/validate-pass-code'), { passCode: '1234' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Usuário');
  });

  it('is limited against guessing: after a few wrong codes even the right one is refused with 429', async () => {
    let last = 0;
    for (let i = 0; i < 8; i++) {
      last = (await cashier.post(cashier.b('entities/validate-pass-code'), { userId: DEMO_USERS.manager.id, passCode: `99${i}9` })).status;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    const right = await cashier.post(cashier.b('entities/validate-pass-code'), { userId: DEMO_USERS.manager.id, passCode: '4821' });
    expect(right.status).toBe(429);
  });
});

describe("a waiter's token and delivery men's adjustments", () => {
  it("gives a waiter's phone a token of the waiter's user; a waiter without a user or another business's is refused", async () => {
    const res = await manager.post<{ token: string; userId: string }>(manager.b(`entities/waiters/${demoId('entity:carlos')}/token`));
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe(DEMO_USERS.waiter.id);
    const me = await request<{ id: string }>(server.url, 'GET', '/login/me-pdv', undefined, { authorization: `Bearer ${res.body.token}` });
    expect(me.body.id).toBe(DEMO_USERS.waiter.id);
    expect((await manager.post(manager.b(`entities/waiters/${demoId('entity:ana')}/token`))).status).toBe(409);
    expect((await manager.post(manager.b(`entities/waiters/${demoId('entity:maria')}/token`))).status).toBe(404);
    expect((await cashier.post(cashier.b(`entities/waiters/${demoId('entity:carlos')}/token`))).status).toBe(403);
    expect((await ze.post(ze.b(`entities/waiters/${demoId('entity:carlos')}/token`))).status).toBe(404);
  });

  it('adds, changes, checks and refuses to change a checked adjustment; bad bodies are 400; replays change nothing', async () => {
    const pedro = demoId('entity:pedro');
    const base = manager.b(`entities/delivery-men/${pedro}/delivery-adjustments`);
    const key = newId();
    const fuel = await manager.post<{ id: string; amount: number }>(base, { id: newId(), amount: 1_500, description: 'Gasolina' }, key);
    expect(fuel.status).toBe(201);
    const again = await manager.post<{ id: string }>(base, { id: fuel.body.id, amount: 1_500, description: 'Gasolina' }, key);
    expect(again.body.id).toBe(fuel.body.id);
    const missing = await manager.post<{ id: string }>(base, { amount: -300, description: 'Troco faltando' }, newId());
    expect((await manager.put(`${base}/${missing.body.id}`, { amount: -350 }, newId())).status).toBe(200);
    expect((await manager.post<{ message: string }>(base, { amount: 0, description: 'x' }, newId())).body.message).toContain('zero');
    expect((await manager.post<{ message: string }>(base, { amount: 100 }, newId())).body.message).toContain('Descrição');
    expect((await manager.post(manager.b(`entities/delivery-men/${demoId('entity:maria')}/delivery-adjustments`), { amount: 100, description: 'x' }, newId())).status).toBe(409);

    const unchecked = await cashier.gql<{ uncheckedDeliveryAdjustments: { amount: number }[] }>('query($b: ID!, $d: ID){ uncheckedDeliveryAdjustments(businessId: $b, deliveryManId: $d){ amount } }', { b: B, d: pedro });
    expect(unchecked.body.data!.uncheckedDeliveryAdjustments.map((a) => a.amount)).toEqual([1_500, -350]);
    const check = await manager.put<{ total: number; checked: unknown[] }>(`${base}/check`, {}, newId());
    expect(check.body).toMatchObject({ total: 1_150 });
    expect(check.body.checked).toHaveLength(2);
    expect((await manager.put(`${base}/${fuel.body.id}`, { amount: 10 }, newId())).status).toBe(409);
    expect((await manager.del(`${base}/${fuel.body.id}`, newId())).status).toBe(409);
    const after = await cashier.gql<{ uncheckedDeliveryAdjustments: unknown[] }>('query($b: ID!){ uncheckedDeliveryAdjustments(businessId: $b){ id } }', { b: B });
    expect(after.body.data!.uncheckedDeliveryAdjustments).toEqual([]);
    expect((await ze.post(ze.b(`entities/delivery-men/${pedro}/delivery-adjustments`), { amount: 100, description: 'x' }, newId())).status).toBe(404);
  });
});

describe('the reads of the area', () => {
  it('answers providers, entities with an account, order quantities and delivery addresses', async () => {
    const provider = newId();
    expect((await manager.post(manager.b('entities'), { id: provider, type: 'provider', name: 'Distribuidora Bebidas Ltda', document: '11222333000181' }, newId())).status).toBe(201);
    const badCnpj = await manager.post<{ message: string }>(manager.b('entities'), { type: 'provider', name: 'CNPJ errado', document: '11222333000182' }, newId());
    expect(badCnpj.status).toBe(400);
    expect(badCnpj.body.message).toContain('CPF/CNPJ');
    const q = await cashier.gql<{ providers: { id: string }[]; entityWithOrderQuantities: { orderQuantity: number }; entityDeliveryAddresses: { street: string; deliveryFee: number | null }[] }>(
      'query($b: ID!, $m: ID!){ providers(businessId: $b){ id } entityWithOrderQuantities(businessId: $b, id: $m){ orderQuantity } entityDeliveryAddresses(businessId: $b, entityId: $m){ street deliveryFee } }',
      { b: B, m: demoId('entity:maria') },
    );
    expect(q.body.data!.providers.map((p) => p.id)).toContain(provider);
    expect(q.body.data!.entityWithOrderQuantities.orderQuantity).toBeGreaterThanOrEqual(0);
    expect(q.body.data!.entityDeliveryAddresses).toEqual([{ street: 'Avenida Paulista', deliveryFee: null }]);
    const withAccount = await cashier.gql<{ entitiesWithTransactionAccount: { name: string; owes: number }[] }>('query($b: ID!){ entitiesWithTransactionAccount(businessId: $b){ name owes } }', { b: B });
    expect(withAccount.body.data!.entitiesWithTransactionAccount).toContainEqual({ name: 'João Pedro Souza', owes: 4_590 });
    // A business user in business context is no platform admin.
    const admin = await manager.gql('query($b: ID!){ adminEntities(businessId: $b){ id } }', { b: B });
    expect(admin.status).toBe(403);
  });
});
