// A SEFAZ client: sends a signed NFC-e (NFeAutorizacao4, synchronous lot of one) or a lot of up to 50 (asynchronous:
// the receipt number, then NFeRetAutorizacao4 until SEFAZ has judged every note), signed events
// (NFeRecepcaoEvento4) and voiding requests (NFeInutilizacao4), looks a document up by its key
// (NFeConsultaProtocolo4) and asks whether the service is up (NFeStatusServico4). Used by the server (contingency
// documents relayed from the outbox, NF-e) and by the terminal (online emission, tpEmis 1). Each service's address
// comes from the state's table (webServices.ts) or an override base URL (the homologation simulator); the
// transport (sefazTransport.ts) presents the business's A1 certificate: SEFAZ refuses calls without it.
import { allRaw, soapContentType, soapEnvelope, SOAP_OPERATIONS, parseXml, first, textOf, rawElement } from './soap.js';
import { fetchTransport, type SefazTransport } from './sefazTransport.js';
import type { NfceAuthorization } from './tracking.js';
import type { VoidingAnswer } from './voiding.js';
import { endpointsAt, type SefazEndpoints, type SefazService } from './webServices.js';
import { sefazTlsMessages } from '../i18n/sefazTls.js';

const NS = 'http://www.portalfiscal.inf.br/nfe';

/**
 * SEFAZ gave no answer. `received` says whether it may have received the request anyway: false when the
 * connection was refused or it answered 'out of service' (nothing was decided), true when the time limit ran out
 * or the answer was lost on the way (the document may be authorized: look it up by its key before anything else).
 */
export class SefazUnavailable extends Error {
  constructor(
    message: string,
    readonly received = false,
  ) {
    super(message);
  }
}

/** What was wrong with the certificate when SEFAZ (or the TLS handshake) refused the call. */
export type CertificateProblem = 'missing' | 'untrusted' | 'expired' | 'serverUntrusted';

/**
 * SEFAZ refused the connection because of the certificate: nothing was received, and trying again will not help
 * until the certificate is fixed. The message says which problem, in the cashier's words.
 */
export class SefazCertificateRefused extends Error {
  constructor(readonly problem: CertificateProblem) {
    super(sefazTlsMessages.refused[problem]);
  }
}

function errorCode(err: unknown): string {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code ?? '';
}

/** A failed TLS handshake, read from Node's error codes; null when the failure is not about certificates. */
function certificateProblemOf(err: unknown): CertificateProblem | null {
  const code = errorCode(err);
  const text = `${(err as Error)?.message ?? ''} ${((err as { cause?: Error })?.cause?.message ?? '')}`;
  if (/CERTIFICATE_REQUIRED/.test(code) || /certificate required/i.test(text)) return 'missing';
  if (/ALERT_(BAD_CERTIFICATE|UNKNOWN_CA|CERTIFICATE_UNKNOWN|HANDSHAKE_FAILURE|ACCESS_DENIED)/.test(code)) return 'untrusted';
  if (/ALERT_CERTIFICATE_EXPIRED/.test(code)) return 'expired';
  if (['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'SELF_SIGNED_CERT_IN_CHAIN', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'CERT_UNTRUSTED'].includes(code)) return 'serverUntrusted';
  return null;
}

/** IIS (SEFAZ's web servers) answers 403.7 without a client certificate, 403.16 untrusted, 403.17 expired. */
function forbiddenProblem(text: string): CertificateProblem {
  const sub = /403\.(\d+)/.exec(text)?.[1];
  return sub === '7' ? 'missing' : sub === '17' ? 'expired' : 'untrusted';
}

function unknownOutcome(err: unknown): boolean {
  const e = err as { name?: string };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return true;
  // Connection refused / host unreachable: the request never left.
  return !['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'].includes(errorCode(err));
}

export interface EventAnswer {
  key: string;
  cStat: number;
  xMotivo: string;
  nProt: string | null;
}

export interface SefazClientOptions {
  /** How calls travel (the A1 as TLS client certificate); plain fetch by default. */
  transport?: SefazTransport;
  /** tpAmb of the lookups this client makes: '1' production, '2' homologation (default). */
  tpAmb?: '1' | '2';
}

export class SefazClient {
  private readonly endpoints: SefazEndpoints;
  private readonly transport: SefazTransport;
  private readonly tpAmb: '1' | '2';

  /** `target`: the state's services (webServices.ts), or a base URL serving `<base>/<service>` (the simulator). */
  constructor(
    target: string | SefazEndpoints,
    private readonly timeoutMs = 15_000,
    options: SefazClientOptions = {},
  ) {
    this.endpoints = typeof target === 'string' ? endpointsAt(target) : target;
    this.transport = options.transport ?? fetchTransport;
    this.tpAmb = options.tpAmb ?? '2';
  }

  private async post(service: SefazService, body: string, timeoutMs = this.timeoutMs): Promise<string> {
    let res: { status: number; text: string };
    try {
      res = await this.transport({
        url: this.endpoints[service],
        headers: { 'content-type': soapContentType(service) },
        body: soapEnvelope(SOAP_OPERATIONS[service].wsdl, body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const problem = certificateProblemOf(err);
      if (problem) throw new SefazCertificateRefused(problem);
      throw new SefazUnavailable(err instanceof Error ? err.message : String(err), unknownOutcome(err));
    }
    if (res.status === 403) throw new SefazCertificateRefused(forbiddenProblem(res.text));
    // 5xx other than 'out of service' may come after the document was processed.
    if (res.status < 200 || res.status >= 300) throw new SefazUnavailable(`HTTP ${res.status}`, res.status !== 503 && res.status >= 500);
    return res.text;
  }

  /** NFeStatusServico4: 107 when the service is running (108/109 stopped), with SEFAZ's average time. */
  async status(cUF: string, timeoutMs?: number): Promise<{ cStat: number; xMotivo: string; tMed: number | null }> {
    const body = `<consStatServ xmlns="${NS}" versao="4.00"><tpAmb>${this.tpAmb}</tpAmb><cUF>${cUF}</cUF><xServ>STATUS</xServ></consStatServ>`;
    const ret = first(parseXml(await this.post('NFeStatusServico4', body, timeoutMs)), 'retConsStatServ');
    if (!ret) throw new SefazUnavailable('resposta sem retConsStatServ');
    const tMed = textOf(ret, 'tMed');
    return { cStat: Number(textOf(ret, 'cStat')), xMotivo: textOf(ret, 'xMotivo') ?? '', tMed: tMed === null ? null : Number(tMed) };
  }

  /** One signed NFe (with infNFeSupl) in a synchronous lot. */
  async authorize(nfeXml: string, key: string, idLote: string, timeoutMs?: number): Promise<NfceAuthorization> {
    const envi = `<enviNFe xmlns="${NS}" versao="4.00"><idLote>${idLote}</idLote><indSinc>1</indSinc>${nfeXml.replace(/^<\?xml[^>]*\?>/, '')}</enviNFe>`;
    const answer = await this.post('NFeAutorizacao4', envi, timeoutMs);
    const doc = parseXml(answer);
    const ret = first(doc, 'retEnviNFe');
    if (!ret) throw new SefazUnavailable('resposta sem retEnviNFe');
    const lotStat = Number(textOf(ret, 'cStat'));
    const inf = first(ret, 'infProt');
    if (!inf) {
      // A lot-level refusal (schema 225, service stopped 108/109…): nothing was decided about the document.
      return { key, cStat: lotStat, xMotivo: textOf(ret, 'xMotivo') ?? '', nProt: null, dhRecbto: textOf(ret, 'dhRecbto'), protNFe: null };
    }
    const cStat = Number(textOf(inf, 'cStat'));
    if (cStat === 204) {
      // Already received with this very key (a retry after a lost answer): fetch its protocol.
      const found = await this.consult(key, timeoutMs);
      if (found) return found;
    }
    return {
      key,
      cStat,
      xMotivo: textOf(inf, 'xMotivo') ?? '',
      nProt: textOf(inf, 'nProt'),
      dhRecbto: textOf(inf, 'dhRecbto'),
      protNFe: rawElement(answer, 'protNFe'),
    };
  }

  /**
   * Up to 50 signed NFe in one asynchronous lot (indSinc 0): SEFAZ answers 103 with a receipt number, then
   * NFeRetAutorizacao4 says 105 (in process) until 104 with each note's protNFe. One answer per note, in their
   * order; a lot-level refusal (schema, service stopped) answers each note with it, deciding nothing. When the
   * receipt was lost or the lot's answer never came within the time limit, throws SefazUnavailable with
   * `received`: the notes may be authorized, look each up by its key before sending it again.
   */
  async authorizeLot(notes: { key: string; xml: string }[], idLote: string, timeoutMs = this.timeoutMs, pollMs = 20): Promise<NfceAuthorization[]> {
    const docs = notes.map((n) => n.xml.replace(/^<\?xml[^>]*\?>/, '')).join('');
    const envi = `<enviNFe xmlns="${NS}" versao="4.00"><idLote>${idLote}</idLote><indSinc>0</indSinc>${docs}</enviNFe>`;
    const deadline = Date.now() + timeoutMs;
    const answer = await this.post('NFeAutorizacao4', envi, timeoutMs);
    const ret = first(parseXml(answer), 'retEnviNFe');
    if (!ret) throw new SefazUnavailable('resposta sem retEnviNFe', true);
    const lotStat = Number(textOf(ret, 'cStat'));
    const nRec = textOf(ret, 'nRec');
    const undecided = (cStat: number, xMotivo: string) =>
      notes.map(({ key }) => ({ key, cStat, xMotivo, nProt: null, dhRecbto: textOf(ret, 'dhRecbto'), protNFe: null }));
    if (lotStat !== 103 || !nRec) return undecided(lotStat, textOf(ret, 'xMotivo') ?? '');
    const cons = `<consReciNFe xmlns="${NS}" versao="4.00"><tpAmb>${this.tpAmb}</tpAmb><nRec>${nRec}</nRec></consReciNFe>`;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) throw new SefazUnavailable(`lote ${nRec} sem resposta`, true);
      const result = await this.post('NFeRetAutorizacao4', cons, left).catch((err: unknown) => {
        // The lot was received: whatever happens to its answer, the notes may be authorized.
        throw err instanceof SefazUnavailable ? new SefazUnavailable(err.message, true) : err;
      });
      const doc = parseXml(result);
      const rec = first(doc, 'retConsReciNFe');
      if (!rec) throw new SefazUnavailable('resposta sem retConsReciNFe', true);
      const cStat = Number(textOf(rec, 'cStat'));
      if (cStat === 105) {
        await new Promise((r) => setTimeout(r, Math.min(pollMs, left)));
        continue;
      }
      if (cStat !== 104) throw new SefazUnavailable(`lote ${nRec}: ${cStat} ${textOf(rec, 'xMotivo') ?? ''}`, true);
      const prots = new Map<string, NfceAuthorization>();
      for (const prot of allRaw(result, 'protNFe')) {
        const inf = first(parseXml(prot), 'infProt');
        const key = inf ? textOf(inf, 'chNFe') : null;
        if (!inf || !key) continue;
        prots.set(key, { key, cStat: Number(textOf(inf, 'cStat')), xMotivo: textOf(inf, 'xMotivo') ?? '', nProt: textOf(inf, 'nProt'), dhRecbto: textOf(inf, 'dhRecbto'), protNFe: prot });
      }
      const answers: NfceAuthorization[] = [];
      for (const { key } of notes) {
        const got = prots.get(key);
        if (!got) throw new SefazUnavailable(`lote ${nRec} sem a NF-e ${key}`, true);
        // Already received with this very key (sent again after a lost answer): its protocol by key.
        answers.push(got.cStat === 204 ? ((await this.consult(key, Math.max(1, deadline - Date.now()))) ?? got) : got);
      }
      return answers;
    }
  }

  /** The document's protocol by its key; null when SEFAZ does not have it (217). */
  async consult(key: string, timeoutMs?: number): Promise<NfceAuthorization | null> {
    const body = `<consSitNFe xmlns="${NS}" versao="4.00"><tpAmb>${this.tpAmb}</tpAmb><xServ>CONSULTAR</xServ><chNFe>${key}</chNFe></consSitNFe>`;
    const answer = await this.post('NFeConsultaProtocolo4', body, timeoutMs);
    const doc = parseXml(answer);
    const inf = first(doc, 'infProt');
    if (!inf) {
      if (!first(doc, 'retConsSitNFe')) throw new SefazUnavailable('resposta sem retConsSitNFe', true);
      return null;
    }
    return {
      key,
      cStat: Number(textOf(inf, 'cStat')),
      xMotivo: textOf(inf, 'xMotivo') ?? '',
      nProt: textOf(inf, 'nProt'),
      dhRecbto: textOf(inf, 'dhRecbto'),
      protNFe: rawElement(answer, 'protNFe'),
    };
  }

  async sendEvent(eventXml: string, key: string, idLote: string): Promise<EventAnswer> {
    const env = `<envEvento xmlns="${NS}" versao="1.00"><idLote>${idLote}</idLote>${eventXml.replace(/^<\?xml[^>]*\?>/, '')}</envEvento>`;
    const answer = await this.post('NFeRecepcaoEvento4', env);
    const doc = parseXml(answer);
    const ret = first(doc, 'retEnvEvento');
    if (!ret) throw new SefazUnavailable('resposta sem retEnvEvento');
    const inf = first(ret, 'retEvento');
    if (!inf) return { key, cStat: Number(textOf(ret, 'cStat')), xMotivo: textOf(ret, 'xMotivo') ?? '', nProt: null };
    return { key, cStat: Number(textOf(inf, 'cStat')), xMotivo: textOf(inf, 'xMotivo') ?? '', nProt: textOf(inf, 'nProt') };
  }

  /** A signed <inutNFe>: 102 when the range is voided; SEFAZ's own rejection otherwise. */
  async voidNumbers(inutXml: string): Promise<VoidingAnswer> {
    const answer = await this.post('NFeInutilizacao4', inutXml.replace(/^<\?xml[^>]*\?>/, ''));
    const ret = first(parseXml(answer), 'retInutNFe');
    if (!ret) throw new SefazUnavailable('resposta sem retInutNFe');
    return {
      cStat: Number(textOf(ret, 'cStat')),
      xMotivo: textOf(ret, 'xMotivo') ?? '',
      nProt: textOf(ret, 'nProt'),
      dhRecbto: textOf(ret, 'dhRecbto'),
      retInutNFe: rawElement(answer, 'retInutNFe'),
    };
  }
}
