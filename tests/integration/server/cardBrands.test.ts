// Card brands through the typed client against the real server: the client sends the list the spec names
// (002 §5 "Creating credit card brands with an empty list is rejected ... 'Ao menos alguma bandeira deve ser
// informada'") and the server takes that list, answers the brands created, and refuses an empty one alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID, demoId, login, newId, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let api: Api;
beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier')]);
  const base = { main: server.url, report: server.url, worker: server.url, link: server.url };
  api = createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token: manager.token, baseUrls: { local: base } });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const brandsOf = async (paymentMethodId: string) =>
  (
    await cashier.gql<{ creditCardBanners: { id: string; name: string }[] }>('query($b: ID!, $f: JSON){ creditCardBanners(businessId: $b, filter: $f){ id name } }', {
      b: DEMO_BUSINESS_ID,
      f: { paymentMethodId },
    })
  ).body.data?.creditCardBanners ?? [];

describe('credit card brands: typed client and server agree on the list', () => {
  it('creates the brands of a list in one call, answers them in order, and the cashier reads them', async () => {
    const pm = await manager.post<{ id: string }>(manager.b('payments/payment-methods'), { id: newId(), name: 'Crédito na maquininha 2', type: 'credit' });
    expect(pm.status).toBe(201);
    const ids = [newId(), newId(), newId()];
    const created = (await api.paymentMethods.creditCardBannersCreate({
      body: { paymentMethodId: pm.body.id, creditCardBanners: [{ id: ids[0], name: 'Sorocred' }, { id: ids[1], name: 'Cabal' }, { id: ids[2], name: 'Banescard' }] },
    })) as { id: string; name: string; paymentMethodId: string }[];
    expect(created.map((b) => [b.id, b.name, b.paymentMethodId])).toEqual([
      [ids[0], 'Sorocred', pm.body.id],
      [ids[1], 'Cabal', pm.body.id],
      [ids[2], 'Banescard', pm.body.id],
    ]);
    expect((await brandsOf(pm.body.id)).map((b) => b.name).sort()).toEqual(['Banescard', 'Cabal', 'Sorocred']);

    // Update and delete one brand through the client as well.
    const renamed = (await api.paymentMethods.creditCardBannersUpdate({ params: { id: ids[1] as string }, body: { name: 'Cabal Débito' } as never })) as { name: string };
    expect(renamed.name).toBe('Cabal Débito');
    await api.paymentMethods.creditCardBannersDelete({ params: { id: ids[2] as string } });
    expect((await brandsOf(pm.body.id)).map((b) => b.name).sort()).toEqual(['Cabal Débito', 'Sorocred']);
  });

  it('answers a retried call (same Idempotency-Key) with the first answer and creates nothing more', async () => {
    const body = { paymentMethodId: demoId('pm:credito'), creditCardBanners: [{ id: newId(), name: 'Diners Club' }] };
    const key = newId();
    const first = await api.paymentMethods.creditCardBannersCreate({ body, idempotencyKey: key });
    const again = await api.paymentMethods.creditCardBannersCreate({ body, idempotencyKey: key });
    expect(again).toEqual(first);
    expect((await brandsOf(demoId('pm:credito'))).filter((b) => b.name === 'Diners Club')).toHaveLength(1);
  });

  it('refuses an empty list with the spec message on both sides', async () => {
    await expect(api.paymentMethods.creditCardBannersCreate({ body: { paymentMethodId: demoId('pm:credito'), creditCardBanners: [] } })).rejects.toThrow(
      'Ao menos alguma bandeira deve ser informada',
    );
    const res = await manager.post<{ message: string; issues: { path: string; message: string }[] }>(manager.b('payments/credit-card-banners'), {
      paymentMethodId: demoId('pm:credito'),
      creditCardBanners: [],
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'creditCardBanners', message: 'Ao menos alguma bandeira deve ser informada' });
  });

  it('refuses a brand without a name, a single brand (the old shape), and a payment method of another business', async () => {
    const noName = await manager.post<{ issues: { path: string; message: string }[] }>(manager.b('payments/credit-card-banners'), {
      paymentMethodId: demoId('pm:credito'),
      creditCardBanners: [{ id: newId() }],
    });
    expect(noName.status).toBe(400);
    expect(noName.body.issues).toContainEqual({ path: 'creditCardBanners.0.name', message: 'Campo obrigatório' });
    const single = await manager.post<{ issues: { path: string }[] }>(manager.b('payments/credit-card-banners'), { paymentMethodId: demoId('pm:credito'), name: 'Visa' });
    expect(single.status).toBe(400);
    expect(single.body.issues.map((i) => i.path)).toContain('creditCardBanners');
    const foreign = await api.paymentMethods
      .creditCardBannersCreate({ body: { paymentMethodId: newId(), creditCardBanners: [{ name: 'Visa' }] } })
      .catch((e: unknown) => e as { message: string; status: number });
    expect(foreign).toMatchObject({ status: 404, message: 'Forma de pagamento não encontrada' });
    const other = createApi({
      session: { context: 'business', businessId: OTHER_BUSINESS_ID, project: 'pdv', environment: 'local' },
      token: manager.token,
      baseUrls: { local: { main: server.url, report: server.url, worker: server.url, link: server.url } },
    });
    await expect(other.paymentMethods.creditCardBannersCreate({ body: { paymentMethodId: demoId('pm:credito'), creditCardBanners: [{ name: 'Visa' }] } })).rejects.toMatchObject({
      status: 403,
      message: 'Você não tem acesso a este estabelecimento',
    });
  });
});
