// The NF-e (model 55) bridge commands a manager's screens use: nfe.issue builds and signs the note on the terminal
// with its A1 certificate and sends it through the outbox as the declared write nfeGenerate to the real server,
// which transmits it to the SEFAZ homologation simulator; nfe.correct (CC-e 1) and nfe.cancel sign their events and
// send them as nfeCorrectionLetter and nfeCancel. Each answers the note as the server keeps it. A wrong recipient,
// a missing certificate, a short justification or correction are refused in Portuguese before a number is taken
// or anything reaches SEFAZ. An NF-e number SEFAZ never counted (the note rejected) is found by the daily numbering
// check and voided once (inutNFe of model 55), apart from the NFC-e's series of the same number. A number left
// 'pendente' because its call finished while nothing listened is settled by that check too: SEFAZ is asked about
// the note's key (consulta protocolo) and the number is marked authorised, or voided when SEFAZ never had it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandRequest } from '../../../src-shared/bridge/contract.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { startServer, type RunningServer } from '../../../src-server/server.js';
import { nfceVoidings, nfeEvents, nfes } from '../../../src-server/db/schema.js';
import { DEMO_USERS } from '../../../src-server/demo/ids.js';
import { makeTestCertificate, normalBusiness, variedSales } from '../../unit/fiscal/fixtures.js';
import { startTerminal, until, type TestTerminal } from './terminal.js';
import { dbTemplate } from '../../support/dbTemplate.js';

const CANTINA_CNPJ = '12345678000195';
const business = { ...normalBusiness, cnpj: CANTINA_CNPJ };
const dir = mkdtempSync(path.join(tmpdir(), 'nfe-bridge-'));
const cert = makeTestCertificate({ cnpj: CANTINA_CNPJ });
let sim: SefazSimulator;
let server: RunningServer;
const open: TestTerminal[] = [];

const company: CommandRequest<'nfe.issue'>['recipient'] = {
  cnpj: '11444777000161',
  name: 'Eventos Gaúchos Ltda',
  indIEDest: 1,
  ie: '0960012345',
  address: { street: 'Avenida Ipiranga', number: '6681', district: 'Partenon', cityCode: '4314902', cityName: 'Porto Alegre', uf: 'RS', cep: '90619900' },
};
const sale = (i: number) => ({ ...variedSales()[i]!, groupPaymentId: newId() });

async function terminal(sub: string, serie: number, withCertificate = true, nfeWaitMs?: number): Promise<TestTerminal> {
  const t = startTerminal({ dir: path.join(dir, sub), serverUrl: server.url, nfeWaitMs });
  open.push(t);
  await t.call('session.login', { email: DEMO_USERS.manager.email, password: DEMO_USERS.manager.password });
  await t.call('fiscal.configure', { business, serie });
  if (withCertificate) await t.call('fiscal.installCertificate', { pfxBase64: Buffer.from(cert.pfx).toString('base64'), password: cert.password });
  return t;
}

/** The bridge's refusal as the screen gets it: its message and the fields it names. */
async function refusal(t: TestTerminal, name: 'nfe.issue' | 'nfe.cancel' | 'nfe.correct', payload: unknown) {
  const res = await t.router.dispatch(name, payload);
  expect(res.ok).toBe(false);
  return res.ok ? null : res.error;
}

beforeAll(async () => {
  sim = await startSefazSimulator();
  process.env.POS_SEFAZ_NFCE_URL = sim.url;
  server = await startServer({ port: 0, bind: '127.0.0.1', dataDir: path.join(dir, 'server'), databaseUrl: null, seedDemo: true, dbTemplate: await dbTemplate() });
}, 120_000);

afterAll(async () => {
  for (const t of open) await t.stop();
  await server?.close();
  await sim?.close();
  delete process.env.POS_SEFAZ_NFCE_URL;
  rmSync(dir, { recursive: true, force: true });
});

describe('nfe.issue, nfe.correct, nfe.cancel', () => {
  it('issues an NF-e signed on the terminal, registers a CC-e and cancels it, each answered as the server keeps it', async () => {
    const t = await terminal('a', 1);
    const issued = await t.call('nfe.issue', { sale: sale(1), recipient: company });
    expect(issued.state).toBe('done');
    const note = issued.note!;
    expect(note).toMatchObject({ status: 'authorized', number: 1, series: 1, corrections: 0 });
    expect(note.key.slice(20, 22)).toBe('55');
    expect(note.protocol).toMatch(/^[0-9]{15}$/);
    expect(sim.authorized.get(note.key)?.cStat).toBe(100);
    const [row] = await server.database.db.select().from(nfes).where(eq(nfes.id, note.id));
    expect(row).toMatchObject({ key: note.key, direction: 'saida', status: 'authorized', recipientDocument: '11444777000161' });
    expect(row!.xml).toContain(`<nProt>${note.protocol}</nProt>`);

    const text = 'Complemento do endereco de entrega: bloco B, sala 204';
    const corrected = await t.call('nfe.correct', { id: note.id, key: note.key, seq: 1, text });
    expect(corrected).toMatchObject({ state: 'done', note: { id: note.id, status: 'authorized', corrections: 1 } });
    expect(sim.authorized.get(note.key)?.corrections).toBe(1);

    const canceled = await t.call('nfe.cancel', { id: note.id, key: note.key, protocol: note.protocol!, justification: 'Pedido lancado em duplicidade' });
    expect(canceled).toMatchObject({ state: 'done', note: { id: note.id, status: 'canceled', corrections: 1 } });
    expect(sim.authorized.get(note.key)?.cancelled).toBe(true);
    const events = await server.database.db.select().from(nfeEvents).where(eq(nfeEvents.nfeId, note.id));
    expect(events.map((e) => e.tpEvento).sort()).toEqual(['110110', '110111']);

    // The next note takes the next number of the model 55 series.
    expect((await t.call('nfe.issue', { sale: sale(2), recipient: { ...company, cnpj: undefined, cpf: '52998224725', indIEDest: 9, ie: undefined, name: 'Joana Silva' } })).note).toMatchObject({ number: 2 });
  });

  it('refuses in Portuguese, before a number is taken or anything is sent: wrong recipient, short texts, no certificate', async () => {
    const t = await terminal('b', 2);
    const before = sim.received.length;
    expect(await refusal(t, 'nfe.issue', { sale: sale(3), recipient: { ...company, cnpj: '11444777000100' } })).toMatchObject({
      message: 'CNPJ do destinatário inválido: confira os dígitos',
      issues: [{ path: 'recipient', message: 'CNPJ do destinatário inválido: confira os dígitos' }],
    });
    expect((await refusal(t, 'nfe.issue', { sale: sale(3), recipient: { ...company, cnpj: CANTINA_CNPJ } }))?.message).toBe('O CNPJ do destinatário é o do próprio estabelecimento');
    expect((await refusal(t, 'nfe.issue', { sale: sale(3), recipient: { ...company, ie: undefined } }))?.message).toBe('Destinatário contribuinte do ICMS: informe a inscrição estadual');
    expect((await refusal(t, 'nfe.issue', { sale: sale(3), recipient: { ...company, address: { ...company.address, district: '' } } }))?.message).toBe(
      'NF-e exige o endereço completo do destinatário (logradouro, número, bairro, município e UF)',
    );
    const key = '43' + '0'.repeat(42);
    expect((await refusal(t, 'nfe.cancel', { id: newId(), key, protocol: '1'.repeat(15), justification: 'curta' }))?.issues).toEqual([
      { path: 'justification', message: 'A justificativa deve ter entre 15 e 255 caracteres' },
    ]);
    expect((await refusal(t, 'nfe.correct', { id: newId(), key, seq: 1, text: 'x'.repeat(1001) }))?.issues).toEqual([{ path: 'text', message: 'A correção deve ter entre 15 e 1000 caracteres' }]);
    // Nothing numbered: the next note of this terminal is still number 1 (of its own series).
    expect((await t.call('nfe.issue', { sale: sale(4), recipient: company })).note).toMatchObject({ number: 1, series: 2, status: 'authorized' });
    expect(sim.received.length).toBe(before + 1);

    const bare = await terminal('c', 3, false);
    expect((await refusal(bare, 'nfe.issue', { sale: sale(5), recipient: company }))?.message).toBe(
      'Instale o certificado digital A1 da empresa em Configurações → Fiscal antes de emitir',
    );
    expect(sim.received.length).toBe(before + 1);
  });
});

describe('NF-e numbering gaps (model 55)', () => {
  it('a number SEFAZ rejected is found by the daily check and voided once, as model 55', async () => {
    const t = await terminal('gaps', 7);
    expect((await t.call('nfe.issue', { sale: sale(2), recipient: company })).note).toMatchObject({ number: 1, series: 7 });
    sim.rejectNext.push({ cStat: 778, xMotivo: 'Rejeição: Informado NCM inexistente' });
    const rejected = await t.router.dispatch('nfe.issue', { sale: sale(3), recipient: company });
    expect(rejected.ok).toBe(false);
    expect((await t.call('nfe.issue', { sale: sale(4), recipient: company })).note).toMatchObject({ number: 3, series: 7 });
    // The NFC-e's series 7 has no number taken: only the NF-e's number 2 is a gap.
    expect(await t.fiscal.numberingGaps()).toEqual([{ model: '55', serie: 7, from: 2, to: 2, year: expect.stringMatching(/^[0-9]{2}$/) }]);

    await t.call('fiscal.checkNumbering', {});
    const voided = await until(() => t.fiscal.voidings.list().find((v) => v.model === '55' && v.status === 'homologada'));
    expect(voided).toMatchObject({ serie: 7, from: 2, to: 2, cStat: 102 });
    expect(voided.inutId.slice(2 + 2 + 2 + 14, 2 + 2 + 2 + 14 + 2)).toBe('55');
    const atSefaz = sim.voided.filter((v) => v.cnpj === CANTINA_CNPJ && v.serie === 7);
    expect(atSefaz).toEqual([expect.objectContaining({ mod: '55', from: 2, to: 2 })]);
    expect(atSefaz[0]!.xml).toContain('<mod>55</mod>');
    const rows = await server.database.db.select().from(nfceVoidings).where(eq(nfceVoidings.id, voided.id));
    expect(rows).toEqual([expect.objectContaining({ model: '55', series: 7, firstNumber: 2, lastNumber: 2, cStat: 102 })]);

    // Voided once: the next check finds nothing and sends nothing.
    expect(await t.call('fiscal.checkNumbering', {})).toEqual({ gaps: [], voidings: [] });
    expect(sim.voided.filter((v) => v.cnpj === CANTINA_CNPJ && v.serie === 7)).toHaveLength(1);
    // The NFC-e's number 2 of the same series is another document: SEFAZ still takes a voiding of it.
    expect(t.fiscal.voidings.list().filter((v) => v.serie === 7)).toHaveLength(1);
  }, 90_000);

  it('a number whose refusal came after the screen stopped waiting is voided by the daily check, once', async () => {
    const t = await terminal('late', 8, true, 300);
    // SEFAZ answers late and rejects: the screen hears 'pending', the server's refusal arrives afterwards.
    sim.delayMs = 1_500;
    sim.rejectNext.push({ cStat: 778, xMotivo: 'Rejeição: Informado NCM inexistente' });
    try {
      expect(await t.call('nfe.issue', { sale: sale(5), recipient: company })).toMatchObject({ state: 'pending', note: null });
      expect(t.fiscal.nfeNumbers.list()).toEqual([expect.objectContaining({ serie: 8, nNF: 1, status: 'pendente' })]);
      await until(() => t.fiscal.nfeNumbers.list().find((r) => r.status === 'rejeitada'), 30_000);
    } finally {
      sim.delayMs = 0;
    }
    expect(await t.fiscal.numberingGaps()).toEqual([{ model: '55', serie: 8, from: 1, to: 1, year: expect.stringMatching(/^[0-9]{2}$/) }]);
    await t.call('fiscal.checkNumbering', {});
    const voided = await until(() => t.fiscal.voidings.list().find((v) => v.model === '55' && v.serie === 8 && v.status === 'homologada'));
    expect(voided).toMatchObject({ from: 1, to: 1, cStat: 102 });
    expect(await t.call('fiscal.checkNumbering', {})).toEqual({ gaps: [], voidings: [] });
    expect(sim.voided.filter((v) => v.cnpj === CANTINA_CNPJ && v.serie === 8)).toEqual([expect.objectContaining({ mod: '55', from: 1, to: 1 })]);
  }, 90_000);

  it('a refusal the outbox kept while the number stayed pendente (the terminal stopped before writing it) is voided at the daily check', async () => {
    const t = await terminal('crash', 9);
    sim.rejectNext.push({ cStat: 778, xMotivo: 'Rejeição: Informado NCM inexistente' });
    expect((await t.router.dispatch('nfe.issue', { sale: sale(6), recipient: company })).ok).toBe(false);
    const [refused] = t.fiscal.nfeNumbers.list();
    expect(refused).toMatchObject({ serie: 9, nNF: 1, status: 'rejeitada' });
    // As if the terminal had stopped between hearing the refusal and writing it down.
    await t.fiscal.nfeNumbers.put({ ...refused!, status: 'pendente' });
    expect(await t.fiscal.numberingGaps()).toEqual([]);
    await t.call('fiscal.checkNumbering', {});
    expect(t.fiscal.nfeNumbers.list()).toEqual([expect.objectContaining({ nNF: 1, status: 'rejeitada' })]);
    const voided = await until(() => t.fiscal.voidings.list().find((v) => v.model === '55' && v.serie === 9 && v.status === 'homologada'));
    expect(voided).toMatchObject({ from: 1, to: 1 });
    expect(await t.call('fiscal.checkNumbering', {})).toEqual({ gaps: [], voidings: [] });
  }, 90_000);
  it('a number left pendente whose call finished while nothing listened: the daily check asks SEFAZ by key and marks it authorised', async () => {
    const t = await terminal('unheard', 10);
    // The terminal's SEFAZ is this run's simulator (the address typed under "Avançado").
    await t.call('fiscal.configure', { business, serie: 10, online: { url: sim.url, timeoutMs: 5_000 } });
    const issued = await t.call('nfe.issue', { sale: sale(7), recipient: company });
    expect(issued.state).toBe('done');
    const [taken] = t.fiscal.nfeNumbers.list();
    expect(taken).toMatchObject({ serie: 10, nNF: 1, status: 'autorizada', key: issued.note!.key });
    // As if the terminal had stopped between the outbox finishing the call and writing the number down: the outbox
    // no longer has the call, the number says 'pendente'.
    await t.fiscal.nfeNumbers.put({ ...taken!, status: 'pendente' });
    expect((await t.call('sync.list', {})).entries.filter((e) => e.callId === taken!.callId)).toEqual([]);
    await t.call('fiscal.checkNumbering', {});
    expect(t.fiscal.nfeNumbers.list()).toEqual([expect.objectContaining({ nNF: 1, status: 'autorizada' })]);
    expect(await t.fiscal.numberingGaps()).toEqual([]);
    expect(sim.voided.filter((v) => v.cnpj === CANTINA_CNPJ && v.serie === 10)).toEqual([]);
  }, 90_000);

  it('a number left pendente whose note SEFAZ never had (its refusal discarded from the outbox): the daily check asks SEFAZ, marks it rejected and voids it once', async () => {
    const t = await terminal('unknown', 11);
    await t.call('fiscal.configure', { business, serie: 11, online: { url: sim.url, timeoutMs: 5_000 } });
    sim.rejectNext.push({ cStat: 778, xMotivo: 'Rejeição: Informado NCM inexistente' });
    expect((await t.router.dispatch('nfe.issue', { sale: sale(8), recipient: company })).ok).toBe(false);
    const [refused] = t.fiscal.nfeNumbers.list();
    expect(refused).toMatchObject({ serie: 11, nNF: 1, status: 'rejeitada' });
    expect(sim.authorized.has(refused!.key!)).toBe(false);
    // The refused call discarded by a manager, and the number's record not written: nothing here tells its fate.
    await t.call('sync.discard', { callId: refused!.callId!, managerEmail: DEMO_USERS.manager.email, managerPassword: DEMO_USERS.manager.password });
    await t.fiscal.nfeNumbers.put({ ...refused!, status: 'pendente' });
    await t.call('fiscal.checkNumbering', {});
    expect(t.fiscal.nfeNumbers.list()).toEqual([expect.objectContaining({ nNF: 1, status: 'rejeitada' })]);
    const voided = await until(() => t.fiscal.voidings.list().find((v) => v.model === '55' && v.serie === 11 && v.status === 'homologada'));
    expect(voided).toMatchObject({ from: 1, to: 1 });
    expect(await t.call('fiscal.checkNumbering', {})).toEqual({ gaps: [], voidings: [] });
    expect(sim.voided.filter((v) => v.cnpj === CANTINA_CNPJ && v.serie === 11)).toEqual([expect.objectContaining({ mod: '55', from: 1, to: 1 })]);
  }, 90_000);
});
