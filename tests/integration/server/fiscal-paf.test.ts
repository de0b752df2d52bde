// The PAF-NFC-e calls over HTTP against the real server: two NFC-e handed over by a terminal (real signed notes,
// one to an identified consumer), then the program's identification, the registers file (U1, P2, J1, J2: layout
// and its source in src-server/fiscal/paf.ts) and the data of one identified consumer. A bad identification is
// refused in Portuguese naming the field; a cashier may read, another business may not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import { openPfx, type A1Certificate } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import type { RunningServer } from '../../../src-server/server.js';
import { makeTestCertificate, normalBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { DEMO_BUSINESS_ID, login, newId, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let ze: Client;
let api: Api;
let cert: A1Certificate;
const keys: string[] = [];
const totals: { vNF: number; vProd: number }[] = [];
const CPF = '52998224725';

beforeAll(async () => {
  server = await startTestServer();
  [manager, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'other')]);
  api = createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token: manager.token, baseUrls: { local: { main: server.url, report: server.url, worker: server.url, link: server.url } } });
  const made = makeTestCertificate();
  cert = openPfx(made.pfx, made.password);
  for (const nNF of [1, 2]) {
    const sale = { ...variedSales()[nNF]!, groupPaymentId: newId(), ...(nNF === 2 ? { consumer: { cpf: CPF, name: 'Joana Silva' } } : {}) };
    const signed = emitNfce({ business: normalBusiness, sale, serie: 3, nNF, cNF: String(40_000_000 + nNF), emittedAt: new Date('2026-11-10T15:00:00Z'), contingency: null, verProc: 'BalcaoPDV 0.1.0' }, cert);
    keys.push(signed.built.key);
    totals.push({ vNF: signed.built.totals.vNF, vProd: signed.built.totals.vProd });
    await api.fiscal.nfceGenerate({ body: { id: newId(), groupPaymentId: sale.groupPaymentId, key: signed.built.key, xml: signed.xml, tpEmis: 1, status: 'autorizada', cStat: 100, protocol: `14326000000${nNF}` } });
  }
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const postFile = async (c: Client, path: string, body: unknown) => {
  const res = await fetch(server.url + c.b(path), { method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

describe('PAF-NFC-e', () => {
  it('identifies the program and the business using it', async () => {
    const id = (await api.fiscal.nfcePafIdentification({})) as { profile: string; program: { name: string; verProc: string }; business: { cnpj: string; ie: string } };
    expect(id.profile).toBe('PAF-NFC-e');
    expect(id.program).toEqual({ name: 'Balcão PDV', verProc: 'BalcaoPDV 0.1.0' });
    expect(id.business).toMatchObject({ cnpj: normalBusiness.cnpj, ie: normalBusiness.ie });
  });

  it('writes the registers file: U1 first, each product once in P2, each note in J1 with its items in J2', async () => {
    const file = await postFile(manager, 'fiscal/nfce/generate-paf-registers-file', { dateFilters: { month: '2026-11' } });
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/plain');
    const lines = file.text.trimEnd().split('\r\n').map((l) => l.split('|'));
    expect(lines[0]).toEqual(['U1', normalBusiness.cnpj, normalBusiness.ie, normalBusiness.legalName]);
    const j1 = lines.filter((l) => l[0] === 'J1');
    expect(j1.map((l) => l[2])).toEqual(keys);
    expect(j1[1]).toEqual(['J1', normalBusiness.cnpj, keys[1], '3', '2', '20261110', 'autorizada', CPF, expect.stringMatching(/^\d+$/)]);
    const j2 = lines.filter((l) => l[0] === 'J2');
    // Each note's total is its vNF, and its items add up to its vProd (before the order's discount and fees).
    for (const [n, l] of j1.entries()) {
      expect(Number(l[8])).toBe(totals[n]!.vNF);
      expect(j2.filter((i) => i[2] === l[2]).reduce((a, i) => a + Number(i[9]), 0)).toBe(totals[n]!.vProd);
    }
    const p2 = lines.filter((l) => l[0] === 'P2').map((l) => l[2]);
    expect(new Set(p2).size).toBe(p2.length);
    expect(new Set(j2.map((i) => i[4]))).toEqual(new Set(p2));
    const empty = await postFile(manager, 'fiscal/nfce/generate-paf-registers-file', { dateFilters: { month: '2026-10' } });
    expect(empty.text.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('writes the data of one identified consumer, and refuses a wrong CPF naming the field', async () => {
    const file = await postFile(manager, 'fiscal/nfce/generate-paf-data-by-identification-file', { identification: '529.982.247-25' });
    const lines = file.text.trimEnd().split('\r\n').map((l) => l.split('|'));
    expect(lines.filter((l) => l[0] === 'J1').map((l) => l[2])).toEqual([keys[1]]);
    const bad = await postFile(manager, 'fiscal/nfce/generate-paf-data-by-identification-file', { identification: '52998224700' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).issues).toContainEqual({ path: 'identification', message: 'Informe o CPF ou CNPJ do consumidor (identificação) com os dígitos corretos' });
  });

  it('refuses another business', async () => {
    const res = await fetch(`${server.url}/businesses/${DEMO_BUSINESS_ID}/fiscal/nfce/paf-identification`, { headers: { authorization: `Bearer ${ze.token}` } });
    expect(res.status).toBe(403);
    const file = await fetch(`${server.url}/businesses/${DEMO_BUSINESS_ID}/fiscal/nfce/generate-paf-registers-file`, { method: 'POST', headers: { authorization: `Bearer ${ze.token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(file.status).toBe(403);
  });
});
