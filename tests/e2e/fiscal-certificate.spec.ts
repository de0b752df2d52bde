// The A1 reaches the server from the screen: in Configurações → Fiscal the manager installs the .pfx with its
// password on the terminal, and the same certificate goes to the server (which relays the contingency notes to
// SEFAZ over mutual TLS); the screen shows the server's copy, CNPJ and validity. Then a sale's NFC-e, emitted in
// contingency, is relayed by the server to SEFAZ (the simulator in its TLS mode, which refuses a connection
// without the business's certificate) and authorised: no 503 "o servidor não tem o certificado".
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { startSefazSimulator, type SefazSimulator } from '../../src-server/fiscal/simulator.js';
import type { Stack } from '../support/stack.js';
import { makeSefazTls, makeTestCertificate, TEST_CNPJ } from '../unit/fiscal/fixtures.js';
import { closeCounter, fireCodes, openTable, openTerminal, setUpPrinters, shot, virtualPrinter, type PaperPrinter } from './support/counter.js';

let stack: Stack;
let page: Page;
let sim: SefazSimulator;
const printers: Record<string, PaperPrinter> = {};
const { ca, tls } = makeSefazTls();
const notAfter = new Date(Date.now() + 300 * 24 * 3600_000);
const cert = makeTestCertificate({ issuer: ca, notAfter });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  sim = await startSefazSimulator({ tls });
  const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'sefaz-ca-')), 'ca.pem');
  writeFileSync(caFile, ca.certificatePem);
  ({ stack, page } = await openTerminal(browser, 'manager', { POS_SEFAZ_NFCE_URL: sim.url, POS_SEFAZ_CA_FILE: caFile, POS_FISCAL_CERT_KEY: randomBytes(32).toString('hex') }));
  printers.Caixa = await virtualPrinter('Caixa');
  await setUpPrinters(page, printers, 'Caixa');
});

test.afterAll(async () => {
  await closeCounter(page, printers, stack);
  await sim?.close();
});

test('the manager installs the A1: the terminal keeps it and the server shows its copy', async () => {
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
  await fiscal.getByRole('button', { name: 'Salvar dados fiscais' }).click();
  await expect(fiscal.getByTestId('fiscal-status')).toContainText('Configurada · série 890 · próxima nota 1');
  const serverCopy = fiscal.getByTestId('server-certificate');
  await expect(serverCopy).toContainText('Certificado no servidor: nenhum');

  await fiscal.getByLabel('Arquivo do certificado (.pfx)').setInputFiles({ name: 'cantina.pfx', mimeType: 'application/x-pkcs12', buffer: Buffer.from(cert.pfx) });
  await fiscal.getByLabel('Senha do certificado').fill(cert.password);
  await fiscal.getByRole('button', { name: 'Instalar certificado' }).click();
  await expect(fiscal.getByTestId('fiscal-status')).toContainText(`Certificado: CANTINA TESTE LTDA:${TEST_CNPJ}`);
  await expect(serverCopy).toHaveText(`Certificado no servidor: CNPJ 11.222.333/0001-81, válido até ${notAfter.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`);
  await serverCopy.scrollIntoViewIfNeeded();
  await shot(page, 'settings-fiscal-server-certificate');
});

test('a sale’s contingency NFC-e is relayed by the server with that certificate and authorised', async () => {
  await openTable(page, 'Mesa 3', 1);
  await fireCodes(page, ['404']);
  await page.keyboard.press('F8');
  await page.getByTestId('payment-methods').getByRole('button', { name: 'PIX' }).click();
  await page.getByRole('button', { name: 'Lançar pagamento' }).click();
  await expect(page.getByTestId('bill-settled')).toHaveText('Conta paga');
  await page.keyboard.press('F11');
  await expect(page.getByText('NFC-e emitida e enviada à impressora')).toBeVisible();
  await printers.Caixa!.waitForText(['EMITIDA EM CONTINGÊNCIA', 'NFC-e nº 1 Série 890']);
  // The outbox hands the note to the server, which presents the business's A1 to SEFAZ: authorised, once.
  await expect.poll(() => [...sim.authorized.keys()].filter((k) => k.slice(34, 35) === '9').length, { timeout: 60_000 }).toBe(1);
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Configurações' }).click();
  await expect(page.getByTestId('fiscal-status')).toContainText('próxima nota 2');
  await expect(page.getByTestId('fiscal-status')).not.toContainText('pendente de transmissão', { timeout: 30_000 });
});

test('with the server away, a renewed certificate waits on screen (the password kept nowhere) and goes when it is back', async () => {
  const renewedUntil = new Date(Date.now() + 700 * 24 * 3600_000);
  const renewed = makeTestCertificate({ issuer: ca, notAfter: renewedUntil });
  await stack.stopServer();
  await expect(page.getByTestId('connectivity')).toHaveText('offline');
  const fiscal = page.getByTestId('fiscal-setup');
  await fiscal.getByLabel('Arquivo do certificado (.pfx)').setInputFiles({ name: 'renovado.pfx', mimeType: 'application/x-pkcs12', buffer: Buffer.from(renewed.pfx) });
  await fiscal.getByLabel('Senha do certificado').fill(renewed.password);
  await fiscal.getByRole('button', { name: 'Instalar certificado' }).click();
  const serverCopy = fiscal.getByTestId('server-certificate');
  await expect(serverCopy).toHaveAttribute('data-state', 'pending');
  await expect(serverCopy).toContainText('Certificado no servidor: pendente. O servidor está fora de alcance');
  await serverCopy.scrollIntoViewIfNeeded();
  await shot(page, 'settings-fiscal-server-certificate-pending');

  await stack.startServer();
  await expect(serverCopy).toHaveText(`Certificado no servidor: CNPJ 11.222.333/0001-81, válido até ${renewedUntil.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`, { timeout: 60_000 });
});
