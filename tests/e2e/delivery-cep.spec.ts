// A new delivery customer's address by CEP: the terminal asks the CEP service (here a local one answering
// like the public service) and fills street, neighbourhood, city and state; an unknown CEP says so; with the
// service away the cashier is told and types the address by hand, and the sale goes on.
import { test, expect, type Page } from '@playwright/test';
import type { Stack } from '../support/stack.js';
import { closeCounter, openTerminal, shot } from './support/counter.js';
import { startPostalCodeService, type PostalCodeService } from './support/postalCodeService.js';

let stack: Stack;
let page: Page;
let cepService: PostalCodeService;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  cepService = await startPostalCodeService({
    '01310100': { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', ibge: '3550308' },
  });
  ({ stack, page } = await openTerminal(browser, 'cashier', { POS_POSTAL_CODE_URL: cepService.url }));
});

test.afterAll(async () => {
  await closeCounter(page, {}, stack);
  await cepService?.close();
});

async function newCustomer(phone: string, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: 'Balcão' }).click();
  await page.getByRole('button', { name: /Delivery por telefone/ }).click();
  await page.getByLabel('Telefone do cliente').fill(phone);
  await page.getByLabel('Nome do cliente').fill(name);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('CEP')).toBeVisible();
}

test('the CEP fills the address; an unknown CEP is said so', async () => {
  await newCustomer('(11) 93030-4242', 'Paula Ramos');
  const cep = page.getByLabel('CEP');
  await cep.fill('99999-999');
  await cep.press('Enter');
  await expect(page.getByText('CEP não encontrado')).toBeVisible();
  await expect(page.getByLabel('Rua')).toHaveValue('');

  await cep.fill('01310-100');
  await page.getByRole('button', { name: 'Buscar CEP' }).click();
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('UF')).toHaveValue('SP');
  // The number is the cashier's to type: the field waits for it.
  await expect(page.getByLabel('Número')).toBeFocused();
  expect(cepService.requests).toEqual(['99999999', '01310100']);
  await page.keyboard.type('1000');
  await shot(page, 'checkout-address-cep');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: /Entrega própria/ }).click();
  await expect(page.getByTestId('sale-context')).toContainText('Paula Ramos · Avenida Paulista, 1000 · Bela Vista');
});

test('with the CEP service away the cashier types the address and the sale goes on', async () => {
  await cepService.close();
  await page.keyboard.press('Escape');
  await newCustomer('(11) 96060-1717', 'Rafael Lima');
  const cep = page.getByLabel('CEP');
  await cep.fill('04538-133');
  await cep.press('Enter');
  await expect(page.getByText('Serviço de CEP fora do ar: preencha o endereço')).toBeVisible();
  await expect(page.getByLabel('Rua')).toBeFocused();
  await page.keyboard.type('Avenida Brigadeiro Faria Lima');
  await page.getByLabel('Número').fill('3477');
  await page.getByLabel('Bairro').fill('Itaim Bibi');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('UF').fill('sp');
  await shot(page, 'checkout-address-typed');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: /Entrega própria/ }).click();
  await expect(page.getByTestId('sale-context')).toContainText('Rafael Lima · Avenida Brigadeiro Faria Lima, 3477 · Itaim Bibi');
  await expect(page.getByTestId('pending-changes')).toHaveText('Nenhuma alteração pendente');
});
