// Issue 16 item 9: releasing the last table of a service whose comanda still owes money is refused (409, in
// Portuguese): the bill must not survive as an anonymous comanda with the table shown "Livre".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = await login(server.url, 'cashier');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function tableStatus(id: string): Promise<string | undefined> {
  const res = await cashier.gql<{ tables: { id: string; status: string }[] }>('query($b: ID!){ tables(businessId: $b){ id status } }', { b: DEMO_BUSINESS_ID });
  return res.body.data?.tables.find((t) => t.id === id)?.status;
}

describe('releasing a table', () => {
  it('refuses the last table of an unpaid bill, saying what is owed; the table stays occupied', async () => {
    const { serviceId } = await padWithOrder(cashier, 'table:12', [{ productId: demoId('product:coca-lata'), quantity: 2000 }]);
    const res = await cashier.post(cashier.b(`services/${serviceId}/tables/${demoId('table:12')}/release`));
    expect(res.status).toBe(409);
    // 2 × R$ 6,50 + 10 % = R$ 14,30.
    expect(res.body).toEqual({ message: 'Mesa 12 ainda tem R$ 14,30 a receber: receba a conta ou transfira o atendimento antes de liberar a mesa' });
    expect(await tableStatus(demoId('table:12'))).toBe('occupied');
  });

  it('releases one of two tables (the bill stays with the other) and a table with nothing owed', async () => {
    const { serviceId } = await padWithOrder(cashier, 'table:13', [{ productId: demoId('product:coca-lata'), quantity: 1000 }]);
    expect((await cashier.post(cashier.b(`services/${serviceId}/tables`), { tableId: demoId('table:14') })).status).toBe(200);
    expect((await cashier.post(cashier.b(`services/${serviceId}/tables/${demoId('table:14')}/release`))).status).toBe(200);
    expect(await tableStatus(demoId('table:14'))).toBe('released');
    expect(await tableStatus(demoId('table:13'))).toBe('occupied');

    const empty = await cashier.post<{ id: string; serviceId: string }>(cashier.b('order-pads/open/'), { id: newId(), tableId: demoId('table:15') });
    expect((await cashier.post(cashier.b(`services/${empty.body.serviceId}/tables/${demoId('table:15')}/release`))).status).toBe(200);
    expect(await tableStatus(demoId('table:15'))).toBe('released');
  });
});
