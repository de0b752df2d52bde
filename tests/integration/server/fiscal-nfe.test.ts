// The supplier NF-e import over HTTP through the typed client (a multipart file, 000 §5): the purchase XML is read,
// its items matched to the Cantina's products by code, barcode or name, the import kept; process (refused while an
// item has no product), process-financial, revert and delete; the PDF download; gqlNfe; another business refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8 } from 'fflate';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let ze: Client;
let api: Api;
beforeAll(async () => {
  server = await startTestServer();
  [manager, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'other')]);
  const base = { main: server.url, report: server.url, worker: server.url, link: server.url };
  api = createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token: manager.token, baseUrls: { local: base } });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const item = (n: number, code: string, ean: string, name: string, qty: string, unit: string, total: string) =>
  `<det nItem="${n}"><prod><cProd>${code}</cProd><cEAN>${ean}</cEAN><xProd>${name}</xProd><NCM>22021000</NCM><CFOP>5405</CFOP><uCom>UN</uCom><qCom>${qty}</qCom><vUnCom>${unit}</vUnCom><vProd>${total}</vProd></prod><imposto><ICMS><ICMS60><orig>0</orig><CST>60</CST></ICMS60></ICMS></imposto></det>`;

/** A supplier's nfeProc (model 55) to the Cantina's CNPJ. */
function purchaseXml(number: number, items: string[], total: string, dest = '12345678000195') {
  const key = `3526114455566600017755002${String(number).padStart(9, '0')}10000000${String(number % 10)}${String(number % 7)}`;
  return {
    key,
    xml:
      `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${key}" versao="4.00">` +
      `<ide><cUF>35</cUF><mod>55</mod><serie>2</serie><nNF>${number}</nNF><dhEmi>2026-11-02T09:30:00-03:00</dhEmi><tpEmis>1</tpEmis></ide>` +
      `<emit><CNPJ>44555666000177</CNPJ><xNome>Distribuidora de Bebidas Paulista Ltda</xNome><enderEmit><UF>SP</UF></enderEmit><IE>987654321000</IE></emit>` +
      `<dest><CNPJ>${dest}</CNPJ><xNome>Cantina Bella Napoli</xNome></dest>${items.join('')}` +
      `<total><ICMSTot><vBC>0.00</vBC><vICMS>0.00</vICMS><vNF>${total}</vNF></ICMSTot></total>` +
      `<cobr><dup><nDup>001</nDup><dVenc>2026-12-02</dVenc><vDup>${total}</vDup></dup></cobr></infNFe></NFe></nfeProc>`,
  };
}

const file = (xml: string, fileName = 'compra.xml') => ({ fileName, contentType: 'application/xml', data: new TextEncoder().encode(xml) });

type Imported = { id: string; key: string; status: string; total: number; financialProcessed: boolean; items: { code: string; productId: string | null; matchedBy: string | null; insumo?: { name: string } | null }[]; installments: unknown[] };

describe('supplier NF-e import', () => {
  it('reads the purchase, matches its items by code and by name, and processes, reverts and settles it', async () => {
    const { key, xml } = purchaseXml(4567, [item(1, '400', 'SEM GTIN', 'REFRIGERANTE COCA 350', '24.0000', '3.10', '74.40'), item(2, 'F-77', 'SEM GTIN', 'batata frita (PORÇÃO)', '2.0000', '9.90', '19.80')], '94.20');
    const imported = (await api.fiscal.nfeImport({ body: { file: file(xml) } })) as Imported;
    expect(imported).toMatchObject({ key, status: 'imported', total: 9420, installments: [{ number: '001', dueDate: '2026-12-02', amount: 9420 }] });
    expect(imported.items.map((i) => [i.code, i.productId, i.matchedBy])).toEqual([
      ['400', demoId('product:coca-lata'), 'code'],
      ['F-77', demoId('product:batata'), 'name'],
    ]);
    // The same note again is refused; another business's token learns nothing.
    await expect(api.fiscal.nfeImport({ body: { file: file(xml) } })).rejects.toThrow('Esta NF-e já foi importada');
    const read = (await api.fiscal.gqlNfe({ id: imported.id }, 'id key status issuerName total')) as unknown[];
    expect(read).toEqual([{ id: imported.id, key, status: 'imported', issuerName: 'Distribuidora de Bebidas Paulista Ltda', total: 9420 }]);
    expect((await ze.gql(`{ nfe(businessId: "${DEMO_BUSINESS_ID}") { id } }`)).status).toBe(403);
    expect((await ze.post(ze.b('fiscal/nfe/process'), { id: imported.id })).status).toBe(404);

    const pdf = (await api.fiscal.nfeDownload({ params: { id: imported.id } })) as { data: Uint8Array; contentType: string };
    expect(pdf.contentType).toBe('application/pdf');
    expect(strFromU8(pdf.data.subarray(0, 5))).toBe('%PDF-');

    const processed = (await api.fiscal.nfeProcess({ body: { id: imported.id } })) as Imported;
    expect(processed.status).toBe('processed');
    await expect(api.fiscal.nfeImportDelete({ params: { id: imported.id } })).rejects.toThrow('A NF-e já foi processada');
    // The payables need an account to go into: without one, the refusal says so and nothing changes.
    await expect(api.fiscal.nfeProcessFinancial({ body: { id: imported.id } })).rejects.toThrow('Cadastre uma conta no Financeiro');
    const account = newId();
    expect((await manager.post(manager.b('financial/account'), { id: account, name: 'Banco do Brasil', initialBalance: 0 })).status).toBe(201);
    expect(((await api.fiscal.nfeProcessFinancial({ body: { id: imported.id } })) as Imported).financialProcessed).toBe(true);
    // One expense per duplicata, due when the note says, in that account.
    const payables = async () =>
      (
        await manager.gql<{ financialEntriesWithTotals: { entries: { description: string; amount: number; dueDate: string; kind: string; accountId: string; paid: boolean }[] } }>(
          'query($b: ID!, $f: JSON){ financialEntriesWithTotals(businessId: $b, filters: $f){ entries { description amount dueDate kind accountId paid } } }',
          { b: DEMO_BUSINESS_ID, f: { start: '2026-12-01', end: '2026-12-31' } },
        )
      ).body.data!.financialEntriesWithTotals.entries.filter((x) => x.description.startsWith('NF-e 4567/'));
    expect(await payables()).toEqual([
      { description: 'NF-e 4567/2 · Distribuidora de Bebidas Paulista Ltda', amount: 9420, dueDate: '2026-12-02', kind: 'expense', accountId: account, paid: false },
    ]);
    const reverted = (await api.fiscal.nfeRevertProcess({ body: { id: imported.id } })) as Imported;
    expect(reverted).toMatchObject({ status: 'imported', financialProcessed: false });
    expect(await payables()).toEqual([]);
    await api.fiscal.nfeImportDelete({ params: { id: imported.id } });
    expect(await api.fiscal.gqlNfe({ id: imported.id }, 'id')).toEqual([]);
    // Deleted, it may be imported again.
    expect(((await api.fiscal.nfeImport({ body: { file: file(xml) } })) as Imported).status).toBe('imported');
  });

  it('enters the items that name a controlled insumo into stock at the price paid, and takes them back when reverted', async () => {
    const stock = async () => {
      const res = await manager.gql<{ inventoryStock: { name: string; stock: number; cost: number }[] }>('query($b: ID!){ inventoryStock(businessId: $b){ name stock cost } }', { b: DEMO_BUSINESS_ID });
      return Object.fromEntries(res.body.data!.inventoryStock.filter((s) => s.name === 'Bacon' || s.name === 'Ovo').map((s) => [s.name, [s.stock, s.cost]])) as Record<string, [number, number]>;
    };
    const before = await stock();
    // Bacon by its name (any case), 2,5 kg at R$ 42,00; eggs (30 un at R$ 0,80) and a product (Coca by its code).
    const { xml } = purchaseXml(4570, [item(1, 'BC-9', 'SEM GTIN', 'BACON', '2.5000', '42.00', '105.00'), item(2, 'OV', 'SEM GTIN', 'ovo', '30.0000', '0.80', '24.00'), item(3, '400', 'SEM GTIN', 'Coca lata', '12.0000', '3.10', '37.20')], '166.20');
    const imported = (await api.fiscal.nfeImport({ body: { file: file(xml) } })) as Imported;
    // The note shows which items enter the stock.
    expect(imported.items.map((i) => i.insumo?.name ?? null)).toEqual(['Bacon', 'Ovo', null]);
    await api.fiscal.nfeProcess({ body: { id: imported.id } });
    const after = await stock();
    expect(after['Bacon']).toEqual([before['Bacon']![0] + 2500, 4200]);
    expect(after['Ovo']).toEqual([before['Ovo']![0] + 30_000, 80]);
    const moves = await manager.gql<{ inventoryMovements: { type: string; quantity: number; unitCost: number | null }[] }>(
      'query($b: ID!){ inventoryMovements(businessId: $b){ type quantity unitCost } }',
      { b: DEMO_BUSINESS_ID },
    );
    expect(moves.body.data!.inventoryMovements.filter((x) => x.type === 'nfe_entry_input').map((x) => [x.quantity, x.unitCost]).sort()).toEqual([[2500, 4200], [30_000, 80]].sort());
    // Reverted, what it entered goes back out; processed again, it enters once more.
    await api.fiscal.nfeRevertProcess({ body: { id: imported.id } });
    expect((await stock())['Bacon']![0]).toBe(before['Bacon']![0]);
    expect((await stock())['Ovo']![0]).toBe(before['Ovo']![0]);
    await api.fiscal.nfeProcess({ body: { id: imported.id } });
    expect((await stock())['Bacon']![0]).toBe(before['Bacon']![0] + 2500);
  });

  it('puts a note with no duplicatas into the payables as one expense for its total, due on its issue day', async () => {
    const { xml } = purchaseXml(4571, [item(1, '400', 'SEM GTIN', 'Coca lata', '6.0000', '3.10', '18.60')], '18.60');
    const imported = (await api.fiscal.nfeImport({ body: { file: file(xml.replace(/<cobr>.*<\/cobr>/, '')) } })) as Imported;
    expect(imported.installments).toEqual([]);
    await api.fiscal.nfeProcessFinancial({ body: { id: imported.id } });
    const res = await manager.gql<{ financialEntriesWithTotals: { entries: { description: string; amount: number; dueDate: string }[] } }>(
      'query($b: ID!, $f: JSON){ financialEntriesWithTotals(businessId: $b, filters: $f){ entries { description amount dueDate } } }',
      { b: DEMO_BUSINESS_ID, f: { start: '2026-11-01', end: '2026-11-30' } },
    );
    // Issued 2026-11-02 09:30 in São Paulo.
    expect(res.body.data!.financialEntriesWithTotals.entries.filter((x) => x.description.startsWith('NF-e 4571/'))).toEqual([
      { description: 'NF-e 4571/2 · Distribuidora de Bebidas Paulista Ltda', amount: 1860, dueDate: '2026-11-02' },
    ]);
  });

  it('refuses to process a note with an item of no product, naming the item', async () => {
    const { xml } = purchaseXml(4568, [item(1, '400', 'SEM GTIN', 'Coca lata', '1.0000', '3.10', '3.10'), item(2, 'GU-1', '7891234567895', 'Guardanapo folha dupla', '10.0000', '1.00', '10.00')], '13.10');
    const imported = (await api.fiscal.nfeImport({ body: { file: file(xml) } })) as Imported;
    expect(imported.items[1]).toMatchObject({ productId: null, matchedBy: null });
    const res = await manager.post<{ message: string }>(manager.b('fiscal/nfe/process'), { id: imported.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Itens sem produto correspondente: 2 Guardanapo folha dupla');
  });

  it('refuses a file that is no NF-e and a note to another CNPJ, naming the file', async () => {
    await expect(api.fiscal.nfeImport({ body: { file: file('<html>não é nota</html>') } })).rejects.toThrow('O arquivo não é o XML de uma NF-e (nfeProc ou NFe)');
    const { xml } = purchaseXml(4569, [item(1, '400', 'SEM GTIN', 'Coca', '1.0000', '3.10', '3.10')], '3.10', '98765432000110');
    await expect(api.fiscal.nfeImport({ body: { file: file(xml) } })).rejects.toThrow('A NF-e importada não é destinada ao CNPJ deste estabelecimento');
    const noFile = await manager.post<{ issues: { path: string }[] }>(manager.b('fiscal/nfe/import'), {});
    expect(noFile.status).toBe(400);
    expect(noFile.body.issues.map((i) => i.path)).toContain('file');
    const notUuid = await manager.post<{ issues: { path: string }[] }>(manager.b('fiscal/nfe/process'), { id: 'x' });
    expect(notUuid.body.issues.map((i) => i.path)).toContain('id');
    expect(newId()).toBeTruthy();
  });
});
