// The fiscal settings list the NFC-e and NF-e numbers voided at SEFAZ: three ranges a terminal had voided (signed
// inutNFe relayed by the real server to the homologation simulator, which answers 102), two of the NFC-e (65) and
// one of the NF-e (55) of the same series, show with their model, series, range, reason, protocol and date, for the
// manager, on the desktop and on a tablet.
import { test, expect, type Page } from '@playwright/test';
import { openPfx } from '../../src-main/fiscal/certificate.js';
import { signVoiding } from '../../src-main/fiscal/emit.js';
import { startSefazSimulator, type SefazSimulator } from '../../src-server/fiscal/simulator.js';
import { UF_CODES } from '../../src-shared/fiscal/states.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { login } from '../integration/server/harness.js';
import type { Stack } from '../support/stack.js';
import { makeTestCertificate, TEST_CNPJ } from '../unit/fiscal/fixtures.js';
import { closeCounter, openTerminal, shot } from './support/counter.js';

let stack: Stack;
let page: Page;
let sim: SefazSimulator;
const protocols: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  sim = await startSefazSimulator();
  ({ stack, page } = await openTerminal(browser, 'manager', { POS_SEFAZ_NFCE_URL: sim.url }));
  const made = makeTestCertificate();
  const cert = openPfx(made.pfx, made.password);
  const manager = await login(stack.serverUrl, 'manager');
  // The year and the day as the restaurant lives them (the demo's time zone), not UTC's: from 21:00 in São Paulo
  // UTC is already tomorrow.
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: '2-digit' }).format(new Date());
  for (const [model, from, to, reason] of [
    ['65', 5, 8, 'Numeros perdidos na queda do terminal'],
    ['65', 12, 12, 'Nota rejeitada e emitida de novo com outro numero'],
    ['55', 3, 3, 'NF-e rejeitada pela SEFAZ e emitida de novo'],
  ] as const) {
    const signed = signVoiding({ tpAmb: '2', model, cUF: UF_CODES.SP, year, cnpj: TEST_CNPJ, serie: 890, from, to, reason }, cert);
    const res = await manager.post<{ cStat: number; nProt: string }>(manager.b('fiscal/nfce/voidings'), { id: newId(), xml: signed.xml }, newId());
    expect(res.body.cStat).toBe(102);
    protocols.push(res.body.nProt);
  }
});

test.afterAll(async () => {
  await closeCounter(page, {}, stack);
  await sim?.close();
});

test('the manager sees the voided ranges with model, series, range, reason, protocol and date', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes');
  const list = page.getByTestId('nfce-voidings');
  await expect(list.getByRole('heading', { name: 'Numeração inutilizada' })).toBeVisible();
  await expect(list.getByTestId('nfce-voiding-card').first()).toBeHidden();
  let rows = list.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(list.locator('thead')).toContainText('Modelo');
  // Newest first: the NF-e's number, the NFC-e's single number, then the NFC-e's range; each says its model.
  await expect(rows.nth(0)).toContainText('NF-e (55)');
  await expect(rows.nth(0)).toContainText('nº 3');
  await expect(rows.nth(0)).toContainText(protocols[2]!);
  rows = rows.filter({ hasText: 'NFC-e (65)' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('890');
  await expect(rows.nth(0)).toContainText('nº 12');
  await expect(rows.nth(0)).toContainText('Nota rejeitada e emitida de novo com outro numero');
  await expect(rows.nth(0)).toContainText(protocols[1]!);
  await expect(rows.nth(1)).toContainText('nº 5 a 8');
  await expect(rows.nth(1)).toContainText(protocols[0]!);
  await expect(rows.nth(1)).toContainText(new Date().toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }));
  await list.scrollIntoViewIfNeeded();
  await shot(page, 'nfce-voidings');
  await page.setViewportSize({ width: 768, height: 1024 });
  // The tablet's narrow column shows one card per range instead of the table.
  const cards = list.getByTestId('nfce-voiding-card');
  await expect(cards).toHaveCount(3);
  await expect(list.locator('table')).toBeHidden();
  await expect(cards.nth(0)).toContainText(`NF-e (55) · Série 890 · nº 3`);
  await expect(cards.nth(2)).toContainText(`NFC-e (65) · Série 890 · nº 5 a 8`);
  await expect(cards.nth(2)).toContainText(`Protocolo ${protocols[0]!}`);
  await list.scrollIntoViewIfNeeded();
  await shot(page, 'nfce-voidings-tablet');
});
