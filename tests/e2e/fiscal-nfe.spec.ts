// The fiscal settings list the NF-e (model 55) the restaurant issued: two notes a terminal built, signed and the
// real server transmitted to the homologation simulator (one to a company, one to a person, cancelled within
// 24 h) show with number, recipient, value in R$, situation and date, for the manager, on the desktop and on a
// tablet. (Issuing, the CC-e and cancelling from the screens: fiscal-nfe-actions.spec.ts.)
import { test, expect, type Page } from '@playwright/test';
import { openPfx } from '../../src-main/fiscal/certificate.js';
import { emitNfe, signNfeCancelEvent } from '../../src-main/fiscal/emitNfe.js';
import { startSefazSimulator, type SefazSimulator } from '../../src-server/fiscal/simulator.js';
import { formatBRL } from '../../src-shared/domain/money.js';
import type { NfeRecipient } from '../../src-shared/fiscal/nfeXml.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { login } from '../integration/server/harness.js';
import type { Stack } from '../support/stack.js';
import { makeTestCertificate, normalBusiness, variedSales } from '../unit/fiscal/fixtures.js';
import { closeCounter, openTerminal, shot } from './support/counter.js';

const CANTINA_CNPJ = '12345678000195';
let stack: Stack;
let page: Page;
let sim: SefazSimulator;
const issued: { number: number; total: number; name: string }[] = [];

test.describe.configure({ mode: 'serial' });

const company: NfeRecipient = {
  cnpj: '11444777000161',
  name: 'Eventos Gaúchos Ltda',
  indIEDest: 1,
  ie: '0960012345',
  address: { street: 'Avenida Ipiranga', number: '6681', district: 'Partenon', cityCode: '4314902', cityName: 'Porto Alegre', uf: 'RS', cep: '90619900' },
};
const person: NfeRecipient = {
  cpf: '52998224725',
  name: 'Joana Catarinense',
  indIEDest: 9,
  address: { street: 'Rua Felipe Schmidt', number: '100', district: 'Centro', cityCode: '4205407', cityName: 'Florianópolis', uf: 'SC', cep: '88010000' },
};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  sim = await startSefazSimulator();
  ({ stack, page } = await openTerminal(browser, 'manager', { POS_SEFAZ_NFCE_URL: sim.url }));
  const made = makeTestCertificate({ cnpj: CANTINA_CNPJ });
  const cert = openPfx(made.pfx, made.password);
  const manager = await login(stack.serverUrl, 'manager');
  // Production environment: in homologation the recipient's name is replaced by SEFAZ's fixed test text.
  for (const [nNF, recipient] of [
    [41, company],
    [42, person],
  ] as const) {
    const signed = await emitNfe(
      { business: { ...normalBusiness, cnpj: CANTINA_CNPJ, environment: 'production' }, sale: { ...variedSales()[nNF % 20]!, groupPaymentId: newId() }, serie: 2, nNF, cNF: String(50_000_000 + nNF), emittedAt: new Date(Date.now() - 60_000), verProc: 'teste 1.0', recipient },
      cert,
    );
    const res = await manager.post<{ id: string; protocol: string; key: string }>(manager.b('fiscal/nfe/generate'), { id: newId(), xml: signed.xml }, newId());
    expect(res.status).toBe(201);
    issued.push({ number: nNF, total: signed.built.totals.vNF, name: recipient.name });
    if (recipient === person) {
      const reason = 'Cliente desistiu da compra';
      const cancel = signNfeCancelEvent({ key: res.body.key, tpAmb: '1', nProt: res.body.protocol, reason, at: new Date(), timeZone: 'America/Sao_Paulo' }, cert);
      const canceled = await manager.post(manager.b(`fiscal/nfe/${res.body.id}/cancel`), { justification: reason, xml: cancel.xml }, newId());
      expect(canceled.status).toBe(200);
    }
  }
});

test.afterAll(async () => {
  await closeCounter(page, {}, stack);
  await sim?.close();
});

test('the manager sees the issued NF-e with number, recipient, value, situation and date', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(page.url().replace(/#.*$/, '') + '#/configuracoes');
  const list = page.getByTestId('nfe-issued');
  await expect(list.getByRole('heading', { name: 'NF-e emitidas' })).toBeVisible();
  const rows = list.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const [first, second] = issued;
  // Both emitted a minute ago: the later number first when their times tie is not guaranteed, so find each.
  const companyRow = rows.filter({ hasText: 'nº 41' });
  const personRow = rows.filter({ hasText: 'nº 42' });
  await expect(companyRow).toContainText('Eventos Gaúchos Ltda');
  await expect(companyRow).toContainText('11.444.777/0001-61');
  await expect(personRow).toContainText('529.982.247-25');
  await expect(companyRow).toContainText(formatBRL(first!.total));
  await expect(companyRow).toContainText('Autorizada');
  await expect(personRow).toContainText('Joana Catarinense');
  await expect(personRow).toContainText(formatBRL(second!.total));
  await expect(personRow).toContainText('Cancelada');
  await expect(companyRow).toContainText(new Date().toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }));
  await list.scrollIntoViewIfNeeded();
  await shot(page, 'nfe-issued');
  await page.setViewportSize({ width: 768, height: 1024 });
  const cards = list.getByTestId('nfe-issued-card');
  await expect(cards).toHaveCount(2);
  await expect(list.locator('table')).toBeHidden();
  await expect(cards.filter({ hasText: 'nº 42 · série 2' })).toContainText('Cancelada');
  await list.scrollIntoViewIfNeeded();
  await shot(page, 'nfe-issued-tablet');
});
