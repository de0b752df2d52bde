// Shared by the client's tests: the spec's call list, a client pointed at the recorder with one base per
// API (so the path that arrives proves which base was used), and sample inputs for every call.
import { readFileSync } from 'node:fs';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import type { ApiSession } from '../../../src-shared/api/core/context.js';
import type { ApiFile } from '../../../src-shared/api/core/json.js';
import type { Recorder } from '../../support/recorder.js';
import { sampleBodies } from './samples.js';

export interface SpecCall {
  id: string;
  area: string;
  kind: 'rest' | 'gql';
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | null;
  path: string;
  scope: 'root' | 'business' | 'context' | 'linkVendas' | 'worker' | 'external' | null;
  payload: string[];
  binary: boolean;
  multipart: boolean;
  contexts: Array<'admin' | 'partner' | 'business'> | null;
  source: string;
  note?: string;
  nameShown?: boolean;
  query?: string[];
  headers?: string[];
  timeoutMs?: number;
}

export const specCalls: SpecCall[] = JSON.parse(
  readFileSync(new URL('../../../spec/calls.json', import.meta.url), 'utf8'),
) as SpecCall[];

export const BUSINESS_ID = '019a0000-0000-7000-8000-0000000000b1';
export const PARTNER_ID = '019a0000-0000-7000-8000-0000000000a1';
export const TOKEN = 'token-of-the-test';

export function sessionFor(call: Pick<SpecCall, 'contexts'>): ApiSession {
  const ctx = call.contexts;
  if (!ctx || ctx.includes('business')) return { context: 'business', businessId: BUSINESS_ID, project: 'pdv', environment: 'local' };
  if (ctx.includes('partner')) return { context: 'franchise', partnerId: PARTNER_ID, project: 'gestao', environment: 'local' };
  return { context: 'admin', project: 'gestao', environment: 'local' };
}

export function apiFor(recorder: Recorder, session: ApiSession): Api {
  const u = recorder.url;
  return createApi({
    session,
    token: TOKEN,
    baseUrls: { local: { main: `${u}/main`, report: `${u}/report`, worker: `${u}/worker`, link: `${u}/link`, external: `${u}/cep` } },
  });
}

export const pdfFile = (name = 'nota.pdf'): ApiFile => ({ fileName: name, contentType: 'application/pdf', data: new Uint8Array([37, 80, 68, 70, 1, 2, 3]) });
export const pngFile = (name = 'foto.png'): ApiFile => ({ fileName: name, contentType: 'image/png', data: new Uint8Array([137, 80, 78, 71, 0, 255]) });

export function sampleParam(name: string): string {
  if (name === 'provider') return 'ifood';
  if (name === 'project') return 'pdv';
  if (name === 'cep') return '01310100';
  return `${name}-1`;
}

export function paramsFor(template: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of template.matchAll(/\{([^}]+)\}/g)) if (m[1] !== 'businessId') out[m[1]!] = sampleParam(m[1]!);
  return out;
}

/** A body for a call: the sample of samples.ts, else a file where the call uploads, else a small JSON. */
export function bodyFor(call: SpecCall): Record<string, unknown> | undefined {
  const sample = sampleBodies[call.id];
  if (sample) return sample();
  if (call.method === 'GET') return undefined;
  if (call.multipart) {
    if (call.payload.includes('certificateFile')) return { certificateFile: pdfFile('certificado.pfx'), password: 'segredo' };
    if (call.payload.includes('logo')) return { slug: 'cantina', logo: pngFile('logo.png') };
    if (call.payload.includes('image')) return { type: 'main', image: pngFile() };
    if (call.payload.includes('images')) return { name: 'X-Burger', images: [{ type: 'main', image: pngFile('a.png') }, { type: 'cover', image: pngFile('b.png') }] };
    if (call.payload.includes('file')) return { file: pdfFile('importar.csv') };
    return { slug: 'loja', files: [pdfFile('a.pdf'), pdfFile('b.pdf')] };
  }
  return { description: 'Teste' };
}

/** A bound function of the client by call id, without its precise type (the walk is table-driven). */
export type LooseFn = ((input?: unknown, selection?: string) => Promise<unknown>) & { build: (input?: unknown, selection?: string) => unknown };

export function fnOf(api: Api, id: string): LooseFn | undefined {
  for (const [name, area] of Object.entries(api)) {
    if (name === 'client') continue;
    const fn = (area as Record<string, unknown>)[id];
    if (typeof fn === 'function') return fn as LooseFn;
  }
  return undefined;
}
