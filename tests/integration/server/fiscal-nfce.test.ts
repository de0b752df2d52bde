// The fiscal back office over HTTP, through the typed client, against the real server: NCM and CEST codes, CST by
// CRT, origins, product fiscal configurations, the NFC-e a terminal hands over (a real signed note: emitNfce with
// a test A1 certificate), its cancellation, download, the month's XML zip, PDF, SPED and SINTEGRA files and the
// reports. Bad bodies answer 400 in Portuguese naming the field; another business is refused; a replay is a no-op.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import { openPfx, type A1Certificate } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import type { RunningServer } from '../../../src-server/server.js';
import { makeTestCertificate, normalBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let ze: Client;
let api: Api;
let cert: A1Certificate;
beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
  const base = { main: server.url, report: server.url, worker: server.url, link: server.url };
  api = createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token: manager.token, baseUrls: { local: base } });
  const made = makeTestCertificate();
  cert = openPfx(made.pfx, made.password);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Issues = { message: string; issues?: { path: string; message: string }[] };
const fetchFile = async (c: Client, method: string, path: string, body?: unknown) => {
  const res = await fetch(server.url + path, {
    method,
    headers: { authorization: `Bearer ${c.token}`, ...(body ? { 'content-type': 'application/json', 'idempotency-key': newId() } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', bytes: new Uint8Array(await res.arrayBuffer()) };
};

/** A note the terminal emitted for the sale: signed, November 2026, in normal emission (tpEmis 1). */
function terminalNote(nNF: number, sale = variedSales()[nNF % 20]!, emittedAt = new Date(`2026-11-${String(3 + (nNF % 3)).padStart(2, '0')}T15:00:00Z`)) {
  const signed = emitNfce({ business: normalBusiness, sale, serie: 1, nNF, cNF: String(10_000_000 + nNF), emittedAt, contingency: null, verProc: 'teste 1.0' }, cert);
  return { id: newId(), groupPaymentId: sale.groupPaymentId, key: signed.built.key, xml: signed.xml, tpEmis: 1 as const, total: signed.built.totals.vNF };
}

describe('NCM and CEST codes', () => {
  it('creates, updates, reads and deletes them through the typed client', async () => {
    const id = newId();
    const created = (await api.fiscal.ncmCreate({ body: { id, code: '19059090', description: 'Pizzas e outros produtos de padaria' } })) as { id: string; code: string };
    expect(created).toMatchObject({ id, code: '19059090' });
    await api.fiscal.ncmUpdate({ params: { id }, body: { description: 'Pizza' } });
    const cest = newId();
    await api.fiscal.cestsCreate({ body: { id: cest, code: '0300700', description: 'Refrigerantes em lata', ncmCode: '22021000' } });
    expect(await api.fiscal.gqlNcms({}, 'id code description')).toContainEqual({ id, code: '19059090', description: 'Pizza' });
    expect(await api.fiscal.gqlCests({}, 'id code ncmCode')).toContainEqual({ id: cest, code: '0300700', ncmCode: '22021000' });
    await api.fiscal.cestsUpdate({ params: { id: cest }, body: { code: '0300800' } });
    await api.fiscal.ncmDelete({ params: { id } });
    await api.fiscal.cestsDelete({ params: { id: cest } });
    expect((await api.fiscal.gqlNcms({}, 'id')) as { id: string }[]).not.toContainEqual({ id });
    expect((await api.fiscal.gqlCests({}, 'id')) as { id: string }[]).not.toContainEqual({ id: cest });
  });

  it('refuses a code of the wrong length naming the field, a cashier, and another business', async () => {
    const bad = await manager.post<Issues>(manager.b('ncm'), { code: '1905', description: 'Curto' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual({ path: 'code', message: 'NCM deve ter 8 dígitos' });
    const badCest = await manager.post<Issues>(manager.b('cests'), { code: '03007', description: 'x' });
    expect(badCest.body.issues).toContainEqual({ path: 'code', message: 'CEST deve ter 7 dígitos' });
    expect((await cashier.post(cashier.b('ncm'), { code: '19059090', description: 'Pizza' })).status).toBe(403);
    const zeNcm = await ze.post<{ id: string }>(ze.b('ncm'), { code: '21069090', description: 'Do Zé' });
    expect(zeNcm.status).toBe(201);
    expect((await manager.put(manager.b(`ncm/${zeNcm.body.id}`), { description: 'Roubado' })).status).toBe(404);
    expect((await ze.gql(`{ ncms(businessId: "${DEMO_BUSINESS_ID}") { id } }`)).status).toBe(403);
  });

  it('replays a create under the same Idempotency-Key without a second row', async () => {
    const key = newId();
    const body = { code: '22030000', description: 'Cerveja de malte' };
    const first = await manager.post<{ id: string }>(manager.b('ncm'), body, key);
    const again = await manager.post<{ id: string }>(manager.b('ncm'), body, key);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(((await api.fiscal.gqlNcms({}, 'code')) as { code: string }[]).filter((n) => n.code === '22030000')).toHaveLength(1);
  });
});

describe('tax tables and product fiscal configurations', () => {
  it('answers CSOSN for Simples Nacional and MEI, CST for Regime Normal, and the 9 origins', async () => {
    const simples = (await api.fiscal.gqlCstsByCrt({ crt: 1 }, 'kind code')) as { kind: string; code: string }[];
    expect(simples.map((c) => c.code)).toEqual(['101', '102', '103', '201', '202', '203', '300', '400', '500', '900']);
    const normal = (await api.fiscal.gqlCstsByCrt({ crt: 3 }, 'kind code')) as { kind: string; code: string }[];
    expect(normal.map((c) => c.code)).toEqual(['00', '10', '20', '30', '40', '41', '50', '51', '60', '70', '90']);
    expect(normal.every((c) => c.kind === 'CST')).toBe(true);
    expect(((await api.fiscal.gqlCstsByCrt({}, 'crt')) as unknown[]).length).toBe(42);
    const origins = (await api.fiscal.gqlFiscalOrigins({}, 'code description')) as { code: number }[];
    expect(origins.map((o) => o.code)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const badCrt = await manager.gql(`{ cstsByCrt(businessId: "${DEMO_BUSINESS_ID}", crt: 7) { code } }`);
    expect(badCrt.status).toBe(400);
  });

  it('keeps a product fiscal configuration and refuses another business product', async () => {
    const id = newId();
    const res = await manager.post(manager.b('products/fiscal-config'), { id, productId: demoId('product:coca-lata'), ncm: '22021000', cfop: '5405', cest: '0300700', csosn: '500' });
    expect(res.status).toBe(201);
    const configs = (await api.fiscal.gqlProductFiscalConfigs({}, 'id productId ncm cfop csosn origin')) as unknown[];
    expect(configs).toContainEqual({ id, productId: demoId('product:coca-lata'), ncm: '22021000', cfop: '5405', csosn: '500', origin: 0 });
    const bad = await manager.post<Issues>(manager.b('products/fiscal-config'), { productId: demoId('product:coca-lata'), ncm: '2202', cfop: '5405' });
    expect(bad.body.issues).toContainEqual({ path: 'ncm', message: 'O NCM tem 8 dígitos' });
    const foreign = await ze.post(ze.b('products/fiscal-config'), { productId: demoId('product:coca-lata'), ncm: '22021000', cfop: '5405', csosn: '500' });
    expect(foreign.status).toBe(404);
  });
});

describe('NFC-e handed over by the terminals', () => {
  it('keeps the signed note, its lines and its later authorisation, and answers a replay once', async () => {
    const note = terminalNote(11);
    const pending = { id: note.id, groupPaymentId: note.groupPaymentId, key: note.key, xml: note.xml, tpEmis: 1 as const, status: 'pendente' as const };
    const key = newId();
    const first = (await api.fiscal.nfceGenerate({ body: pending, idempotencyKey: key })) as { id: string; status: string; total: number; number: number };
    expect(first).toMatchObject({ id: note.id, status: 'pendente', total: note.total, number: 11 });
    expect(await api.fiscal.nfceGenerate({ body: pending, idempotencyKey: key })).toEqual(first);

    const protNfe = `<protNFe versao="4.00"><infProt><tpAmb>2</tpAmb><chNFe>${note.key}</chNFe><nProt>135260000000011</nProt><cStat>100</cStat></infProt></protNFe>`;
    await api.fiscal.nfceGenerate({ body: { ...pending, status: 'autorizada', cStat: 100, reason: 'Autorizado o uso da NF-e', protocol: '135260000000011', authorizedAt: '2026-11-05T15:00:02-03:00', protNfe } });
    // A late repeat of the pending state does not take the note back.
    await api.fiscal.nfceGenerate({ body: pending });
    const [kept] = (await api.fiscal.gqlNfces({ groupPaymentId: note.groupPaymentId }, 'id key status protocol total series number')) as { status: string; protocol: string }[];
    expect(kept).toMatchObject({ status: 'autorizada', protocol: '135260000000011', total: note.total });

    const lines = (await api.fiscal.gqlNfceEntries({ nfceId: note.id }, 'n code description ncm cfop quantity total')) as { total: number }[];
    expect(lines.length).toBe(variedSales()[11]!.items.length);
    expect(lines[0]).toMatchObject({ n: 1, ncm: expect.stringMatching(/^\d{8}$/), cfop: expect.stringMatching(/^\d{4}$/) });

    const file = (await api.fiscal.nfceDownload({ query: { key: note.key } })) as { data: Uint8Array; fileName?: string };
    const xml = strFromU8(file.data);
    expect(file.fileName).toBe(`${note.key}-nfce.xml`);
    expect(xml).toContain(note.xml);
    expect(xml).toContain('<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">');
    expect(xml.endsWith(`${protNfe}</nfeProc>`)).toBe(true);
  });

  it('refuses an XML that is not the signed note of the key, naming the field, and another group for the same key', async () => {
    const note = terminalNote(12);
    const unsigned = note.xml.replace(/<Signature[\s\S]*<\/Signature>/, '');
    const res = await manager.post<Issues>(manager.b('fiscal/nfce/generate'), { id: newId(), groupPaymentId: note.groupPaymentId, key: note.key, xml: unsigned, tpEmis: 1, status: 'pendente' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'xml', message: 'O XML não é uma NFC-e assinada com esta chave de acesso' });
    const badKey = await manager.post<Issues>(manager.b('fiscal/nfce/generate'), { id: newId(), groupPaymentId: note.groupPaymentId, key: '123', xml: note.xml, tpEmis: 1, status: 'pendente' });
    expect(badKey.body.issues).toContainEqual({ path: 'key', message: 'Chave de acesso deve ter 44 dígitos' });
    await api.fiscal.nfceGenerate({ body: { id: note.id, groupPaymentId: note.groupPaymentId, key: note.key, xml: note.xml, tpEmis: 1, status: 'autorizada' } });
    const other = await manager.post(manager.b('fiscal/nfce/generate'), { id: newId(), groupPaymentId: newId(), key: note.key, xml: note.xml, tpEmis: 1, status: 'autorizada' });
    expect(other.status).toBe(409);
  });

  it("keeps another business's notes from the Cantina and the Cantina's from Zé", async () => {
    const note = terminalNote(13);
    await api.fiscal.nfceGenerate({ body: { id: note.id, groupPaymentId: note.groupPaymentId, key: note.key, xml: note.xml, tpEmis: 1, status: 'autorizada' } });
    expect((await ze.gql(`{ nfces(businessId: "${DEMO_BUSINESS_ID}") { key } }`)).status).toBe(403);
    expect((await ze.get(manager.b(`fiscal/nfce/download?key=${note.key}`))).status).toBe(403);
    expect((await ze.get(ze.b(`fiscal/nfce/download?key=${note.key}`))).status).toBe(404);
    const zeNotes = await ze.gql<{ nfces: unknown[] }>(`{ nfces(businessId: "${ze.b('').split('/')[2]}") { key } }`);
    expect(zeNotes.body.data?.nfces).toEqual([]);
  });

  it('cancels an authorised note with a justification of 15 characters or more', async () => {
    const note = terminalNote(14);
    await api.fiscal.nfceGenerate({ body: { id: note.id, groupPaymentId: note.groupPaymentId, key: note.key, xml: note.xml, tpEmis: 1, status: 'autorizada', protocol: '135260000000014' } });
    const short = await manager.post<Issues>(manager.b('fiscal/nfce/cancel'), { groupPaymentId: note.groupPaymentId, justification: 'Erro' });
    expect(short.status).toBe(400);
    expect(short.body.issues).toContainEqual({ path: 'justification', message: 'A justificativa deve ter entre 15 e 255 caracteres' });
    expect((await cashier.post(cashier.b('fiscal/nfce/cancel'), { groupPaymentId: note.groupPaymentId, justification: 'Cliente desistiu da compra' })).status).toBe(403);
    const done = (await api.fiscal.nfceCancel({ body: { groupPaymentId: note.groupPaymentId, justification: 'Cliente desistiu da compra', protocol: '135260000000099' } })) as { status: string; cancelProtocol: string };
    expect(done).toMatchObject({ status: 'cancelada', cancelProtocol: '135260000000099' });
    const again = await manager.post<Issues>(manager.b('fiscal/nfce/cancel'), { groupPaymentId: note.groupPaymentId, justification: 'Cliente desistiu da compra' });
    expect(again.status).toBe(409);
  });
});

describe("the accountant's files of a month", () => {
  it('zips every note of the month as nfeProc, and nothing of another month', async () => {
    const october = terminalNote(21, variedSales()[1]!, new Date('2026-10-20T15:00:00Z'));
    await api.fiscal.nfceGenerate({ body: { id: october.id, groupPaymentId: october.groupPaymentId, key: october.key, xml: october.xml, tpEmis: 1, status: 'autorizada' } });
    const month = (await api.fiscal.gqlNfces({ dateFilters: { month: '2026-11' } }, 'key status')) as { key: string; status: string }[];
    expect(month.length).toBeGreaterThanOrEqual(3);
    const zip = (await api.fiscal.nfceExportXml({ body: { dateFilters: { month: '2026-11' } } })) as { data: Uint8Array; contentType: string; fileName?: string };
    expect(zip.contentType).toBe('application/zip');
    expect(zip.fileName).toBe('nfce-2026-11.zip');
    const files = unzipSync(zip.data);
    const names = Object.keys(files).sort();
    expect(names).toEqual(month.map((n) => `${n.status === 'cancelada' ? 'canceladas' : n.status === 'autorizada' ? 'autorizadas' : 'outras'}/${n.key}-procNFe.xml`).sort());
    expect(names.some((n) => n.includes(october.key))).toBe(false);
    // One day of the business's calendar (what a manager lists at any terminal): that day's notes only.
    const day = (await api.fiscal.gqlNfces({ dateFilters: { day: '2026-10-20' } }, 'key')) as { key: string }[];
    expect(day.map((n) => n.key)).toEqual([october.key]);
    expect(await api.fiscal.gqlNfces({ dateFilters: { day: '2026-10-21' } }, 'key')).toEqual([]);
    const badDay = await manager.gql(`{ nfces(businessId: "${DEMO_BUSINESS_ID}", dateFilters: { day: "2026-10-32" }) { key } }`);
    expect(badDay.status).toBe(400);
    expect(JSON.stringify(badDay.body)).toContain('dateFilters.day');
    const cancelled = month.find((n) => n.status === 'cancelada')!;
    expect(strFromU8(files[`canceladas/${cancelled.key}-procNFe.xml`]!)).toContain(`Id="NFe${cancelled.key}"`);
  });

  it('writes the PDF export and the reports as PDF files', async () => {
    for (const file of [
      await api.fiscal.nfceExportPdf({ body: { dateFilters: { month: '2026-11' } } }),
      await api.fiscal.nfceReportsNfces(),
      await api.fiscal.nfceReportsResumes({ query: { month: '2026-11' } }),
    ] as { data: Uint8Array; contentType: string }[]) {
      expect(file.contentType).toBe('application/pdf');
      expect(strFromU8(file.data.subarray(0, 5))).toBe('%PDF-');
    }
  });

  it('writes the SPED EFD ICMS/IPI of the month from the notes, with the emitter as its notes state it', async () => {
    const file = (await api.fiscal.nfceExportSpedIcmsIpi({ body: { dateFilters: { month: '2026-11' } } })) as { data: Uint8Array };
    const lines = Buffer.from(file.data).toString('latin1').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('|0000|020|0|01112026|30112026|Cantina Teste Ltda|11222333000181||RS|111222333444|4314902|||A|1|');
    const notes = (await api.fiscal.gqlNfces({ dateFilters: { month: '2026-11' } }, 'key status total')) as { key: string; status: string; total: number }[];
    const c100 = lines.filter((l) => l.startsWith('|C100|'));
    expect(c100.map((l) => l.split('|')[9]).sort()).toEqual(notes.filter((n) => n.status === 'autorizada' || n.status === 'cancelada').map((n) => n.key).sort());
    for (const n of notes.filter((x) => x.status === 'autorizada')) {
      const line = c100.find((l) => l.includes(n.key))!;
      expect(line.split('|')[12]).toBe(`${Math.trunc(n.total / 100)},${String(n.total % 100).padStart(2, '0')}`);
    }
    expect(lines.at(-1)).toBe(`|9999|${lines.length}|`);
    const bad = await manager.post<Issues>(manager.b('fiscal/nfce/export-sped-icms-ipi'), { dateFilters: { month: '2026-13' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual({ path: 'dateFilters.month', message: 'Mês deve estar no formato AAAA-MM' });
  });

  it('writes the SINTEGRA file of the month, records of 126 characters', async () => {
    const res = await fetchFile(manager, 'POST', manager.b('fiscal/sintegra/generate'), { dateFilters: { month: '2026-11' } });
    expect(res.status).toBe(200);
    const lines = Buffer.from(res.bytes).toString('latin1').split('\r\n').filter(Boolean);
    expect(lines.map((l) => l.slice(0, 2))).toEqual(['10', '11', ...lines.slice(2, -1).map(() => '61'), '90']);
    for (const l of lines) expect(l).toHaveLength(126);
    expect(lines[0]!.slice(2, 16)).toBe('11222333000181');
    expect(lines.at(-1)!.slice(30, 40)).toBe(`61${String(lines.length - 3).padStart(8, '0')}`);
    expect((await fetchFile(ze, 'POST', manager.b('fiscal/sintegra/generate'), { dateFilters: { month: '2026-11' } })).status).toBe(403);
  });
});
