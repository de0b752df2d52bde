// The SEFAZ client (src-shared/fiscal/sefazClient.ts) against our SEFAZ homologation simulator over plain HTTP
// (schema, signature and the real status codes), and against a small HTTP server of this file for the answers the
// simulator never gives (a missing element, a 403 of IIS, a lot that never ends). A wrong line here marks a refused
// note authorized, sends a note twice after a lost answer, or tells the cashier the wrong certificate problem.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPfx, type A1Certificate } from '../../../src-main/fiscal/certificate.js';
import { emitNfce, signCancelEvent, signVoiding } from '../../../src-main/fiscal/emit.js';
import { SefazCertificateRefused, SefazClient, SefazUnavailable } from '../../../src-shared/fiscal/sefazClient.js';
import { fetchTransport, type SefazRequest, type SefazTransport } from '../../../src-shared/fiscal/sefazTransport.js';
import { soapContentType, soapEnvelope, SOAP_OPERATIONS, WSDL } from '../../../src-shared/fiscal/soap.js';
import { sefazTlsMessages } from '../../../src-shared/i18n/sefazTls.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { makeTestCertificate, simplesBusiness, TEST_CNPJ, variedSales } from '../../unit/fiscal/fixtures.js';

const NS = 'http://www.portalfiscal.inf.br/nfe';
let sim: SefazSimulator;
let cert: A1Certificate | null = null;
let serial = 0;
const seen: SefazRequest[] = [];
/** fetch, with each request kept to read what went on the wire. */
const recording: SefazTransport = (req) => {
  seen.push(req);
  return fetchTransport(req);
};

/** Made on first use: the tests against the small server need none, and a mutant's run pays only for what it reaches. */
function a1(): A1Certificate {
  if (!cert) {
    const made = makeTestCertificate();
    cert = openPfx(made.pfx, made.password);
  }
  return cert;
}

// A series no other test file uses: the simulator remembers numbers per CNPJ only within itself, but keep apart.
function note(withDeclaration = false) {
  serial += 1;
  const signed = emitNfce(
    { business: simplesBusiness, sale: variedSales()[serial % 20]!, serie: 61, nNF: serial, cNF: String(40_000_000 + serial), emittedAt: new Date(), contingency: null, verProc: 'teste 1.0' },
    a1(),
  );
  const xml = signed.xml.replace(/^<\?xml[^>]*\?>/, '');
  return { xml: withDeclaration ? `<?xml version="1.0" encoding="UTF-8"?>${xml}` : xml, key: signed.built.key };
}

/** A server answering each service with what the test says: the answers the simulator never gives. */
let canned: Server;
let cannedUrl = '';
let answers: Partial<Record<keyof typeof SOAP_OPERATIONS, () => { status: number; text: string }>> = {};

beforeAll(async () => {
  sim = await startSefazSimulator({ csc: { [TEST_CNPJ]: simplesBusiness.csc }, signatureWorkers: 1 });
  canned = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const service = (Object.keys(SOAP_OPERATIONS) as (keyof typeof SOAP_OPERATIONS)[]).find((s) => req.url?.endsWith(`/${s}`));
      const a = service && answers[service] ? answers[service]() : { status: 404, text: '' };
      // connection: close, so no request goes on a kept-alive socket the server is closing (a reset, not the answer)
      res.writeHead(a.status, { 'content-type': 'application/soap+xml; charset=utf-8', connection: 'close' }).end(a.text);
    });
  });
  await new Promise<void>((resolve) => canned.listen(0, '127.0.0.1', resolve));
  cannedUrl = `http://127.0.0.1:${(canned.address() as AddressInfo).port}/ws`;
}, 60_000);

afterAll(async () => {
  await sim?.close();
  canned?.closeAllConnections();
  await new Promise<void>((resolve) => (canned ? canned.close(() => resolve()) : resolve()));
});

beforeEach(() => {
  seen.length = 0;
  answers = {};
  sim.stopped = null;
  sim.available = true;
  sim.mode = 'normal';
});

const result = (wsdl: string, xml: string) => soapEnvelope(wsdl, xml, 'nfeResultMsg');
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a failure'); }, (e: unknown) => e);

describe('what goes on the wire', () => {
  it('each service to its own address with its SOAP 1.2 action, homologation by default', async () => {
    const client = new SefazClient(sim.url, 5_000, { transport: recording });
    const status = await client.status('35');
    expect(status).toEqual({ cStat: 107, xMotivo: 'Serviço em Operação', tMed: 1 });
    expect(seen[0]!.url).toBe(`${sim.url}/NFeStatusServico4`);
    expect(seen[0]!.headers).toEqual({ 'content-type': soapContentType('NFeStatusServico4') });
    expect(seen[0]!.body).toBe(
      soapEnvelope(WSDL.statusServico, `<consStatServ xmlns="${NS}" versao="4.00"><tpAmb>2</tpAmb><cUF>35</cUF><xServ>STATUS</xServ></consStatServ>`),
    );
    await client.consult('3'.repeat(44));
    expect(seen[1]!.body).toContain(`<consSitNFe xmlns="${NS}" versao="4.00"><tpAmb>2</tpAmb><xServ>CONSULTAR</xServ><chNFe>${'3'.repeat(44)}</chNFe></consSitNFe>`);
    expect(seen[1]!.headers['content-type']).toBe(soapContentType('NFeConsultaProtocolo4'));
  });

  it('production when asked (tpAmb 1), in the status and the lookups', async () => {
    const client = new SefazClient(sim.url, 5_000, { transport: recording, tpAmb: '1' });
    await client.status('43');
    expect(seen[0]!.body).toContain('<tpAmb>1</tpAmb><cUF>43</cUF>');
    await client.consult('4'.repeat(44));
    expect(seen[1]!.body).toContain('<tpAmb>1</tpAmb><xServ>CONSULTAR</xServ>');
  });

  it('a state’s table of addresses is used as given', async () => {
    const endpoints = Object.fromEntries(Object.keys(SOAP_OPERATIONS).map((s) => [s, `${sim.url}/${s}`])) as ConstructorParameters<typeof SefazClient>[0];
    const client = new SefazClient(endpoints, 5_000, { transport: recording });
    expect((await client.status('35')).cStat).toBe(107);
    expect(seen[0]!.url).toBe(`${sim.url}/NFeStatusServico4`);
  });

  it('plain fetch when no transport is given; the time limit is the client’s unless the call says', async () => {
    expect((await new SefazClient(sim.url).status('35')).cStat).toBe(107);
    sim.delayMs = 400;
    try {
      const slow = await failure(new SefazClient(sim.url, 100).status('35'));
      expect(slow).toBeInstanceOf(SefazUnavailable);
      expect((slow as SefazUnavailable).received).toBe(true);
      // the call's own limit wins over the client's
      expect((await new SefazClient(sim.url, 100).status('35', 5_000)).cStat).toBe(107);
      expect((await failure(new SefazClient(sim.url, 5_000).status('35', 100))) as SefazUnavailable).toBeInstanceOf(SefazUnavailable);
    } finally {
      sim.delayMs = 0;
    }
  });

  it('a stopped service: its code, and no average time', async () => {
    sim.stopped = { cStat: 109, xMotivo: 'Serviço Paralisado sem Previsão' };
    expect(await new SefazClient(sim.url).status('35')).toEqual({ cStat: 109, xMotivo: 'Serviço Paralisado sem Previsão', tMed: null });
  });
});

describe('one note, synchronous', () => {
  it('authorized (100) with its protocol; the XML declaration left out of the lot', async () => {
    const n = note(true);
    const client = new SefazClient(sim.url, 10_000, { transport: recording });
    const got = await client.authorize(n.xml, n.key, '77');
    expect(got).toMatchObject({ key: n.key, cStat: 100, xMotivo: 'Autorizado o uso da NF-e' });
    expect(got.nProt).toMatch(/^[0-9]{15}$/);
    expect(got.nProt).toBe(sim.authorized.get(n.key)!.nProt);
    expect(got.dhRecbto).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00$/);
    expect(got.protNFe).toBe(sim.authorized.get(n.key)!.protNFe);
    expect(seen[0]!.url).toBe(`${sim.url}/NFeAutorizacao4`);
    expect(seen[0]!.body).toContain(`<enviNFe xmlns="${NS}" versao="4.00"><idLote>77</idLote><indSinc>1</indSinc><NFe`);
    expect(seen[0]!.body).not.toContain('?><NFe');

    // Sent again after a lost answer: SEFAZ says 204, the client fetches the protocol by the key.
    seen.length = 0;
    const again = await client.authorize(n.xml, n.key, '78');
    expect(again).toMatchObject({ key: n.key, cStat: 100, nProt: got.nProt });
    expect(seen.map((r) => r.url.split('/').pop())).toEqual(['NFeAutorizacao4', 'NFeConsultaProtocolo4']);
  });

  it('a 204 whose key SEFAZ cannot find keeps the 204', async () => {
    const n = note();
    const key = n.key;
    answers.NFeAutorizacao4 = () => ({ status: 200, text: result(WSDL.autorizacao, `<retEnviNFe xmlns="${NS}"><cStat>104</cStat><xMotivo>Lote processado</xMotivo><protNFe><infProt><chNFe>${key}</chNFe><dhRecbto>2026-01-01T10:00:00-03:00</dhRecbto><cStat>204</cStat><xMotivo>Rejeição: Duplicidade de NF-e</xMotivo></infProt></protNFe></retEnviNFe>`) });
    answers.NFeConsultaProtocolo4 = () => ({ status: 200, text: result(WSDL.consulta, `<retConsSitNFe xmlns="${NS}"><cStat>217</cStat><xMotivo>não consta</xMotivo></retConsSitNFe>`) });
    const got = await new SefazClient(cannedUrl).authorize(n.xml, key, '1');
    expect(got).toEqual({ key, cStat: 204, xMotivo: 'Rejeição: Duplicidade de NF-e', nProt: null, dhRecbto: '2026-01-01T10:00:00-03:00', protNFe: expect.stringContaining('<cStat>204</cStat>') });
  });

  it('rejected with SEFAZ’s code and no protocol', async () => {
    const n = note();
    sim.rejectNext.push({ cStat: 778, xMotivo: 'Rejeição: Informado NCM inexistente' });
    const got = await new SefazClient(sim.url).authorize(n.xml, n.key, '2');
    expect(got).toMatchObject({ key: n.key, cStat: 778, xMotivo: 'Rejeição: Informado NCM inexistente', nProt: null });
    expect(sim.authorized.has(n.key)).toBe(false);
  });

  it('a lot refused as a whole (stopped) decides nothing about the note', async () => {
    const n = note();
    sim.stopped = { cStat: 108, xMotivo: 'Serviço Paralisado Momentaneamente' };
    const got = await new SefazClient(sim.url).authorize(n.xml, n.key, '3');
    expect(got).toEqual({ key: n.key, cStat: 108, xMotivo: 'Serviço Paralisado Momentaneamente', nProt: null, dhRecbto: expect.stringMatching(/-03:00$/), protNFe: null });
  });
});

describe('a lot of notes, asynchronous', () => {
  it('the receipt, then each note’s protocol in the notes’ order; one sent before is found by its key', async () => {
    const [a, b, c] = [note(true), note(), note()];
    const client = new SefazClient(sim.url, 20_000, { transport: recording });
    const first = await client.authorize(b.xml, b.key, '9');
    const got = await client.authorizeLot([a, b, c], '4242', 20_000, 5);
    expect(got.map((g) => [g.key, g.cStat])).toEqual([[a.key, 100], [b.key, 100], [c.key, 100]]);
    expect(got[1]!.nProt).toBe(first.nProt);
    expect(got[0]!.nProt).toBe(sim.authorized.get(a.key)!.nProt);
    expect(got[2]!.protNFe).toContain(`<chNFe>${c.key}</chNFe>`);
    expect(got[0]!.xMotivo).toBe('Autorizado o uso da NF-e');
    expect(got[0]!.dhRecbto).toMatch(/-03:00$/);
    expect(sim.lotSizes.at(-1)).toBe(3);
    const lot = seen.find((r) => r.body.includes('<indSinc>0</indSinc>'))!;
    expect(lot.body).toContain(`<enviNFe xmlns="${NS}" versao="4.00"><idLote>4242</idLote><indSinc>0</indSinc><NFe`);
    expect(lot.body).not.toContain('?><NFe');
    const poll = seen.find((r) => r.url.endsWith('/NFeRetAutorizacao4'))!;
    expect(poll.body).toMatch(new RegExp(`<consReciNFe xmlns="${NS}" versao="4.00"><tpAmb>2</tpAmb><nRec>[0-9]{15}</nRec></consReciNFe>`));
    expect(poll.headers['content-type']).toBe(soapContentType('NFeRetAutorizacao4'));
  });

  it('a lot refused as a whole answers every note with the refusal', async () => {
    const [a, b] = [note(), note()];
    sim.stopped = { cStat: 108, xMotivo: 'Serviço Paralisado Momentaneamente' };
    const got = await new SefazClient(sim.url).authorizeLot([a, b], '5');
    expect(got).toEqual([a, b].map(({ key }) => ({ key, cStat: 108, xMotivo: 'Serviço Paralisado Momentaneamente', nProt: null, dhRecbto: expect.stringMatching(/-03:00$/), protNFe: null })));
  });

  const receipt = (cStat = 103, nRec = '351234567890123') =>
    result(WSDL.autorizacao, `<retEnviNFe xmlns="${NS}"><cStat>${cStat}</cStat><xMotivo>Lote recebido</xMotivo><dhRecbto>2026-01-01T10:00:00-03:00</dhRecbto>${nRec ? `<infRec><nRec>${nRec}</nRec></infRec>` : ''}</retEnviNFe>`);
  const lotAnswer = (cStat: number, inner = '') => result(WSDL.retAutorizacao, `<retConsReciNFe xmlns="${NS}"><cStat>${cStat}</cStat><xMotivo>m${cStat}</xMotivo>${inner}</retConsReciNFe>`);
  const prot = (key: string, cStat = 100) => `<protNFe versao="4.00"><infProt><chNFe>${key}</chNFe><dhRecbto>2026-01-01T10:00:01-03:00</dhRecbto><nProt>135260000000001</nProt><cStat>${cStat}</cStat><xMotivo>ok</xMotivo></infProt></protNFe>`;
  const keys = ['35260111222333000181650010000000011000000011', '35260111222333000181650010000000021000000021'];
  const notes = keys.map((key) => ({ key, xml: '<NFe/>' }));

  it('103 without a receipt number is a refusal of the lot', async () => {
    answers.NFeAutorizacao4 = () => ({ status: 200, text: receipt(103, '') });
    expect((await new SefazClient(cannedUrl).authorizeLot(notes, '1')).map((g) => [g.cStat, g.nProt, g.xMotivo, g.dhRecbto])).toEqual([
      [103, null, 'Lote recebido', '2026-01-01T10:00:00-03:00'],
      [103, null, 'Lote recebido', '2026-01-01T10:00:00-03:00'],
    ]);
  });

  it('polls while SEFAZ says 105, then reads the protocols; an answer without chNFe is skipped', async () => {
    let polls = 0;
    answers.NFeAutorizacao4 = () => ({ status: 200, text: receipt() });
    answers.NFeRetAutorizacao4 = () => {
      polls += 1;
      return { status: 200, text: polls < 3 ? lotAnswer(105) : lotAnswer(104, `<protNFe><infProt><cStat>100</cStat></infProt></protNFe>${prot(keys[1]!, 110)}${prot(keys[0]!)}`) };
    };
    const got = await new SefazClient(cannedUrl).authorizeLot(notes, '1', 5_000, 1);
    expect(polls).toBe(3);
    expect(got).toEqual([
      { key: keys[0], cStat: 100, xMotivo: 'ok', nProt: '135260000000001', dhRecbto: '2026-01-01T10:00:01-03:00', protNFe: prot(keys[0]!) },
      { key: keys[1], cStat: 110, xMotivo: 'ok', nProt: '135260000000001', dhRecbto: '2026-01-01T10:00:01-03:00', protNFe: prot(keys[1]!, 110) },
    ]);
  });

  it('waits pollMs between polls, and gives up at the time limit saying the lot may be received', async () => {
    let polls = 0;
    answers.NFeAutorizacao4 = () => ({ status: 200, text: receipt() });
    answers.NFeRetAutorizacao4 = () => {
      polls += 1;
      return { status: 200, text: lotAnswer(105) };
    };
    const started = Date.now();
    const err = (await failure(new SefazClient(cannedUrl).authorizeLot(notes, '1', 600, 150))) as SefazUnavailable;
    expect(err).toBeInstanceOf(SefazUnavailable);
    // the loop's own check, or the last poll cut by what was left of the limit (a loaded machine): both say received
    expect(err.message).toMatch(/^lote 351234567890123 sem resposta$|aborted due to timeout/);
    expect(err.received).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    // 600 ms at 150 ms a poll: a handful, not hundreds
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(polls).toBeLessThanOrEqual(6);
  });

  it('every failure after the receipt says the notes may be authorized', async () => {
    answers.NFeAutorizacao4 = () => ({ status: 200, text: receipt() });
    const cases: [() => { status: number; text: string }, string][] = [
      [() => ({ status: 200, text: lotAnswer(999) }), 'lote 351234567890123: 999 m999'],
      [() => ({ status: 200, text: result(WSDL.retAutorizacao, '<outra/>') }), 'resposta sem retConsReciNFe'],
      [() => ({ status: 503, text: '' }), 'HTTP 503'],
      [() => ({ status: 200, text: lotAnswer(104, prot(keys[0]!)) }), `lote 351234567890123 sem a NF-e ${keys[1]}`],
    ];
    for (const [answer, message] of cases) {
      answers.NFeRetAutorizacao4 = answer;
      const err = (await failure(new SefazClient(cannedUrl).authorizeLot(notes, '1', 2_000, 1))) as SefazUnavailable;
      expect([err.constructor.name, err.message, err.received]).toEqual(['SefazUnavailable', message, true]);
    }
    // a 403 while polling stays a certificate refusal
    answers.NFeRetAutorizacao4 = () => ({ status: 403, text: '403.17 - Certificado do cliente vencido' });
    expect(await failure(new SefazClient(cannedUrl).authorizeLot(notes, '1', 2_000, 1))).toBeInstanceOf(SefazCertificateRefused);
    // no retEnviNFe: the lot may have been received
    answers.NFeAutorizacao4 = () => ({ status: 200, text: result(WSDL.autorizacao, '<outra/>') });
    const err = (await failure(new SefazClient(cannedUrl).authorizeLot(notes, '1'))) as SefazUnavailable;
    expect([err.message, err.received]).toEqual(['resposta sem retEnviNFe', true]);
  });

  it('a note of the lot answered 204 is looked up by its key; kept as 204 when SEFAZ does not have it', async () => {
    answers.NFeAutorizacao4 = () => ({ status: 200, text: receipt() });
    answers.NFeRetAutorizacao4 = () => ({ status: 200, text: lotAnswer(104, prot(keys[0]!, 204) + prot(keys[1]!, 204)) });
    let lookups = 0;
    answers.NFeConsultaProtocolo4 = () => {
      lookups += 1;
      return lookups === 1
        ? { status: 200, text: result(WSDL.consulta, `<retConsSitNFe xmlns="${NS}"><cStat>100</cStat>${prot(keys[0]!, 100).replace('135260000000001', '135260000000009')}</retConsSitNFe>`) }
        : { status: 200, text: result(WSDL.consulta, `<retConsSitNFe xmlns="${NS}"><cStat>217</cStat><xMotivo>não consta</xMotivo></retConsSitNFe>`) };
    };
    const got = await new SefazClient(cannedUrl).authorizeLot(notes, '1', 2_000, 1);
    expect(got.map((g) => [g.key, g.cStat, g.nProt])).toEqual([[keys[0], 100, '135260000000009'], [keys[1], 204, '135260000000001']]);
    expect(lookups).toBe(2);
  });
});

describe('a lookup by key', () => {
  it('the protocol of an authorized note; null for a key SEFAZ does not have (217)', async () => {
    const n = note();
    const client = new SefazClient(sim.url);
    const got = await client.authorize(n.xml, n.key, '4');
    expect(await client.consult(n.key)).toEqual({ key: n.key, cStat: 100, xMotivo: 'Autorizado o uso da NF-e', nProt: got.nProt, dhRecbto: got.dhRecbto, protNFe: got.protNFe });
    expect(await client.consult(note().key)).toBeNull();
  });

  it('an answer without retConsSitNFe may hide the note', async () => {
    answers.NFeConsultaProtocolo4 = () => ({ status: 200, text: result(WSDL.consulta, '<outra/>') });
    const err = (await failure(new SefazClient(cannedUrl).consult('1'.repeat(44)))) as SefazUnavailable;
    expect([err.constructor.name, err.message, err.received]).toEqual(['SefazUnavailable', 'resposta sem retConsSitNFe', true]);
  });
});

describe('events and voidings', () => {
  it('a cancel event registered (135) with its protocol; the same again refused (573) without one', async () => {
    const n = note();
    const client = new SefazClient(sim.url, 10_000, { transport: recording });
    const auth = await client.authorize(n.xml, n.key, '5');
    const ev = signCancelEvent({ key: n.key, tpAmb: '2', nProt: auth.nProt!, reason: 'Cliente desistiu da compra', at: new Date(), timeZone: 'America/Sao_Paulo' }, a1());
    seen.length = 0;
    const done = await client.sendEvent(`<?xml version="1.0" encoding="UTF-8"?>${ev.xml.replace(/^<\?xml[^>]*\?>/, '')}`, n.key, '31');
    expect(done).toEqual({ key: n.key, cStat: 135, xMotivo: 'Evento registrado e vinculado a NF-e', nProt: expect.stringMatching(/^[0-9]{15}$/) });
    expect(seen[0]!.url).toBe(`${sim.url}/NFeRecepcaoEvento4`);
    expect(seen[0]!.body).toContain(`<envEvento xmlns="${NS}" versao="1.00"><idLote>31</idLote><evento`);
    expect(seen[0]!.headers['content-type']).toBe(soapContentType('NFeRecepcaoEvento4'));
    expect(await client.sendEvent(ev.xml, n.key, '32')).toEqual({ key: n.key, cStat: 573, xMotivo: 'Rejeição: Duplicidade de evento', nProt: null });
  });

  it('a lot of events refused as a whole; an answer without retEnvEvento', async () => {
    answers.NFeRecepcaoEvento4 = () => ({ status: 200, text: result(WSDL.evento, `<retEnvEvento xmlns="${NS}"><cStat>491</cStat><xMotivo>Rejeição: lote</xMotivo></retEnvEvento>`) });
    expect(await new SefazClient(cannedUrl).sendEvent('<evento/>', 'k', '1')).toEqual({ key: 'k', cStat: 491, xMotivo: 'Rejeição: lote', nProt: null });
    answers.NFeRecepcaoEvento4 = () => ({ status: 200, text: result(WSDL.evento, '<outra/>') });
    const err = (await failure(new SefazClient(cannedUrl).sendEvent('<evento/>', 'k', '1'))) as SefazUnavailable;
    expect([err.constructor.name, err.message, err.received]).toEqual(['SefazUnavailable', 'resposta sem retEnvEvento', false]);
  });

  it('a range voided (102) with its protocol and SEFAZ’s answer; the same range again refused (563)', async () => {
    const v = signVoiding({ tpAmb: '2', cUF: '35', year: '26', cnpj: TEST_CNPJ, serie: 62, from: 10, to: 12, reason: 'Numeros pulados por falha do sistema' }, a1());
    const client = new SefazClient(sim.url, 10_000, { transport: recording });
    const got = await client.voidNumbers(`<?xml version="1.0" encoding="UTF-8"?>${v.xml.replace(/^<\?xml[^>]*\?>/, '')}`);
    expect(got).toMatchObject({ cStat: 102, nProt: expect.stringMatching(/^[0-9]{15}$/), dhRecbto: expect.stringMatching(/-03:00$/) });
    expect(got.xMotivo).toMatch(/Inutiliza/);
    expect(got.retInutNFe).toMatch(/^<retInutNFe[\s\S]*<cStat>102<\/cStat>[\s\S]*<\/retInutNFe>$/);
    expect(seen[0]!.url).toBe(`${sim.url}/NFeInutilizacao4`);
    expect(seen[0]!.body).toContain(`<nfeDadosMsg xmlns="${WSDL.inutilizacao}"><inutNFe`);
    const again = await client.voidNumbers(v.xml);
    expect(again).toMatchObject({ cStat: 563, nProt: null });
    answers.NFeInutilizacao4 = () => ({ status: 200, text: result(WSDL.inutilizacao, '<outra/>') });
    const err = (await failure(new SefazClient(cannedUrl).voidNumbers('<inutNFe/>'))) as SefazUnavailable;
    expect([err.constructor.name, err.message, err.received]).toEqual(['SefazUnavailable', 'resposta sem retInutNFe', false]);
  });
});

describe('when SEFAZ does not answer', () => {
  it('an answer without its element: nothing received for status and one note', async () => {
    answers.NFeStatusServico4 = () => ({ status: 200, text: result(WSDL.statusServico, '<outra/>') });
    answers.NFeAutorizacao4 = () => ({ status: 200, text: result(WSDL.autorizacao, '<outra/>') });
    const s = (await failure(new SefazClient(cannedUrl).status('35'))) as SefazUnavailable;
    expect([s.constructor.name, s.message, s.received]).toEqual(['SefazUnavailable', 'resposta sem retConsStatServ', false]);
    const a = (await failure(new SefazClient(cannedUrl).authorize('<NFe/>', 'k', '1'))) as SefazUnavailable;
    expect([a.constructor.name, a.message, a.received]).toEqual(['SefazUnavailable', 'resposta sem retEnviNFe', false]);
  });

  it('HTTP errors: 503 and 4xx decided nothing, another 5xx may have', async () => {
    for (const [status, received] of [[503, false], [500, true], [502, true], [404, false], [400, false], [300, false]] as const) {
      answers.NFeStatusServico4 = () => ({ status, text: '' });
      const err = (await failure(new SefazClient(cannedUrl).status('35'))) as SefazUnavailable;
      expect([status, err.constructor.name, err.message, err.received]).toEqual([status, 'SefazUnavailable', `HTTP ${status}`, received]);
    }
    // any 2xx is an answer
    answers.NFeStatusServico4 = () => ({ status: 299, text: result(WSDL.statusServico, `<retConsStatServ xmlns="${NS}"><cStat>107</cStat><xMotivo>ok</xMotivo></retConsStatServ>`) });
    expect(await new SefazClient(cannedUrl).status('35')).toEqual({ cStat: 107, xMotivo: 'ok', tMed: null });
  });

  it('IIS’s 403: 403.7 no certificate, 403.17 expired, anything else untrusted, in the cashier’s words', async () => {
    for (const [text, problem] of [['403.7 - Forbidden: Client certificate required', 'missing'], ['403.17 - Client certificate has expired', 'expired'], ['403.16 - Client certificate is untrusted', 'untrusted'], ['Forbidden', 'untrusted'], ['403.1 - Execute access forbidden', 'untrusted']] as const) {
      answers.NFeStatusServico4 = () => ({ status: 403, text });
      const err = (await failure(new SefazClient(cannedUrl).status('35'))) as SefazCertificateRefused;
      expect([text, err.constructor.name, err.problem, err.message]).toEqual([text, 'SefazCertificateRefused', problem, sefazTlsMessages.refused[problem]]);
    }
  });

  it('a refused connection was never received; a silent service may have received it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = (await failure(new SefazClient(`http://127.0.0.1:${port}/ws`).status('35'))) as SefazUnavailable;
    expect([refused.constructor.name, refused.received]).toEqual(['SefazUnavailable', false]);
    sim.mode = 'silent';
    const silent = (await failure(new SefazClient(sim.url, 200).status('35'))) as SefazUnavailable;
    expect([silent.constructor.name, silent.received]).toEqual(['SefazUnavailable', true]);
  });

  // Node's TLS and socket errors as the transport (node:https in nodeSefazTransport) throws them.
  const thrower = (err: unknown): SefazTransport => () => Promise.reject(err);
  const coded = (code: string, message = 'falhou') => Object.assign(new Error(message), { code });

  it('a TLS refusal names the certificate problem, by the code or the cause’s code or the message', async () => {
    const cases: [unknown, string][] = [
      [coded('ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED'), 'missing'],
      [new Error('tlsv13 alert certificate required'), 'missing'],
      [Object.assign(new Error('fetch failed'), { cause: new Error('peer said: Certificate Required') }), 'missing'],
      [coded('ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE'), 'untrusted'],
      [coded('ERR_SSL_TLSV1_ALERT_UNKNOWN_CA'), 'untrusted'],
      [Object.assign(new Error('fetch failed'), { cause: coded('ERR_SSL_SSLV3_ALERT_CERTIFICATE_UNKNOWN') }), 'untrusted'],
      [coded('ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE'), 'untrusted'],
      [coded('ERR_SSL_TLSV1_ALERT_ACCESS_DENIED'), 'untrusted'],
      [coded('ERR_SSL_SSLV3_ALERT_CERTIFICATE_EXPIRED'), 'expired'],
      [coded('UNABLE_TO_VERIFY_LEAF_SIGNATURE'), 'serverUntrusted'],
      [coded('SELF_SIGNED_CERT_IN_CHAIN'), 'serverUntrusted'],
      [coded('DEPTH_ZERO_SELF_SIGNED_CERT'), 'serverUntrusted'],
      [coded('UNABLE_TO_GET_ISSUER_CERT_LOCALLY'), 'serverUntrusted'],
      [coded('CERT_UNTRUSTED'), 'serverUntrusted'],
    ];
    for (const [err, problem] of cases) {
      const got = (await failure(new SefazClient(sim.url, 1_000, { transport: thrower(err) }).status('35'))) as SefazCertificateRefused;
      expect([String(err), got.constructor.name, got.problem]).toEqual([String(err), 'SefazCertificateRefused', problem]);
    }
  });

  it('other failures: received unless the request never left (refused, unknown host, unreachable)', async () => {
    const cases: [unknown, boolean, string][] = [
      [coded('ECONNREFUSED', 'connect ECONNREFUSED'), false, 'connect ECONNREFUSED'],
      [coded('ENOTFOUND'), false, 'falhou'],
      [coded('EHOSTUNREACH'), false, 'falhou'],
      [coded('ENETUNREACH'), false, 'falhou'],
      [Object.assign(new Error('fetch failed'), { cause: coded('EAI_AGAIN') }), false, 'fetch failed'],
      [coded('ECONNRESET', 'socket hang up'), true, 'socket hang up'],
      [Object.assign(new Error('The operation was aborted'), { name: 'AbortError', code: 'ECONNREFUSED' }), true, 'The operation was aborted'],
      [Object.assign(new Error('timed out'), { name: 'TimeoutError', code: 'ENOTFOUND' }), true, 'timed out'],
      [new Error('sem código'), true, 'sem código'],
      ['só um texto', true, 'só um texto'],
      [null, true, 'null'],
    ];
    for (const [err, received, message] of cases) {
      const got = (await failure(new SefazClient(sim.url, 1_000, { transport: thrower(err) }).status('35'))) as SefazUnavailable;
      expect([message, got.constructor.name, got.message, got.received]).toEqual([message, 'SefazUnavailable', message, received]);
    }
  });
});
