// Multipart bodies (000 §5: files repeat under their key, other arrays take a `[]` suffix, image lists are grouped
// by type into `<type>Images`), read back into the payload the typed client started from, so the write pipeline
// validates them with the call's own schema: `mainImages` → `images: [{ type: 'main', image: <file> }]`.
// The parsing itself is the platform's (undici's FormData), not ours.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiFile } from '../../src-shared/api/core/json.js';
import { HttpError } from './errors.js';

/** Largest multipart request taken (images of a product together). */
export const MAX_MULTIPART_BYTES = 12 * 1024 * 1024;

export function registerMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MAX_MULTIPART_BYTES }, async (req: FastifyRequest, body: Buffer) => {
    let form: FormData;
    try {
      form = await new Request('http://multipart.local/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body: new Uint8Array(body) }).formData();
    } catch {
      throw new HttpError(400, 'Corpo da solicitação inválido: envie multipart/form-data válido');
    }
    return payloadOf(form);
  });
}

async function payloadOf(form: FormData): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const push = (key: string, value: unknown) => {
    const list = (out[key] ??= []) as unknown[];
    list.push(value);
  };
  const entries = [...(form as unknown as Iterable<[string, string | File]>)];
  const files = new Map<string, number>();
  for (const [name] of entries) files.set(name, (files.get(name) ?? 0) + 1);
  for (const [name, value] of entries) {
    if (typeof value !== 'string') {
      const file: ApiFile = { fileName: value.name, contentType: value.type || 'application/octet-stream', data: new Uint8Array(await value.arrayBuffer()) };
      const typed = /^(\w+)Images$/.exec(name);
      if (typed) push('images', { type: typed[1], image: file });
      else if ((files.get(name) ?? 0) > 1) push(name, file);
      else out[name] = file;
    } else if (name.endsWith('[]')) push(name.slice(0, -2), value);
    else out[name] = value;
  }
  return out;
}
