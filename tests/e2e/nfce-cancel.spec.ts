// A manager cancels a sale's NFC-e from the screens, against the real server and the SEFAZ homologation simulator:
// the cashier's sale is emitted online (tpEmis 1) and authorised; Configurações → Fiscal lists it under "NFC-e
// emitidas neste terminal" as Autorizada with "Cancelar NFC-e"; the manager types the justification and the
// terminal signs the cancellation (110111), the outbox carries it, SEFAZ registers it and the row reads Cancelada.
// A note authorised more than 30 minutes ago shows the reason instead of the button. The list is the business's
// NFC-e of the day: a note another terminal handed to the server shows with its situation and says to cancel it at
// that terminal. The orders board shows each sale's NFC-e situation on its card. Shots at 1366×768 and 768×1024.
import { test, expect, type Page } from '@playwright/test';
import type WebSocket from 'ws';
import { openPfx } from '../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../src-main/fiscal/emit.js';
import { startSefazSimulator, type SefazSimulator } from '../../src-server/fiscal/simulator.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { login } from '../integration/server/harness.js';
import type { BridgeResult, ServerFrame } from '../../src-shared/bridge/protocol.js';
import { openBridgeSocket } from '../support/bridgeAuth.js';
import type { Stack } from '../support/stack.js';
import { makeTestCertificate, normalBusiness, simplesBusiness, variedSales } from '../unit/fiscal/fixtures.js';
import { closeCounter, fireCodes, openTable, openTerminal, setUpPrinters, virtualPrinter, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
let sim: SefazSimulator;
/** The simulator's clock runs this far behind (a note authorised "40 minutes ago"). */
let simBehindMs = 0;
const printers: Record<string, PaperPrinter> = {};

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

async function settle(table: string): Promise<void> {
  await openTable(page, table, 1);
  await fireCodes(page, ['404']);
  await page.keyboard.press('F8');
  await page.getByTestId('payment-methods').getByRole('button', { name: 'PIX' }).click();
  await page.getByRole('button', { name: 'Lançar pagamento' }).click();
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');
  await page.keyboard.press('F11');
  await expect(page.getByText(/autorizada pela SEFAZ, protocolo [0-9]{15}/)).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  sim = await startSefazSimulator({ csc: { [simplesBusiness.cnpj]: simplesBusiness.csc }, now: () => new Date(Date.now() - simBehindMs) });
  ({ stack, page } = await openTerminal(browser, 'manager', { POS_SEFAZ_NFCE_URL: sim.url }));
  printers.Caixa = await virtualPrinter('Caixa');
  await setUpPrinters(page, printers, 'Caixa');
  // The terminal's fiscal data, online emission and certificate (their own screen is covered by nfce-online.spec.ts).
  const ws = await openBridgeSocket(stack.hostUrl);
  await new Promise((resolve) => ws.once('open', resolve));
  const cert = makeTestCertificate();
  expect(await call(ws, 1, 'fiscal.configure', { business: simplesBusiness, serie: 870, online: { url: sim.url, timeoutMs: 4_000, retryAfterMs: 600_000 } })).toMatchObject({ ok: true });
  expect(await call(ws, 2, 'fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password })).toMatchObject({ ok: true });
  ws.close();
});

test.afterAll(async () => {
  await closeCounter(page, printers, stack);
  await sim?.close();
});

test('a sale emitted online is cancelled from Configurações → Fiscal: its row reads Cancelada', async () => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await settle('Mesa 5');
  const [key] = [...sim.authorized.keys()];
  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes');
  const list = page.getByTestId('nfce-issued');
  const row = list.getByTestId('nfce-issued-row').filter({ hasText: 'nº 1 · série 870' });
  await expect(row).toContainText('Autorizada');
  await list.scrollIntoViewIfNeeded();
  await shotBothSizes(page, 'nfce-list-authorized');

  await row.getByTestId('nfce-cancel').click();
  const dialog = page.getByTestId('nfce-cancel-dialog');
  await expect(dialog.getByRole('heading', { name: 'Cancelar a NFC-e nº 1' })).toBeVisible();
  await dialog.getByRole('textbox').fill('Curta');
  await expect(dialog.getByRole('button', { name: /Enviar/ })).toBeDisabled();
  await dialog.getByRole('textbox').fill('Cliente desistiu da compra no balcão');
  await shotBothSizes(page, 'nfce-cancel-dialog');
  await dialog.getByRole('button', { name: /Enviar/ }).click();
  await expect(page.getByText('NFC-e nº 1 cancelada')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Cancelada');
  await expect(row.getByTestId('nfce-cancel')).toHaveCount(0);
  expect(sim.authorized.get(key!)?.cancelled).toBe(true);
  await list.scrollIntoViewIfNeeded();
  await shotBothSizes(page, 'nfce-list-canceled');
});

test('past the 30-minute window the button gives way to the reason', async () => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  simBehindMs = 40 * 60_000;
  try {
    await settle('Mesa 6');
  } finally {
    simBehindMs = 0;
  }
  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes');
  const row = page.getByTestId('nfce-issued').getByTestId('nfce-issued-row').filter({ hasText: 'nº 2 · série 870' });
  await expect(row).toContainText('Autorizada');
  await expect(row.getByTestId('nfce-cancel')).toHaveCount(0);
  await expect(row.getByTestId('nfce-cancel-closed')).toHaveText('Prazo de cancelamento (30 minutos após a autorização) encerrado');
});

test("another terminal's note of the day shows with its situation and is cancelled there; the orders board shows each sale's NFC-e", async () => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  // Emitted and authorised at another terminal (its own series 871), handed over to the server as terminals do.
  const made = makeTestCertificate();
  const sale = { ...variedSales()[2]!, groupPaymentId: newId() };
  const signed = emitNfce({ business: normalBusiness, sale, serie: 871, nNF: 7, cNF: '31415926', emittedAt: new Date(), contingency: null, verProc: 'teste 1.0' }, openPfx(made.pfx, made.password));
  const manager = await login(stack.serverUrl, 'manager');
  const handed = await manager.post(manager.b('fiscal/nfce/generate'), { id: newId(), groupPaymentId: sale.groupPaymentId, key: signed.built.key, xml: signed.xml, tpEmis: 1, status: 'autorizada' }, newId());
  expect(handed.status).toBeLessThan(300);

  // The orders board first (the settings screen is still open from the test before: leaving it reads the list anew).
  await page.goto(page.url().replace(/#.*$/, '') + '#/pedidos');
  const cards = page.getByTestId('orders-screen').locator('[data-testid^="order-card-"]');
  await expect(cards.filter({ hasText: 'Mesa 5' }).first().getByTestId('order-nfce')).toHaveText('NFC-e cancelada');
  await expect(cards.filter({ hasText: 'Mesa 6' }).first().getByTestId('order-nfce')).toHaveText('NFC-e autorizada');
  await shotBothSizes(page, 'orders-board-nfce');

  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes');
  const list = page.getByTestId('nfce-issued');
  await expect(list.getByRole('heading', { name: 'NFC-e do dia' })).toBeVisible();
  await expect(list).toContainText('As NFC-e de hoje de todos os terminais');
  const other = list.getByTestId('nfce-issued-row').filter({ hasText: 'nº 7 · série 871' });
  await expect(other).toContainText('Autorizada');
  await expect(other.getByTestId('nfce-cancel')).toHaveCount(0);
  await expect(other.getByTestId('nfce-other-terminal')).toHaveText('Emitida em outro terminal: cancele no terminal que a emitiu');
  // This terminal's notes are still its own to cancel (or past their window).
  await expect(list.getByTestId('nfce-issued-row').filter({ hasText: 'nº 1 · série 870' })).toContainText('Cancelada');
  await list.scrollIntoViewIfNeeded();
  await shotBothSizes(page, 'nfce-list-day');

});
