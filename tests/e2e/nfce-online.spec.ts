// NFC-e online first at the counter: the manager names the SEFAZ service (the homologation simulator, over HTTP)
// on the settings screen; the cashier sells and the DANFE comes out with SEFAZ's protocol; SEFAZ goes away and
// the next sale is emitted in contingência on its own (screen and paper say so); the guardian on the app bar shows
// the note waiting and its deadline, and clears once SEFAZ is back and the note is authorized. SEFAZ is the
// simulator in its TLS mode, as the real services: the terminal presents the A1 the manager installed, the server
// (which relays the contingency note) the one it keeps sealed; both trust the run's test CA (POS_SEFAZ_CA_FILE).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { startSefazSimulator, type SefazSimulator } from '../../src-server/fiscal/simulator.js';
import type { Stack } from '../support/stack.js';
import { login as apiLogin, newId } from '../integration/server/harness.js';
import { makeSefazTls, makeTestCertificate, TEST_CNPJ } from '../unit/fiscal/fixtures.js';
import { closeCounter, fireCodes, openTable, openTerminal, setUpPrinters, shot, virtualPrinter, type PaperPrinter } from './support/counter.js';

let stack: Stack;
let page: Page;
let sim: SefazSimulator;
const printers: Record<string, PaperPrinter> = {};
const { ca, tls } = makeSefazTls();
const cert = makeTestCertificate({ issuer: ca });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  sim = await startSefazSimulator({ tls });
  const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'sefaz-ca-')), 'ca.pem');
  writeFileSync(caFile, ca.certificatePem);
  // The server relays the contingency notes to the same SEFAZ, with the business's A1 it keeps sealed.
  ({ stack, page } = await openTerminal(browser, 'manager', { POS_SEFAZ_NFCE_URL: sim.url, POS_SEFAZ_CA_FILE: caFile, POS_FISCAL_CERT_KEY: randomBytes(32).toString('hex') }));
  const api = await apiLogin(stack.serverUrl, 'manager');
  const certificate = { certificateFile: Buffer.from(cert.pfx).toString('base64'), certificatePassword: cert.password };
  const fiscalData = { cnpj: TEST_CNPJ, ie: '111222333444', crt: 1, legalName: 'Cantina Teste Ltda', environment: 'homologation', cscId: '1', cscToken: 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6', series: 890 };
  let kept = await api.post(api.b('fiscal-config'), { ...fiscalData, ...certificate }, newId());
  if (kept.status === 409) kept = await api.put(api.b('fiscal-config'), certificate, newId());
  expect(kept.status, JSON.stringify(kept.body)).toBeLessThan(300);
  printers.Caixa = await virtualPrinter('Caixa');
  await setUpPrinters(page, printers, 'Caixa');
});

test.afterAll(async () => {
  await closeCounter(page, printers, stack);
  await sim?.close();
});

async function settle(table: string): Promise<void> {
  await openTable(page, table, 1);
  await fireCodes(page, ['404']);
  await page.keyboard.press('F8');
  await page.getByTestId('payment-methods').getByRole('button', { name: 'PIX' }).click();
  // The button rather than Enter: the key sometimes arrived before the amount was ready (flaky on a busy machine).
  await page.getByRole('button', { name: 'Lançar pagamento' }).click();
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');
}

test("the manager turns online emission on: the state's SEFAZ shown, no address typed; the simulator as the advanced override", async () => {
  const fiscal = page.getByTestId('fiscal-setup');
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
  // Online: the SEFAZ of the business's state and environment is shown, read-only; nothing to type.
  await fiscal.getByRole('radio', { name: 'Online — SEFAZ do meu estado' }).click();
  const address = fiscal.getByTestId('sefaz-address');
  await expect(address).toHaveText('SEFAZ de SP — homologação: https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeAutorizacao4.asmx');
  await fiscal.getByRole('radio', { name: 'Produção' }).click();
  await expect(address).toHaveText('SEFAZ de SP — produção: https://nfce.fazenda.sp.gov.br/ws/NFeAutorizacao4.asmx');
  await fill('UF', 'BA');
  await expect(address).toHaveText('SEFAZ Virtual do RS (SVRS), autorizadora de BA — produção: https://nfce.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx');
  await fill('UF', 'SP');
  await fiscal.getByRole('radio', { name: 'Homologação' }).click();
  await expect(address).toContainText('SEFAZ de SP — homologação');
  await fill('Tempo limite de resposta da SEFAZ (s)', '4');
  await address.scrollIntoViewIfNeeded();
  await shot(page, 'nfce-sefaz-state');
  // This run's SEFAZ is the simulator: its address, typed under "Avançado", overrides the state's.
  await fiscal.getByText('Avançado', { exact: true }).click();
  await fiscal.getByLabel('Endereço alternativo da SEFAZ (URL)').fill(sim.url);
  await expect(address).toHaveText(`Endereço alternativo — ${sim.url}`);
  // SEFAZ's chain (ICP-Brasil's; this run's test CA): no package ships it, so the screen says why and takes the file.
  const chain = fiscal.getByTestId('sefaz-chain');
  await expect(chain).toContainText('nenhum pacote confiável distribui');
  await expect(chain).toContainText('Nenhuma cadeia instalada neste terminal');
  await chain.getByLabel('Escolher arquivo da cadeia').setInputFiles({ name: 'ac-raiz.pem', mimeType: 'application/x-pem-file', buffer: Buffer.from(ca.certificatePem) });
  await chain.getByRole('button', { name: 'Instalar cadeia' }).click();
  await expect(chain).toContainText('Cadeia instalada:');
  await chain.scrollIntoViewIfNeeded();
  await shot(page, 'nfce-sefaz-chain');
  await fiscal.getByRole('button', { name: 'Salvar dados fiscais' }).click();
  await expect(fiscal.getByTestId('fiscal-status')).toContainText('Configurada · série 890 · próxima nota 1');
  await fiscal.getByLabel('Arquivo do certificado (.pfx)').setInputFiles({ name: 'cantina.pfx', mimeType: 'application/x-pkcs12', buffer: Buffer.from(cert.pfx) });
  await fiscal.getByLabel('Senha do certificado').fill(cert.password);
  await fiscal.getByRole('button', { name: 'Instalar certificado' }).click();
  await expect(fiscal.getByTestId('fiscal-status')).toContainText(`Certificado: CANTINA TESTE LTDA:${TEST_CNPJ}`);
});

test('the cashier sells online and the DANFE carries the protocol', async () => {
  await settle('Mesa 3');
  await page.keyboard.press('F11');
  await expect(page.getByText(/autorizada pela SEFAZ, protocolo [0-9]{15}/)).toBeVisible();
  const [key] = [...sim.authorized.keys()];
  const nProt = sim.authorized.get(key!)!.nProt;
  const danfe = await printers.Caixa!.waitForText(['NFC-e nº 1 Série 890', nProt]);
  expect(danfe).not.toContain('EMITIDA EM CONTINGÊNCIA');
  await expect(page.getByTestId('fiscal-guardian')).toHaveCount(0);
  await shot(page, 'nfce-online');
});

test('SEFAZ goes away: the next sale says contingência on screen and paper; the guardian shows it until SEFAZ is back', async () => {
  sim.mode = 'silent';
  await settle('Mesa 4');
  await page.keyboard.press('F11');
  await expect(page.getByText('NFC-e emitida e enviada à impressora: em contingência')).toBeVisible({ timeout: 30_000 });
  await printers.Caixa!.waitForText(['EMITIDA EM CONTINGÊNCIA', 'Pendente de autorização', 'NFC-e nº 3 Série 890']);
  const guardian = page.getByTestId('fiscal-guardian');
  await expect(guardian).toBeVisible();
  await expect(guardian).toHaveAttribute('title', /aguardando a SEFAZ · prazo até [0-9]{2}\/[0-9]{2}/);
  await shot(page, 'nfce-contingency-guardian');

  sim.mode = 'normal';
  // Nothing done by the cashier: the terminal tries again on its own and the guardian clears.
  await expect(guardian).toHaveCount(0, { timeout: 90_000 });
  expect([...sim.authorized.keys()].filter((k) => k.slice(34, 35) === '9')).toHaveLength(1);
});
