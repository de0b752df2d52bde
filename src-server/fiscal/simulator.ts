// SEFAZ homologation simulator (test and demo tooling, never production): speaks the SOAP 1.2 NF-e 4.00 services
// NFeAutorizacao4 (a synchronous lot of one, or an asynchronous lot of 1–50 answered 103 with its receipt number,
// then NFeRetAutorizacao4: 105 while in process, 104 with each protNFe), NFeConsultaProtocolo4, NFeRecepcaoEvento4 and NFeInutilizacao4. It validates each document
// against the official XSD (libxml2 in WebAssembly, ./xsd.ts), verifies the XML signature with the certificate
// it carries, applies the rules a contingency NFC-e meets, and answers with the real status codes:
// 100 authorized, 150 authorized out of time, 204 duplicate (same key), 539 duplicate number with another key,
// 225 schema failure, 297 signature differs, 236 bad check digit, 502 key ≠ its parts, 464 QR hash differs,
// 135 event registered, 217 unknown NF-e, 573 duplicate event; voiding: 102 voided, 241 a number of the range was
// used, 256 a number of the range is already voided, 563 the same range again, 206 an NF-e of a voided number. Normal (tpEmis 1) and contingency (tpEmis 9)
// documents alike. For tests of the terminal's online path it can answer late (`delayMs`), stop answering
// (`mode` 'silent': the connection stays open, nothing is processed), lose the answers of the next authorizations
// (`dropNext`: the document is processed and authorized, then the connection is cut) and reject the next
// documents with given codes (`rejectNext`). NFeStatusServico4 answers 107 (running); `stopped` makes it answer
// 108 (stopped for a moment) or 109 (stopped with no forecast), and refuses every lot with that code, deciding nothing
// (the keys sent meanwhile are kept in `sentWhileStopped`); `available` false answers HTTP 503 to everything.
// Every call must be a SOAP 1.2 envelope whose nfeDadosMsg carries the service's WSDL namespace, with the
// operation's action in the Content-Type, as the real services demand; anything else is a SOAP Fault (HTTP 500).
// TLS mode (`tls`): HTTPS with a client certificate required, as SEFAZ: none → 403.7, not issued by the given CA →
// 403.16, expired → 403.17 (IIS's answers); a certificate of another CNPJ base than the document's emitter →
// rejection 213.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { SignedXml } from 'xml-crypto';
import { ORACLE_CCE_CONDITION, oracleKeyDigitOk, oracleQrParams } from './simulatorOracle.js';
import { allRaw, first, parseXml, rawElement, soapEnvelope, SOAP12_NS, SOAP_OPERATIONS, textOf, WSDL } from './soap.js';
import { REFERENCE_XSD_DIR, validateAgainstXsd } from './xsd.js';

export { REFERENCE_XSD_DIR };

const NS = 'http://www.portalfiscal.inf.br/nfe';

export interface SimulatorOptions {
  port?: number;
  /** Folder of the official XSDs (nfe_v4.00.xsd, enviNFe_v4.00.xsd, envEvento*.xsd). */
  xsdDir?: string;
  /** CSC per emitter CNPJ, to check the QR hash (464); documents of unknown emitters skip the check. */
  csc?: Record<string, { id: string; token: string }>;
  /** Contingency documents received later than this after dhEmi are authorized with 150. */
  lateAfterMs?: number;
  /** Worker threads checking NFe signatures (default 2). */
  signatureWorkers?: number;
  /** Time from each request to its answer, in ms (the checks run within it). */
  delayMs?: number;
  now?: () => Date;
  /**
   * Mutual TLS, as SEFAZ: the simulator's own certificate and key (PEM), and the CA whose certificates it accepts
   * from clients (the tests make one at run time).
   */
  tls?: { key: string; cert: string; ca: string };
}

/** How the simulator treats calls: answers, or never answers (the link hangs). */
export type SimulatorMode = 'normal' | 'silent';

interface Authorized {
  key: string;
  nProt: string;
  cStat: number;
  xMotivo: string;
  dhRecbto: string;
  digVal: string;
  protNFe: string;
  cancelled: boolean;
  /** nSeqEvento of the last CC-e registered (0: none) */
  corrections: number;
}

export interface Voided {
  cnpj: string;
  /** 65 NFC-e, 55 NF-e. */
  mod: string;
  serie: number;
  from: number;
  to: number;
  nProt: string;
  xml: string;
}

export interface SefazSimulator {
  url: string;
  /** While false, every call answers 503 (SEFAZ out of service). */
  available: boolean;
  mode: SimulatorMode;
  delayMs: number;
  /** How many of the next authorizations are processed with their answer lost (the connection is cut). */
  dropNext: number;
  /** Called with each key authorized (tests cut the link right after, e.g. `sim.mode = 'silent'`). */
  onAuthorized: ((key: string) => void) | null;
  /** The next authorizations are rejected with these codes, one each (e.g. 778 NCM inexistente). */
  readonly rejectNext: { cStat: number; xMotivo: string }[];
  /** Documents received, by key. */
  readonly authorized: Map<string, Authorized>;
  /** How many NFe each call received (to prove retries and idempotency). */
  readonly received: string[];
  /** The size of each asynchronous lot received (indSinc 0), in order. */
  readonly lotSizes: number[];
  /** Ranges voided (inutilização homologada), each with the signed request as received. */
  readonly voided: Voided[];
  /** SEFAZ stopped (cStat 108 or 109 on NFeStatusServico4 and on every lot); null: running (107). */
  stopped: { cStat: 108 | 109; xMotivo: string } | null;
  /** The keys of the notes sent while stopped (refused at lot level). */
  readonly sentWhileStopped: string[];
  /** How many times NFeStatusServico4 was asked. */
  readonly statusAsked: number;
  close(): Promise<void>;
}

/** The certificate and the Signature element an XML carries, as xml-crypto takes them; null without them. */
function signatureParts(xml: string): { pem: string; signature: string } | null {
  const cert = /<X509Certificate>([^<]+)<\/X509Certificate>/.exec(xml)?.[1];
  const signature = rawElement(xml, 'Signature');
  if (!cert || !signature) return null;
  return { pem: `-----BEGIN CERTIFICATE-----\n${cert.replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`, signature };
}

function verifySignature(xml: string): boolean {
  const parts = signatureParts(xml);
  if (!parts) return false;
  try {
    const sig = new SignedXml({ publicCert: parts.pem });
    sig.idAttributes = ['Id']; // as in signatureWorker.mjs: the schemas name the signed element by Id only
    sig.loadSignature(parts.signature);
    return sig.checkSignature(xml);
  } catch {
    return false;
  }
}

/** NFe signatures checked by worker threads (signatureWorker.mjs), a few at a time, answered by request id. */
function signaturePool(size: number) {
  const waiting = new Map<number, (ok: boolean) => void>();
  let seq = 0;
  const workers = Array.from({ length: size }, () => {
    const w = new Worker(new URL('./signatureWorker.mjs', import.meta.url));
    w.on('message', ({ id, ok }: { id: number; ok: boolean }) => {
      waiting.get(id)?.(ok);
      waiting.delete(id);
    });
    w.unref();
    return w;
  });
  return {
    verify(xml: string): Promise<boolean> {
      const parts = signatureParts(xml);
      if (!parts) return Promise.resolve(false);
      const id = ++seq;
      return new Promise<boolean>((resolve) => {
        waiting.set(id, resolve);
        workers[id % workers.length]!.postMessage({ id, xml, ...parts });
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** The note's items (`det`), each whole: `</det>` closes no other element (detPag, detExport end otherwise). */
const ITEMS = /<det nItem="\d+">[\s\S]*?<\/det>/g;

function dateTimeUtcMinus3(at: Date): string {
  return new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 19) + '-03:00';
}

const OTHER_CNPJ = 'Rejeição: CNPJ-Base do Emitente difere do CNPJ-Base do Certificado Digital';

/**
 * The SOAP 1.2 envelope the services accept: a soap-envelope Envelope whose Body holds nfeDadosMsg in the service's
 * WSDL namespace, sent as application/soap+xml with the operation's action. A SOAP Fault when it is not.
 */
function envelopeFault(service: keyof typeof SOAP_OPERATIONS, contentType: string, body: string): string | null {
  const op = SOAP_OPERATIONS[service];
  const head = body.slice(0, 600);
  const envelope = new RegExp(`^(?:<\\?xml[^>]*\\?>)?\\s*<(\\w+:)?Envelope\\b[^>]*xmlns(?::\\w+)?="${SOAP12_NS.replace(/[.]/g, '\\.')}"`).test(head);
  const msg = new RegExp(`<(?:\\w+:)?nfeDadosMsg xmlns(?::\\w+)?="([^"]+)"`).exec(head)?.[1];
  const action = /action="([^"]+)"/.exec(contentType)?.[1];
  if (envelope && msg === op.wsdl && contentType.startsWith('application/soap+xml') && (!action || action === `${op.wsdl}/${op.method}`)) return null;
  const reason = !envelope ? 'Envelope SOAP 1.2 esperado' : msg !== op.wsdl ? `nfeDadosMsg deve ter o namespace ${op.wsdl}` : `Content-Type deve ser application/soap+xml com action="${op.wsdl}/${op.method}"`;
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP12_NS}"><soap:Body><soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code>` +
    `<soap:Reason><soap:Text xml:lang="pt-BR">${reason}</soap:Text></soap:Reason></soap:Fault></soap:Body></soap:Envelope>`
  );
}

/** ICP-Brasil's otherName with the company's CNPJ: the DER of OID 2.16.76.1.3.3, the value a few bytes on. */
const CNPJ_OID = Buffer.from([0x06, 0x05, 0x60, 0x4c, 0x01, 0x03, 0x03]);

function cnpjOtherName(raw: Buffer): string | null {
  const at = raw.indexOf(CNPJ_OID);
  if (at < 0) return null;
  return /^[\s\S]{2,8}?([0-9A-Z]{12}[0-9]{2})/.exec(raw.subarray(at + CNPJ_OID.length, at + CNPJ_OID.length + 40).toString('latin1'))?.[1] ?? null;
}

/** The client certificate of a TLS request: its CNPJ, or IIS's refusal (403.7 none, 403.16 untrusted, 403.17 expired). */
function clientCertificate(req: IncomingMessage): { cnpj: string | null; refusal: string | null } {
  const socket = req.socket as TLSSocket;
  const peer = socket.getPeerCertificate?.();
  if (!peer || !peer.raw) return { cnpj: null, refusal: '403.7 - Certificado digital do cliente obrigatório' };
  if (!socket.authorized) {
    const expired = /EXPIRED|NOT_YET_VALID/.test(String(socket.authorizationError ?? ''));
    return { cnpj: null, refusal: expired ? '403.17 - Certificado do cliente vencido ou ainda não válido' : '403.16 - Certificado do cliente não confiável' };
  }
  const cn = typeof peer.subject?.CN === 'string' ? peer.subject.CN : '';
  const cnpj = cnpjOtherName(peer.raw) ?? /:([0-9A-Z]{12}[0-9]{2})$/.exec(cn)?.[1] ?? null;
  if (!cnpj) return { cnpj: null, refusal: '403.16 - Certificado do cliente sem CNPJ' };
  return { cnpj, refusal: null };
}

export async function startSefazSimulator(options: SimulatorOptions = {}): Promise<SefazSimulator> {
  const xsdDir = options.xsdDir ?? REFERENCE_XSD_DIR;
  const now = options.now ?? (() => new Date());
  const lateAfterMs = options.lateAfterMs ?? 24 * 3600_000;
  const authorized = new Map<string, Authorized>();
  const byNumber = new Map<string, string>();
  const received: string[] = [];
  const voided: Voided[] = [];
  const isVoided = (cnpj: string, mod: string, serie: number, n: number) => voided.some((v) => v.cnpj === cnpj && v.mod === mod && v.serie === serie && n >= v.from && n <= v.to);
  let protSeq = 0;
  const verAplic = 'SIMULADOR-HOM-1.0';
  const signatures = signaturePool(options.signatureWorkers ?? 2);

  function protocol(cUF: string): string {
    protSeq += 1;
    return `${cUF}1${String(now().getFullYear()).slice(2)}${String(protSeq).padStart(10, '0')}`;
  }

  function protXml(a: { key: string; tpAmb: string; dhRecbto: string; nProt: string | null; digVal: string | null; cStat: number; xMotivo: string }): string {
    return (
      `<protNFe versao="4.00"><infProt${a.nProt ? ` Id="ID${a.nProt}"` : ''}><tpAmb>${a.tpAmb}</tpAmb><verAplic>${verAplic}</verAplic>` +
      `<chNFe>${a.key}</chNFe><dhRecbto>${a.dhRecbto}</dhRecbto>${a.nProt ? `<nProt>${a.nProt}</nProt>` : ''}` +
      `${a.digVal ? `<digVal>${a.digVal}</digVal>` : ''}<cStat>${a.cStat}</cStat><xMotivo>${a.xMotivo}</xMotivo></infProt></protNFe>`
    );
  }

  function decide(nfe: string, signatureOk: boolean, dryRun = false, certCnpj: string | null = null): { cStat: number; xMotivo: string; nProt: string | null; digVal: string | null; key: string; tpAmb: string } {
    // The verdict reads the identification, the parties, the totals, the QR code and the digest: never an item, so
    // the items (most of a note; the schema check above saw them whole) are left out of this parse.
    const doc = parseXml(nfe.replace(ITEMS, ''));
    const id = first(doc, 'infNFe')?.getAttribute('Id') ?? '';
    const key = id.slice(3);
    const ide = first(doc, 'ide');
    const tpAmb = ide ? (textOf(ide, 'tpAmb') ?? '2') : '2';
    const digVal = textOf(doc, 'DigestValue');
    const reject = (cStat: number, xMotivo: string) => ({ cStat, xMotivo, nProt: null, digVal, key, tpAmb });
    if (!ide) return reject(225, 'Rejeição: Falha no Schema XML da NFe');
    const cnpj = textOf(first(doc, 'emit')!, 'CNPJ') ?? '';
    const dhEmi = textOf(ide, 'dhEmi') ?? '';
    const parts =
      (textOf(ide, 'cUF') ?? '') +
      dhEmi.slice(2, 4) +
      dhEmi.slice(5, 7) +
      cnpj +
      (textOf(ide, 'mod') ?? '') +
      (textOf(ide, 'serie') ?? '').padStart(3, '0') +
      (textOf(ide, 'nNF') ?? '').padStart(9, '0') +
      (textOf(ide, 'tpEmis') ?? '') +
      (textOf(ide, 'cNF') ?? '') +
      (textOf(ide, 'cDV') ?? '');
    if (!oracleKeyDigitOk(key)) return reject(236, 'Rejeição: Chave de Acesso com dígito verificador inválido');
    if (parts !== key) return reject(502, 'Rejeição: Erro na Chave de Acesso - Campo Id não corresponde à concatenação dos campos correspondentes');
    if (!signatureOk) return reject(297, 'Rejeição: Assinatura difere do calculado');
    if (certCnpj && certCnpj.slice(0, 8) !== cnpj.slice(0, 8)) return reject(213, OTHER_CNPJ);
    const tpEmis = textOf(ide, 'tpEmis');
    if (tpEmis === '9' && textOf(doc, 'mod') !== '65') return reject(711, 'Rejeição: NF-e com contingência off-line');
    const csc = options.csc?.[cnpj];
    const qr = textOf(doc, 'qrCode') ?? '';
    const mod = textOf(ide, 'mod') ?? '';
    // Model 55 has no QR code nor CSC; its recipient is always identified.
    if (mod === '55' && !first(doc, 'dest')) return reject(207, 'Rejeição: CNPJ do destinatário inválido');
    if (csc && mod === '65') {
      const p = qr.split('?p=')[1] ?? '';
      const vNF = textOf(first(doc, 'ICMSTot')!, 'vNF') ?? '';
      const expected = oracleQrParams({ key, tpAmb, tpEmis: tpEmis ?? '', dhEmi, vNF, digestValue: digVal ?? '', cscId: csc.id, csc: csc.token });
      if (p !== expected) return reject(464, 'Rejeição: Código de Hash no QR-Code difere do calculado');
    }
    const existing = authorized.get(key);
    if (existing) return reject(204, `Rejeição: Duplicidade de NF-e [nRec:${existing.nProt}]`);
    if (isVoided(cnpj, textOf(ide, 'mod') ?? '', Number(textOf(ide, 'serie')), Number(textOf(ide, 'nNF')))) return reject(206, 'Rejeição: NF-e já está inutilizada na Base de dados da SEFAZ');
    const numberKey = `${cnpj}|${mod}|${textOf(ide, 'serie')}|${textOf(ide, 'nNF')}`;
    const other = byNumber.get(numberKey);
    if (other) return reject(539, `Rejeição: Duplicidade de NF-e com diferença na Chave de Acesso [chNFe: ${other}]`);
    const late = tpEmis === '9' && now().getTime() - Date.parse(dhEmi) > lateAfterMs;
    const cStat = late ? 150 : 100;
    const xMotivo = late ? 'Autorizado o uso da NF-e, autorização fora de prazo' : 'Autorizado o uso da NF-e';
    if (dryRun) return { cStat, xMotivo, nProt: null, digVal, key, tpAmb };
    const nProt = protocol(key.slice(0, 2));
    byNumber.set(numberKey, key);
    return { cStat, xMotivo, nProt, digVal, key, tpAmb };
  }

  /** The verdict on one NFe of a lot, remembered when authorized; its protNFe. */
  function judge(nfe: string, signatureOk: boolean, dhRecbto: string, certCnpj: string | null): { key: string; tpAmb: string; prot: string } {
    const forced = state.rejectNext.shift();
    const d = forced ? { ...decide(nfe, signatureOk, true, certCnpj), ...forced, nProt: null } : decide(nfe, signatureOk, false, certCnpj);
    received.push(d.key);
    const prot = protXml({ ...d, dhRecbto });
    if (d.nProt) {
      authorized.set(d.key, { key: d.key, nProt: d.nProt, cStat: d.cStat, xMotivo: d.xMotivo, dhRecbto, digVal: d.digVal ?? '', protNFe: prot, cancelled: false, corrections: 0 });
      state.onAuthorized?.(d.key);
    }
    return { key: d.key, tpAmb: d.tpAmb, prot };
  }

  /** Asynchronous lots by receipt number (nRec): their protNFe as each note is judged, and whether all were. */
  const lots = new Map<string, { cUF: string; tpAmb: string; dhRecbto: string; prots: string[]; done: boolean }>();
  let recSeq = 0;
  const lotSizes: number[] = [];

  /** Judges the lot's notes one by one after the receipt was answered, yielding between notes like a busy SEFAZ. */
  async function processLot(nRec: string, nfes: string[], certCnpj: string | null): Promise<void> {
    const lot = lots.get(nRec)!;
    // The signatures in parallel; the rest in the lot's order (numbering and duplicates are decided one by one).
    const signed = await Promise.all(nfes.map((nfe) => signatures.verify(nfe)));
    for (const [i, nfe] of nfes.entries()) {
      await new Promise((r) => setImmediate(r));
      lot.prots.push(judge(nfe, signed[i]!, lot.dhRecbto, certCnpj).prot);
    }
    lot.done = true;
  }

  async function retAutorizacao(body: string): Promise<string> {
    const cons = rawElement(body, 'consReciNFe') ?? '';
    const nRec = textOf(parseXml(cons || '<x/>'), 'nRec') ?? '';
    const ret = (cStat: number, xMotivo: string, cUF = '35', inner = '') =>
      soapEnvelope(
        WSDL.retAutorizacao,
        `<retConsReciNFe xmlns="${NS}" versao="4.00"><tpAmb>2</tpAmb><verAplic>${verAplic}</verAplic><nRec>${nRec || '0'.repeat(15)}</nRec><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo><cUF>${cUF}</cUF><dhRecbto>${dateTimeUtcMinus3(now())}</dhRecbto>${inner}</retConsReciNFe>`,
        'nfeResultMsg',
      );
    const schema = await validateAgainstXsd('consReciNFe_v4.00.xsd', [{ fileName: 'consReciNFe.xml', contents: cons }], xsdDir);
    if (!schema.ok) return ret(225, 'Rejeição: Falha no Schema XML');
    const lot = lots.get(nRec);
    if (!lot) return ret(106, 'Lote não localizado');
    if (!lot.done) return ret(105, 'Lote em processamento', lot.cUF);
    return ret(104, 'Lote processado', lot.cUF, lot.prots.join(''));
  }

  async function autorizacao(body: string, certCnpj: string | null): Promise<string> {
    const envi = rawElement(body, 'enviNFe');
    const dhRecbto = dateTimeUtcMinus3(now());
    const ret = (inner: string, cStat: number, xMotivo: string, cUF = '35', tpAmb = '2') =>
      soapEnvelope(
        WSDL.autorizacao,
        `<retEnviNFe xmlns="${NS}" versao="4.00"><tpAmb>${tpAmb}</tpAmb><verAplic>${verAplic}</verAplic><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo><cUF>${cUF}</cUF><dhRecbto>${dhRecbto}</dhRecbto>${inner}</retEnviNFe>`,
        'nfeResultMsg',
      );
    if (!envi) return ret('', 225, 'Rejeição: Falha no Schema XML do lote de NFe');
    if (state.stopped) {
      // Stopped: the lot is refused as a whole, nothing about its notes is decided.
      for (const m of envi.matchAll(/Id="NFe([0-9]{44})"/g)) sentWhileStopped.push(m[1]!);
      return ret('', state.stopped.cStat, state.stopped.xMotivo);
    }
    const schema = await validateAgainstXsd('enviNFe_v4.00.xsd', [{ fileName: 'enviNFe.xml', contents: envi }], xsdDir);
    if (!schema.ok) {
      return ret('', 225, `Rejeição: Falha no Schema XML do lote de NFe [${schema.errors.split('\n')[0]?.slice(0, 200).replace(/[<>&]/g, ' ')}]`);
    }
    const nfes = allRaw(envi, 'NFe');
    if (/<indSinc>0<\/indSinc>/.test(envi)) {
      // Asynchronous (1–50 notes, the schema's limit): the receipt now, each note judged afterwards.
      const cUF = /Id="NFe(\d{2})/.exec(envi)?.[1] ?? '35';
      const tpAmb = /<tpAmb>(\d)<\/tpAmb>/.exec(envi)?.[1] ?? '2';
      recSeq += 1;
      const nRec = `${cUF}${String(recSeq).padStart(13, '0')}`; // 15 digits (TRec)
      lots.set(nRec, { cUF, tpAmb, dhRecbto, prots: [], done: false });
      lotSizes.push(nfes.length);
      void processLot(nRec, nfes, certCnpj);
      return ret(`<infRec><nRec>${nRec}</nRec><tMed>1</tMed></infRec>`, 103, 'Lote recebido com sucesso', cUF, tpAmb);
    }
    if (nfes.length !== 1) return ret('', 764, 'Rejeição: Solicitada resposta síncrona para Lote com mais de uma NF-e');
    const d = judge(nfes[0]!, await signatures.verify(nfes[0]!), dhRecbto, certCnpj);
    return ret(d.prot, 104, 'Lote processado', d.key.slice(0, 2), d.tpAmb);
  }

  function consulta(body: string, certCnpj: string | null): string {
    const key = textOf(parseXml(body), 'chNFe') ?? '';
    const a = authorized.get(key);
    const inner = certCnpj && certCnpj.slice(0, 8) !== key.slice(6, 14)
      ? `<tpAmb>2</tpAmb><verAplic>${verAplic}</verAplic><cStat>213</cStat><xMotivo>${OTHER_CNPJ}</xMotivo><cUF>${key.slice(0, 2)}</cUF><chNFe>${key}</chNFe>`
      : a
      ? `<tpAmb>2</tpAmb><verAplic>${verAplic}</verAplic><cStat>${a.cancelled ? 101 : a.cStat}</cStat><xMotivo>${a.cancelled ? 'Cancelamento de NF-e homologado' : a.xMotivo}</xMotivo><cUF>${key.slice(0, 2)}</cUF><chNFe>${key}</chNFe>${a.protNFe}`
      : `<tpAmb>2</tpAmb><verAplic>${verAplic}</verAplic><cStat>217</cStat><xMotivo>Rejeição: NF-e não consta na base de dados da SEFAZ</xMotivo><cUF>${key.slice(0, 2)}</cUF><chNFe>${key}</chNFe>`;
    return soapEnvelope(WSDL.consulta, `<retConsSitNFe xmlns="${NS}" versao="4.00">${inner}</retConsSitNFe>`, 'nfeResultMsg');
  }

  async function evento(body: string, certCnpj: string | null): Promise<string> {
    const env = rawElement(body, 'envEvento') ?? '';
    const doc = parseXml(env);
    const tpEvento = textOf(doc, 'tpEvento') ?? '';
    const key = textOf(doc, 'chNFe') ?? '';
    const idLote = textOf(doc, 'idLote') ?? '0';
    const dh = dateTimeUtcMinus3(now());
    const seq = textOf(doc, 'nSeqEvento') ?? '1';
    const answer = (cStat: number, xMotivo: string, nProt: string | null) =>
      soapEnvelope(
        WSDL.evento,
        `<retEnvEvento xmlns="${NS}" versao="1.00"><idLote>${idLote}</idLote><tpAmb>2</tpAmb><verAplic>${verAplic}</verAplic><cOrgao>${key.slice(0, 2) || '91'}</cOrgao><cStat>128</cStat><xMotivo>Lote de Evento Processado</xMotivo>` +
          `<retEvento versao="1.00"><infEvento><tpAmb>2</tpAmb><verAplic>${verAplic}</verAplic><cOrgao>${key.slice(0, 2)}</cOrgao><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo>` +
          `<chNFe>${key}</chNFe><tpEvento>${tpEvento}</tpEvento><nSeqEvento>${seq}</nSeqEvento><dhRegEvento>${dh}</dhRegEvento>${nProt ? `<nProt>${nProt}</nProt>` : ''}</infEvento></retEvento></retEnvEvento>`,
        'nfeResultMsg',
      );
    if (tpEvento === '110110') {
      // CC-e: its schema (envCCe_v1.00.xsd) is not among the official ones the repository ships, so its rules are
      // checked here one by one: the fixed texts, xCorrecao 15–1000, nSeqEvento one more than the last letter.
      const xCorrecao = textOf(doc, 'xCorrecao') ?? '';
      const descEvento = textOf(doc, 'descEvento');
      if ((descEvento !== 'Carta de Correcao' && descEvento !== 'Carta de Correção') || xCorrecao.length < 15 || xCorrecao.length > 1000 || textOf(doc, 'xCondUso') !== ORACLE_CCE_CONDITION) {
        return answer(215, 'Rejeição: Falha no schema XML', null);
      }
    } else {
      const xsd = tpEvento === '110112' ? 'envEventoCancSubst_v1.00.xsd' : 'envEventoCancNFe_v1.00.xsd';
      const schema = await validateAgainstXsd(xsd, [{ fileName: 'envEvento.xml', contents: env }], xsdDir);
      if (!schema.ok) return answer(215, 'Rejeição: Falha no schema XML', null);
    }
    if (!verifySignature(env)) return answer(297, 'Rejeição: Assinatura difere do calculado', null);
    if (certCnpj && certCnpj.slice(0, 8) !== (textOf(doc, 'CNPJ') ?? '').slice(0, 8)) return answer(213, OTHER_CNPJ, null);
    const a = authorized.get(key);
    if (!a) return answer(217, 'Rejeição: NF-e não consta na base de dados da SEFAZ', null);
    if (a.cancelled) return tpEvento === '110110' ? answer(580, 'Rejeição: O evento exige uma NF-e autorizada', null) : answer(573, 'Rejeição: Duplicidade de evento', null);
    if (tpEvento === '110110') {
      if (Number(seq) !== a.corrections + 1) return answer(573, 'Rejeição: Duplicidade de evento', null);
      a.corrections = Number(seq);
      return answer(135, 'Evento registrado e vinculado a NF-e', protocol(key.slice(0, 2)));
    }
    // An NF-e (model 55) may be cancelled up to 24 h after its authorisation.
    const dhEvento = Date.parse(textOf(doc, 'dhEvento') ?? '');
    if (key.slice(20, 22) === '55' && dhEvento - Date.parse(a.dhRecbto) > 24 * 3600_000) return answer(501, 'Rejeição: Prazo de cancelamento superior ao previsto na Legislação', null);
    if (textOf(doc, 'nProt') !== a.nProt) return answer(222, 'Rejeição: Protocolo de Autorização de Uso difere do cadastrado', null);
    a.cancelled = true;
    return answer(135, 'Evento registrado e vinculado a NF-e', protocol(key.slice(0, 2)));
  }

  async function inutilizacao(body: string, certCnpj: string | null): Promise<string> {
    const inut = rawElement(body, 'inutNFe') ?? '';
    const doc = parseXml(inut);
    const field = (name: string) => textOf(doc, name) ?? '';
    // One rule for both models: 65 (NFC-e) and 55 (NF-e) number their series apart.
    const [cUF, year, cnpj, mod, serie, from, to] = [field('cUF'), field('ano'), field('CNPJ'), field('mod'), Number(field('serie')), Number(field('nNFIni')), Number(field('nNFFin'))];
    const answer = (cStat: number, xMotivo: string, nProt: string | null) => {
      const range = nProt
        ? `<ano>${year}</ano><CNPJ>${cnpj}</CNPJ><mod>${mod}</mod><serie>${serie}</serie><nNFIni>${from}</nNFIni><nNFFin>${to}</nNFFin>`
        : '';
      const inf =
        `<infInut${nProt ? ` Id="ID${nProt}"` : ''}><tpAmb>${field('tpAmb') || '2'}</tpAmb><verAplic>${verAplic}</verAplic><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo>` +
        `<cUF>${cUF || '35'}</cUF>${range}<dhRecbto>${dateTimeUtcMinus3(now())}</dhRecbto>${nProt ? `<nProt>${nProt}</nProt>` : ''}</infInut>`;
      return soapEnvelope(WSDL.inutilizacao, `<retInutNFe xmlns="${NS}" versao="4.00">${inf}</retInutNFe>`, 'nfeResultMsg');
    };
    const schema = await validateAgainstXsd('inutNFe_v4.00.xsd', [{ fileName: 'inutNFe.xml', contents: inut }], xsdDir);
    if (!schema.ok) return answer(225, `Rejeição: Falha no Schema XML [${schema.errors.split('\n')[0]?.slice(0, 200).replace(/[<>&]/g, ' ')}]`, null);
    if (!verifySignature(inut)) return answer(297, 'Rejeição: Assinatura difere do calculado', null);
    if (certCnpj && certCnpj.slice(0, 8) !== cnpj.slice(0, 8)) return answer(213, OTHER_CNPJ, null);
    const id = first(doc, 'infInut')?.getAttribute('Id') ?? '';
    const parts = `ID${cUF}${year}${cnpj}${mod}${String(serie).padStart(3, '0')}${String(from).padStart(9, '0')}${String(to).padStart(9, '0')}`;
    // The Id must be the concatenation of the fields (the simulator's own rule; the code is the schema one).
    if (id !== parts) return answer(225, 'Rejeição: Falha no Schema XML - Id do pedido difere dos campos', null);
    if (to < from) return answer(254, 'Rejeição: Número inicial maior que o número final', null);
    if (voided.some((v) => v.cnpj === cnpj && v.mod === mod && v.serie === serie && v.from === from && v.to === to)) {
      return answer(563, 'Rejeição: Já existe pedido de Inutilização com a mesma faixa de inutilização', null);
    }
    for (let n = from; n <= to; n++) {
      if (byNumber.has(`${cnpj}|${mod}|${serie}|${n}`)) return answer(241, 'Rejeição: Um número da faixa já foi utilizado', null);
      if (isVoided(cnpj, mod, serie, n)) return answer(256, 'Rejeição: Uma NF-e da faixa já está inutilizada na Base de dados da SEFAZ', null);
    }
    const nProt = protocol(cUF);
    voided.push({ cnpj, mod, serie, from, to, nProt, xml: inut });
    return answer(102, 'Inutilização de número homologado', nProt);
  }

  function statusServico(body: string): string {
    const cUF = textOf(parseXml(rawElement(body, 'consStatServ') ?? '<x/>'), 'cUF') ?? '35';
    state.statusAsked += 1;
    const { cStat, xMotivo } = state.stopped ?? { cStat: 107, xMotivo: 'Serviço em Operação' };
    return soapEnvelope(
      WSDL.statusServico,
      `<retConsStatServ xmlns="${NS}" versao="4.00"><tpAmb>2</tpAmb><verAplic>${verAplic}</verAplic><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo><cUF>${cUF}</cUF><dhRecbto>${dateTimeUtcMinus3(now())}</dhRecbto>${state.stopped ? '' : '<tMed>1</tMed>'}</retConsStatServ>`,
      'nfeResultMsg',
    );
  }

  const state = {
    available: true,
    mode: 'normal' as SimulatorMode,
    delayMs: options.delayMs ?? 0,
    dropNext: 0,
    onAuthorized: null as ((key: string) => void) | null,
    rejectNext: [] as { cStat: number; xMotivo: string }[],
    stopped: null as { cStat: 108 | 109; xMotivo: string } | null,
    statusAsked: 0,
  };
  const sentWhileStopped: string[] = [];
  const onRequest = (req: IncomingMessage, res: import('node:http').ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      // Silent: the request is never read nor answered (SEFAZ hangs); the caller's time limit decides.
      if (state.mode === 'silent') return;
      const receivedAt = Date.now();
      let certCnpj: string | null = null;
      if (options.tls) {
        const peer = clientCertificate(req);
        if (peer.refusal) {
          res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(peer.refusal);
          return;
        }
        certCnpj = peer.cnpj;
      }
      if (!state.available) {
        if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Serviço Paralisado Momentaneamente');
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const url = req.url ?? '';
      const service = (Object.keys(SOAP_OPERATIONS) as (keyof typeof SOAP_OPERATIONS)[]).find((s) => url.endsWith(`/${s}`));
      if (!service) {
        res.writeHead(404).end();
        return;
      }
      const fault = envelopeFault(service, String(req.headers['content-type'] ?? ''), body);
      if (fault) {
        res.writeHead(500, { 'content-type': 'application/soap+xml; charset=utf-8' }).end(fault);
        return;
      }
      const handler =
        service === 'NFeAutorizacao4'
          ? autorizacao(body, certCnpj)
          : service === 'NFeRetAutorizacao4'
            ? retAutorizacao(body)
            : service === 'NFeConsultaProtocolo4'
              ? Promise.resolve(consulta(body, certCnpj))
              : service === 'NFeRecepcaoEvento4'
                ? evento(body, certCnpj)
                : service === 'NFeInutilizacao4'
                  ? inutilizacao(body, certCnpj)
                  : Promise.resolve(statusServico(body));
      const drop = url.endsWith('/NFeAutorizacao4') && state.dropNext > 0;
      if (drop) state.dropNext -= 1;
      // SEFAZ answers `delayMs` after the request arrived: its own checks happen within that time, not on top.
      const answerAt = receivedAt + state.delayMs;
      handler.then(
        async (xml) => {
          if (Date.now() < answerAt) await new Promise((r) => setTimeout(r, answerAt - Date.now()));
          // Drop: processed (authorized and remembered), but the answer never arrives.
          if (drop) req.socket.destroy();
          else res.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' }).end(xml);
        },
        (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)),
      );
    });
  };
  const server: Server = options.tls
    ? createTlsServer({ key: options.tls.key, cert: options.tls.cert, ca: options.tls.ca, requestCert: true, rejectUnauthorized: false }, onRequest)
    : createServer(onRequest);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}/ws`,
    get available() {
      return state.available;
    },
    set available(value: boolean) {
      state.available = value;
    },
    get mode() {
      return state.mode;
    },
    set mode(value: SimulatorMode) {
      state.mode = value;
    },
    get onAuthorized() {
      return state.onAuthorized;
    },
    set onAuthorized(value: ((key: string) => void) | null) {
      state.onAuthorized = value;
    },
    get dropNext() {
      return state.dropNext;
    },
    set dropNext(value: number) {
      state.dropNext = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    rejectNext: state.rejectNext,
    get stopped() {
      return state.stopped;
    },
    set stopped(value: { cStat: 108 | 109; xMotivo: string } | null) {
      state.stopped = value;
    },
    sentWhileStopped,
    get statusAsked() {
      return state.statusAsked;
    },
    authorized,
    received,
    lotSizes,
    voided,
    async close() {
      await signatures.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
