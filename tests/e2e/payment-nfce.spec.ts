// The NFC-e at the counter: the manager types the business's fiscal data, the contingency series and
// installs the A1 certificate on the settings screen; the cashier settles a table and emits the NFC-e,
// whose DANFE (two copies, in contingency, series 890) comes out of the receipt printer.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { makeTestCertificate, TEST_CNPJ } from '../unit/fiscal/fixtures.js';
import { openTable, fireCodes, closeCounter, openCounter, shot, type PaperPrinter } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const printers: Record<string, PaperPrinter> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openCounter(browser, 'manager', printers, ['Cozinha', 'Bar', 'Caixa']));
});

test.afterAll(async () => {
  await closeCounter(page, printers, stack);
});

test('the manager sets up the NFC-e: fiscal data, series 890 and the A1 certificate', async () => {
  const fiscal = page.getByTestId('fiscal-setup');
  await expect(fiscal.getByTestId('fiscal-status')).toContainText('NFC-e não configurada neste terminal');
  // The business's legal name comes from its record; the rest is typed.
  await expect(fiscal.getByLabel('Razão social')).toHaveValue('Cantina Bella Napoli Ltda');
  const fill = async (label: string, value: string) => fiscal.getByLabel(label, { exact: true }).fill(value);
  await fill('CNPJ', TEST_CNPJ);
  await fill('Inscrição estadual', '111222333444');
  await fill('Rua', 'Rua Augusta');
  await fill('Número', '1200');
  await fill('Bairro', 'Consolação');
  await fill('Município', 'São Paulo');
  await fill('UF', 'SP');
  await fill('Código IBGE do município', '3550308');
  await fill('CEP', '01304001');
  await fill('Identificador do CSC', '000001');
  await fiscal.getByLabel('Código do CSC (token)').fill('A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6');
  await fill('Série de contingência NFC-e', '890');
  await fiscal.getByRole('button', { name: 'Salvar dados fiscais' }).click();
  await expect(fiscal.getByTestId('fiscal-status')).toContainText('Configurada · série 890 · próxima nota 1');

  const cert = makeTestCertificate();
  await fiscal.getByLabel('Arquivo do certificado (.pfx)').setInputFiles({ name: 'cantina.pfx', mimeType: 'application/x-pkcs12', buffer: Buffer.from(cert.pfx) });
  await fiscal.getByLabel('Senha do certificado').fill('senha-errada');
  await fiscal.getByRole('button', { name: 'Instalar certificado' }).click();
  await expect(page.getByText('Senha do certificado digital incorreta ou arquivo .pfx inválido')).toBeVisible();
  await fiscal.getByLabel('Senha do certificado').fill(cert.password);
  await fiscal.getByRole('button', { name: 'Instalar certificado' }).click();
  await expect(fiscal.getByTestId('fiscal-status')).toContainText(`Certificado: CANTINA TESTE LTDA:${TEST_CNPJ}`);
  await expect(fiscal.getByTestId('certificate-file')).toHaveText('cantina.pfx');
  await fiscal.getByTestId('fiscal-status').scrollIntoViewIfNeeded();
  await shot(page, 'settings-fiscal');
});

test('the cashier settles table 3 by PIX and emits the NFC-e; the DANFE prints in contingency', async () => {
  await openTable(page, 'Mesa 3', 1);
  await fireCodes(page, ['404', '800']);
  // 12,90 + 12,90 = 25,80; with 10 %: 28,38.
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 28,38');
  await page.keyboard.press('F8');
  await page.getByTestId('payment-methods').getByRole('button', { name: 'PIX' }).click();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');

  await page.keyboard.press('F11');
  await expect(page.getByText('NFC-e emitida e enviada à impressora')).toBeVisible();
  const danfe = await printers.Caixa!.waitForText(['EMITIDA EM CONTINGÊNCIA', 'Pendente de autorização', 'NFC-e nº 1 Série 890', 'CONSUMIDOR NÃO IDENTIFICADO', 'Via Consumidor', 'Via do Estabelecimento', '28,38']);
  expect(danfe).toContain('Rua Augusta');
  await shot(page, 'payment-nfce');

  // Issue 16 item 19: F11 again shows the DANFE on screen first (both copies, the same note, no new number);
  // Esc prints nothing, Enter prints it again.
  const count = () => printers.Caixa!.text().split('NFC-e nº 1 Série 890').length - 1;
  await page.waitForTimeout(1000);
  const printed = count();
  await page.keyboard.press('F11');
  const preview = page.getByTestId('print-preview-dialog');
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('figure')).toHaveCount(2);
  await expect(preview.getByRole('figure').first()).toContainText('NFC-e nº 1 Série 890');
  await expect(preview.getByRole('figure').first()).toContainText('Via Consumidor');
  await expect(preview.getByRole('figure').last()).toContainText('Via do Estabelecimento');
  await expect(preview.getByRole('figure').first()).toContainText('28,38');
  await shotBothSizes(page, 'payment-nfce-reprint-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(count()).toBe(printed);
  await page.keyboard.press('F11');
  await expect(preview).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('DANFE da NFC-e enviado à impressora novamente')).toBeVisible();
  await expect.poll(count, { timeout: 15_000 }).toBeGreaterThan(printed);
  expect(printers.Caixa!.text()).not.toContain('NFC-e nº 2 Série 890');

  // Settings tell it waits to be transmitted, and the next note is number 2.
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Configurações' }).click();
  await expect(page.getByTestId('fiscal-status')).toContainText('próxima nota 2');
  await expect(page.getByTestId('fiscal-status')).toContainText('1 NFC-e pendente de transmissão');
});

test('a sale from R$ 10.000,00 asks the CPF/CNPJ before the NFC-e; a wrong one is refused and takes no number', async () => {
  await openTable(page, 'Mesa 4', 1);
  const search = page.getByTestId('product-search');
  // Two plates of 75 kg of buffet (a plate weighs at most 100 kg) at R$ 74,90: R$ 11.235,00, with 10 %: R$ 12.358,50.
  for (let plate = 0; plate < 2; plate++) {
    await search.fill('700');
    await search.press('Enter');
    await page.getByTestId('weight-dialog').getByRole('textbox').fill('75,000');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('draft-line')).toHaveCount(plate + 1);
  }
  await page.keyboard.press('F4');
  await expect(page.getByTestId('draft-line')).toHaveCount(0);
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 12.358,50');
  await page.keyboard.press('F8');
  await page.getByTestId('payment-methods').getByRole('button', { name: 'PIX' }).click();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');

  await page.keyboard.press('F11');
  const ask = page.getByTestId('nfce-buyer-dialog');
  await expect(ask).toContainText('Venda a partir de R$ 10.000,00: informe o CPF ou CNPJ do consumidor');
  // Cancelled: nothing emitted, no number taken.
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await page.keyboard.press('F11');
  const field = ask.getByLabel('CPF ou CNPJ');
  await field.fill(TEST_CNPJ);
  await expect(ask.getByRole('alert')).toHaveText('O CNPJ do consumidor é o do próprio estabelecimento: informe o CPF ou CNPJ de quem compra');
  await field.fill('529.982.247-24');
  await expect(ask.getByRole('alert')).toHaveText('CPF do consumidor inválido: confira os dígitos');
  await expect(ask.getByRole('button', { name: 'Emitir NFC-e' })).toBeDisabled();
  await field.fill('529.982.247-25');
  await expect(ask.getByRole('alert')).toHaveCount(0);
  await shot(page, 'payment-nfce-buyer');
  // The waiter's tablet, portrait.
  await page.setViewportSize({ width: 768, height: 1024 });
  await shot(page, 'payment-nfce-buyer-portrait');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('NFC-e emitida e enviada à impressora')).toBeVisible();
  const danfe = await printers.Caixa!.waitForText(['NFC-e nº 2 Série 890', 'CONSUMIDOR CPF: 529.982.247-25', '12.358,50']);
  expect(danfe.replace(/\s+/g, ' ')).toContain('CEP 01304-001');
});

test("a delivery's NFC-e names the customer and the delivery address (dest/enderDest and the DANFE)", async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Balcão' }).click();
  await page.getByRole('button', { name: /Delivery por telefone/ }).click();
  await page.getByLabel('Telefone do cliente').fill('(11) 98765-4321');
  await expect(page.getByTestId('customer-found')).toHaveText('Cliente: Maria Aparecida Silva');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /Avenida Paulista, 1578/ }).click();
  await page.getByRole('button', { name: /Entrega própria/ }).click();
  const search = page.getByTestId('product-search');
  await search.fill('401');
  await search.press('Enter');
  await page.keyboard.press('F4');
  await expect(page.getByTestId('payment-screen')).toBeVisible();
  // The cashier reads what is owed (the guaraná and the delivery fee) before paying: the order just fired may take a
  // moment to show on a busy terminal (see the note on picturing queued changes).
  await expect(page.getByTestId('bill-balance')).toHaveText('R$ 13,00');
  await page.getByTestId('payment-methods').getByRole('button', { name: 'PIX' }).click();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');

  // Maria's CPF is on her record: no question, the note goes out with her and her address.
  await page.keyboard.press('F11');
  await expect(page.getByText('NFC-e emitida e enviada à impressora')).toBeVisible();
  await expect(page.getByTestId('nfce-buyer-dialog')).toHaveCount(0);
  const danfe = (await printers.Caixa!.waitForText(['NFC-e nº 3 Série 890', 'CONSUMIDOR CPF: 123.456.789-09'])).replace(/\s+/g, ' ');
  expect(danfe).toContain('Entrega: Avenida Paulista, 1578 Apto 42, Bela Vista, São Paulo - SP, CEP 01310-100');
  // Guaraná R$ 6,00 + delivery R$ 7,00 = R$ 13,00 paid; the fee is in the note, not given back as change.
  const note = danfe.slice(danfe.lastIndexOf('NFC-e nº 3 Série 890') - 1500);
  expect(note).toMatch(/Valor a pagar R\$ *13,00/);
  expect(note).not.toContain('Troco');
  await shot(page, 'payment-nfce-delivery');
});
