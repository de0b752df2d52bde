// Configurações → Bairros e entrega: the platform admin has registered São Paulo/SP and Campinas/SP; the manager
// adds Bela Vista at R$ 6,00 in 30 minutes and Moema at R$ 9,50, raises Bela Vista to R$ 7,50 in 45 minutes, stops serving
// Moema, keeps São Paulo's neighbourhoods as a template and applies it to Campinas, then deletes Moema there. Each
// change is read back from the server. A second Bela Vista there is refused by the server, in Portuguese; a cashier is
// turned away. Real server and host, Chromium; screenshots at 1366×768 and 768×1024 in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import { DEMO_PLATFORM_ADMIN } from '../../src-server/demo/ids.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, login, openTerminal } from './support/counter.js';
import { serverGql } from './support/serverRows.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;
const SP = '019a0000-0000-7000-8abc-000000000001';
const SAO_PAULO = '019a0000-0000-7000-8abc-000000000002';
const CAMPINAS = '019a0000-0000-7000-8abc-000000000003';

test.describe.configure({ mode: 'serial' });

/** The platform's state and cities, written as the platform admin does (root-scoped, not a restaurant's). */
async function seedPlaces(serverUrl: string): Promise<void> {
  const login = await fetch(`${serverUrl}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_PLATFORM_ADMIN.email, password: DEMO_PLATFORM_ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${serverUrl}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  };
  await post('states', { id: SP, name: 'São Paulo', uf: 'SP', ibge: '35' });
  await post('cities', { id: SAO_PAULO, stateId: SP, name: 'São Paulo', ibge: '3550308' });
  await post('cities', { id: CAMPINAS, stateId: SP, name: 'Campinas', ibge: '3509502' });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
  await seedPlaces(stack.serverUrl);
});

test.afterAll(() => closeCounter(page, {}, stack));

interface Hood {
  id: string;
  cityId: string;
  name: string;
  deliveryFee: number;
  deliveryTime: number | null;
  available: boolean;
}
async function server() {
  const { data } = await serverGql<{ neighborhoods: Hood[]; neighborhoodTemplates: { name: string; cityId: string; template: { name: string; deliveryFee: number; deliveryTime: number | null }[] }[] }>(
    stack.serverUrl,
    `query($b: ID!){
      neighborhoods(businessId: $b){ id cityId name deliveryFee deliveryTime available }
      neighborhoodTemplates(businessId: $b){ name cityId template }
    }`,
  );
  return data;
}
const hood = async (cityId: string, name: string) => (await server()).neighborhoods.find((h) => h.cityId === cityId && h.name === name);

async function addHood(name: string, fee: string, time: string) {
  await page.getByTestId('neighborhood-new-name').fill(name);
  await page.getByTestId('neighborhood-new-fee').click();
  await page.keyboard.type(fee);
  await page.getByTestId('neighborhood-new-time').fill(time);
  await page.getByTestId('neighborhood-new-add').click();
}

test('the manager adds neighbourhoods of São Paulo with their delivery fee and time', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-neighborhoods').click();
  await page.getByTestId('neighborhoods-city').selectOption({ label: 'São Paulo/SP' });
  await expect(page.getByTestId('neighborhoods-screen')).toContainText('Nenhum bairro cadastrado nesta cidade.');

  await addHood('Bela Vista', '600', '30');
  await expect(page.getByTestId('neighborhood-new-name')).toHaveValue('');
  await expectSynced(page);
  await expect(page.getByTestId('neighborhood-Bela Vista')).toContainText('R$ 6,00 · 30 min');
  expect(await hood(SAO_PAULO, 'Bela Vista')).toMatchObject({ deliveryFee: 600, deliveryTime: 30, available: true });

  await addHood('Moema', '950', '');
  await expectSynced(page);
  await expect(page.getByTestId('neighborhood-Moema')).toContainText('R$ 9,50 · sem tempo');
  expect(await hood(SAO_PAULO, 'Moema')).toMatchObject({ deliveryFee: 950, deliveryTime: null });

  // A time that is not minutes is said under the form and nothing is sent; what was typed stays.
  await addHood('Pinheiros', '700', 'meia hora');
  await expect(page.getByTestId('neighborhood-new-error')).toHaveText('Tempo em minutos, de 0 a 1440.');
  await expect(page.getByTestId('neighborhood-new-name')).toHaveValue('Pinheiros');
  await page.getByTestId('neighborhood-new-name').fill('');
  await page.getByTestId('neighborhood-new-time').fill('');
});

test('Bela Vista costs more and takes longer; Moema is no longer served', async () => {
  await page.getByTestId('neighborhood-Bela Vista-open').click();
  await page.getByTestId('neighborhood-Bela Vista-fee').click();
  await page.keyboard.type('750');
  await page.getByTestId('neighborhood-Bela Vista-time').fill('45');
  await page.getByTestId('neighborhood-Bela Vista-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('neighborhood-Bela Vista')).toContainText('R$ 7,50 · 45 min');
  expect(await hood(SAO_PAULO, 'Bela Vista')).toMatchObject({ deliveryFee: 750, deliveryTime: 45 });

  await page.getByTestId('neighborhood-Moema-toggle').click();
  await expectSynced(page);
  await expect(page.getByTestId('neighborhood-Moema')).toContainText('Não atende');
  // Only `available` changes: the fee and time stay as they were.
  expect(await hood(SAO_PAULO, 'Moema')).toMatchObject({ available: false, deliveryFee: 950, deliveryTime: null });
  await shotBothSizes(page, 'locations-neighborhoods');
});

test('São Paulo kept as a template and applied to Campinas; Moema deleted there', async () => {
  await page.getByTestId('neighborhood-template-name').fill('Zona sul');
  await page.getByTestId('neighborhood-template-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('neighborhood-template-Zona sul')).toContainText('2 bairros');
  const [template] = (await server()).neighborhoodTemplates;
  expect(template).toMatchObject({ name: 'Zona sul', cityId: SAO_PAULO });
  expect([...template!.template].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
    { name: 'Bela Vista', deliveryFee: 750, deliveryTime: 45 },
    { name: 'Moema', deliveryFee: 950, deliveryTime: null },
  ]);

  await page.getByTestId('neighborhoods-city').selectOption({ label: 'Campinas/SP' });
  await expect(page.getByTestId('neighborhoods-screen')).toContainText('Nenhum bairro cadastrado nesta cidade.');
  await page.getByTestId('neighborhood-template-Zona sul-apply').click();
  await expectSynced(page);
  await expect(page.getByTestId('neighborhood-Moema')).toContainText('R$ 9,50');
  expect(await hood(CAMPINAS, 'Bela Vista')).toMatchObject({ deliveryFee: 750, deliveryTime: 45, available: true });

  await page.getByTestId('neighborhood-Moema-open').click();
  await page.getByTestId('neighborhood-Moema-remove').click();
  await page.getByTestId('neighborhood-Moema-confirm-remove').click();
  await expectSynced(page);
  await expect(page.getByTestId('neighborhood-Moema')).toHaveCount(0);
  expect(await hood(CAMPINAS, 'Moema')).toBeUndefined();
  expect(await hood(SAO_PAULO, 'Moema')).toBeDefined();
});

test('a second Bela Vista in Campinas is refused by the server, in Portuguese', async () => {
  await addHood('bela vista', '500', '');
  await expect(page.getByTestId('toast').filter({ hasText: 'Não foi aceito' })).toContainText('Já existe o bairro bela vista nesta cidade', { timeout: 30_000 });
  await shotBothSizes(page, 'locations-neighborhoods-refused');
  expect((await server()).neighborhoods.filter((h) => h.cityId === CAMPINAS && h.name.toLowerCase() === 'bela vista')).toHaveLength(1);
});

test('a cashier is not offered Bairros e entrega, and is told whose it is', async () => {
  await page.goto(page.url().replace(/#.*$/, ''));
  await login(page, 'cashier');
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await expect(page.getByTestId('open-neighborhoods')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/bairros'));
  await expect(page.getByTestId('neighborhoods-not-yours')).toContainText('Só um gerente');
});
