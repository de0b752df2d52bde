// Issue 16 item 3: closing the register with tables or comandas open. The spec sets no rule: the business's
// setting decides (config.cashRegister.closeWithOpenBills), allowed by default; when it says false the close is
// refused with the open ones named, in Portuguese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, demoId, login, padWithOrder, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, 'manager');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const openAudit = async () => (await manager.post<{ id: string }>(manager.b('payments/cash-register-audits/open'), { cashRegisterId: demoId('cash:1'), openingAmount: 0 })).body.id;
const close = (id: string) => manager.put(manager.b(`payments/cash-register-audits/${id}/close`), { counted: {} });

describe('closing the register with open tables', () => {
  it('is allowed by default and refused, naming them, when the business says so', async () => {
    await padWithOrder(manager, 'table:7', [{ productId: demoId('product:coca-lata'), quantity: 1000 }]);
    expect((await close(await openAudit())).status).toBe(200);

    expect((await manager.put(`/businesses/${DEMO_BUSINESS_ID}`, { config: { cashRegister: { closeWithOpenBills: false } } })).status).toBe(200);
    const audit = await openAudit();
    const refused = await close(audit);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Feche as mesas e comandas abertas antes de fechar o caixa: Mesa 7' });
  });

  it('refuses a count out of range in words a manager reads (issue 16 item 15)', async () => {
    const audit = (await manager.get<{ cashRegisterAudits: { id: string }[] }>(manager.b('payments/cash-register-audits/check-cash-register-audit'))).body.cashRegisterAudits[0]!.id;
    const res = await manager.put(manager.b(`payments/cash-register-audits/${audit}/close`), { counted: { [demoId('pm:dinheiro')]: 9_999_925_000 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Dados inválidos: Valor contado: Deve ser no máximo R$ 1.000.000,00' });
  });
});
