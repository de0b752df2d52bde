// The terminal's side of who may do what (issue 16 items 11-12, issue 13 item 7), over the host's real bridge:
// printers, NFC-e data and the certificate are refused to a cashier even when called past the screens, and a
// manager's pass is turned into a grant only when the password is right and the person may authorise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_USERS } from '../../../src-server/demo/ids.js';
import { decodeGrant } from '../../../src-shared/api/schemas/authorization.js';
import type { CommandRequest } from '../../../src-shared/bridge/contract.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { CAIXA, GERENTE } from './fixtures.js';
import { BridgeCallError, Peer } from './peer.js';
import { startSyncStack, type SyncStack } from './syncStack.js';

let stack: SyncStack;
let peer: Peer;

beforeAll(async () => {
  stack = await startSyncStack({ terminals: 1 });
  peer = await Peer.connect(stack.terminals[0]!.url);
}, 120_000);

afterAll(async () => {
  peer?.close();
  await stack?.close();
});

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => (err instanceof BridgeCallError ? { code: err.data.code, message: err.data.message } : { code: 'other', message: String(err) }),
  );

const printer: CommandRequest<'printing.printers.save'>['printer'] = {
  id: 'caixa',
  name: 'Caixa',
  model: 'ESC_POS',
  size: 'medium',
  connection: { type: 'tcp', host: '127.0.0.1', port: 9100 },
  roles: ['cashier'],
  statusIntervalMs: 0,
};
const settingsOnly = { code: 'forbidden', message: 'Só um gerente pode fazer isto neste terminal. Entre como gerente e tente de novo.' };

describe('the terminal refuses setup to whom may not do it', () => {
  it('refuses printers, NFC-e data and the certificate to no one logged in and to a cashier; a manager may', async () => {
    expect(await refusal(peer.call('printing.printers.save', { printer }))).toEqual(settingsOnly);
    await peer.call('session.login', CAIXA);
    expect(await refusal(peer.call('printing.printers.save', { printer }))).toEqual(settingsOnly);
    expect(await refusal(peer.call('printing.printers.remove', { printerId: 'caixa' }))).toEqual(settingsOnly);
    expect(await refusal(peer.call('fiscal.installCertificate', { pfxBase64: 'AAAAAAAAAAAA', password: 'x' }))).toEqual(settingsOnly);
    await peer.call('session.login', GERENTE);
    expect(await refusal(peer.call('printing.printers.save', { printer }))).toBeNull();
  });
});

describe("a manager's pass at the counter", () => {
  it('answers a grant for that action and row when the manager types the right password, never the password', async () => {
    await peer.call('session.login', CAIXA);
    const entityId = newId();
    const wrong = await refusal(peer.call('session.authorize', { ...GERENTE, password: 'errada', businessId: DEMO_BUSINESS_ID, action: 'cashEntry', entityId }));
    expect(wrong).toEqual({ code: 'bad_credentials', message: 'E-mail ou senha inválidos' });
    const notManager = await refusal(peer.call('session.authorize', { ...CAIXA, businessId: DEMO_BUSINESS_ID, action: 'cashEntry', entityId }));
    expect(notManager).toEqual({ code: 'forbidden', message: 'Quem autorizou não tem permissão para esta ação' });
    const ok = await peer.call('session.authorize', { ...GERENTE, businessId: DEMO_BUSINESS_ID, action: 'cashEntry', entityId });
    expect(ok.name).toBe('Rita Gerente');
    expect(ok.authorizedBy.userId).toBe(DEMO_USERS.manager.id);
    expect(decodeGrant(ok.authorizedBy.grant)?.claims).toMatchObject({ sub: DEMO_USERS.manager.id, biz: DEMO_BUSINESS_ID, act: 'cashEntry', ent: entityId });
    expect(JSON.stringify(ok)).not.toContain(GERENTE.password);
  });

  it("follows the business's authorizationRoles: a cashier named for discounts authorises one, a manager left out of cash entries does not", async () => {
    const setRoles = async (authorizationRoles: Record<string, string[]>) => {
      const login = await fetch(`${stack.serverUrl}/login/login-pdv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(GERENTE) });
      const { token } = (await login.json()) as { token: string };
      const res = await fetch(`${stack.serverUrl}/businesses/${DEMO_BUSINESS_ID}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': newId() },
        body: JSON.stringify({ config: { authorizationRoles } }),
      });
      expect(res.status).toBe(200);
    };
    await setRoles({ discount: ['business_manager', 'business_operator'], cashEntry: ['business_admin'] });
    await peer.call('session.login', CAIXA);
    const entityId = newId();
    const cashier = await peer.call('session.authorize', { ...CAIXA, businessId: DEMO_BUSINESS_ID, action: 'discount', entityId });
    expect(decodeGrant(cashier.authorizedBy.grant)?.claims).toMatchObject({ act: 'discount', ent: entityId });
    const notAuthorizer = { code: 'forbidden', message: 'Quem autorizou não tem permissão para esta ação' };
    expect(await refusal(peer.call('session.authorize', { ...GERENTE, businessId: DEMO_BUSINESS_ID, action: 'cashEntry', entityId }))).toEqual(notAuthorizer);
    // Actions the business names no one for keep the default: managers, not cashiers.
    expect(await refusal(peer.call('session.authorize', { ...CAIXA, businessId: DEMO_BUSINESS_ID, action: 'cancelOrder', entityId }))).toEqual(notAuthorizer);
    await setRoles({});
  });

  it('pauses after five refused passes, even a right one, and says so', async () => {
    const entityId = newId();
    const ask = (password: string) => refusal(peer.call('session.authorize', { ...GERENTE, password, businessId: DEMO_BUSINESS_ID, action: 'cancelOrder', entityId }));
    let last = await ask('errada');
    for (let i = 0; i < 6 && last?.code !== 'too_many_attempts'; i++) last = await ask('errada');
    expect(last?.code).toBe('too_many_attempts');
    const right = await ask(GERENTE.password);
    expect(right).toMatchObject({ code: 'too_many_attempts', message: expect.stringMatching(/^Muitas tentativas de autorização recusadas: tente de novo em \d+ min$/) });
  });
});
