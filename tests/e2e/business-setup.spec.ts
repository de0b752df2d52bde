// Configurações → Estabelecimento: the manager renames the business, opens Friday night past midnight and moves
// its closing, removes it again; a shift overlapping another is refused in Portuguese and nothing changes;
// pauses WhatsApp for 30 minutes (the check says it takes no orders) and resumes it; publishes the digital menu,
// opens the sales link with a minimum order and sets the tracking notifications. Each change is read back from
// the server. The registers open now show; a closed one is removed, an open one refused. A cashier is turned
// away. Real server and host, Chromium; screenshots in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, login, openRegister, openTerminal, people } from './support/counter.js';
import { serverGql } from './support/serverRows.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
});

test.afterAll(() => closeCounter(page, {}, stack));

interface Setup {
  name: string;
  tradeName: string | null;
  hours: { weekday: number; opensAt: string; closesAt: string }[];
  digitalMenu: { slug: string; active: boolean } | null;
  linkVendasConfig: { slug: string; minimumOrder: number; pickupEnabled: boolean; active: boolean } | null;
  trackingConfig: { channel: string; statuses: string[]; enabled: boolean } | null;
  origins: { name: string; paused: boolean; until: string | null; reason: string | null }[];
}
async function serverSetup(): Promise<Setup> {
  const { data } = await serverGql<{ configQueries: Setup }>(
    stack.serverUrl,
    'query($b: ID!){ configQueries(businessId: $b){ name tradeName hours digitalMenu linkVendasConfig trackingConfig origins } }',
  );
  return data.configQueries;
}
async function serverRegisters(): Promise<string[]> {
  const { data } = await serverGql<{ cashRegisters: { name: string; deletedAt: string | null }[] }>(stack.serverUrl, 'query($b: ID!){ cashRegisters(businessId: $b){ name deletedAt } }');
  return data.cashRegisters
    .filter((r) => !r.deletedAt)
    .map((r) => r.name)
    .sort();
}
const whatsapp = async () => (await serverSetup()).origins.find((o) => o.name === 'WhatsApp');

test('the manager changes the business data and its opening hours', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-business').click();
  await expect(page.getByTestId('business-data-name')).toHaveValue('Cantina Bella Napoli Ltda');

  await page.getByTestId('business-data-trade-name').fill('Cantina Bella Napoli');
  await page.getByTestId('business-data-save').click();
  await expectSynced(page);
  expect((await serverSetup()).tradeName).toBe('Cantina Bella Napoli');

  await page.getByTestId('business-hour-new-weekday').selectOption({ label: 'sexta' });
  await page.getByTestId('business-hour-new-opens').fill('18:00');
  await page.getByTestId('business-hour-new-closes').fill('01:00');
  await page.getByTestId('business-hour-new-add').click();
  await expectSynced(page);
  const row = page.getByTestId('business-hour-sexta-18:00');
  await expect(row).toBeVisible();
  expect((await serverSetup()).hours.filter((h) => h.weekday === 5)).toEqual([expect.objectContaining({ weekday: 5, opensAt: '18:00', closesAt: '01:00' })]);

  await row.getByTestId('business-hour-closes').fill('02:00');
  await row.getByTestId('business-hour-save').click();
  await expectSynced(page);
  await expect.poll(async () => (await serverSetup()).hours.find((h) => h.weekday === 5)?.closesAt).toBe('02:00');
  await shotBothSizes(page, 'business-setup');
});

test('a shift overlapping another is refused in Portuguese and the hours stay as they were', async () => {
  await page.getByTestId('business-hour-new-weekday').selectOption({ label: 'sexta' });
  await page.getByTestId('business-hour-new-opens').fill('20:00');
  await page.getByTestId('business-hour-new-closes').fill('23:00');
  await page.getByTestId('business-hour-new-add').click();
  await expect(page.getByTestId('conflict')).toContainText('Recusada pelo servidor:', { timeout: 30_000 });
  expect((await serverSetup()).hours.filter((h) => h.weekday === 5)).toHaveLength(1);
  // The refused change waits at Pendências with the server's reason; the manager discards it.
  await page.goto(page.url().replace(/#.*$/, '#/pendencias'));
  const refused = page.getByTestId('refused-change');
  await expect(refused.getByTestId('refused-reason')).toContainText('Este horário se sobrepõe a outro de sexta (18:00–02:00)');
  await refused.getByRole('button', { name: 'Descartar' }).click();
  await refused.getByLabel('E-mail do gerente').fill(people.manager.email);
  await refused.getByLabel('Senha do gerente').fill(people.manager.password);
  await refused.getByRole('button', { name: 'Confirmar descarte' }).click();
  await expectSynced(page);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/estabelecimento'));

  await page.getByTestId('business-hour-sexta-18:00').getByTestId('business-hour-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('business-hour-sexta-18:00')).toHaveCount(0);
  expect((await serverSetup()).hours.filter((h) => h.weekday === 5)).toEqual([]);
});

test('the manager pauses WhatsApp for 30 minutes, the check says so, and resumes it', async () => {
  await page.getByTestId('business-origin-reason').fill('Cozinha lotada');
  await page.getByTestId('business-origin-WhatsApp').getByTestId('business-origin-pause').click();
  await expectSynced(page);
  await expect(page.getByTestId('business-origin-WhatsApp')).toContainText('Pausada até');
  const paused = await whatsapp();
  expect(paused).toMatchObject({ paused: true, reason: 'Cozinha lotada' });
  const minutes = (new Date(paused!.until!).getTime() - Date.now()) / 60_000;
  expect(minutes).toBeGreaterThan(25);
  expect(minutes).toBeLessThanOrEqual(30);

  await page.getByTestId('business-check-origin').selectOption({ label: 'WhatsApp' });
  await page.getByTestId('business-check').click();
  await expect(page.getByTestId('business-check-answer')).toContainText('A origem WhatsApp está pausada: não recebe pedidos agora');
  await shotBothSizes(page, 'business-origin-paused');

  await page.getByTestId('business-origin-WhatsApp').getByTestId('business-origin-resume').click();
  await expectSynced(page);
  await expect(page.getByTestId('business-origin-WhatsApp')).toContainText('Recebendo pedidos');
  expect(await whatsapp()).toMatchObject({ paused: false });
  await page.getByTestId('business-check').click();
  await expect(page.getByTestId('business-check-answer')).toHaveText('Esta origem está recebendo pedidos agora.');
});

test('the manager publishes the digital menu, opens the sales link and sets the tracking notifications', async () => {
  await page.getByTestId('business-digital-menu-slug').fill('Bella-Napoli');
  await page.getByTestId('business-digital-menu-save').click();
  await expectSynced(page);
  expect((await serverSetup()).digitalMenu).toMatchObject({ slug: 'bella-napoli', active: true });

  await page.getByTestId('business-link-vendas-slug').fill('bella-napoli-loja');
  await page.getByTestId('business-link-vendas-pickup').getByRole('radio', { name: 'Não' }).click();
  await page.getByTestId('business-link-vendas-minimum').click();
  await page.keyboard.type('3000');
  await page.getByTestId('business-link-vendas-save').click();
  await expectSynced(page);
  expect((await serverSetup()).linkVendasConfig).toMatchObject({ slug: 'bella-napoli-loja', minimumOrder: 3000, pickupEnabled: false, active: true });
  // Saved again: the one config is updated, not created twice.
  await page.getByTestId('business-link-vendas-active').getByRole('radio', { name: 'Não' }).click();
  await page.getByTestId('business-link-vendas-save').click();
  await expectSynced(page);
  expect((await serverSetup()).linkVendasConfig).toMatchObject({ slug: 'bella-napoli-loja', active: false });

  await page.getByTestId('business-tracking-channel').selectOption({ label: 'SMS' });
  await page.getByTestId('business-tracking-status-readyToPickUp').check();
  await page.getByTestId('business-tracking-save').click();
  await expectSynced(page);
  const tracking = (await serverSetup()).trackingConfig;
  expect(tracking).toMatchObject({ channel: 'sms', enabled: true });
  expect([...(tracking?.statuses ?? [])].sort()).toEqual(['confirmed', 'delivered', 'delivering', 'readyToPickUp']);
  await shotBothSizes(page, 'business-channels');
});

test('the manager sees which registers are open, removes a closed one; an open one is refused in Portuguese', async () => {
  await openRegister(page);
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-business').click();
  const open = page.getByTestId('business-register-Caixa 1 (balcão)');
  await expect(open).toContainText('Aberto');
  await expect(page.getByTestId('business-register-Caixa 2 (salão)')).toContainText('Fechado');

  await page.getByTestId('business-register-Caixa 2 (salão)').getByTestId('business-register-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('business-register-Caixa 2 (salão)')).toHaveCount(0);
  await expect.poll(serverRegisters).toEqual(['Caixa 1 (balcão)']);

  await open.getByTestId('business-register-remove').click();
  await expect(page.getByTestId('conflict')).toContainText('O caixa está aberto: feche-o antes de excluir', { timeout: 30_000 });
  expect(await serverRegisters()).toEqual(['Caixa 1 (balcão)']);
  await shotBothSizes(page, 'business-registers');
  await page.goto(page.url().replace(/#.*$/, '#/pendencias'));
  const refused = page.getByTestId('refused-change');
  await refused.getByRole('button', { name: 'Descartar' }).click();
  await refused.getByLabel('E-mail do gerente').fill(people.manager.email);
  await refused.getByLabel('Senha do gerente').fill(people.manager.password);
  await refused.getByRole('button', { name: 'Confirmar descarte' }).click();
  await expectSynced(page);
});

test('a cashier is not offered Estabelecimento, and is told whose it is', async () => {
  await page.goto(page.url().replace(/#.*$/, ''));
  await login(page, 'cashier');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-business')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/estabelecimento'));
  await expect(page.getByTestId('business-not-yours')).toContainText('Só o gerente');
});
