// SPED EFD ICMS/IPI with every situation of a note, over HTTP against the real server: two authorised NFC-e, one
// cancelled, one denied, and a range voided at SEFAZ (the signed inutNFe relayed to the homologation simulator,
// which checks it against the official schema and answers 102). The file must carry each voided number as its own
// C100 with COD_SIT 05 and only REG..NUM_DOC filled, the cancelled note as 02 and the denied as 04 (key only), and
// the 9900/9990/9999 counts must add up. The voidings read (GraphQL nfceVoidings, through the typed client) lists
// the range for this business only. SINTEGRA leaves voided and denied numbers out (its record 61 has no situation field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import { createFiscalVoidingsApi } from '../../../src-shared/api/ours/fiscalVoidings.js';
import { UF_CODES } from '../../../src-shared/fiscal/states.js';
import { openPfx, type A1Certificate } from '../../../src-main/fiscal/certificate.js';
import { emitNfce, signVoiding } from '../../../src-main/fiscal/emit.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import type { RunningServer } from '../../../src-server/server.js';
import { makeTestCertificate, normalBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID, login, newId, startTestServer, type Client } from './harness.js';

const SERIE = 7;
let sim: SefazSimulator;
let server: RunningServer;
let manager: Client;
let ze: Client;
let api: Api;
let cert: A1Certificate;
// The voiding is recorded now, so the month under test is this one, in the business's time zone.
const now = await awayFromMonthTurn();
const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(now);
const keys: Record<string, string> = {};
let voidingId = '';
const totals: Record<string, number> = {};

beforeAll(async () => {
  sim = await startSefazSimulator({ csc: { [normalBusiness.cnpj]: normalBusiness.csc } });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  server = await startTestServer();
  [manager, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'other')]);
  api = createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token: manager.token, baseUrls: { local: { main: server.url, report: server.url, worker: server.url, link: server.url } } });
  const made = makeTestCertificate();
  cert = openPfx(made.pfx, made.password);

  // Numbers 1–4 are notes; 5–8 were taken and lost, and voided.
  const emittedAt = new Date(now.getTime() - 60_000);
  for (const [nNF, status] of [[1, 'autorizada'], [2, 'autorizada'], [3, 'cancelada'], [4, 'denegada']] as const) {
    const sale = { ...variedSales()[nNF]!, groupPaymentId: newId() };
    const signed = emitNfce({ business: normalBusiness, sale, serie: SERIE, nNF, cNF: String(20_000_000 + nNF), emittedAt, contingency: null, verProc: 'teste 1.0' }, cert);
    keys[nNF] = signed.built.key;
    totals[nNF] = signed.built.totals.vNF;
    const body = { id: newId(), groupPaymentId: sale.groupPaymentId, key: signed.built.key, xml: signed.xml, tpEmis: 1 as const };
    const answer = status === 'denegada' ? { status, cStat: 302, reason: 'Uso Denegado: Irregularidade fiscal do destinatário' } : { status: 'autorizada' as const, cStat: 100, reason: 'Autorizado o uso da NF-e', protocol: `14326000000${nNF}`, authorizedAt: emittedAt.toISOString() };
    await api.fiscal.nfceGenerate({ body: { ...body, ...answer } });
    if (status === 'cancelada') await api.fiscal.nfceCancel({ body: { groupPaymentId: sale.groupPaymentId, justification: 'Cliente desistiu da compra', protocol: '143260000000099' } });
  }
  const voiding = signVoiding({ tpAmb: '2', cUF: UF_CODES.RS, year: month.slice(2, 4), cnpj: normalBusiness.cnpj, serie: SERIE, from: 5, to: 8, reason: 'Numeros perdidos na queda do terminal' }, cert);
  voidingId = newId();
  const relayed = await manager.post<{ cStat: number; nProt: string }>(manager.b('fiscal/nfce/voidings'), { id: voidingId, xml: voiding.xml }, newId());
  expect(relayed.status).toBe(200);
  expect(relayed.body.cStat).toBe(102);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await sim?.close();
  // The server suites share a process (vite.config.ts): the next file's server must not find this simulator.
  delete process.env.POS_SEFAZ_NFCE_URL;
});

const money = (c: number) => `${Math.trunc(c / 100)},${String(c % 100).padStart(2, '0')}`;
const empty = (n: number) => '|'.repeat(n);

describe('SPED EFD ICMS/IPI of a month with cancelled, denied and voided numbers', () => {
  it('writes one C100 05 per voided number, 02 and 04 with the key only, and counts that add up', async () => {
    const file = (await api.fiscal.nfceExportSpedIcmsIpi({ body: { dateFilters: { month } } })) as { data: Uint8Array };
    const lines = Buffer.from(file.data).toString('latin1').split('\r\n').filter(Boolean);
    const c100 = lines.filter((l) => l.startsWith('|C100|'));
    for (const l of c100) expect(l.split('|').length - 2).toBe(29);
    const authorised = c100.filter((l) => l.split('|')[6] === '00');
    expect(authorised.map((l) => l.split('|')[9])).toEqual([keys[1], keys[2]]);
    expect(authorised.map((l) => l.split('|')[12])).toEqual([money(totals[1]!), money(totals[2]!)]);
    expect(c100.slice(2)).toEqual([
      `|C100|1|0||65|02|${SERIE}|3|${keys[3]}${empty(21)}`,
      `|C100|1|0||65|04|${SERIE}|4|${keys[4]}${empty(21)}`,
      `|C100|1|0||65|05|${SERIE}|5${empty(22)}`,
      `|C100|1|0||65|05|${SERIE}|6${empty(22)}`,
      `|C100|1|0||65|05|${SERIE}|7${empty(22)}`,
      `|C100|1|0||65|05|${SERIE}|8${empty(22)}`,
    ]);
    // Block C: C001, the C100s, the C190s of the authorised notes only, C990 counting itself.
    const c001 = lines.indexOf('|C001|0|');
    const c990 = lines.findIndex((l) => l.startsWith('|C990|'));
    expect(lines.slice(c001, c990 + 1).filter((l) => l.startsWith('|C190|')).length).toBe(lines.filter((l) => l.startsWith('|C190|')).length);
    const afterCancelled = lines.slice(lines.indexOf(c100[2]!), c990);
    expect(afterCancelled.every((l) => l.startsWith('|C100|'))).toBe(true);
    expect(lines[c990]).toBe(`|C990|${c990 - c001 + 1}|`);
    // Bloco 9: one 9900 per record type with its count, and the file's totals.
    const count = (reg: string) => lines.filter((l) => l.split('|')[1] === reg).length;
    const nines = lines.filter((l) => l.startsWith('|9900|'));
    expect(nines).toContain('|9900|C100|8|');
    for (const l of nines) expect(Number(l.split('|')[3])).toBe(count(l.split('|')[2]!));
    expect(lines.at(-2)).toBe(`|9990|${nines.length + 3}|`);
    expect(lines.at(-1)).toBe(`|9999|${lines.length}|`);
  });

  it('leaves voided and denied numbers out of SINTEGRA: the day of series 7 runs 1 to 3 with the two notes summed', async () => {
    const res = await fetch(`${server.url}${manager.b('fiscal/sintegra/generate')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/json', 'idempotency-key': newId() },
      body: JSON.stringify({ dateFilters: { month } }),
    });
    const lines = Buffer.from(await res.arrayBuffer()).toString('latin1').split('\r\n').filter(Boolean);
    const r61 = lines.filter((l) => l.startsWith('61') && l.slice(38, 40) === '65' && l.slice(40, 43) === String(SERIE).padEnd(3, ' '));
    expect(r61).toHaveLength(1);
    expect([r61[0]!.slice(45, 51), r61[0]!.slice(51, 57)]).toEqual(['000001', '000003']);
    expect(Number(r61[0]!.slice(57, 70))).toBe(totals[1]! + totals[2]!);
  });
});

describe('the voidings read', () => {
  it('lists the voided range of the business with its reason and protocol, filtered by series and month', async () => {
    const voidings = createFiscalVoidingsApi(api.client);
    const all = await voidings.gqlNfceVoidings({}, 'id year model series firstNumber lastNumber justification cStat reason protocol createdAt');
    const mine = all.find((v) => v.id === voidingId)!;
    expect(mine).toMatchObject({ year: month.slice(2, 4), model: '65', series: SERIE, firstNumber: 5, lastNumber: 8, justification: 'Numeros perdidos na queda do terminal', cStat: 102 });
    expect(mine.protocol).toMatch(/^[0-9]{15}$/);
    expect(sim.voided).toContainEqual(expect.objectContaining({ serie: SERIE, from: 5, to: 8 }));
    expect((await voidings.gqlNfceVoidings({ series: SERIE + 1 }, 'id')).map((v) => v.id)).not.toContain(voidingId);
    // Each model numbers its series apart: the NFC-e's range is not an NF-e's.
    expect((await voidings.gqlNfceVoidings({ model: '65', series: SERIE }, 'id model')).map((v) => [v.id, v.model])).toContainEqual([voidingId, '65']);
    expect((await voidings.gqlNfceVoidings({ model: '55' }, 'id')).map((v) => v.id)).not.toContain(voidingId);
    expect((await voidings.gqlNfceVoidings({ dateFilters: { month } }, 'id')).map((v) => v.id)).toContain(voidingId);
    expect(await voidings.gqlNfceVoidings({ dateFilters: { month: '2001-01' } }, 'id')).toEqual([]);
  });

  it('refuses another business and a bad month naming the field', async () => {
    const foreign = await ze.gql(`{ nfceVoidings(businessId: "${DEMO_BUSINESS_ID}") { id } }`);
    expect(foreign.status).toBe(403);
    const own = await ze.gql<{ nfceVoidings: { id: string }[] }>(`{ nfceVoidings(businessId: "${OTHER_BUSINESS_ID}") { id } }`);
    expect(own.status).toBe(200);
    expect(own.body.data?.nfceVoidings.map((v) => v.id)).not.toContain(voidingId);
    const bad = await manager.gql(`{ nfceVoidings(businessId: "${DEMO_BUSINESS_ID}", dateFilters: { month: "2026-13" }) { id } }`);
    expect(bad.status).toBe(400);
    const badModel = await manager.gql(`{ nfceVoidings(businessId: "${DEMO_BUSINESS_ID}", model: "57") { id } }`);
    expect(badModel.status).toBe(400);
    expect(JSON.stringify(badModel.body)).toContain('model: o modelo deve ser 55 (NF-e) ou 65 (NFC-e)');
  });
});

/**
 * Sales a minute back and a voiding recorded now must fall in one month in São Paulo: within minutes of a month's
 * turn this waits past it (at most about five minutes, once a month) instead of failing.
 */
async function awayFromMonthTurn(): Promise<Date> {
  for (;;) {
    const now = new Date();
    // São Paulo is UTC−3 all year (no daylight saving since 2019).
    const local = new Date(now.getTime() - 3 * 3_600_000);
    const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
    const nextMonth = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
    if (local.getTime() - monthStart >= 90_000 && nextMonth - local.getTime() >= 180_000) return now;
    await new Promise((r) => setTimeout(r, 10_000));
  }
}
