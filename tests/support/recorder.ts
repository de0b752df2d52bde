// A real local HTTP server that records what arrives (method, path, headers, raw body, multipart parts
// parsed by the Fetch API's own parser) and answers canned responses per path: JSON by default, bytes
// for reports, `{ data: { <field>: … } }` for GraphQL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedPart {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
  bytes?: Uint8Array;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  json?: unknown;
  parts?: RecordedPart[];
}

export interface CannedResponse {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  body?: unknown;
  bytes?: Uint8Array;
  delayMs?: number;
}

export interface Recorder {
  url: string;
  requests: RecordedRequest[];
  /** Answer for requests whose path (without query) ends with `pathSuffix`. Later rules win. */
  respond(match: string | RegExp, response: CannedResponse | ((req: RecordedRequest) => CannedResponse)): void;
  reset(): void;
  last(): RecordedRequest;
  close(): Promise<void>;
}

/** The bytes every binary answer carries unless a test says otherwise: a tiny PDF header. */
export const REPORT_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0x80]);

async function parseMultipart(headers: http.IncomingHttpHeaders, raw: Buffer): Promise<RecordedPart[]> {
  const request = new Request('http://recorder.local/', {
    method: 'POST',
    headers: { 'content-type': String(headers['content-type']) },
    body: new Uint8Array(raw),
  });
  const form = await request.formData();
  const parts: RecordedPart[] = [];
  // Node's FormData is iterable in arrival order; this tsconfig's DOM typings lack DOM.Iterable.
  for (const [name, value] of form as unknown as Iterable<[string, string | File]>) {
    if (typeof value === 'string') parts.push({ name, value });
    else parts.push({ name, fileName: value.name, contentType: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return parts;
}

export async function startRecorder(): Promise<Recorder> {
  const requests: RecordedRequest[] = [];
  let rules: Array<{ match: string | RegExp; response: CannedResponse | ((req: RecordedRequest) => CannedResponse) }> = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks);
        const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw };
        const type = String(req.headers['content-type'] ?? '');
        if (type.startsWith('multipart/form-data')) recorded.parts = await parseMultipart(req.headers, raw);
        else if (type.includes('json') && raw.length > 0) recorded.json = JSON.parse(raw.toString('utf8'));
        requests.push(recorded);

        const pathOnly = recorded.path.split('?')[0] ?? '';
        const rule = [...rules].reverse().find((r) => (typeof r.match === 'string' ? pathOnly.endsWith(r.match) : r.match.test(pathOnly)));
        let canned: CannedResponse = rule ? (typeof rule.response === 'function' ? rule.response(recorded) : rule.response) : defaultAnswer(recorded);
        if (canned.delayMs) await new Promise((r) => setTimeout(r, canned.delayMs));
        if (canned.bytes) {
          res.writeHead(canned.status ?? 200, canned.statusText ?? '', { 'content-type': 'application/pdf', ...(canned.headers ?? {}) });
          res.end(Buffer.from(canned.bytes));
          return;
        }
        canned = { status: 200, ...canned };
        res.writeHead(canned.status ?? 200, canned.statusText ?? '', { 'content-type': 'application/json', ...(canned.headers ?? {}) });
        res.end(canned.body === undefined ? '' : JSON.stringify(canned.body));
      })().catch((error: unknown) => {
        res.writeHead(599);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(match, response) {
      rules.push({ match, response });
    },
    reset() {
      requests.length = 0;
      rules = [];
    },
    last() {
      const r = requests[requests.length - 1];
      if (!r) throw new Error('no request recorded');
      return r;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** GraphQL answers its root field; the report API answers bytes; the rest echoes a JSON ok. */
function defaultAnswer(req: RecordedRequest): CannedResponse {
  if (req.path.split('?')[0]?.endsWith('/graphql')) {
    const query = (req.json as { query?: string } | undefined)?.query ?? '';
    const field = /\{\s*(\w+)/.exec(query)?.[1] ?? 'unknown';
    return { body: { data: { [field]: { field, echoed: true } } } };
  }
  // Tests point the report API at `<recorder>/report`, so whatever arrives there is a report.
  if (req.path.startsWith('/report/')) return { bytes: REPORT_BYTES };
  return { body: { ok: true, method: req.method, path: req.path } };
}
