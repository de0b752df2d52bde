// Configurações → Plataforma: a restaurant manager is not offered it. The platform's admin finds the Lanchonete by
// name, creates the "Essencial" plan, opens "Pizzaria Nova" (in setup until its partner releases it), renames it,
// puts it on the plan, drops the server's caches and makes herself its manager there; removing a plan a business is on is
// refused in Portuguese and the plan stays. Each change is read back from the server with the typed client, as the
// admin. Real server and host, Chromium; screenshots in test-results/screens.
import { test, expect, type Page } from '@playwright/test';
import { bindCall, gql } from '../../src-shared/api/core/define.js';
import { createApi, type Api } from '../../src-shared/api/index.js';
import { DEMO_BUSINESS_ID, DEMO_PLATFORM_ADMIN } from '../../src-server/demo/ids.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, openTerminal } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
});

test.afterAll(() => closeCounter(page, {}, stack));

/** The typed client as the platform's admin (admin context), on the server the terminal talks to. */
async function adminApi(): Promise<Api> {
  const res = await fetch(`${stack.serverUrl}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_PLATFORM_ADMIN.email, password: DEMO_PLATFORM_ADMIN.password }),
  });
  const { token } = (await res.json()) as { token: string };
  return createApi({ session: { context: 'admin', project: 'pdv', environment: 'local' }, baseUrls: { local: { main: stack.serverUrl } }, token });
}
interface Summary {
  id: string;
  name: string;
  tradeName: string | null;
  releasedToProductionAt: string | null;
}
const serverBusiness = async (name: string) =>
  ((await (await adminApi()).business.gqlBusinessListAdmin({ businessId: DEMO_BUSINESS_ID, term: name }, 'id name tradeName releasedToProductionAt')) as Summary[]).find((b) => b.name === name);
const serverPlans = async () => (await (await adminApi()).printersPlansUsers.gqlContractPlans({ businessId: DEMO_BUSINESS_ID }, 'id name monthlyPrice available')) as { name: string; monthlyPrice: number }[];

async function loginAsPlatformAdmin(): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, ''));
  const form = page.getByRole('form', { name: 'Entrar no PDV' });
  await expect(form.or(page.getByTestId('session-user'))).toBeVisible({ timeout: 20_000 });
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'Sair' }).click();
  await form.getByLabel('E-mail').fill(DEMO_PLATFORM_ADMIN.email);
  await form.getByLabel('Senha').fill(DEMO_PLATFORM_ADMIN.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('session-user')).toBeVisible();
}

test('a restaurant manager is not offered Plataforma, and is told whose it is', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await expect(page.getByTestId('open-business')).toBeVisible();
  await expect(page.getByTestId('open-platform')).toHaveCount(0);
  await page.goto(page.url().replace(/#.*$/, '#/configuracoes/plataforma'));
  await expect(page.getByTestId('platform-not-yours')).toContainText('Só um administrador da plataforma');
});

test('the platform admin finds a business, creates a plan and opens a new business', async () => {
  await loginAsPlatformAdmin();
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-platform').click();
  const list = page.getByTestId('platform-businesses');
  await expect(list).toContainText('Cantina Bella Napoli');
  await page.getByTestId('platform-search').fill('Zé');
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list).toContainText('Lanchonete do Zé');
  await page.getByTestId('platform-search').fill('');

  await page.getByTestId('platform-plan-name').fill('Essencial');
  await page.getByTestId('platform-plan-price').click();
  await page.keyboard.type('14990');
  await page.getByTestId('platform-plan-add').click();
  await expect(page.getByTestId('platform-plan-Essencial')).toContainText('R$ 149,90');
  expect((await serverPlans()).find((p) => p.name === 'Essencial')).toMatchObject({ monthlyPrice: 14990 });

  await page.getByTestId('platform-new-name').fill('Pizzaria Nova Ltda');
  await page.getByTestId('platform-new-document').fill('11.222.333/0001-81');
  await page.getByTestId('platform-new-create').click();
  await expect(page.getByTestId('platform-business-Pizzaria Nova Ltda')).toContainText('Em implantação');
  expect(await serverBusiness('Pizzaria Nova Ltda')).toMatchObject({ releasedToProductionAt: null });
});

test('renames it, puts it on the plan, drops the caches and makes herself its manager', async () => {
  await page.getByTestId('platform-business-Pizzaria Nova Ltda').click();
  const detail = page.getByTestId('platform-business-detail');
  await detail.getByTestId('platform-business-trade-name').fill('Pizzaria Nova');
  await detail.getByTestId('platform-business-save').click();
  await expect(detail.getByTestId('platform-business-title')).toHaveText('Pizzaria Nova');
  await expect(detail.getByTestId('platform-business-trade-name')).toHaveValue('Pizzaria Nova');
  const business = await serverBusiness('Pizzaria Nova Ltda');
  expect(business).toMatchObject({ tradeName: 'Pizzaria Nova' });

  await detail.getByTestId('platform-business-plan-choice').selectOption({ label: 'Essencial · R$ 149,90' });
  await detail.getByTestId('platform-business-plan-add').click();
  await expect(detail.getByTestId('platform-business-plan-Essencial')).toContainText('R$ 149,90');
  const api = await adminApi();
  const plansOf = bindCall(api.client, 'businessContractPlans', gql('businessContractPlans'));
  expect(await plansOf({ businessId: business!.id }, 'monthlyPrice contractPlan { name }')).toEqual([{ monthlyPrice: 14990, contractPlan: { name: 'Essencial' } }]);

  await page.getByTestId('platform-clean-cache').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Caches do servidor limpos' })).toBeVisible();

  // The creator is linked as its owner; she makes herself its manager instead.
  const link = detail.getByTestId(`platform-link-${DEMO_PLATFORM_ADMIN.email}`);
  await link.getByTestId('platform-link-role').selectOption({ label: 'Gerente' });
  await expect(page.getByTestId('toast').filter({ hasText: 'Papel alterado' })).toBeVisible();
  const links = (await api.business.gqlUserBusinessListAdmin({ businessId: DEMO_BUSINESS_ID, filterBusinessId: business!.id }, 'userEmail roles')) as { userEmail: string; roles: string[] }[];
  expect(links).toEqual([{ userEmail: DEMO_PLATFORM_ADMIN.email, roles: ['business_manager'] }]);
  await shotBothSizes(page, 'business-platform');
});

test('a plan a business is on is not removed: the refusal is said in Portuguese and the plan stays', async () => {
  await page.getByTestId('platform-plan-Essencial').getByTestId('platform-plan-remove').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Este plano está em contratos de estabelecimentos: encerre-os antes de removê-lo' })).toBeVisible();
  await expect(page.getByTestId('platform-plan-Essencial')).toBeVisible();
  expect((await serverPlans()).map((p) => p.name)).toContain('Essencial');
});
