// Configurações → Fiscal → Arquivos fiscais and Notas de entrada. The manager imports a supplier's purchase NF-e
// (the XML uploaded), sees its items matched to the Cantina's products and its installment, puts it into stock and
// into the payables, reverts it and deletes another; then the accountant's month: the NFC-e list, reports, SPED
// ICMS/IPI, Sintegra (with the purchase) and the PAF-NFC-e files download under the server's names while the row
// says it is being made, and a refusal (a bad CPF, an unknown key, a note to another CNPJ) is said in Portuguese.
// Real server and host, Chromium; screenshots in test-results/screens.
import { test, expect, type Download, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Stack } from '../support/stack.js';
import { closeCounter, expectSynced, openTerminal } from './support/counter.js';
import { shotBothSizes } from './support/shots.js';
import { serverGql, serverPost } from './support/serverRows.js';

let stack: Stack;
let page: Page;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ stack, page } = await openTerminal(browser, 'manager'));
  // The payables go into the business's financial account: the manager has registered one.
  await serverPost(stack.serverUrl, 'financial/account', { name: 'Banco do Brasil', initialBalance: 0 });
});

test.afterAll(() => closeCounter(page, {}, stack));

const item = (n: number, code: string, name: string, qty: string, unit: string, total: string) =>
  `<det nItem="${n}"><prod><cProd>${code}</cProd><cEAN>SEM GTIN</cEAN><xProd>${name}</xProd><NCM>22021000</NCM><CFOP>5405</CFOP><uCom>UN</uCom><qCom>${qty}</qCom><vUnCom>${unit}</vUnCom><vProd>${total}</vProd></prod><imposto><ICMS><ICMS60><orig>0</orig><CST>60</CST></ICMS60></ICMS></imposto></det>`;

/** A supplier's nfeProc (model 55) to the Cantina's CNPJ, issued in November 2026. */
function purchaseXml(number: number, items: string[], total: string, dest = '12345678000195'): Buffer {
  const key = `3526114455566600017755002${String(number).padStart(9, '0')}10000000${String(number % 10)}${String(number % 7)}`;
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${key}" versao="4.00">` +
      `<ide><cUF>35</cUF><mod>55</mod><serie>2</serie><nNF>${number}</nNF><dhEmi>2026-11-02T09:30:00-03:00</dhEmi><tpEmis>1</tpEmis></ide>` +
      `<emit><CNPJ>44555666000177</CNPJ><xNome>Distribuidora de Bebidas Paulista Ltda</xNome><enderEmit><UF>SP</UF></enderEmit><IE>987654321000</IE></emit>` +
      `<dest><CNPJ>${dest}</CNPJ><xNome>Cantina Bella Napoli</xNome></dest>${items.join('')}` +
      `<total><ICMSTot><vBC>0.00</vBC><vICMS>0.00</vICMS><vNF>${total}</vNF></ICMSTot></total>` +
      `<cobr><dup><nDup>001</nDup><dVenc>2026-12-02</dVenc><vDup>${total}</vDup></dup></cobr></infNFe></NFe></nfeProc>`,
  );
}

const upload = (name: string, buffer: Buffer) => page.getByTestId('nfe-import-file').setInputFiles({ name, mimeType: 'application/xml', buffer });
const note = (text: string) => page.getByTestId('nfe-entry-row').filter({ hasText: text });
const detail = () => page.getByTestId('nfe-detail');

test('the manager imports a purchase NF-e and sees its items matched to the products', async () => {
  await page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: /Configurações/ }).click();
  await page.getByTestId('open-fiscal').click();
  await page.getByTestId('fiscal-tabs').getByRole('radio', { name: 'Notas de entrada' }).click();
  await expect(page.getByTestId('fiscal-entries')).toContainText('Nenhuma nota de entrada importada');

  await upload('compra-4567.xml', purchaseXml(4567, [item(1, '400', 'REFRIGERANTE COCA 350', '24.0000', '3.10', '74.40'), item(2, 'F-77', 'batata frita (PORÇÃO)', '2.0000', '9.90', '19.80')], '94.20'));
  await expectSynced(page);
  await expect(note('Distribuidora de Bebidas Paulista')).toContainText('R$ 94,20');
  await expect(note('Distribuidora de Bebidas Paulista')).toContainText('4567 / 2');
  await expect(detail().getByTestId('nfe-item')).toHaveCount(2);
  await expect(detail().getByTestId('nfe-item').nth(0)).toContainText('Coca-Cola lata 350 ml');
  await expect(detail().getByTestId('nfe-item').nth(0)).toContainText('R$ 74,40');
  await expect(detail().getByTestId('nfe-item').nth(1)).toContainText('Batata frita (porção)');
  await expect(detail().getByTestId('nfe-installments')).toContainText('001 – 02/12/2026 – R$ 94,20');
  await expect(detail().getByTestId('nfe-status')).toContainText('Importada');
});

test('the note goes into stock and into the payables, is reverted, and another is deleted', async () => {
  await page.getByTestId('nfe-process').click();
  await expectSynced(page);
  await expect(detail().getByTestId('nfe-status')).toContainText('No estoque');
  await expect(page.getByTestId('nfe-remove')).toBeDisabled();
  await page.getByTestId('nfe-process-financial').click();
  await expectSynced(page);
  await expect(detail().getByTestId('nfe-status')).toContainText('No financeiro');
  await expect(page.getByTestId('nfe-process-financial')).toBeDisabled();
  // The duplicata is now a payable in the Financeiro, due when the note says.
  const { data } = await serverGql<{ financialEntriesWithTotals: { entries: { description: string; amount: number; dueDate: string }[] } }>(
    stack.serverUrl,
    'query($b: ID!){ financialEntriesWithTotals(businessId: $b, filters: { start: "2026-12-01", end: "2026-12-31" }){ entries { description amount dueDate } } }',
  );
  expect(data.financialEntriesWithTotals.entries.filter((x) => x.description.startsWith('NF-e 4567/'))).toEqual([
    { description: 'NF-e 4567/2 · Distribuidora de Bebidas Paulista Ltda', amount: 9420, dueDate: '2026-12-02' },
  ]);
  await shotBothSizes(page, 'fiscal-entries');

  const pdf = page.waitForEvent('download');
  await page.getByTestId('nfe-download').click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByTestId('nfe-revert').click();
  await page.getByTestId('nfe-confirm').getByRole('button', { name: 'Desfazer processamento' }).click();
  await expectSynced(page);
  await expect(detail().getByTestId('nfe-status')).toContainText('Importada');
  await expect(detail().getByTestId('nfe-status')).not.toContainText('No financeiro');

  await upload('compra-4570.xml', purchaseXml(4570, [item(1, '400', 'Coca lata', '1.0000', '3.10', '3.10')], '3.10'));
  await expectSynced(page);
  await note('4570 / 2').click();
  await page.getByTestId('nfe-remove').click();
  await page.getByTestId('nfe-confirm').getByRole('button', { name: 'Excluir nota' }).click();
  await expectSynced(page);
  await expect(note('4570 / 2')).toHaveCount(0);
  await expect(note('4567 / 2')).toHaveCount(1);
  // Processed again, so the month's Sintegra carries the purchase.
  await note('4567 / 2').click();
  await page.getByTestId('nfe-process').click();
  await expectSynced(page);
  await expect(detail().getByTestId('nfe-status')).toContainText('No estoque');
});

async function saved(download: Promise<Download>): Promise<{ name: string; text: string }> {
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, 'latin1') };
}

test('the accountant’s month downloads file by file under the server’s names', async () => {
  await page.getByTestId('fiscal-tabs').getByRole('radio', { name: 'Arquivos fiscais' }).click();
  await page.getByTestId('fiscal-files-month').fill('2026-11');
  await expect(page.getByTestId('fiscal-paf-identification')).toContainText('PAF-NFC-e');
  await expect(page.getByTestId('fiscal-month-ncm')).toContainText('Nenhuma NFC-e autorizada neste mês');
  await shotBothSizes(page, 'fiscal-files');

  const get = async (key: string) => {
    const download = page.waitForEvent('download');
    await page.getByTestId(`fiscal-file-${key}-download`).click();
    return saved(download);
  };
  const pdf = await get('pdf');
  expect(pdf.name).toBe('nfce-2026-11.pdf');
  expect(pdf.text.startsWith('%PDF-')).toBe(true);
  expect((await get('xml')).name).toBe('nfce-2026-11.zip');
  expect((await get('nfces')).text.startsWith('%PDF-')).toBe(true);
  expect((await get('resumes')).name).toBe('resumo-nfce.pdf');
  const sped = await get('sped');
  expect(sped.name).toBe('sped-efd-icms-ipi-2026-11.txt');
  expect(sped.text.startsWith('|0000|')).toBe(true);
  const sintegra = await get('sintegra');
  expect(sintegra.name).toBe('sintegra-2026-11.txt');
  // Register 10 of the Cantina, and register 50 of the purchase from the distributor's CNPJ.
  expect(sintegra.text.startsWith('10')).toBe(true);
  expect(sintegra.text).toMatch(/^5044555666000177/m);
  expect((await get('pafRegisters')).name).toBe('registros-paf-nfce-2026-11.txt');
});

test('a refused file says why in Portuguese, and a note to another CNPJ is refused', async () => {
  // No identification: said at once, nothing asked of the server.
  await page.getByTestId('fiscal-file-pafData-download').click();
  await expect(page.getByTestId('fiscal-files-error')).toHaveText('Informe o CPF ou o CNPJ do consumidor para gerar este arquivo.');
  await page.getByTestId('fiscal-files-identification').fill('123.456.789-00');
  await page.getByTestId('fiscal-file-pafData-download').click();
  await expect(page.getByTestId('fiscal-files-error')).toHaveText('Não foi possível gerar PAF-NFC-e: dados por identificação: Informe o CPF ou CNPJ do consumidor (identificação) com os dígitos corretos');
  await page.getByTestId('fiscal-files-key').fill('35261112345678000195650010000000011000000010');
  await page.getByTestId('fiscal-file-one-download').click();
  await expect(page.getByTestId('fiscal-files-error')).toHaveText('Não foi possível gerar XML de uma NFC-e (chave de acesso, 44 dígitos): NFC-e não encontrada');
  await page.screenshot({ path: 'test-results/screens/fiscal-files-refused-1366x768.png' });

  await page.getByTestId('fiscal-tabs').getByRole('radio', { name: 'Notas de entrada' }).click();
  await upload('outra-empresa.xml', purchaseXml(4571, [item(1, '400', 'Coca', '1.0000', '3.10', '3.10')], '3.10', '98765432000110'));
  await expect(page.getByTestId('toast').filter({ hasText: 'A NF-e importada não é destinada ao CNPJ deste estabelecimento' })).toBeVisible({ timeout: 30_000 });
  await expect(note('4571 / 2')).toHaveCount(0);
});
