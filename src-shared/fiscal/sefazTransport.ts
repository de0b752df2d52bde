// How a SOAP call reaches SEFAZ. src-shared has no Node, so the platform hands its http/https modules in: the
// terminal and the server call `nodeSefazTransport(http, https, tls)`, which presents the business's A1
// as the TLS client certificate — SEFAZ's web services accept no call without it (mutual TLS, MOC 7.0 §3.1) —
// and trusts, besides the usual roots, the chains given in `ca` (ICP-Brasil's, which SEFAZ's own servers use and
// Node does not carry; the test CA in tests). Without a certificate it is plain fetch (the HTTP simulator).

export interface SefazRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

export interface SefazResponse {
  status: number;
  text: string;
}

export type SefazTransport = (request: SefazRequest) => Promise<SefazResponse>;

export const fetchTransport: SefazTransport = async ({ url, headers, body, signal }) => {
  const res = await fetch(url, { method: 'POST', headers, body, signal });
  return { status: res.status, text: await res.text() };
};

/** The A1 certificate presented to SEFAZ (its private key and certificate in PEM, opened from the .pfx once), and the extra roots to trust. */
export interface SefazTls {
  key?: string;
  cert?: string;
  /** PEM certificates trusted besides Node's own roots (the caller merges them). */
  ca?: string[];
}

/**
 * The roots SEFAZ's servers are checked against, the same on the terminal and the server: Node's own plus the PEM
 * chain in POS_SEFAZ_CA_FILE (ICP-Brasil's; the simulator's test CA in tests), or undefined (Node's own) when it is
 * not set. The platform hands in node:tls and node:fs, as it hands http/https to nodeSefazTransport.
 */
export function sefazTrust(
  env: Readonly<Record<string, string | undefined>>,
  tls: { readonly rootCertificates: readonly string[] },
  fs: { readFileSync(file: string, encoding: 'utf8'): string },
): string[] | undefined {
  const file = env.POS_SEFAZ_CA_FILE;
  return file ? [...tls.rootCertificates, fs.readFileSync(file, 'utf8')] : undefined;
}

/** The parts of node:http / node:https this needs. */
interface NodeIncoming {
  statusCode?: number;
  setEncoding(encoding: 'utf8'): unknown;
  on(event: 'data', listener: (chunk: string) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
}
interface NodeClientRequest {
  on(event: 'error', listener: (err: Error) => void): unknown;
  end(body: string): unknown;
}
interface NodeRequestOptions {
  method: 'POST';
  headers: Record<string, string>;
  signal: AbortSignal;
  /** Node's https.Agent (typed never here: src-shared cannot name it; any Node agent is accepted). */
  agent?: never;
}
export interface NodeHttpLike {
  request(url: URL, options: NodeRequestOptions, callback: (res: NodeIncoming) => void): NodeClientRequest;
}
export interface NodeHttpsLike extends NodeHttpLike {
  Agent: new (options: SefazTls & { keepAlive: boolean }) => unknown;
}

/**
 * A transport over Node's http/https: `https:` URLs through one keep-alive agent holding the A1 (the PKCS#12 is
 * opened once, not per call); `http:` URLs (the plain simulator) without TLS.
 */
export function nodeSefazTransport(http: NodeHttpLike, https: NodeHttpsLike, tls: SefazTls | null): SefazTransport {
  const agent = tls ? new https.Agent({ ...tls, keepAlive: true }) : undefined;
  return ({ url, headers, body, signal }) =>
    new Promise<SefazResponse>((resolve, reject) => {
      const target = new URL(url);
      const secure = target.protocol === 'https:';
      const options: NodeRequestOptions = { method: 'POST', headers: { ...headers, 'content-length': String(new TextEncoder().encode(body).length) }, signal };
      const onAnswer = (res: NodeIncoming) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      };
      const req = secure ? https.request(target, agent ? { ...options, agent: agent as never } : options, onAnswer) : http.request(target, options, onAnswer);
      req.on('error', reject);
      req.end(body);
    });
}
