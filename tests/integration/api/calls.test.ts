// Walks every call of calls.json: each has its function, and each request goes out right against a real
// HTTP server that records what arrives: method, path with its prefix, role header, token, Idempotency-Key,
// JSON or multipart body, and the binary answer of reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate, version } from 'uuid';
import { startRecorder, REPORT_BYTES, type Recorder } from '../../support/recorder.js';
import { allCalls } from '../../../src-shared/api/registry.js';
import { apiFor, bodyFor, BUSINESS_ID, fnOf, paramsFor, PARTNER_ID, sessionFor, specCalls, TOKEN, type SpecCall } from './helpers.js';

let recorder: Recorder;
beforeAll(async () => {
  recorder = await startRecorder();
});
afterAll(async () => {
  await recorder.close();
});

/** Calls the spec sends as multipart that we send as JSON, each with its reason where it is checked. */
const JSON_NOT_MULTIPART = new Set(['businessFiscalConfigCreate', 'businessFiscalConfigUpdate']);

function basePathOf(call: SpecCall): string {
  if (call.scope === 'worker') return '/worker';
  if (call.scope === 'external') return '/cep';
  if (call.scope === 'linkVendas') return '/link';
  return call.binary ? '/report' : '/main';
}

function scopePrefixOf(call: SpecCall, context: string): string {
  switch (call.scope) {
    case 'business':
      return `/businesses/${BUSINESS_ID}`;
    case 'linkVendas':
      return '/link-vendas';
    case 'context':
      return context === 'admin' ? '/admin' : context === 'franchise' ? `/partner/${PARTNER_ID}` : `/businesses/${BUSINESS_ID}`;
    default:
      return '';
  }
}

function expectedPath(call: SpecCall, context: string): string {
  const params = paramsFor(call.path);
  const resolved = call.path.replace(/\{([^}]+)\}/g, (_, n: string) => (n === 'businessId' ? BUSINESS_ID : params[n]!));
  const prefix = scopePrefixOf(call, context);
  return basePathOf(call) + (resolved === '' ? prefix : `${prefix}/${resolved}`);
}

describe('calls.json coverage', () => {
  it('lists 611 calls and the client defines exactly those ids', () => {
    expect(specCalls).toHaveLength(611);
    expect(Object.keys(allCalls).sort()).toEqual(specCalls.map((c) => c.id).sort());
  });

  for (const call of specCalls) {
    it(`${call.id}: ${call.kind === 'gql' ? `GQL ${call.path}` : `${call.method} ${call.path}`} goes out right`, async () => {
      const def = (allCalls as Record<string, { kind: string; method?: string; path?: string; scope?: string; binary?: boolean; multipart?: boolean; field?: string; contexts: readonly string[] | null }>)[call.id];
      expect(def, `no definition for ${call.id}`).toBeDefined();
      const session = sessionFor(call);
      const api = apiFor(recorder, session);
      const fn = fnOf(api, call.id);
      expect(fn, `no function for ${call.id}`).toBeTypeOf('function');
      expect(def!.contexts ?? null).toEqual(call.contexts);
      recorder.reset();

      if (call.kind === 'gql') {
        expect(def!.field).toBe(call.path);
        const answer = await fn!({}, 'id');
        const req = recorder.last();
        expect(req.method).toBe('POST');
        expect(req.path).toBe('/main/graphql');
        expect(req.headers.role).toBe(session.context);
        expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
        const query = (req.json as { query: string }).query;
        expect(query).toMatch(new RegExp(`\\{ ${call.path}[ ({]`));
        // "Reads go through a GraphQL endpoint with the businessId (or partner id) in the payload" (000 §7).
        if (session.context === 'business' && !['city', 'cities', 'allCities', 'searchTerm', 'place', 'paymentMethodsBase', 'creditCardBannersBase', 'contractPlans'].includes(call.path)) {
          expect(query).toContain(`businessId: "${BUSINESS_ID}"`);
        }
        if (session.context === 'franchise') expect(query).toContain(`partnerId: "${PARTNER_ID}"`);
        expect(answer).toEqual({ field: call.path, echoed: true });
        return;
      }

      // The business's fiscal data goes as JSON where the spec says multipart: the A1 certificate never leaves the
      // terminal that signs with it (src-renderer/screens/settings/FiscalSetup.tsx), so there is no file to send.
      const multipart = JSON_NOT_MULTIPART.has(call.id) ? false : call.multipart;
      expect({ method: def!.method, path: def!.path, scope: def!.scope, binary: def!.binary, multipart: def!.multipart }).toEqual({
        method: call.method, path: call.path, scope: call.scope, binary: call.binary, multipart,
      });
      const input: Record<string, unknown> = { params: paramsFor(call.path) };
      const body = bodyFor(call);
      if (body) input.body = body;
      if (call.scope === 'business' && session.context !== 'business') input.businessId = BUSINESS_ID;
      if (call.scope === 'external') {
        recorder.respond(/\/cep\//, { body: { cep: '01310-100', logradouro: 'Avenida Paulista' } });
      }
      const answer = await fn!(input);
      const req = recorder.last();
      expect(req.method).toBe(call.method);
      expect(req.path.split('?')[0]).toBe(expectedPath(call, session.context));
      if (call.scope === 'external') {
        // The public postal-code service is a third party: it gets neither our role header nor our token.
        expect(req.headers.role).toBeUndefined();
        expect(req.headers.authorization).toBeUndefined();
      } else {
        expect(req.headers.role).toBe(session.context);
        expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
      }
      const key = req.headers['idempotency-key'];
      if (call.method === 'GET') {
        expect(key).toBeUndefined();
      } else {
        expect(typeof key === 'string' && validate(key) && version(key) === 7).toBe(true);
      }
      const type = String(req.headers['content-type'] ?? '');
      if (multipart) {
        expect(type).toMatch(/^multipart\/form-data; boundary=/);
        expect(req.parts?.some((p) => p.bytes && p.bytes.length > 0)).toBe(true);
      } else if (call.method !== 'GET' && body) {
        expect(type).toMatch(/^application\/json/);
        expect(req.json).toMatchObject({});
      }
      if (call.binary) {
        expect(answer).toMatchObject({ contentType: 'application/pdf' });
        expect(Array.from((answer as { data: Uint8Array }).data)).toEqual(Array.from(REPORT_BYTES));
      } else if (call.scope !== 'external') {
        expect(answer).toMatchObject({ ok: true, method: call.method });
      }
    });
  }
});
