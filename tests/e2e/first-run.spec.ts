// A restaurant goes live from an empty database (POS_SEED_DEMO=0) through the screens: the first-run wizard opens
// by itself; the business with its CNPJ checked and its address from the CEP, its manager, the register, the
// tables in bulk, payment methods and card brands, the kitchen and cashier printers with a test print, the NFC-e
// data with the A1 certificate. Every step is photographed at 1366×768 and 768×1024. Then the first sale, timed
// from the empty database.
import { test, expect, type Page } from '@playwright/test';
import { startSefazSimulator, type SefazSimulator } from '../../src-server/fiscal/simulator.js';
import { startStack, type Stack } from '../support/stack.js';
import { makeTestCertificate, TEST_CNPJ } from '../unit/fiscal/fixtures.js';
import { fireCodes, openRegister, openTable, shot, virtualPrinter, type PaperPrinter } from './support/counter.js';
import { startPostalCodeService, type PostalCodeService } from './support/postalCodeService.js';

let stack: Stack;
let page: Page;
let cepService: PostalCodeService;
let sefaz: SefazSimulator;
const printers: Record<string, PaperPrinter> = {};
let emptyAt = 0;
let managerToken = '';
let businessId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  cepService = await startPostalCodeService({
    '01310100': { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', ibge: '3550308' },
  });
  // SEFAZ's homologation simulator, as the other NFC-e specs use it: the first sale's note is authorized online.
  sefaz = await startSefazSimulator();
  for (const name of ['Cozinha', 'Caixa']) printers[name] = await virtualPrinter(name);
  emptyAt = Date.now();
  stack = await startStack({ env: { POS_SEED_DEMO: '0', POS_POSTAL_CODE_URL: cepService.url, POS_SEFAZ_NFCE_URL: sefaz.url } });
  page = await browser.newPage();
  await page.goto(stack.hostUrl);
});

test.afterAll(async () => {
  await page?.close();
  for (const p of Object.values(printers)) await p.close();
  await stack?.close();
  await cepService?.close();
  await sefaz?.close();
});

/** The step as it is now, on the counter's screen and on a portrait tablet. */
async function shots(name: string): Promise<void> {
  await shot(page, `first-run-${name}`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await shot(page, `first-run-${name}-portrait`);
  await page.setViewportSize({ width: 1366, height: 768 });
}

const wizard = () => page.getByTestId('first-run-wizard');
/** On step n; a refusal on the way fails the test with its words. */
async function progress(n: number): Promise<void> {
  const step = page.getByTestId('wizard-progress').filter({ hasText: `Passo ${n} de 8` });
  await expect(step.or(page.getByTestId('wizard-error'))).toBeVisible({ timeout: 20_000 });
  if (!(await step.isVisible())) throw new Error(`passo ${n}: ${await page.getByTestId('wizard-error').innerText()}`);
}
const next = () => wizard().getByRole('button', { name: 'Continuar' }).click();

test('the wizard takes the restaurant from an empty database to ready to sell', async () => {
  test.setTimeout(240_000);
  await expect(wizard()).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).hash).toBe('#/configuracoes/primeiros-passos');
  await progress(1);

  // 1. The business: a wrong check digit is refused and nothing typed is lost; the CEP fills the address.
  await wizard().getByLabel('Razão social').fill('Bar do Primeiro Dia Ltda');
  await wizard().getByLabel('Nome fantasia').fill('Primeiro Dia');
  await wizard().getByLabel('CNPJ ou CPF').fill('11.222.333/0001-82');
  await wizard().getByLabel('CEP').fill('01310-100');
  await wizard().getByLabel('CEP').press('Enter');
  await expect(wizard().getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(wizard().getByLabel('Código IBGE do município')).toHaveValue('3550308');
  await wizard().getByLabel('Número').fill('1000');
  await next();
  await expect(wizard().getByRole('alert')).toHaveText('CNPJ ou CPF inválido: confira os dígitos');
  await shots('1-business-refused');
  await expect(wizard().getByLabel('Razão social')).toHaveValue('Bar do Primeiro Dia Ltda');
  await wizard().getByLabel('CNPJ ou CPF').fill('11.222.333/0001-81');
  await shots('1-business');
  await next();

  // 2. The first manager: the server makes the business and the manager, who is then logged in.
  await progress(2);
  await wizard().getByLabel('Nome do gerente').fill('Marta Gerente');
  await wizard().getByLabel('E-mail').fill('marta@primeirodia.com.br');
  await wizard().getByLabel('Senha (8 ou mais caracteres)').fill('marta-2026');
  await wizard().getByLabel('Repita a senha').fill('marta-2026');
  await shots('2-manager');
  await wizard().getByRole('button', { name: 'Criar estabelecimento' }).click();
  await progress(3);
  await expect(page.getByTestId('session-user')).toContainText('Marta');

  // 3. The register.
  await expect(wizard().getByLabel('Nome do caixa')).toHaveValue('Caixa 1');
  await shots('3-register');
  await next();

  // 4. Tables 1 to 10 at once.
  await progress(4);
  await wizard().getByLabel('Até o número').fill('10');
  await shots('4-tables');
  await next();

  // 5. Payment methods and card brands.
  await progress(5);
  await wizard().getByRole('checkbox', { name: 'Hipercard' }).click();
  await expect(wizard().getByRole('checkbox', { name: 'Hipercard' })).toHaveAttribute('aria-checked', 'true');
  await shots('5-payments');
  await next();

  // 6. The kitchen and the cashier's printer, with a test print on the kitchen's.
  await progress(6);
  const kitchen = wizard().getByTestId('wizard-printer-kitchen');
  await kitchen.getByLabel('Endereço (IP): Cozinha').fill('127.0.0.1');
  await kitchen.getByLabel('Porta: Cozinha').fill(String(printers.Cozinha!.tcp.port));
  await kitchen.getByRole('button', { name: 'Imprimir teste' }).click();
  await printers.Cozinha!.waitForText(['TESTE DE IMPRESSÃO', 'Impressora Cozinha pronta para uso']);
  const receipt = wizard().getByTestId('wizard-printer-receipt');
  await receipt.getByLabel('Endereço (IP): Caixa').fill('127.0.0.1');
  await receipt.getByLabel('Porta: Caixa').fill(String(printers.Caixa!.tcp.port));
  await shots('6-printers');
  await next();

  // 7. The NFC-e: CNPJ, legal name and address come from step 1; the rest is typed; then the A1 certificate.
  await progress(7);
  const fiscal = page.getByTestId('fiscal-setup');
  await expect(fiscal.getByLabel('CNPJ', { exact: true })).toHaveValue('11.222.333/0001-81');
  await expect(fiscal.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  await fiscal.getByLabel('CNPJ', { exact: true }).fill(TEST_CNPJ);
  await fiscal.getByLabel('Inscrição estadual', { exact: true }).fill('111222333444');
  await fiscal.getByLabel('Identificador do CSC', { exact: true }).fill('000001');
  await fiscal.getByLabel('Código do CSC (token)').fill('A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6');
  await fiscal.getByLabel('Série de contingência NFC-e', { exact: true }).fill('890');
  // Online to the state's SEFAZ; the homologation simulator's address typed under "Avançado" overrides it.
  await fiscal.getByRole('radio', { name: 'Online — SEFAZ do meu estado' }).click();
  await fiscal.getByText('Avançado', { exact: true }).click();
  await fiscal.getByLabel('Endereço alternativo da SEFAZ (URL)').fill(sefaz.url);
  await fiscal.getByRole('button', { name: 'Salvar dados fiscais' }).click();
  await expect(fiscal.getByTestId('fiscal-status')).toContainText('Configurada · série 890');
  const cert = makeTestCertificate();
  await fiscal.getByLabel('Arquivo do certificado (.pfx)').setInputFiles({ name: 'primeiro-dia.pfx', mimeType: 'application/x-pkcs12', buffer: Buffer.from(cert.pfx) });
  await fiscal.getByLabel('Senha do certificado').fill(cert.password);
  await fiscal.getByRole('button', { name: 'Instalar certificado' }).click();
  await expect(fiscal.getByTestId('fiscal-status')).toContainText('Certificado:');
  await shots('7-fiscal');
  await wizard().getByRole('button', { name: 'Continuar' }).click();

  // 8. Ready: what each step made.
  await progress(8);
  const summary = wizard().getByTestId('wizard-summary');
  await expect(summary).toContainText('Bar do Primeiro Dia Ltda');
  await expect(summary).toContainText('10 cadastradas');
  await expect(summary).toContainText('Dinheiro, PIX, Cartão de crédito, Cartão de débito');
  await shots('8-done');

  // What the server now holds, read back as the manager (configQueries): the address and the fiscal data.
  const login = await fetch(`${stack.serverUrl}/login/login-pdv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'marta@primeirodia.com.br', password: 'marta-2026' }) });
  const { token, user } = (await login.json()) as { token: string; user: { businesses: { id: string }[] } };
  managerToken = token;
  businessId = user.businesses[0]!.id;
  const read = await fetch(`${stack.serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query($b: ID!) { configQueries(businessId: $b) { name address fiscalConfig } }', variables: { b: user.businesses[0]!.id } }),
  });
  const setup = ((await read.json()) as { data: { configQueries: { name: string; address: Record<string, unknown>; fiscalConfig: Record<string, unknown> } } }).data.configQueries;
  expect(setup.address).toMatchObject({ cep: '01310100', street: 'Avenida Paulista', number: '1000', cityCode: '3550308', state: 'SP' });
  expect(setup.fiscalConfig).toMatchObject({ cnpj: TEST_CNPJ, ie: '111222333444', cscId: '000001', cscTokenSet: true, series: 890 });
  expect(setup.fiscalConfig).not.toHaveProperty('cscToken');
  console.log(`primeiros passos concluídos em ${((Date.now() - emptyAt) / 1000).toFixed(1)} s desde o banco vazio`);
});

/** A call of the server as the manager: the cashier's account (no screen for users yet). */
async function asManager(method: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${stack.serverUrl}/businesses/${businessId}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${managerToken}`, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const menuRow = (name: string) => page.locator(`[data-testid="menu-row"][data-name="${name}"]`);

/** A product through Configurações → Cardápio (F2), as the manager types it. */
async function addProduct(name: string, code: string, priceDigits: string, kitchen: string | null): Promise<void> {
  await page.keyboard.press('F2');
  const dialog = page.getByTestId('product-dialog');
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Código', { exact: true }).fill(code);
  await dialog.getByTestId('product-price').pressSequentially(priceDigits);
  if (kitchen) await dialog.getByLabel('Cozinha').selectOption({ label: kitchen });
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

test('from the wizard to the menu: the manager adds two products on the Cardápio screen', async () => {
  await wizard().getByRole('button', { name: 'Cadastrar o cardápio' }).click();
  await expect(page.getByTestId('menu-screen')).toBeVisible();
  await expect(page.getByTestId('menu-empty')).toHaveText('Nenhum produto no cardápio ainda: cadastre o primeiro em Novo produto (F2) ou traga uma planilha (F7).');
  await shots('9-menu-empty');
  await addProduct('Parmegiana', '101', '4590', 'Cozinha');
  await expect(menuRow('Parmegiana')).toContainText('R$ 45,90');
  await addProduct('Suco de laranja', '102', '990', 'Cozinha');
  await expect(menuRow('Suco de laranja')).toContainText('R$ 9,90');
  await expect(page.getByTestId('menu-row')).toHaveCount(2);
  await shots('10-menu-two-products');
});

test('the manager opens the register the wizard made', async () => {
  await openRegister(page, '10000');
  await shot(page, 'first-run-register-open');
});

test('the cashier makes the first sale with an NFC-e authorized by SEFAZ and a kitchen ticket', async () => {
  test.setTimeout(180_000);
  expect((await asManager('POST', 'users', { name: 'Caio Caixa', email: 'caio@primeirodia.com.br', password: 'caio-2026', roles: ['business_operator'] })).status).toBe(201);

  await page.getByRole('button', { name: 'Sair' }).click();
  const form = page.getByRole('form', { name: 'Entrar no PDV' });
  await form.getByLabel('E-mail').fill('caio@primeirodia.com.br');
  await form.getByLabel('Senha').fill('caio-2026');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('session-user')).toContainText('Caio');

  await openTable(page, 'Mesa 1', 2);
  await fireCodes(page, ['101', '102']);
  await printers.Cozinha!.waitForText(['Mesa 1', 'Parmegiana', 'Suco de laranja']);
  // 45,90 + 9,90 = 55,80; with 10 %: 61,38.
  await expect(page.getByTestId('pad-total')).toHaveText('R$ 61,38');
  await page.keyboard.press('F8');
  await page.getByTestId('payment-methods').getByRole('button', { name: 'PIX' }).click();
  await page.getByRole('button', { name: 'Lançar pagamento' }).click();
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');
  await page.keyboard.press('F11');
  await expect(page.getByText(/autorizada pela SEFAZ, protocolo [0-9]{15}/)).toBeVisible();
  const [key] = [...sefaz.authorized.keys()];
  const danfe = await printers.Caixa!.waitForText(['NFC-e nº 1 Série 890', '61,38', sefaz.authorized.get(key!)!.nProt]);
  expect(danfe).not.toContain('EMITIDA EM CONTINGÊNCIA');
  const seconds = (Date.now() - emptyAt) / 1000;
  console.log(`primeira venda em ${seconds.toFixed(1)} s desde o banco vazio`);
  // Generous for a shared CI machine: the whole walk from the empty database, screens included.
  expect(seconds).toBeLessThan(300);
  await shot(page, 'first-run-first-sale');
});
