// The business's setup calls over HTTP (000 §7 Business): digital menu, sales link, tracking notifications,
// pausing an origin (the order routes then refuse its orders), the availability checks, the partner's release
// to production and dropping the server's caches. Each: answered, bad bodies 400 naming the field in
// Portuguese, another business's rows refused, a repeat replayed, the roles checked (waiter, cashier, manager).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { businesses, userBusinesses, users } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, OTHER_BUSINESS_ID, client, demoId, login, newId, request, startTestServer, type Client } from './harness.js';

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

describe('digital menu, sales link and tracking notifications', () => {
  it('creates and updates the digital menu; a second one, a taken slug and a bad slug are refused', async () => {
    const id = newId();
    const key = newId();
    const created = await manager.post<{ id: string; slug: string; businessId: string }>(manager.b('digital-menu'), { id, slug: 'Cantina-Bella', logo: 'https://cdn.exemplo.com/logo.png' }, key);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id, slug: 'cantina-bella', businessId: DEMO_BUSINESS_ID, active: true });
    const again = await manager.post(manager.b('digital-menu'), { id, slug: 'Cantina-Bella', logo: 'https://cdn.exemplo.com/logo.png' }, key);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(created.body);
    expect((await manager.post<Issues>(manager.b('digital-menu'), { slug: 'outro-menu' })).body).toEqual({ message: 'O cardápio digital já existe: altere-o' });

    const bad = await manager.post<Issues>(manager.b('digital-menu'), { slug: 'a b', logo: 'ftp://x' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'slug', message: 'Use só letras minúsculas, números e hífen (3 a 60 caracteres)' },
        { path: 'logo', message: 'Envie a imagem do logotipo (PNG, JPEG, GIF ou WebP) ou o endereço (https://) dela' },
      ]),
    );
    const updated = await manager.put<{ slug: string; active: boolean }>(manager.b(`digital-menu/${id}`), { slug: 'cantina', active: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ slug: 'cantina', active: false });

    // Zé's menu may not take the Cantina's address, and Zé cannot touch the Cantina's menu.
    const taken = await ze.post<Issues>(ze.b('digital-menu'), { slug: 'cantina' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Este endereço (slug) já é usado por outro estabelecimento');
    expect((await ze.put(`/businesses/${DEMO_BUSINESS_ID}/digital-menu/${id}`, { slug: 'roubado' })).status).toBe(403);
    expect((await ze.put(ze.b(`digital-menu/${id}`), { slug: 'roubado' })).status).toBe(404);
  });

  it('creates and updates the sales link config and the tracking notifications', async () => {
    const store = await manager.post<{ id: string; minimumOrder: number }>(manager.b('link-vendas'), { id: newId(), slug: 'cantina-loja', minimumOrder: 3000 });
    expect(store.status).toBe(201);
    expect(store.body).toMatchObject({ slug: 'cantina-loja', minimumOrder: 3000, deliveryEnabled: true, pickupEnabled: true });
    const badStore = await manager.put<Issues>(manager.b(`link-vendas/${store.body.id}`), { minimumOrder: -1 });
    expect(badStore.status).toBe(400);
    expect(badStore.body.issues?.[0]?.path).toBe('minimumOrder');
    expect((await manager.put(manager.b(`link-vendas/${store.body.id}`), { pickupEnabled: false })).body).toMatchObject({ pickupEnabled: false, slug: 'cantina-loja' });

    const badTracking = await manager.post<Issues>(manager.b('tracking-status-notification-config'), { statuses: [], channel: 'pombo' });
    expect(badTracking.status).toBe(400);
    expect(badTracking.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'statuses', message: 'Informe ao menos um item' },
        expect.objectContaining({ path: 'channel' }),
      ]),
    );
    const tracking = await manager.post<{ id: string; statuses: string[] }>(manager.b('tracking-status-notification-config'), { id: newId(), statuses: ['confirmed', 'delivering'] });
    expect(tracking.status).toBe(201);
    expect(tracking.body).toMatchObject({ channel: 'whatsapp', enabled: true, statuses: ['confirmed', 'delivering'] });
    const changed = await manager.put<{ statuses: string[]; message: string }>(manager.b(`tracking-status-notification-config/${tracking.body.id}`), { statuses: ['delivered'], message: 'Seu pedido chegou!' });
    expect(changed.body).toMatchObject({ statuses: ['delivered'], message: 'Seu pedido chegou!' });
  });

  it('only a manager configures them: waiter and cashier are refused', async () => {
    for (const c of [waiter, cashier]) {
      expect((await c.post(c.b('digital-menu'), { slug: 'qualquer' })).status).toBe(403);
      expect((await c.post(c.b('link-vendas'), { slug: 'qualquer' })).status).toBe(403);
      expect((await c.post(c.b('tracking-status-notification-config'), { statuses: ['confirmed'] })).status).toBe(403);
      expect((await c.post(c.b('origin-unavailability/change-status'), { originId: demoId('origin:whatsapp'), unavailable: true })).status).toBe(403);
      expect((await c.post(c.b('clean-redis-cache'), {})).status).toBe(403);
    }
  });
});

describe('pausing an origin', () => {
  const whatsapp = demoId('origin:whatsapp');
  const order = (originId: string) => ({
    id: newId(),
    originId,
    originType: 'whatsapp',
    deliveryMode: 'balcony',
    products: [{ productId: demoId('product:batata'), quantity: 1000 }],
  });

  it('refuses the origin\'s orders while paused, in Portuguese, and takes them again once resumed', async () => {
    const until = new Date(Date.now() + 60 * 60_000).toISOString();
    const key = newId();
    const paused = await manager.post<{ originId: string; unavailable: boolean; until: string }>(manager.b('origin-unavailability/change-status'), { originId: whatsapp, unavailable: true, until, reason: 'Cozinha lotada' }, key);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ originId: whatsapp, unavailable: true, originName: 'WhatsApp', reason: 'Cozinha lotada' });
    expect((await manager.post(manager.b('origin-unavailability/change-status'), { originId: whatsapp, unavailable: true, until, reason: 'Cozinha lotada' }, key)).headers.get('idempotent-replay')).toBe('true');

    const refused = await cashier.post<Issues>(cashier.b('orders'), order(whatsapp));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^A origem WhatsApp está pausada até \d\d\/\d\d,? \d\d:\d\d: não recebe pedidos agora$/);
    // Another origin still sells.
    expect((await cashier.post(cashier.b('orders'), { ...order(demoId('origin:balcao')), originType: 'balcony' })).status).toBe(201);

    const check = await cashier.post<{ available: boolean; origin: { paused: boolean; reason: string } }>(cashier.b('check-business-availability'), { originId: whatsapp });
    expect(check.body).toMatchObject({ available: false, origin: { paused: true, reason: 'Cozinha lotada' } });
    const all = await cashier.post<{ available: boolean; pausedOrigins: { originId: string }[] }>(cashier.b('check-business-availability'), {});
    expect(all.body.pausedOrigins.map((o) => o.originId)).toEqual([whatsapp]);
    // The public store asks without a login.
    const pub = await request<{ available: boolean; message: string }>(server.url, 'POST', `/link-vendas/${DEMO_BUSINESS_ID}/check-business-availability`, { originId: whatsapp });
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual({ businessId: DEMO_BUSINESS_ID, available: false, message: 'A origem WhatsApp está pausada: não recebe pedidos agora' });

    const resumed = await manager.post(manager.b('origin-unavailability/change-status'), { originId: whatsapp, unavailable: false });
    expect(resumed.body).toMatchObject({ unavailable: false, until: null });
    expect((await cashier.post(cashier.b('orders'), order(whatsapp))).status).toBe(201);
    expect((await request<{ available: boolean }>(server.url, 'POST', `/link-vendas/${DEMO_BUSINESS_ID}/check-business-availability`, { originId: whatsapp })).body.available).toBe(true);
  });

  it('refuses a past return time, a return time without a pause, a missing field and another business\'s origin', async () => {
    const past = await manager.post<Issues>(manager.b('origin-unavailability/change-status'), { originId: whatsapp, unavailable: true, until: '2020-01-01T10:00:00-03:00' });
    expect(past.status).toBe(400);
    expect(past.body.issues).toEqual([{ path: 'until', message: 'A data de retorno deve ser no futuro' }]);
    const noPause = await manager.post<Issues>(manager.b('origin-unavailability/change-status'), { originId: whatsapp, unavailable: false, until: new Date(Date.now() + 60_000).toISOString() });
    expect(noPause.body.issues).toEqual([{ path: 'until', message: 'Informe a data de retorno só ao pausar a origem' }]);
    const missing = await manager.post<Issues>(manager.b('origin-unavailability/change-status'), { originId: whatsapp });
    expect(missing.body.issues).toEqual([{ path: 'unavailable', message: 'Campo obrigatório' }]);
    // The Cantina's origin is not Zé's: his pause of it is not found, and the Cantina's path is refused to him.
    expect((await ze.post<Issues>(ze.b('origin-unavailability/change-status'), { originId: whatsapp, unavailable: true })).body).toEqual({ message: 'Origem não encontrada' });
    expect((await ze.post(`/businesses/${DEMO_BUSINESS_ID}/origin-unavailability/change-status`, { originId: whatsapp, unavailable: true })).status).toBe(403);
    expect((await ze.post(`/businesses/${DEMO_BUSINESS_ID}/check-business-availability`, {})).status).toBe(403);
    expect((await request(server.url, 'POST', `/link-vendas/${newId()}/check-business-availability`, {})).status).toBe(404);
  });
});

describe('release to production and the server caches', () => {
  it('only the business\'s partner (or a platform admin) releases it; a manager cannot', async () => {
    await server.database.db.update(users).set({ platformRoles: ['franchise'] }).where(eq(users.id, DEMO_USERS.other.id));
    await server.database.db.update(businesses).set({ partnerId: DEMO_USERS.other.id }).where(eq(businesses.id, OTHER_BUSINESS_ID));
    expect((await manager.put<Issues>(manager.b('release-to-production'), { businessId: DEMO_BUSINESS_ID })).body).toEqual({
      message: 'Só o parceiro deste estabelecimento (ou um administrador da plataforma) o libera para produção',
    });
    const partner = client(server.url, ze.token, OTHER_BUSINESS_ID);
    const asPartner = (method: string, path: string, body: unknown) => partner.request(method, path, body, { role: 'franchise' });
    const mismatch = await asPartner('PUT', partner.b('release-to-production'), { businessId: DEMO_BUSINESS_ID });
    expect(mismatch.status).toBe(400);
    const released = await asPartner('PUT', partner.b('release-to-production'), { businessId: OTHER_BUSINESS_ID });
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ businessId: OTHER_BUSINESS_ID, userId: DEMO_USERS.other.id });
    // The partner of Zé's business is not the Cantina's.
    expect((await asPartner('PUT', `/businesses/${DEMO_BUSINESS_ID}/release-to-production`, {})).status).toBe(403);
  });

  it('drops the cached business links: a role changed in the database counts at once', async () => {
    const link = and(eq(userBusinesses.userId, DEMO_USERS.cashier.id), eq(userBusinesses.businessId, DEMO_BUSINESS_ID));
    expect((await cashier.post(cashier.b('clean-redis-cache'), {})).status).toBe(403);
    // Promoted straight in the database (a support fix): the cached link still says cashier.
    await server.database.db.update(userBusinesses).set({ roles: ['business_manager'] }).where(link);
    expect((await cashier.post(cashier.b('clean-redis-cache'), {})).status).toBe(403);
    const res = await manager.post<{ cleared: string[] }>(manager.b('clean-redis-cache'), {});
    expect(res.status).toBe(200);
    expect(res.body.cleared).toEqual(['userBusinessLinks']);
    expect((await cashier.post(cashier.b('clean-redis-cache'), {})).status).toBe(200);
    await server.database.db.update(userBusinesses).set({ roles: [...DEMO_USERS.cashier.roles] }).where(link);
    await manager.post(manager.b('clean-redis-cache'), {});
  });
});
