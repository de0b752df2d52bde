// A SEFAZ client: sends a signed NFC-e (NFeAutorizacao4, synchronous lot of one) or a lot of up to 50 (asynchronous:
// the receipt number, then NFeRetAutorizacao4 until SEFAZ has judged every note), signed events
// (NFeRecepcaoEvento4) and voiding requests (NFeInutilizacao4), and looks a document up by its key (NFeConsultaProtocolo4). Used by the server (contingency
// documents relayed from the outbox) and by the terminal (online emission, tpEmis 1). The base URL is the
// homologation simulator in tests and demos. Real SEFAZ endpoints also need mutual TLS with the business's A1
// certificate: not wired yet (see the fiscal report).
import { allRaw, soapEnvelope, WSDL, parseXml, first, textOf, rawElement } from './soap.js';
import type { NfceAuthorization } from './tracking.js';
import type { VoidingAnswer } from './voiding.js';

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

function unknownOutcome(err: unknown): boolean {
  const e = err as { name?: string; cause?: { code?: string; name?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return true;
  // Connection refused / host unreachable: the request never left.
  const code = e?.cause?.code ?? '';
  return !['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'].includes(code);
}

export interface EventAnswer {
  key: string;
  cStat: number;
  xMotivo: string;
  nProt: string | null;
}

export class SefazClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 15_000,
  ) {}

  private async post(service: string, wsdl: string, method: string, body: string, timeoutMs = this.timeoutMs): Promise<string> {
    let text: string;
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/${service}`, {
        method: 'POST',
        headers: { 'content-type': `application/soap+xml; charset=utf-8; action="${wsdl}/${method}"` },
        body: soapEnvelope(wsdl, body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      throw new SefazUnavailable(err instanceof Error ? err.message : String(err), unknownOutcome(err));
    }
    // 5xx other than 'out of service' may come after the document was processed.
    if (!res.ok) throw new SefazUnavailable(`HTTP ${res.status}`, res.status !== 503 && res.status >= 500);
    return text;
  }

  /** One signed NFe (with infNFeSupl) in a synchronous lot. */
  async authorize(nfeXml: string, key: string, idLote: string, timeoutMs?: number): Promise<NfceAuthorization> {
    const envi = `<enviNFe xmlns="${NS}" versao="4.00"><idLote>${idLote}</idLote><indSinc>1</indSinc>${nfeXml.replace(/^<\?xml[^>]*\?>/, '')}</enviNFe>`;
    const answer = await this.post('NFeAutorizacao4', WSDL.autorizacao, 'nfeAutorizacaoLote', envi, timeoutMs);
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
    const answer = await this.post('NFeAutorizacao4', WSDL.autorizacao, 'nfeAutorizacaoLote', envi, timeoutMs);
    const ret = first(parseXml(answer), 'retEnviNFe');
    if (!ret) throw new SefazUnavailable('resposta sem retEnviNFe', true);
    const lotStat = Number(textOf(ret, 'cStat'));
    const nRec = textOf(ret, 'nRec');
    const undecided = (cStat: number, xMotivo: string) =>
      notes.map(({ key }) => ({ key, cStat, xMotivo, nProt: null, dhRecbto: textOf(ret, 'dhRecbto'), protNFe: null }));
    if (lotStat !== 103 || !nRec) return undecided(lotStat, textOf(ret, 'xMotivo') ?? '');
    const cons = `<consReciNFe xmlns="${NS}" versao="4.00"><tpAmb>2</tpAmb><nRec>${nRec}</nRec></consReciNFe>`;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) throw new SefazUnavailable(`lote ${nRec} sem resposta`, true);
      const result = await this.post('NFeRetAutorizacao4', WSDL.retAutorizacao, 'nfeRetAutorizacaoLote', cons, left).catch((err: unknown) => {
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
    const tpAmb = '2';
    const body = `<consSitNFe xmlns="${NS}" versao="4.00"><tpAmb>${tpAmb}</tpAmb><xServ>CONSULTAR</xServ><chNFe>${key}</chNFe></consSitNFe>`;
    const answer = await this.post('NFeConsultaProtocolo4', WSDL.consulta, 'nfeConsultaNF', body, timeoutMs);
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
    const answer = await this.post('NFeRecepcaoEvento4', WSDL.evento, 'nfeRecepcaoEvento', env);
    const doc = parseXml(answer);
    const ret = first(doc, 'retEnvEvento');
    if (!ret) throw new SefazUnavailable('resposta sem retEnvEvento');
    const inf = first(ret, 'retEvento');
    if (!inf) return { key, cStat: Number(textOf(ret, 'cStat')), xMotivo: textOf(ret, 'xMotivo') ?? '', nProt: null };
    return { key, cStat: Number(textOf(inf, 'cStat')), xMotivo: textOf(inf, 'xMotivo') ?? '', nProt: textOf(inf, 'nProt') };
  }

  /** A signed <inutNFe>: 102 when the range is voided; SEFAZ's own rejection otherwise. */
  async voidNumbers(inutXml: string): Promise<VoidingAnswer> {
    const answer = await this.post('NFeInutilizacao4', WSDL.inutilizacao, 'nfeInutilizacaoNF', inutXml.replace(/^<\?xml[^>]*\?>/, ''));
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
