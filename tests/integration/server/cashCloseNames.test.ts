// Closing the register when the business refuses it with open bills (config.cashRegister.closeWithOpenBills false):
// with nothing open the close goes through, and a comanda at no table is named by its description, else by the
// last four characters of its id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, login, newId, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
beforeAll(async () => {
  server = await startTestServer();
  manager = await login(server.url, 'manager');
  expect((await manager.put(`/businesses/${DEMO_BUSINESS_ID}`, { config: { cashRegister: { closeWithOpenBills: false } } })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function openAudit(): Promise<string> {
  const reg = await manager.post<{ id: string }>(manager.b('payments/cash-registers'), { id: newId(), name: `Caixa ${newId().slice(-4)}` });
  return (await manager.post<{ id: string }>(manager.b('payments/cash-register-audits/open'), { id: newId(), cashRegisterId: reg.body.id, openingAmount: 0 })).body.id;
}
const close = (id: string) => manager.put(manager.b(`payments/cash-register-audits/${id}/close`), { counted: {} });

describe('closing the register when open bills forbid it', () => {
  it('closes when no table or comanda is open', async () => {
    expect((await close(await openAudit())).status).toBe(200);
  });

  it('names a comanda at no table by its description, else by the end of its id', async () => {
    const described = await manager.post<{ id: string }>(manager.b('order-pads/open/'), { id: newId(), description: 'Balcão do João' });
    const bare = await manager.post<{ id: string }>(manager.b('order-pads/open/'), { id: newId() });
    expect([described.status, bare.status]).toEqual([201, 201]);
    const refused = await close(await openAudit());
    expect(refused.status).toBe(409);
    const message = (refused.body as { message: string }).message;
    expect(message).toContain('Balcão do João');
    expect(message).toContain(`Comanda ${bare.body.id.slice(-4)}`);
  });
});
