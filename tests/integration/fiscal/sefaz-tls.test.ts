// Talking to SEFAZ as the real services demand, against the homologation simulator in its TLS mode: a SOAP 1.2
// envelope with nfeDadosMsg in the service's namespace (anything else is a SOAP Fault), and mutual TLS with the
// emitter's A1. Without a certificate, with one no recognised authority issued, or an expired one, SEFAZ refuses
// at the door and the client says which certificate problem in Portuguese; with another CNPJ's certificate the
// note is rejected (213); with the emitter's own, authorised.
import http from 'node:http';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPfx } from '../../../src-main/fiscal/certificate.js';
import { emitNfce } from '../../../src-main/fiscal/emit.js';
import { SefazCertificateRefused, SefazClient } from '../../../src-shared/fiscal/sefazClient.js';
import { nodeSefazTransport, type SefazTls } from '../../../src-shared/fiscal/sefazTransport.js';
import { soapEnvelope, WSDL } from '../../../src-shared/fiscal/soap.js';
import { sefazTlsMessages } from '../../../src-shared/i18n/sefazTls.js';
import { startSefazSimulator, type SefazSimulator } from '../../../src-server/fiscal/simulator.js';
import { makeSefazTls, makeTestCertificate, simplesBusiness, TEST_CNPJ, variedSales, type TestCa } from '../../unit/fiscal/fixtures.js';

let sim: SefazSimulator;
let plain: SefazSimulator;
let ca: TestCa;
let serial = 0;
const own = () => makeTestCertificate({ issuer: ca });

beforeAll(async () => {
  const made = makeSefazTls();
  ca = made.ca;
  sim = await startSefazSimulator({ tls: made.tls, csc: { [TEST_CNPJ]: simplesBusiness.csc } });
  plain = await startSefazSimulator();
}, 60_000);

afterAll(async () => {
  await sim?.close();
  await plain?.close();
});

function client(certificate: { pfx: Uint8Array; password: string } | null): SefazClient {
  const opened = certificate ? openPfx(certificate.pfx, certificate.password) : null;
  const tls: SefazTls = { ca: [...rootCertificates, ca.certificatePem], ...(opened ? { key: opened.privateKeyPem, cert: opened.certificatePem } : {}) };
  return new SefazClient(sim.url, 5_000, { transport: nodeSefazTransport(http, https, tls) });
}

function signedNote(signer = own()) {
  serial += 1;
  const signed = emitNfce(
    { business: simplesBusiness, sale: variedSales()[serial % 20]!, serie: 3, nNF: serial, cNF: String(30_000_000 + serial), emittedAt: new Date(), contingency: null, verProc: 'teste 1.0' },
    openPfx(signer.pfx, signer.password),
  );
  return { xml: signed.xml, key: signed.built.key };
}

describe('the SOAP 1.2 envelope the services accept', () => {
  it('answers the status service (107) to the client’s envelope', async () => {
    const status = await new SefazClient(plain.url).status('35');
    expect(status).toMatchObject({ cStat: 107, xMotivo: 'Serviço em Operação' });
  });

  it('answers a SOAP Fault to nfeDadosMsg in another namespace or a SOAP 1.1 call', async () => {
    const body = '<consStatServ xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><tpAmb>2</tpAmb><cUF>35</cUF><xServ>STATUS</xServ></consStatServ>';
    const wrongNs = await fetch(`${plain.url}/NFeStatusServico4`, {
      method: 'POST',
      headers: { 'content-type': `application/soap+xml; charset=utf-8; action="${WSDL.statusServico}/nfeStatusServicoNF"` },
      body: soapEnvelope(WSDL.consulta, body),
    });
    expect(wrongNs.status).toBe(500);
    expect(await wrongNs.text()).toContain(`nfeDadosMsg deve ter o namespace ${WSDL.statusServico}`);
    const soap11 = await fetch(`${plain.url}/NFeStatusServico4`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `${WSDL.statusServico}/nfeStatusServicoNF` },
      body: soapEnvelope(WSDL.statusServico, body).replace('http://www.w3.org/2003/05/soap-envelope', 'http://schemas.xmlsoap.org/soap/envelope/'),
    });
    expect(soap11.status).toBe(500);
    expect(await soap11.text()).toContain('Envelope SOAP 1.2 esperado');
  });
});

describe('mutual TLS with the A1 certificate', () => {
  it('refuses a call without a client certificate, saying so', async () => {
    const note = signedNote();
    const err = await client(null).authorize(note.xml, note.key, '1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SefazCertificateRefused);
    expect((err as SefazCertificateRefused).problem).toBe('missing');
    expect((err as Error).message).toBe(sefazTlsMessages.refused.missing);
    expect(sim.received).not.toContain(note.key);
  });

  it('refuses a certificate no recognised authority issued (self-signed), and an expired one', async () => {
    const note = signedNote();
    const selfSigned = makeTestCertificate();
    const err = await client(selfSigned).authorize(note.xml, note.key, '2').catch((e: unknown) => e);
    expect((err as SefazCertificateRefused).problem).toBe('untrusted');
    expect((err as Error).message).toContain('não foi emitido por uma autoridade certificadora reconhecida');
    const expired = makeTestCertificate({ issuer: ca, notAfter: new Date(Date.now() - 3600_000) });
    const late = await client(expired).status('35').catch((e: unknown) => e);
    expect((late as SefazCertificateRefused).problem).toBe('expired');
    expect(sim.received).not.toContain(note.key);
  });

  it('rejects (213) a note sent with the certificate of another CNPJ', async () => {
    const note = signedNote();
    const other = makeTestCertificate({ issuer: ca, cnpj: '99888777000166' });
    const answer = await client(other).authorize(note.xml, note.key, '3');
    expect(answer.cStat).toBe(213);
    expect(answer.nProt).toBeNull();
    expect(sim.authorized.has(note.key)).toBe(false);
    // Looking a note up with another company's certificate is refused too.
    expect(await client(other).consult(note.key)).toBeNull();
  });

  it('authorises the note sent with the emitter’s own A1, and finds it by key', async () => {
    const note = signedNote();
    const mine = own();
    const answer = await client(mine).authorize(note.xml, note.key, '4');
    expect(answer).toMatchObject({ key: note.key, cStat: 100 });
    expect(answer.nProt).toMatch(/^\d{15}$/);
    expect((await client(mine).consult(note.key))?.nProt).toBe(answer.nProt);
    expect((await client(mine).status('35')).cStat).toBe(107);
  });

  it('says so when SEFAZ’s own certificate chain is not trusted on this computer (ICP-Brasil not installed)', async () => {
    const made = own();
    const mine = openPfx(made.pfx, made.password);
    const untrusting = new SefazClient(sim.url, 5_000, { transport: nodeSefazTransport(http, https, { key: mine.privateKeyPem, cert: mine.certificatePem }) });
    const err = await untrusting.status('35').catch((e: unknown) => e);
    expect((err as SefazCertificateRefused).problem).toBe('serverUntrusted');
    expect((err as Error).message).toBe(sefazTlsMessages.refused.serverUntrusted);
  });
});
