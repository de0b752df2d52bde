// One call of the outbox to the server, over node:http(s) with kept-alive sockets. fetch spent about five times the
// CPU per call (its web streams), which the replay of a day's queue pays thousands of times on a counter PC.
// A network failure or the deadline rejects; any HTTP answer resolves, whatever its status.
import http from 'node:http';
import https from 'node:https';

export interface Answer {
  status: number;
  statusText: string;
  text: string;
}

const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/** A multipart form as bytes with its content type (boundary included), the way fetch would send it. */
async function formBytes(form: FormData): Promise<{ bytes: Buffer; type: string }> {
  const encoded = new Response(form);
  return { bytes: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? 'multipart/form-data' };
}

export async function callServer(url: string, method: string, headers: Record<string, string>, body: string | FormData | undefined, timeoutMs: number): Promise<Answer> {
  const target = new URL(url);
  const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
  let payload: Buffer | undefined;
  const sent: Record<string, string> = { ...headers };
  if (typeof body === 'string') payload = Buffer.from(body);
  else if (body) {
    const form = await formBytes(body);
    payload = form.bytes;
    sent['Content-Type'] = form.type;
  }
  if (payload) sent['Content-Length'] = String(payload.length);
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(target, { method, headers: sent, agent, signal: AbortSignal.timeout(timeoutMs) }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
