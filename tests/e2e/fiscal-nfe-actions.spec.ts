// A manager issues, corrects and cancels an NF-e (model 55) from the screens, against the real server and the
// SEFAZ homologation simulator: on the orders board, a picked-up order whose customer has a CPF gets "Emitir NF-e";
// the manager completes the recipient's address and the terminal signs the note with its A1 certificate and
// sends it; Configurações → Fiscal lists it as Autorizada; a correction letter makes it "CC-e 1"; "Cancelar" makes
// it Cancelada. Shots of each step at 1366×768 and 768×1024. A cashier sees none of it.
import { test, expect, type Page } from '@playwright/test';
import type WebSocket from 'ws';
import { startSefazSimulator, type SefazSimulator } from '../../src-server/fiscal/simulator.js';
import { newId } from '../../src-shared/ids/uuid.js';
import type { BridgeResult, ServerFrame } from '../../src-shared/bridge/protocol.js';
import { demoId, login } from '../integration/server/harness.js';
import { openBridgeSocket } from '../support/bridgeAuth.js';
import type { Stack } from '../support/stack.js';
import { makeTestCertificate, simplesBusiness } from '../unit/fiscal/fixtures.js';
import { closeCounter, login as loginAt, openTerminal } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

const CANTINA_CNPJ = '12345678000195';
let stack: Stack;
let page: Page;
let sim: SefazSimulator;

test.describe.configure({ mode: 'serial' });

function call(ws: WebSocket, id: number, name: string, payload: unknown): Promise<BridgeResult> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.t === 'res' && frame.id === id) {
        ws.off('message', onMessage);
        resolve(frame.result);
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ t: 'cmd', id, name, payload }));
  });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  sim = await startSefazSimulator();
  ({ stack, page } = await openTerminal(browser, 'manager', { POS_SEFAZ_NFCE_URL: sim.url }));
  // The terminal's fiscal data and certificate (their own screen is covered by nfce-online.spec.ts).
  const ws = await openBridgeSocket(stack.hostUrl);
  await new Promise((resolve) => ws.once('open', resolve));
  const cert = makeTestCertificate({ cnpj: CANTINA_CNPJ });
  // Production: in homologation SEFAZ's fixed test text replaces the recipient's name.
  expect(await call(ws, 1, 'fiscal.configure', { business: { ...simplesBusiness, cnpj: CANTINA_CNPJ, environment: 'production' }, serie: 3 })).toMatchObject({ ok: true });
  expect(await call(ws, 2, 'fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password })).toMatchObject({ ok: true });
  ws.close();
  // A counter order for a customer with a CPF, picked up.
  const manager = await login(stack.serverUrl, 'manager');
  const customer = newId();
  expect((await manager.post(manager.b('entities'), { id: customer, type: 'customer', name: 'Joana Catarinense', document: '52998224725' }, newId())).status).toBe(201);
  const order = newId();
  const made = await manager.post(manager.b('orders'), { id: order, originType: 'balcony', deliveryMode: 'balcony', entityId: customer, products: [{ productId: demoId('product:batata'), quantity: 2000 }] }, newId());
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  for (const status of ['readyToPickUp', 'pickedUp']) expect((await manager.put(manager.b(`orders/${order}/change-status`), { status }, newId())).status).toBe(200);
});

test.afterAll(async () => {
  await closeCounter(page, {}, stack);
  await sim?.close();
});

test('the manager finds the picked-up order under "NF-e a emitir" on the orders board and issues its NF-e', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(page.url().replace(/#.*$/, '') + '#/pedidos');
  await expect(page.getByTestId('column-Finalizados').getByText('Joana Catarinense')).toBeVisible();
  // The server's list of finished orders of identified customers without an NF-e: this one.
  await page.getByTestId('to-emit-open').click();
  const toEmit = page.getByTestId('to-emit-dialog').getByTestId('to-emit-order');
  await expect(toEmit).toHaveCount(1);
  await expect(toEmit).toContainText('Joana Catarinense');
  await expect(toEmit).toContainText('R$ 49,80');
  await page.screenshot({ path: 'test-results/screens/nfe-to-emit-1366x768.png' });
  await toEmit.click();
  const issue = page.getByTestId('nfe-issue-dialog');
  await expect(issue.getByLabel('CPF ou CNPJ')).toHaveValue('52998224725');
  await expect(issue.getByLabel('Nome ou razão social')).toHaveValue('Joana Catarinense');
  await issue.getByLabel('Rua', { exact: true }).fill('Rua Augusta');
  await issue.getByLabel('Número', { exact: true }).fill('900');
  await issue.getByLabel('Bairro', { exact: true }).fill('Consolação');
  await issue.getByLabel('Município', { exact: true }).fill('São Paulo');
  await issue.getByLabel('Código IBGE do município').fill('3550308');
  await issue.getByLabel('UF', { exact: true }).fill('SP');
  await issue.getByLabel('CEP', { exact: true }).fill('01304001');
  await shotBothSizes(page, 'nfe-issue-dialog');
  await issue.getByRole('button', { name: /Emitir NF-e/ }).click();
  await expect(page.getByText(/NF-e nº 1 autorizada · protocolo [0-9]{15}/)).toBeVisible();
  await expect(issue).toBeHidden();
  expect([...sim.authorized.keys()].filter((k) => k.slice(20, 22) === '55')).toHaveLength(1);
  // Issued: off the list.
  await page.getByTestId('to-emit-open').click();
  await expect(page.getByTestId('to-emit-dialog')).toContainText('Nenhum pedido finalizado de cliente com CPF ou CNPJ está sem NF-e');
  await page.keyboard.press('Escape');
});

test('Configurações → Fiscal: Autorizada, then a CC-e makes it "CC-e 1", then Cancelar makes it Cancelada', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes');
  const list = page.getByTestId('nfe-issued');
  const row = list.locator('tbody tr').filter({ hasText: 'nº 1 · série 3' });
  await expect(row).toContainText('Joana Catarinense');
  await expect(row).toContainText('Autorizada');
  await list.scrollIntoViewIfNeeded();
  await shotBothSizes(page, 'nfe-list-authorized');

  await row.getByTestId('nfe-correct').click();
  const correct = page.getByTestId('nfe-correct-dialog');
  await expect(correct.getByRole('heading', { name: 'Carta de correção 1 da NF-e nº 1' })).toBeVisible();
  await correct.getByRole('textbox').fill('Curto');
  await expect(correct.getByRole('button', { name: /Enviar/ })).toBeDisabled();
  await correct.getByRole('textbox').fill('Complemento do endereco: apartamento 42, bloco B');
  await shotBothSizes(page, 'nfe-correct-dialog');
  await correct.getByRole('textbox').press('Enter');
  await expect(page.getByText('Carta de correção 1 registrada')).toBeVisible();
  await expect(row).toContainText('CC-e 1');
  await expect(row).toContainText('Autorizada');

  await row.getByTestId('nfe-cancel').click();
  const cancel = page.getByTestId('nfe-cancel-dialog');
  await cancel.getByRole('textbox').fill('Pedido emitido para o cliente errado');
  await shotBothSizes(page, 'nfe-cancel-dialog');
  await cancel.getByRole('button', { name: /Enviar/ }).click();
  await expect(page.getByText('NF-e nº 1 cancelada')).toBeVisible();
  await expect(row).toContainText('Cancelada');
  await expect(row.getByTestId('nfe-cancel')).toHaveCount(0);
  await expect(row.getByTestId('nfe-correct')).toHaveCount(0);
  const key = [...sim.authorized.keys()].find((k) => k.slice(20, 22) === '55')!;
  expect(sim.authorized.get(key)).toMatchObject({ cancelled: true, corrections: 1 });
  await list.scrollIntoViewIfNeeded();
  await shotBothSizes(page, 'nfe-list-canceled');
});

test('a cashier sees neither "Emitir NF-e" nor the NF-e actions', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAt(page, 'cashier');
  await page.goto(page.url().replace(/#.*$/, '') + '#/pedidos');
  await page.getByTestId('column-Finalizados').getByText('Joana Catarinense').click();
  const dialog = page.getByTestId('order-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('nfe-issue')).toHaveCount(0);
  await expect(page.getByTestId('to-emit-open')).toHaveCount(0);
  await expect(dialog.getByText('Para emitir NF-e')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes');
  await expect(page.getByTestId('settings-manager-only').first()).toBeVisible();
  await expect(page.getByTestId('nfe-issued')).toHaveCount(0);
  await expect(page.getByTestId('nfe-cancel')).toHaveCount(0);
});
