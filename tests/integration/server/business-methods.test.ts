// Delivery methods' conditional printers with their availabilities, a payment method's integrator, and the
// platform's base catalogues (delivery methods, payment methods, card brands) over HTTP: answered, bad bodies
// 400 naming the field in Portuguese, another business's rows refused, repeats replayed, roles checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { users } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, client, demoId, login, newId, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let waiter: Client;
let ze: Client;
let admin: Client;

type Issues = { message: string; issues?: { path: string; message: string }[] };

beforeAll(async () => {
  server = await startTestServer();
  await server.database.db.insert(users).values({
    id: newId(),
    name: 'Administradora da Plataforma',
    email: 'admin@plataforma.com.br',
    passwordHash: await hashPassword('admin12345'),
    type: 'others',
    platformRoles: ['admin'],
  });
  [manager, cashier, waiter, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'waiter'), login(server.url, 'other')]);
  const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email: 'admin@plataforma.com.br', password: 'admin12345' });
  admin = client(server.url, res.body.token);
  const plain = admin.request;
  admin.request = (method, path, body, headers = {}) => plain(method, path, body, { role: 'admin', ...headers });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const method = demoId('dm:entrega');
const printerPath = (dm = method) => `deliveries/delivery-methods/${dm}/conditional-printers`;

describe('conditional printers of a delivery method', () => {
  it('adds a printer to a delivery method, with availabilities, and removes it', async () => {
    const id = newId();
    const key = newId();
    const body = { id, conditionalDeliveryMethodPrinterId: demoId('printer:caixa') };
    const created = await manager.post<{ id: string; deliveryMethodId: string; printerId: string }>(manager.b(printerPath()), body, key);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id, deliveryMethodId: method, printerId: demoId('printer:caixa'), businessId: DEMO_BUSINESS_ID });
    const again = await manager.post(manager.b(printerPath()), body, key);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(created.body);
    expect((await manager.post<Issues>(manager.b(printerPath()), { conditionalDeliveryMethodPrinterId: demoId('printer:caixa') })).body).toEqual({
      message: 'Esta impressora já imprime os pedidos deste método de entrega',
    });

    const avail = await manager.post<{ id: string; ownerType: string; ownerId: string; weekdays: number[] }>(manager.b(`deliveries/delivery-methods/conditional-printers/${id}/availabilities`), {
      id: newId(),
      weekdays: [5, 6],
      originIds: [demoId('origin:whatsapp')],
      startTime: '18:00',
      endTime: '23:00',
    });
    expect(avail.status).toBe(201);
    expect(avail.body).toMatchObject({ ownerType: 'deliveryMethodConditionalPrinter', ownerId: id, weekdays: [5, 6] });
    const changed = await manager.put<{ weekdays: number[] }>(manager.b(`deliveries/delivery-methods/conditional-printers/${id}/availabilities/${avail.body.id}`), { weekdays: [0] });
    expect(changed.body.weekdays).toEqual([0]);
    const listed = await manager.gql<{ conditionalDeliveryMethodPrinters: { id: string; printerId: string }[] }>(
      'query($b: ID!, $d: ID){ conditionalDeliveryMethodPrinters(businessId: $b, deliveryMethodId: $d){ id printerId } }',
      { b: DEMO_BUSINESS_ID, d: method },
    );
    expect(listed.body.data?.conditionalDeliveryMethodPrinters).toEqual([{ id, printerId: demoId('printer:caixa') }]);
    expect((await manager.del(manager.b(`deliveries/delivery-methods/conditional-printers/${id}/availabilities/${avail.body.id}`))).status).toBe(200);

    // The path names the delivery method: the printer row of another method is not found.
    expect((await manager.del(manager.b(`${printerPath(newId())}/${id}`))).status).toBe(404);
    const removed = await manager.del<{ deletedAt: string }>(manager.b(`${printerPath()}/${id}`));
    expect(removed.status).toBe(200);
    expect(removed.body.deletedAt).toBeTruthy();
  });

  it('refuses a bad body, another business\'s printer or method, and anyone but a manager', async () => {
    const bad = await manager.post<Issues>(manager.b(printerPath()), { conditionalDeliveryMethodPrinterId: 'impressora' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'conditionalDeliveryMethodPrinterId', message: 'Deve ser um identificador (UUID) válido' }]);
    expect((await manager.post<Issues>(manager.b(printerPath()), { conditionalDeliveryMethodPrinterId: newId() })).body).toEqual({ message: 'Impressora não encontrada' });
    // Zé's own path with the Cantina's delivery method and printer: neither is his.
    expect((await ze.post<Issues>(ze.b(printerPath()), { conditionalDeliveryMethodPrinterId: demoId('printer:caixa') })).body).toEqual({ message: 'Forma de entrega não encontrada' });
    expect((await ze.post(`/businesses/${DEMO_BUSINESS_ID}/${printerPath()}`, { conditionalDeliveryMethodPrinterId: demoId('printer:caixa') })).status).toBe(403);
    for (const c of [waiter, cashier]) {
      expect((await c.post(c.b(printerPath()), { conditionalDeliveryMethodPrinterId: demoId('printer:bar') })).status).toBe(403);
    }
  });
});

describe('changing one field of a payment or delivery method', () => {
  it('keeps every field the change does not name (no default turns a method back on or zeroes its fee)', async () => {
    const pm = demoId('pm:vr');
    expect((await manager.put(manager.b(`payments/payment-methods/${pm}`), { available: false, position: 7 }, newId())).status).toBe(200);
    const changed = await manager.put<{ available: boolean; position: number; allowsChange: boolean }>(manager.b(`payments/payment-methods/${pm}`), { allowsChange: true }, newId());
    expect(changed.body).toMatchObject({ allowsChange: true, available: false, position: 7 });

    const dm = demoId('dm:retirada');
    expect((await manager.put(manager.b(`deliveries/delivery-methods/${dm}`), { fee: 350, available: false }, newId())).status).toBe(200);
    const renamed = await manager.put<{ name: string; fee: number; available: boolean }>(manager.b(`deliveries/delivery-methods/${dm}`), { name: 'Retirada na porta' }, newId());
    expect(renamed.body).toMatchObject({ name: 'Retirada na porta', fee: 350, available: false });
  });
});

describe('a payment method\'s integrator', () => {
  it('saves, replaces and unbinds it; another business\'s method is not found; only a manager', async () => {
    const integrator = newId();
    const saved = await manager.post<{ id: string; paymentMethodId: string; businessIntegratorId: string }>(manager.b('payments/payment-methods/integrators'), {
      paymentMethodId: demoId('pm:credito'),
      businessIntegratorId: integrator,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ paymentMethodId: demoId('pm:credito'), businessIntegratorId: integrator });
    const other = newId();
    const replaced = await manager.post<{ id: string; businessIntegratorId: string }>(manager.b('payments/payment-methods/integrators'), { paymentMethodId: demoId('pm:credito'), businessIntegratorId: other });
    expect(replaced.body).toMatchObject({ id: saved.body.id, businessIntegratorId: other });
    expect((await manager.post(manager.b('payments/payment-methods/integrators'), { paymentMethodId: demoId('pm:credito'), businessIntegratorId: null })).body).toMatchObject({ businessIntegratorId: null });

    const bad = await manager.post<Issues>(manager.b('payments/payment-methods/integrators'), { businessIntegratorId: integrator });
    expect(bad.body.issues).toEqual([{ path: 'paymentMethodId', message: 'Campo obrigatório' }]);
    expect((await ze.post<Issues>(ze.b('payments/payment-methods/integrators'), { paymentMethodId: demoId('pm:credito'), businessIntegratorId: integrator })).body).toEqual({
      message: 'Forma de pagamento não encontrada',
    });
    for (const c of [waiter, cashier]) {
      expect((await c.post(c.b('payments/payment-methods/integrators'), { paymentMethodId: demoId('pm:credito'), businessIntegratorId: integrator })).status).toBe(403);
    }
  });
});

describe('the platform\'s base catalogues', () => {
  const catalogues = [
    { url: '/admin/delivery-methods-base', body: { name: 'Entrega própria', mode: 'delivery' }, field: 'mode', query: 'deliveryMethodsBase' },
    { url: '/payments/payment-methods-base', body: { name: 'PIX', type: 'pix' }, field: 'type', query: 'paymentMethodsBase' },
    { url: '/payments/credit-card-banners-base', body: { name: 'Visa', paymentMethodType: 'credit' }, field: 'paymentMethodType', query: 'creditCardBannersBase' },
  ];

  it('a platform admin creates, updates and deletes base items; every business reads them', async () => {
    for (const c of catalogues) {
      const id = newId();
      const key = newId();
      const created = await admin.post<{ id: string; name: string }>(c.url, { id, ...c.body }, key);
      expect(created.status, c.url).toBe(201);
      expect(created.body).toMatchObject({ id, ...c.body, available: true });
      expect((await admin.post(c.url, { id, ...c.body }, key)).headers.get('idempotent-replay')).toBe('true');
      expect((await admin.put<{ name: string }>(`${c.url}/${id}`, { name: `${c.body.name} (novo)` })).body.name).toBe(`${c.body.name} (novo)`);
      const read = await waiter.gql<Record<string, { id: string; name: string }[]>>(`query($b: ID!){ ${c.query}(businessId: $b){ id name } }`, { b: DEMO_BUSINESS_ID });
      expect(read.body.data?.[c.query]).toEqual([{ id, name: `${c.body.name} (novo)` }]);
      expect((await admin.del(`${c.url}/${id}`)).status).toBe(200);
      expect((await waiter.gql<Record<string, unknown[]>>(`query($b: ID!){ ${c.query}(businessId: $b){ id } }`, { b: DEMO_BUSINESS_ID })).body.data?.[c.query]).toEqual([]);
      expect((await admin.put<Issues>(`${c.url}/${id}`, { name: 'x' })).body).toEqual({ message: 'Item do catálogo base não encontrado' });
    }
  });

  it('refuses bad bodies naming the field, and everyone but a platform admin in admin context', async () => {
    for (const c of catalogues) {
      const bad = await admin.post<Issues>(c.url, { name: '', [c.field]: 'teletransporte' });
      expect(bad.status).toBe(400);
      expect(bad.body.issues?.map((i) => i.path).sort()).toEqual(['name', c.field].sort());
      expect(bad.body.issues?.find((i) => i.path === 'name')?.message).toBe('Não pode ficar em branco');
      for (const who of [manager, cashier, waiter]) {
        for (const role of ['admin', 'business']) {
          const res = await who.request('POST', c.url, c.body, { role });
          expect(res.status, `${c.url} ${role}`).toBe(403);
        }
      }
    }
    expect((await manager.post<Issues>('/payments/payment-methods-base', { name: 'PIX', type: 'pix' })).body).toEqual({ message: 'Só um administrador da plataforma altera os catálogos base' });
  });
});
