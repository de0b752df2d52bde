// The NF-e (model 55) the restaurant issues, over HTTP through the typed client against the real server and the
// SEFAZ homologation simulator: the terminal's emitNfe builds, signs and schema-checks it (with a test A1 of the
// Cantina's CNPJ); nfeGenerate checks it again, transmits it and keeps the nfeProc, whose signature xmlsec1
// verifies and which procNFe_v4.00.xsd accepts. Then CC-e (110110, nSeqEvento 1, 2), cancellation (110111) in
// the 24 h window and refused after it; bad recipients and a short correction refused in Portuguese; a cashier and
// another business refused; a repeat under the same Idempotency-Key reaches SEFAZ once. SEFAZ is called outside
// the write's transaction: with SEFAZ slow, two identical requests at once reach it once and answer alike, and
// another write of the business goes through meanwhile.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import { buildNfe, type NfeRecipient } from '../../../src-shared/fiscal/nfeXml.js';
import { openPfx, type A1Certificate } from '../../../src-main/fiscal/certificate.js';
import { emitNfe, signCorrectionEvent, signNfeCancelEvent } from '../../../src-main/fiscal/emitNfe.js';
import { nodeHasher } from '../../../src-main/fiscal/hasher.js';
import { signCanonical } from '../../../src-main/fiscal/signer.js';
import { nfes } from '../../../src-server/db/schema.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { validateAgainstXsd } from '../../../src-server/fiscal/xsd.js';
import type { RunningServer } from '../../../src-server/server.js';
import { makeTestCertificate, normalBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, startTestServer, type Client } from './harness.js';

const CANTINA_CNPJ = '12345678000195';
const business = { ...normalBusiness, cnpj: CANTINA_CNPJ };
const dir = mkdtempSync(path.join(tmpdir(), 'nfe55-'));
let sim: SefazSimulator;
let server: RunningServer;
let manager: Client;
let cashier: Client;
let ze: Client;
let api: Api;
let cert: A1Certificate;
let certFile = '';
/** The simulator's clock runs this far behind (to authorise a note "yesterday"). */
let simBehindMs = 0;

beforeAll(async () => {
  sim = await startSefazSimulator({ now: () => new Date(Date.now() - simBehindMs) });
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  server = await startTestServer();
  [manager, cashier, ze] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
  api = createApi({ session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' }, token: manager.token, baseUrls: { local: { main: server.url, report: server.url, worker: server.url, link: server.url } } });
  const made = makeTestCertificate({ cnpj: CANTINA_CNPJ });
  cert = openPfx(made.pfx, made.password);
  certFile = path.join(dir, 'cert.pem');
  writeFileSync(certFile, made.certificatePem);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await sim?.close();
  delete process.env.POS_SEFAZ_NFCE_URL;
});

const company: NfeRecipient = {
  cnpj: '11444777000161',
  name: 'Eventos Gaúchos Ltda',
  indIEDest: 1,
  ie: '0960012345',
  email: 'compras@eventosgauchos.com.br',
  address: { street: 'Avenida Ipiranga', number: '6681', district: 'Partenon', cityCode: '4314902', cityName: 'Porto Alegre', uf: 'RS', cep: '90619900', phone: '5133334444' },
};
const person: NfeRecipient = {
  cpf: '52998224725',
  name: 'Joana Catarinense',
  indIEDest: 9,
  address: { street: 'Rua Felipe Schmidt', number: '100', complement: 'Sala 3', district: 'Centro', cityCode: '4205407', cityName: 'Florianópolis', uf: 'SC', cep: '88010000' },
};

let serial = 0;
const sale = () => ({ ...variedSales()[++serial % 20]!, groupPaymentId: newId() });
const input = (recipient: NfeRecipient | null, extra: { modFrete?: 0 | 1 | 2 | 3 | 4 | 9 } = {}) => ({
  business,
  sale: sale(),
  serie: 1,
  nNF: 100 + serial,
  cNF: String(30_000_000 + serial),
  emittedAt: new Date(Date.now() - 60_000),
  verProc: 'teste 1.0',
  recipient,
  ...extra,
});

type Issued = { id: string; key: string; status: string; direction: string; protocol: string; authorizedAt: string; total: number; corrections: { seq: number; text: string; protocol: string }[] };
type Issues = { message: string; issues?: { path: string; message: string }[] };

async function issue(recipient: NfeRecipient, extra: { modFrete?: 0 | 1 | 2 | 3 | 4 | 9 } = {}) {
  const signed = await emitNfe(input(recipient, extra), cert);
  const body = { id: newId(), groupPaymentId: signed.built.sale.groupPaymentId, xml: signed.xml };
  const note = (await api.fiscal.nfeGenerate({ body })) as Issued;
  return { signed, note };
}

async function storedXml(id: string): Promise<string> {
  const [row] = await server.database.db.select({ xml: nfes.xml }).from(nfes).where(eq(nfes.id, id));
  return row!.xml;
}

function xmlsecVerifies(xml: string, idElement: string): void {
  const file = path.join(dir, `${newId()}.xml`);
  writeFileSync(file, xml);
  const res = spawnSync('xmlsec1', ['--verify', '--id-attr:Id', idElement, '--trusted-pem', certFile, file], { encoding: 'utf8' });
  expect(res.status, res.stderr).toBe(0);
}

describe('nfeGenerate', () => {
  it('issues an NF-e to a company with IE: authorised by SEFAZ, kept as a valid, verifiable nfeProc', async () => {
    const { signed, note } = await issue(company);
    expect(note).toMatchObject({ key: signed.built.key, status: 'authorized', direction: 'saida', total: signed.built.totals.vNF });
    expect(note.protocol).toMatch(/^\d{15}$/);
    expect(sim.authorized.get(signed.built.key)?.cStat).toBe(100);
    expect(signed.built.key.slice(20, 22)).toBe('55');

    const xml = await storedXml(note.id);
    expect(xml).toContain('<nfeProc');
    expect(xml).toContain(`<nProt>${note.protocol}</nProt>`);
    expect(xml).not.toMatch(/infNFeSupl|qrCode/);
    expect(xml).toContain('<mod>55</mod>');
    expect(xml).toContain('<tpImp>1</tpImp>');
    expect(xml).toContain('<idDest>1</idDest><cMunFG>');
    expect(xml).toContain('<indFinal>0</indFinal>');
    expect(xml).toMatch(/<dest><CNPJ>11444777000161<\/CNPJ><xNome>[^<]+<\/xNome><enderDest>.*<\/enderDest><indIEDest>1<\/indIEDest><IE>0960012345<\/IE><email>/);
    expect(xml).toContain('<transp><modFrete>9</modFrete></transp>');
    expect((await validateAgainstXsd('procNFe_v4.00.xsd', [{ fileName: 'proc.xml', contents: xml }])).errors).toBe('');
    xmlsecVerifies(xml, 'infNFe');

    const listed = (await api.fiscal.gqlNfe({}, 'id key direction status')) as { id: string; direction: string; status: string }[];
    expect(listed).toContainEqual({ id: note.id, key: signed.built.key, direction: 'saida', status: 'authorized' });
  });

  it('issues one to a person in another state: CPF, indIEDest 9, CFOP 6xxx, the freight mode given', async () => {
    const { note } = await issue(person, { modFrete: 1 });
    const xml = await storedXml(note.id);
    expect(xml).toContain('<idDest>2</idDest>');
    expect(xml).toMatch(/<dest><CPF>52998224725<\/CPF>.*<indIEDest>9<\/indIEDest><\/dest>/);
    expect(xml).not.toMatch(/<CFOP>5/);
    expect(xml).toMatch(/<CFOP>6\d{3}<\/CFOP>/);
    expect(xml).toContain('<modFrete>1</modFrete>');
    xmlsecVerifies(xml, 'infNFe');
  });

  it('refuses, before a number is taken, a note without recipient or with wrong check digits (Portuguese)', async () => {
    await expect(emitNfe(input(null), cert)).rejects.toThrow('NF-e exige o destinatário: informe o CPF ou CNPJ do cliente');
    await expect(emitNfe(input({ ...person, cpf: '52998224700' }), cert)).rejects.toThrow('CPF do destinatário inválido: confira os dígitos');
    await expect(emitNfe(input({ ...company, cnpj: '11444777000100' }), cert)).rejects.toThrow('CNPJ do destinatário inválido: confira os dígitos');
    await expect(emitNfe(input({ ...company, ie: undefined }), cert)).rejects.toThrow('Destinatário contribuinte do ICMS: informe a inscrição estadual');
    await expect(emitNfe(input({ ...company, cnpj: CANTINA_CNPJ }), cert)).rejects.toThrow('O CNPJ do destinatário é o do próprio estabelecimento');
  });

  it('the server refuses a signed note whose recipient is missing or invalid, naming the field, and keeps nothing', async () => {
    const before = sim.received.length;
    const built = buildNfe({ ...input(person), hasher: nodeHasher });
    const noDest = signCanonical(built.xml.replace(/<dest>.*<\/dest>/, ''), 'infNFe', cert);
    const a = await manager.post<Issues>(manager.b('fiscal/nfe/generate'), { id: newId(), xml: noDest }, newId());
    expect(a.status).toBe(400);
    expect(a.body.issues).toContainEqual({ path: 'xml', message: 'NF-e exige o destinatário: informe o CPF ou CNPJ do cliente' });
    const badCpf = signCanonical(built.xml.replace('<CPF>52998224725</CPF>', '<CPF>52998224700</CPF>'), 'infNFe', cert);
    const b = await manager.post<Issues>(manager.b('fiscal/nfe/generate'), { id: newId(), xml: badCpf }, newId());
    expect(b.status).toBe(400);
    expect(b.body.issues).toContainEqual({ path: 'xml', message: 'CPF do destinatário inválido: confira os dígitos' });
    const unsigned = await manager.post<Issues>(manager.b('fiscal/nfe/generate'), { id: newId(), xml: built.xml }, newId());
    expect(unsigned.status).toBe(400);
    expect(sim.received.length).toBe(before);
  });

  it('a repeat under the same Idempotency-Key reaches SEFAZ once; a cashier and another business are refused', async () => {
    const signed = await emitNfe(input(company), cert);
    const body = { id: newId(), xml: signed.xml };
    const key = newId();
    const before = sim.received.length;
    const first = await manager.post<Issued>(manager.b('fiscal/nfe/generate'), body, key);
    const again = await manager.post<Issued>(manager.b('fiscal/nfe/generate'), body, key);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(sim.received.length).toBe(before + 1);
    const other = await emitNfe(input(company), cert);
    expect((await cashier.post(cashier.b('fiscal/nfe/generate'), { id: newId(), xml: other.xml }, newId())).status).toBe(403);
    expect((await ze.post(ze.b('fiscal/nfe/generate'), { id: newId(), xml: other.xml }, newId())).status).toBe(400);
    expect((await ze.post(ze.b(`fiscal/nfe/${first.body.id}/cancel`), { justification: 'Pedido lancado em duplicidade', xml: 'x'.repeat(200) }, newId())).status).toBe(404);
  });
});

describe('ordersToEmitNfe', () => {
  it('lists a delivered order of a customer with a CPF until an NF-e for its sale is authorized', async () => {
    const made = await cashier.post<{ id: string; orderPadId: string | null }[]>(cashier.b('orders/bulk'), {
      orders: [
        {
          id: newId(),
          deliveryMode: 'delivery',
          originType: 'phone',
          originId: demoId('origin:telefone'),
          entityId: demoId('entity:maria'),
          entityAddressId: demoId('address:maria'),
          deliveryMethodId: demoId('dm:entrega'),
          products: [{ productId: demoId('product:coca-lata'), quantity: 1000 }],
        },
      ],
    });
    const order = made.body[0]!;
    await cashier.put(cashier.b('orders/check-delivery'), { orderIds: [order.id] });
    expect((await cashier.put(cashier.b('orders/dispatch-delivery'), { orderId: order.id, deliveryManId: demoId('entity:pedro') })).status).toBe(200);
    const listed = async () => (await api.orders.gqlOrdersToEmitNfe({}, 'id status')).filter((o) => o.id === order.id);
    // On its way: not finished, nothing to issue yet.
    expect(await listed()).toEqual([]);
    expect((await manager.put(manager.b(`orders/${order.id}/change-status`), { status: 'delivered' })).status).toBe(200);
    expect(await listed()).toEqual([{ id: order.id, status: 'delivered' }]);
    // A period that ended before the order leaves it out.
    const before = { start: new Date(Date.now() - 3_600_000).toISOString(), end: new Date(Date.now() - 1_800_000).toISOString() };
    expect((await api.orders.gqlOrdersToEmitNfe({ dateFilters: before }, 'id')).filter((o) => o.id === order.id)).toEqual([]);

    // The NF-e of its sale (the comanda the delivery went on, as the board's dialog sends it) takes it off the list.
    const groupPaymentId = order.orderPadId ?? order.id;
    const signed = await emitNfe({ ...input(person), sale: { ...sale(), groupPaymentId } }, cert);
    await api.fiscal.nfeGenerate({ body: { id: newId(), groupPaymentId, xml: signed.xml } });
    expect(await listed()).toEqual([]);
    await expect(api.orders.gqlOrdersToEmitNfe({ dateFilters: { start: before.end, end: before.start } }, 'id')).rejects.toMatchObject({ status: 400 });
  });
});

describe('CC-e and cancellation', () => {
  it('registers correction letters 1 and 2, refuses a short text and a repeated number, then cancels within 24 h', async () => {
    const { note } = await issue(company);
    const at = () => new Date();
    const letter = (seq: number, text: string) => signCorrectionEvent({ key: note.key, tpAmb: '2', text, seq, at: at(), timeZone: 'America/Sao_Paulo' }, cert);

    const short = await manager.post<Issues>(manager.b(`fiscal/nfe/${note.id}/correction-letter`), { description: 'curto', xml: letter(1, 'Texto de correcao valido').xml }, newId());
    expect(short.status).toBe(400);
    expect(short.body.issues).toContainEqual({ path: 'description', message: 'A correção deve ter entre 15 e 1000 caracteres' });
    expect(() => letter(1, 'curto')).toThrow('A correção deve ter entre 15 e 1000 caracteres');

    const text1 = 'Complemento do endereco de entrega: bloco B, sala 204';
    const cce1 = letter(1, text1);
    xmlsecVerifies(cce1.xml, 'infEvento');
    expect(cce1.xml).toContain('<tpEvento>110110</tpEvento><nSeqEvento>1</nSeqEvento>');
    expect(cce1.xml).toContain('<xCondUso>A Carta de Correcao e disciplinada pelo paragrafo 1o-A do art. 7o do Convenio S/N');
    const one = (await api.fiscal.nfeCorrectionLetter({ params: { id: note.id }, body: { description: text1, xml: cce1.xml } })) as Issued;
    expect(one.corrections).toEqual([expect.objectContaining({ seq: 1, text: text1 })]);
    const again = await manager.post<Issues>(manager.b(`fiscal/nfe/${note.id}/correction-letter`), { description: text1, xml: letter(1, text1).xml }, newId());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A próxima carta de correção desta NF-e é a de número 2');
    const text2 = 'Complemento do endereco de entrega: bloco B, sala 204; pedido de compra 5521';
    const two = (await api.fiscal.nfeCorrectionLetter({ params: { id: note.id }, body: { description: text2, xml: letter(2, text2).xml } })) as Issued;
    expect(two.corrections.map((c) => c.seq)).toEqual([2, 1]);
    expect(sim.authorized.get(note.key)?.corrections).toBe(2);

    const reason = 'Pedido lancado em duplicidade';
    const cancel = signNfeCancelEvent({ key: note.key, tpAmb: '2', nProt: note.protocol, reason, at: at(), timeZone: 'America/Sao_Paulo' }, cert);
    xmlsecVerifies(cancel.xml, 'infEvento');
    const canceled = (await api.fiscal.nfeCancel({ params: { id: note.id }, body: { justification: reason, xml: cancel.xml } })) as Issued;
    expect(canceled.status).toBe('canceled');
    expect(sim.authorized.get(note.key)?.cancelled).toBe(true);
    const after = await manager.post<Issues>(manager.b(`fiscal/nfe/${note.id}/correction-letter`), { description: text2, xml: letter(3, text2).xml }, newId());
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('Só é possível cancelar ou corrigir uma NF-e autorizada pela SEFAZ');
  });

  it('refuses a cancellation after the 24 h window without reaching SEFAZ', async () => {
    simBehindMs = 25 * 3600_000;
    const { note } = await issue(person).finally(() => {
      simBehindMs = 0;
    });
    const reason = 'Cliente desistiu da compra';
    const cancel = signNfeCancelEvent({ key: note.key, tpAmb: '2', nProt: note.protocol, reason, at: new Date(), timeZone: 'America/Sao_Paulo' }, cert);
    const res = await manager.post<Issues>(manager.b(`fiscal/nfe/${note.id}/cancel`), { justification: reason, xml: cancel.xml }, newId());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Prazo de cancelamento da NF-e (24 horas após a autorização) encerrado');
    expect(sim.authorized.get(note.key)?.cancelled).toBe(false);
  });
});

describe('SEFAZ outside the write transaction', () => {
  const slowly = async <T>(ms: number, work: () => Promise<T>): Promise<T> => {
    sim.delayMs = ms;
    try {
      return await work();
    } finally {
      sim.delayMs = 0;
    }
  };
  const ncm = () => ({ id: newId(), code: String(10_000_000 + Math.floor(Math.random() * 89_999_999)), description: 'Preparações alimentícias' });

  it('two identical NF-e requests at once while SEFAZ is slow: SEFAZ receives one, both answer the same note, another write is not held', async () => {
    const signed = await emitNfe(input(company), cert);
    const body = { id: newId(), xml: signed.xml };
    const key = newId();
    const before = sim.received.length;
    const started = Date.now();
    const [first, second, other] = await slowly(1500, async () => {
      const a = manager.post<Issued>(manager.b('fiscal/nfe/generate'), body, key);
      const b = manager.post<Issued>(manager.b('fiscal/nfe/generate'), body, key);
      // While SEFAZ takes its time, the business writes something else.
      await new Promise((r) => setTimeout(r, 200));
      const c = manager.post(manager.b('ncm'), ncm(), newId()).then((res) => ({ res, at: Date.now() - started }));
      return Promise.all([a, b, c]);
    });
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(sim.received.filter((k) => k === signed.built.key)).toHaveLength(1);
    expect(sim.received.length).toBe(before + 1);
    expect(other.res.status, JSON.stringify(other.res.body)).toBe(201);
    // SEFAZ answered after 1.5 s (the look-up) + 1.5 s (the authorisation); the other write did not wait for it.
    expect(other.at).toBeLessThan(1500);
    const [kept] = await server.database.db.select({ id: nfes.id }).from(nfes).where(eq(nfes.key, signed.built.key));
    expect(kept?.id).toBe(first.body.id);
  });

  it('two identical cancellations at once: one event at SEFAZ, both answer Cancelada; a later repeat does not reach SEFAZ', async () => {
    const { note } = await issue(company);
    const reason = 'Pedido lancado em duplicidade';
    const cancel = signNfeCancelEvent({ key: note.key, tpAmb: '2', nProt: note.protocol, reason, at: new Date(), timeZone: 'America/Sao_Paulo' }, cert);
    const key = newId();
    const path = manager.b(`fiscal/nfe/${note.id}/cancel`);
    const [a, b] = await slowly(800, () => Promise.all([manager.post<Issued>(path, { justification: reason, xml: cancel.xml }, key), manager.post<Issued>(path, { justification: reason, xml: cancel.xml }, key)]));
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body.status).toBe('canceled');
    expect(sim.authorized.get(note.key)?.cancelled).toBe(true);
    // SEFAZ would refuse a second cancellation event (573): the repeat replays the stored answer instead.
    sim.available = false;
    try {
      const later = await manager.post<Issued>(path, { justification: reason, xml: cancel.xml }, key);
      expect(later.status).toBe(200);
      expect(later.body).toEqual(a.body);
    } finally {
      sim.available = true;
    }
  });
});
