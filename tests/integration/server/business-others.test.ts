// What our server answers of the spec's device and bot calls: the MQTT config (no broker: where changes are read
// instead), the WhatsApp bot's read of a person, and the table token of the online store. Over HTTP, roles and
// tenants checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, client, demoId, login, newId, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let waiter: Client;
let ze: Client;

type Issues = { message: string; issues?: { path: string; message: string }[] };

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, waiter, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'waiter'), login(server.url, 'other')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('GET mqtt-config', () => {
  it('says there is no broker and where the changes are read, to every role of the business only', async () => {
    for (const c of [manager, cashier, waiter]) {
      const res = await c.get<{ enabled: boolean; changes: { query: string }; message: string }>(c.b('mqtt-config'));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ businessId: DEMO_BUSINESS_ID, enabled: false, changes: { via: 'graphql', query: 'counterChanges' } });
      expect(res.body.message).toBe('Este servidor não usa MQTT: os terminais buscam as mudanças pela consulta counterChanges');
    }
    expect((await ze.get(`/businesses/${DEMO_BUSINESS_ID}/mqtt-config`)).status).toBe(403);
    expect((await request(server.url, 'GET', `/businesses/${DEMO_BUSINESS_ID}/mqtt-config`)).status).toBe(401);
  });
});

describe('GET /bot-whatsapp/entity/{id}', () => {
  it('answers the person with phones and addresses to the business\'s people; to others as if it did not exist', async () => {
    const maria = demoId('entity:maria');
    const phone = await cashier.post(cashier.b(`entities/${maria}/phones`), { id: newId(), number: '11987654321', main: true });
    expect(phone.status).toBe(201);
    for (const c of [waiter, cashier, manager]) {
      const res = await c.get<{ id: string; name: string; phones: { number: string }[]; addresses: unknown[] }>(`/bot-whatsapp/entity/${maria}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: maria, name: 'Maria Aparecida Silva', businessId: DEMO_BUSINESS_ID });
      expect(res.body.phones.map((p) => p.number)).toContain('11987654321');
      expect(Array.isArray(res.body.addresses)).toBe(true);
    }
    expect((await ze.get<Issues>(`/bot-whatsapp/entity/${maria}`)).body).toEqual({ message: 'Cadastro não encontrado' });
    expect((await ze.get(`/bot-whatsapp/entity/${maria}`)).status).toBe(404);
    expect((await cashier.get(`/bot-whatsapp/entity/${newId()}`)).status).toBe(404);
    // A malformed id is refused by the server's input checks, before any read.
    expect((await cashier.get('/bot-whatsapp/entity/nao-e-id')).status).toBe(400);
    expect((await request(server.url, 'GET', `/bot-whatsapp/entity/${maria}`)).status).toBe(401);
  });
});

describe('POST /link-vendas/login/generate-table-token', () => {
  it('gives the table\'s customer a token naming the table, which opens no person\'s session', async () => {
    const tableId = demoId('table:7');
    const res = await request<{ token: string; expiresAt: string; tableId: string; businessId: string; tableName: string }>(server.url, 'POST', '/link-vendas/login/generate-table-token', { tableId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tableId, businessId: DEMO_BUSINESS_ID, tableName: 'Mesa 7' });
    const hours = (new Date(res.body.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(4);
    // Not a session: the token reads nothing of the business.
    const asTable = client(server.url, res.body.token);
    expect((await asTable.get('/login/me-pdv')).status).toBe(401);
    expect((await asTable.get(asTable.b('config'))).status).toBe(401);
  });

  it('refuses a bad body naming the field and an unknown table', async () => {
    const bad = await request<Issues>(server.url, 'POST', '/link-vendas/login/generate-table-token', { tableId: 'mesa-7' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'tableId', message: 'Deve ser um identificador (UUID) válido' }]);
    expect((await request<Issues>(server.url, 'POST', '/link-vendas/login/generate-table-token', { tableId: newId() })).body).toEqual({ message: 'Mesa não encontrada' });
  });
});
