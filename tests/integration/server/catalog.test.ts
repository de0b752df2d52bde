// Catalogue reads and the counter's configuration over HTTP on PGlite: product catalog with term and internal
// code search, availabilities by weekday and origin, payment methods with availabilities and card brands,
// printers and templates, kitchens, entities, delivery methods, origins, users and the business config.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, demoId, login, newId, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const b = DEMO_BUSINESS_ID;
type CatalogProduct = { product: { name: string; type: string; internalCode: string }; compositions: { name: string; selectionType: string; items: { name: string; price: number }[] }[]; comboItems: { productId: string }[] };
const CATALOG = `query($b: ID!, $term: String, $code: Boolean, $origin: ID, $weekday: Int, $cat: ID, $catalog: ID, $frac: Boolean, $ayce: Boolean) {
  productCatalog(businessId: $b, term: $term, searchByInternalCode: $code, originId: $origin, weekday: $weekday, categoryId: $cat, catalogId: $catalog, productWithFractionalQuantity: $frac, allYouCanEatProducts: $ayce) {
    product { name type internalCode } compositions { name selectionType items { name price } } comboItems { productId }
  }
}`;

describe('catalogue reads', () => {
  it('lists the four product types with compositions, selection types, prices and combo items', async () => {
    const res = await cashier.gql<{ productCatalog: CatalogProduct[] }>(CATALOG, { b });
    const all = res.body.data?.productCatalog ?? [];
    expect(new Set(all.map((p) => p.product.type))).toEqual(new Set(['unique', 'composite', 'combo', 'allYouCanEat']));
    const pizza = all.find((p) => p.product.name.startsWith('Pizza Grande'));
    expect(pizza?.compositions.map((c) => [c.name, c.selectionType])).toEqual([
      ['Sabores (até 2, meio a meio)', 'check'],
      ['Borda recheada', 'select'],
    ]);
    expect(pizza?.compositions[0]?.items[0]).toEqual({ name: 'Calabresa', price: 6490 });
    expect(all.find((p) => p.product.type === 'combo')?.comboItems).toHaveLength(3);
  });

  it('searches by term and by internal code, and filters by category, catalog, fraction and all-you-can-eat', async () => {
    const byTerm = await cashier.gql<{ productCatalog: CatalogProduct[] }>(CATALOG, { b, term: 'guaraná' });
    expect(byTerm.body.data?.productCatalog.map((p) => p.product.name)).toEqual(['Guaraná Antarctica lata 350 ml']);
    const byCode = await cashier.gql<{ productCatalog: CatalogProduct[] }>(CATALOG, { b, term: '202', code: true });
    expect(byCode.body.data?.productCatalog.map((p) => p.product.name)).toEqual(['X-Bacon']);
    const drinks = await cashier.gql<{ productCatalog: CatalogProduct[] }>(CATALOG, { b, cat: demoId('cat:bebidas'), catalog: demoId('catalog:principal') });
    expect(drinks.body.data?.productCatalog).toHaveLength(6);
    const weighed = await cashier.gql<{ productCatalog: CatalogProduct[] }>(CATALOG, { b, frac: true });
    expect(weighed.body.data?.productCatalog.map((p) => p.product.name)).toEqual(['Buffet por quilo']);
    const ayce = await cashier.gql<{ productCatalog: CatalogProduct[] }>(CATALOG, { b, ayce: true });
    expect(ayce.body.data?.productCatalog.map((p) => p.product.name)).toEqual(['Rodízio de pizza (por pessoa)']);
  });

  it('hides the rodízio on Monday and at the balcony (availability by weekday and origin)', async () => {
    const names = async (vars: Record<string, unknown>) =>
      ((await cashier.gql<{ productCatalog: CatalogProduct[] }>(CATALOG, { b, ...vars })).body.data?.productCatalog ?? []).map((p) => p.product.name);
    expect(await names({ weekday: 5, origin: demoId('origin:salao') })).toContain('Rodízio de pizza (por pessoa)');
    expect(await names({ weekday: 1, origin: demoId('origin:salao') })).not.toContain('Rodízio de pizza (por pessoa)');
    expect(await names({ weekday: 5, origin: demoId('origin:balcao') })).not.toContain('Rodízio de pizza (por pessoa)');
  });

  it('reads catalogs, categories, compositions, subproducts and prices, origins', async () => {
    const res = await cashier.gql<Record<string, unknown[]>>(
      `query($b: ID!){ catalogs(businessId: $b){ name } categories(businessId: $b){ name } productCompositions(businessId: $b){ id }
        subproducts(businessId: $b){ name kind } productSubproducts(businessId: $b){ price } origins(businessId: $b){ name type } products(businessId: $b){ id } }`,
      { b },
    );
    expect(res.body.data?.catalogs).toEqual([{ name: 'Cardápio principal' }]);
    expect(res.body.data?.categories).toHaveLength(8);
    expect(res.body.data?.origins).toContainEqual({ name: 'WhatsApp', type: 'whatsapp' });
    expect(res.body.data?.subproducts).toContainEqual({ name: 'Bacon', kind: 'feedstock' });
    expect(res.body.data?.products).toHaveLength(18);
  });
});

describe('payment methods, card brands, availabilities', () => {
  it('creates a method with brands and an availability; binds and unbinds origins, users and weekdays', async () => {
    const pm = await manager.post<{ id: string }>(manager.b('payments/payment-methods'), { id: newId(), name: 'Vale-alimentação', type: 'voucher' });
    expect(pm.status).toBe(201);
    const brands = await manager.post<{ id: string }[]>(manager.b('payments/credit-card-banners'), { paymentMethodId: pm.body.id, creditCardBanners: [{ name: 'Pluxee' }] });
    const brand = { body: brands.body[0] as { id: string } };
    expect((await manager.put(manager.b(`payments/credit-card-banners/${brand.body.id}`), { name: 'Pluxee (Sodexo)' })).body).toMatchObject({ name: 'Pluxee (Sodexo)' });
    const avail = await manager.post<{ id: string; weekdays: number[] }>(manager.b(`payments/payment-methods/${pm.body.id}/availabilities`), { weekday: 1, startTime: '11:00', endTime: '15:00' });
    expect(avail.body.weekdays).toEqual([1]);
    const base = `payments/payment-methods/${pm.body.id}/availabilities/${avail.body.id}`;
    await manager.post(manager.b(`${base}/weekdays`), { weekday: 2 });
    await manager.post(manager.b(`${base}/origins`), { originId: demoId('origin:balcao') });
    const bound = await manager.post<{ weekdays: number[]; originIds: string[]; userIds: string[] }>(manager.b(`${base}/users`), { userId: DEMO_USERS.cashier.id });
    expect(bound.body).toMatchObject({ weekdays: [1, 2], originIds: [demoId('origin:balcao')], userIds: [DEMO_USERS.cashier.id] });
    const unbound = await manager.del<{ weekdays: number[]; originIds: string[] }>(manager.b(`${base}/weekdays/1`));
    expect(unbound.body.weekdays).toEqual([2]);
    expect((await manager.del<{ originIds: string[] }>(manager.b(`${base}/origins/${demoId('origin:balcao')}`))).body.originIds).toEqual([]);
    expect((await manager.del<{ userIds: string[] }>(manager.b(`${base}/users/${DEMO_USERS.cashier.id}`))).body.userIds).toEqual([]);
    expect((await manager.put(manager.b(`payments/payment-methods/${pm.body.id}/availabilities/${avail.body.id}`), { weekdays: [0, 6] })).body).toMatchObject({ weekdays: [0, 6] });
    expect((await manager.del(manager.b(`payments/payment-methods/${pm.body.id}/availabilities/${avail.body.id}`))).status).toBe(200);
    const read = await cashier.gql<{ paymentMethods: { name: string }[]; creditCardBanners: { name: string }[] }>(
      'query($b: ID!, $f: JSON){ paymentMethods(businessId: $b){ name } creditCardBanners(businessId: $b, filter: $f){ name } }',
      { b, f: { paymentMethodId: demoId('pm:credito') } },
    );
    expect(read.body.data?.paymentMethods.map((p) => p.name)).toContain('PIX');
    expect(read.body.data?.creditCardBanners.map((c) => c.name).sort()).toEqual(['American Express', 'Elo', 'Hipercard', 'Mastercard', 'Visa']);
    await manager.put(manager.b(`payments/payment-methods/${pm.body.id}`), { available: false });
    expect((await manager.del(manager.b(`payments/credit-card-banners/${brand.body.id}`))).status).toBe(200);
    expect((await manager.del(manager.b(`payments/payment-methods/${pm.body.id}`))).status).toBe(200);
    expect((await cashier.post(cashier.b('payments/payment-methods'), { name: 'x', type: 'money' })).status).toBe(403);
  });
});

describe('printers, kitchens, entities, delivery methods', () => {
  it('keeps printers of every model and size, POS templates, kitchens with conditional printers', async () => {
    const printers = await cashier.gql<{ printers: { name: string; model: string; size: string }[] }>('query($b: ID!){ printers(businessId: $b){ name model size } }', { b });
    expect(new Set(printers.body.data?.printers.map((p) => p.size))).toEqual(new Set(['small', 'medium', 'large']));
    const p = await manager.post<{ id: string }>(manager.b('printers'), { name: 'Copa', model: 'TECTOY', size: 'small', address: '192.168.0.60', port: 9100 });
    expect(p.status).toBe(201);
    expect((await manager.post(manager.b('printers'), { name: 'X', model: 'HP', size: 'a4' })).body).toMatchObject({
      issues: [{ path: 'model' }, { path: 'size', message: 'Valor inválido: use small, medium, large' }],
    });
    expect((await manager.put(manager.b(`printers/${p.body.id}`), { copies: 2 })).body).toMatchObject({ copies: 2 });
    const tpl = await cashier.get<{ kind: string; blocks: string[] }>(cashier.b('printers/pos-templates/service-resume'));
    expect(tpl.body.blocks).toContain('serviceFee');
    expect((await cashier.get(cashier.b('printers/pos-templates/nfce'))).body).toMatchObject({ kind: 'nfce' });
    expect((await cashier.get(cashier.b('printers/pos-templates/products'))).body).toMatchObject({ kind: 'products' });
    const k = await manager.post<{ id: string }>(manager.b('kitchens'), { name: 'Copa', printerId: p.body.id });
    const cp = await manager.post<{ id: string }>(manager.b(`kitchens/${k.body.id}/conditional-printers`), { printerId: demoId('printer:caixa'), originIds: [demoId('origin:telefone')] });
    expect(cp.status).toBe(201);
    expect((await manager.put(manager.b(`kitchens/${k.body.id}/conditional-printers/${cp.body.id}`), { originIds: [] })).body).toMatchObject({ originIds: [] });
    expect((await manager.del(manager.b(`kitchens/${k.body.id}/conditional-printers/${cp.body.id}`))).status).toBe(200);
    expect((await manager.put(manager.b(`kitchens/${k.body.id}`), { name: 'Copa fria' })).body).toMatchObject({ name: 'Copa fria' });
    expect((await manager.post(manager.b('kitchens'), { name: 'Y', printerId: newId() })).body).toEqual({ message: 'Impressora não encontrada' });
    expect((await manager.del(manager.b(`kitchens/${k.body.id}`))).status).toBe(200);
    expect((await manager.del(manager.b(`printers/${p.body.id}`))).status).toBe(200);
  });

  it('registers a customer with address and phone, finds them by term and phone; waiters and delivery men', async () => {
    const c = await cashier.post<{ id: string }>(cashier.b('entities'), { id: newId(), type: 'customer', name: 'Fernanda Lima', document: '52998224725' });
    const phone = await cashier.post<{ id: string }>(cashier.b(`entities/${c.body.id}/phones`), { number: '11955554444', main: true });
    const addr = await cashier.post<{ id: string }>(cashier.b(`entities/${c.body.id}/addresses`), { cep: '04538133', street: 'Avenida Brigadeiro Faria Lima', number: '3477', city: 'São Paulo', state: 'SP' });
    expect(addr.status).toBe(201);
    expect((await cashier.put(cashier.b(`entities/${c.body.id}/addresses/${addr.body.id}`), { complement: '10º andar' })).body).toMatchObject({ complement: '10º andar' });
    expect((await cashier.post(cashier.b(`entities/${c.body.id}/phones`), { number: '123' })).body).toMatchObject({
      issues: [{ path: 'number', message: 'Telefone com DDD, só números (10 a 13 dígitos)' }],
    });
    const byPhone = await cashier.gql<{ entityByPhone: { name: string } }>('query($b: ID!, $p: String!){ entityByPhone(businessId: $b, phone: $p){ name } }', { b, p: '(11) 95555-4444' });
    expect(byPhone.body.data?.entityByPhone).toEqual({ name: 'Fernanda Lima' });
    const byTerm = await cashier.gql<{ entitiesByTerm: { name: string }[] }>('query($b: ID!, $t: String!){ entitiesByTerm(businessId: $b, term: $t){ name } }', { b, t: 'fernanda' });
    expect(byTerm.body.data?.entitiesByTerm).toEqual([{ name: 'Fernanda Lima' }]);
    const lists = await cashier.gql<{ customers: { name: string }[]; waiters: { name: string }[]; deliveryMen: { name: string }[]; entity: { name: string }; entityAddresses: { entityId: string }[]; phones: { number: string }[] }>(
      'query($b: ID!, $id: ID!){ customers(businessId: $b){ name } waiters(businessId: $b){ name } deliveryMen(businessId: $b){ name } entity(businessId: $b, id: $id){ name } entityAddresses(businessId: $b){ entityId } phones(businessId: $b){ number } }',
      { b, id: c.body.id },
    );
    expect(lists.body.data?.customers.map((x) => x.name)).toContain('Fernanda Lima');
    expect(lists.body.data?.waiters.map((x) => x.name)).toEqual(expect.arrayContaining(['Carlos Garçom', 'Ana Paula']));
    expect(lists.body.data?.deliveryMen).toHaveLength(2);
    expect(lists.body.data?.phones.map((p) => p.number)).toContain('11955554444');
    const waiter = await manager.post<{ type: string }>(manager.b('entities/waiters'), { name: 'Rafael Garçom' });
    expect(waiter.body.type).toBe('waiter');
    expect((await cashier.put(cashier.b(`entities/${c.body.id}/change-availability`), { available: false })).body).toMatchObject({ available: false });
    expect((await cashier.put(cashier.b(`entities/${c.body.id}`), { note: 'Cliente VIP' })).body).toMatchObject({ note: 'Cliente VIP' });
    expect((await cashier.del(cashier.b(`entities/${c.body.id}/phones/${phone.body.id}`))).status).toBe(200);
    expect((await cashier.del(cashier.b(`entities/${c.body.id}/addresses/${addr.body.id}`))).status).toBe(200);
    expect((await cashier.del(cashier.b(`entities/${c.body.id}`))).status).toBe(200);
    expect((await cashier.post(cashier.b(`entities/${newId()}/phones`), { number: '11999999999' })).body).toEqual({ message: 'Cadastro não encontrado' });
  });

  it('manages delivery methods and their availabilities', async () => {
    const dm = await manager.post<{ id: string }>(manager.b('deliveries/delivery-methods'), { name: 'Motoboy parceiro', mode: 'delivery', fee: 900 });
    expect((await manager.put(manager.b(`deliveries/delivery-methods/${dm.body.id}`), { fee: 1000 })).body).toMatchObject({ fee: 1000 });
    const av = await manager.post<{ id: string; ownerType: string }>(manager.b(`deliveries/delivery-methods/${dm.body.id}/availabilities`), { weekdays: [5, 6] });
    expect(av.body.ownerType).toBe('deliveryMethod');
    expect((await manager.put(manager.b(`deliveries/delivery-methods/${dm.body.id}/availabilities/${av.body.id}`), { weekdays: [6] })).body).toMatchObject({ weekdays: [6] });
    expect((await manager.del(manager.b(`deliveries/delivery-methods/${dm.body.id}/availabilities/${av.body.id}`))).status).toBe(200);
    expect((await manager.del(manager.b(`deliveries/delivery-methods/${dm.body.id}`))).status).toBe(200);
    const read = await cashier.gql<{ deliveryMethods: { name: string; fee: number }[] }>('query($b: ID!){ deliveryMethods(businessId: $b){ name fee } }', { b });
    expect(read.body.data?.deliveryMethods).toEqual(expect.arrayContaining([{ name: 'Entrega própria', fee: 700 }]));
  });
});

describe('business, users and links', () => {
  it('updates the business config (service fee) and the new comandas use it', async () => {
    const res = await manager.put<{ config: { serviceFee: { rate: number } } }>(`/businesses/${b}`, { config: { serviceFee: { enabled: true, rate: 1200 } } });
    expect(res.body.config.serviceFee.rate).toBe(1200);
    expect((await cashier.get<{ serviceFee: { rate: number } }>(cashier.b('config'))).body.serviceFee.rate).toBe(1200);
    const pad = await cashier.post<{ serviceFeeRate: number }>(cashier.b('order-pads/open/'), {});
    expect(pad.body.serviceFeeRate).toBe(1200);
    await manager.put(`/businesses/${b}`, { config: { serviceFee: { enabled: true, rate: 1000 } } });
    expect((await cashier.put(`/businesses/${b}`, { name: 'x' })).status).toBe(403);
    const gql = await manager.gql<{ business: { tradeName: string; changeSeq: number } }>('query($b: ID!){ business(businessId: $b){ tradeName changeSeq } }', { b });
    expect(gql.body.data?.business.changeSeq).toBeGreaterThan(1);
  });

  it('creates a user who can log in, changes roles, links and unlinks; validates passwords', async () => {
    const created = await manager.post<{ id: string; roles: string[] }>(manager.b('users'), {
      id: newId(),
      name: 'Paula Caixa',
      email: 'paula@cantina.com.br',
      password: 'paula123',
      roles: ['business_operator'],
    });
    expect(created.status).toBe(201);
    // A registered e-mail is answered like a new one (an invitation; issue 13 item 16): Paula's password stays hers.
    expect((await manager.post(manager.b('users'), { name: 'Outra', email: 'paula@cantina.com.br', password: 'xxxxxx', roles: ['business_operator'] })).status).toBe(201);
    const paulaLogin = await request<{ user: { businesses: { roles: string[] }[] } }>(server.url, 'POST', '/login/login-pdv', { email: 'paula@cantina.com.br', password: 'paula123' });
    expect(paulaLogin.body.user.businesses[0]?.roles).toEqual(['business_operator']);
    expect((await manager.put<{ roles: string[] }>(manager.b(`users/${created.body.id}`), { roles: ['business_manager'], name: 'Paula Gerente' })).body).toMatchObject({
      roles: ['business_manager'],
      name: 'Paula Gerente',
    });
    const users = await cashier.gql<{ users: { email: string }[]; user: { name: string } }>('query($b: ID!, $id: ID!){ users(businessId: $b){ email } user(id: $id, businessId: $b){ name } }', { b, id: created.body.id });
    expect(users.body.data?.users.map((u) => u.email)).toContain('paula@cantina.com.br');
    expect(users.body.data?.user).toEqual({ name: 'Paula Gerente' });
    const valid = await cashier.post<{ valid: boolean }>(cashier.b('users/validate'), { email: 'gerente@cantina.com.br', password: 'gerente123' });
    expect(valid.body.valid).toBe(true);
    expect((await cashier.post<{ valid: boolean }>(cashier.b('users/validate'), { email: 'gerente@cantina.com.br', password: 'x' })).body.valid).toBe(false);

    const removed = await manager.del(manager.b(`users/${created.body.id}`));
    expect(removed.status).toBe(200);
    const afterRemoval = await request<{ user: { businesses: unknown[] } }>(server.url, 'POST', '/login/login-pdv', { email: 'paula@cantina.com.br', password: 'paula123' });
    expect(afterRemoval.body.user.businesses).toEqual([]);
    // Paula comes back with her own password: nobody is linked without their consent.
    const link = await manager.post<{ id: string }>('/user-business', { userId: created.body.id, businessId: b, roles: ['business_kds'], password: 'paula123' });
    expect(link.status).toBe(201);
    expect((await manager.put<{ roles: string[] }>(`/user-business/${link.body.id}`, { roles: ['business_operator_dispatch'] })).body.roles).toEqual(['business_operator_dispatch']);
    expect((await manager.del(`/user-business/${link.body.id}`)).status).toBe(200);
    expect((await manager.del(`/user-business/${link.body.id}`)).body).toEqual({ message: 'Vínculo de usuário não encontrado' });
  });
});
