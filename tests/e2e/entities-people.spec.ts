// Configurações → Cadastros: the manager finds the business's people by type and by search, edits a customer (a
// wrong CPF is refused in Portuguese and nothing is sent), switches a customer off and on, adds a waiter, connects
// the phone of a waiter who has a user, and deletes a delivery man. Each change is read back from the server. Real
// server and host, Chromium; screenshots at 1366×768 and 768×1024 in test-results/screens.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { DEMO_BUSINESS_ID } from '../../src-server/demo/ids.js';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, openTerminal } from './support/counter.js';
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

interface Person {
  id: string;
  type: string;
  name: string;
  document: string | null;
  email: string | null;
  userId: string | null;
  available: boolean;
}
async function serverPeople(): Promise<Person[]> {
  const { data } = await serverGql<{ entities: Person[] }>(stack.serverUrl, 'query($b: ID!){ entities(businessId: $b){ id type name document email userId available } }');
  return data.entities;
}
const person = async (name: string) => (await serverPeople()).find((p) => p.name === name);

test('customers by type; Maria edited, a wrong CPF refused in Portuguese', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-entities').click();
  const list = page.getByTestId('entities-list');
  await expect(list).toContainText('Maria Aparecida Silva');
  await expect(list).toContainText('João Pedro Souza');
  await expect(list).not.toContainText('Pedro Motoboy');

  await page.getByTestId('entity-Maria Aparecida Silva').click();
  const detail = page.getByTestId('entity-detail');
  await expect(detail.getByTestId('phone-11987654321').getByTestId('phone-number')).toHaveValue('11987654321');
  await expect(detail.getByTestId('entity-contacts')).toContainText('Avenida Paulista, 1578');
  await shotBothSizes(page, 'entities-customer');

  // A CPF with a wrong check digit: said at once, in Portuguese, and the server keeps the old one.
  await detail.getByTestId('entity-document').fill('12345678900');
  await detail.getByTestId('entity-save').click();
  await expect(page.getByText(/CPF ou CNPJ inválido/)).toBeVisible();
  await expect(detail.getByTestId('entity-document')).toHaveValue('12345678900');
  expect((await person('Maria Aparecida Silva'))?.document).toBe('12345678909');

  await detail.getByTestId('entity-document').fill('12345678909');
  await detail.getByTestId('entity-email').fill('maria@cantina.com.br');
  await detail.getByTestId('entity-save').click();
  await expectSynced(page);
  await expect.poll(async () => (await person('Maria Aparecida Silva'))?.email).toBe('maria@cantina.com.br');
});

test('João switched off and on again', async () => {
  await page.getByTestId('entity-João Pedro Souza').click();
  await page.getByTestId('entity-availability').click();
  await expectSynced(page);
  await expect(page.getByTestId('entity-João Pedro Souza')).toContainText('Inativo');
  expect((await person('João Pedro Souza'))?.available).toBe(false);
  await page.getByTestId('entity-availability').click();
  await expectSynced(page);
  await expect(page.getByTestId('entity-João Pedro Souza')).toContainText('Ativo');
  expect((await person('João Pedro Souza'))?.available).toBe(true);
});

test('a new waiter; the phone of a waiter with a user connected', async () => {
  await page.getByTestId('entities-tabs').getByRole('radio', { name: 'Garçons' }).click();
  await expect(page.getByTestId('entities-list')).toContainText('Carlos Garçom');
  await page.getByTestId('waiter-new-add').click();
  await expect(page.getByTestId('waiter-new-error')).toHaveText('Informe o nome');
  await page.getByTestId('waiter-new-name').fill('Bruno Garçom');
  await page.getByTestId('waiter-new-add').click();
  await expect(page.getByTestId('waiter-new-name')).toHaveValue('');
  await expectSynced(page);
  await expect(page.getByTestId('entities-list')).toContainText('Bruno Garçom');
  expect(await person('Bruno Garçom')).toMatchObject({ type: 'waiter', available: true, userId: null });

  await page.getByTestId('entity-Carlos Garçom').click();
  await page.getByTestId('entity-waiter-token').click();
  const ready = page.getByTestId('entity-waiter-token-ready');
  await expect(ready).toContainText('Acesso gerado');
  // The token is the server's own for the waiter's user: it reads the business as that waiter.
  const token = await ready.locator('textarea').inputValue();
  const res = await fetch(`${stack.serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query($b: ID!){ waiters(businessId: $b){ name } }', variables: { b: DEMO_BUSINESS_ID } }),
  });
  const read = (await res.json()) as { data?: { waiters: { name: string }[] } };
  expect(read.data?.waiters.map((x) => x.name)).toContain('Carlos Garçom');
  await shotBothSizes(page, 'entities-waiters');

  // A waiter switched off and then renamed stays a waiter, switched off: the edit sends only what it names.
  await page.getByTestId('entity-Ana Paula').click();
  await page.getByTestId('entity-availability').click();
  await expectSynced(page);
  await expect(page.getByTestId('entity-Ana Paula')).toContainText('Inativo');
  await page.getByTestId('entity-name').fill('Ana Paula Lima');
  await page.getByTestId('entity-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('entity-Ana Paula Lima')).toContainText('Inativo');
  expect(await person('Ana Paula Lima')).toMatchObject({ type: 'waiter', available: false });
});

test('search across types; Lucas deleted', async () => {
  await page.getByTestId('entities-search').fill('Lucas');
  await expect(page.getByTestId('entities-list')).toContainText('Lucas Entregas');
  await expect(page.getByTestId('entities-list')).not.toContainText('Carlos');
  await page.getByTestId('entity-Lucas Entregas').click();
  await page.getByTestId('entity-delete').click();
  await page.getByTestId('entity-delete-confirm').getByRole('button', { name: 'Excluir' }).click();
  await expectSynced(page);
  await expect(page.getByTestId('entities-list')).toHaveCount(0);
  expect(await person('Lucas Entregas')).toBeUndefined();
});

interface Contact {
  id: string;
  entityId: string;
  number?: string;
  main?: boolean;
  street?: string;
  complement?: string | null;
  deletedAt: string | null;
}
async function contactsOf(name: string): Promise<{ phones: Contact[]; addresses: Contact[] }> {
  const { data } = await serverGql<{ completeEntity: { phones: Contact[]; addresses: Contact[] } }>(
    stack.serverUrl,
    `query($b: ID!){ completeEntity(businessId: $b, id: "${(await person(name))!.id}"){ phones { id entityId number main deletedAt } addresses { id entityId street complement deletedAt } } }`,
  );
  return data.completeEntity;
}

test("Maria's phone corrected (a short number refused), her address corrected, then removed", async () => {
  await page.getByTestId('entities-search').fill('');
  await page.getByTestId('entities-tabs').getByRole('radio', { name: 'Clientes' }).click();
  await page.getByTestId('entity-Maria Aparecida Silva').click();
  const phone = page.getByTestId('phone-11987654321');
  await phone.getByTestId('phone-number').fill('1198765');
  await phone.getByTestId('phone-save').click();
  await expect(page.getByText(/Telefone com DDD/)).toBeVisible();
  await expect(phone.getByTestId('phone-number')).toHaveValue('1198765');
  expect((await contactsOf('Maria Aparecida Silva')).phones.map((p) => p.number)).toEqual(['11987654321']);

  await phone.getByTestId('phone-number').fill('11976543210');
  await phone.getByTestId('phone-save').click();
  await expectSynced(page);
  await expect(page.getByTestId('phone-11976543210')).toBeVisible();
  // Still her main phone: the correction sends the number only.
  expect((await contactsOf('Maria Aparecida Silva')).phones).toMatchObject([{ number: '11976543210', main: true }]);

  await page.getByTestId('address-edit').click();
  const dialog = page.getByTestId('address-dialog');
  await dialog.getByTestId('address-street').fill('');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByTestId('address-street-error')).toHaveText('Informe a rua');
  await dialog.getByTestId('address-street').fill('Alameda Santos');
  await dialog.getByTestId('address-complement').fill('');
  await shotBothSizes(page, 'entities-address');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectSynced(page);
  await expect(page.getByTestId('entity-contacts')).toContainText('Alameda Santos, 1578');
  expect((await contactsOf('Maria Aparecida Silva')).addresses).toMatchObject([{ street: 'Alameda Santos', complement: null }]);

  await page.getByTestId('address-delete').click();
  await page.getByTestId('phone-11976543210').getByTestId('phone-delete').click();
  await expectSynced(page);
  await expect(page.getByTestId('entity-contacts')).toContainText('Sem endereço.');
  await expect(page.getByTestId('entity-contacts')).toContainText('Sem telefone.');
  const left = await contactsOf('Maria Aparecida Silva');
  expect([...left.phones, ...left.addresses]).toEqual([]);
});

test('the customers as a CSV file, and who owes on account', async () => {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('entities-csv').click()]);
  expect(file.suggestedFilename()).toBe('cadastros.csv');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text).toContain('Nome');
  expect(text).toContain('Maria Aparecida Silva');
  expect(text).toContain('João Pedro Souza');
  // The customers' tab: no waiter in the file.
  expect(text).not.toContain('Carlos Garçom');
  await expect(page.getByTestId('entities-csv')).toHaveText('Exportar CSV');

  const [pending] = await Promise.all([page.waitForEvent('download'), page.getByTestId('entities-pending').click()]);
  expect(readFileSync((await pending.path())!, 'utf8')).toContain('Cliente');
});
