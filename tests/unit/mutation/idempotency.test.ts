// Survivor of the mutation spot-check (issue 20): a body's keys are sorted before hashing, at every depth, so a
// repeat written in another key order is the same content (and another content is not). Below: the rest of what
// makes a write a repeat that needs no database (the header, the keys, the path), so the http-idempotency set
// kills those mutants without starting a server.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src-server/http/errors.js';
import { bodyHash, headerKey, writeIdentity } from '../../../src-server/http/idempotency.js';

describe('idempotency body hash', () => {
  it('hashes the same body the same whatever the order of its keys, nested ones too', () => {
    const a = { amount: 700, paymentMethodId: 'pix', counted: { x: 1, y: 2 }, lines: [{ q: 1, p: 2 }] };
    const b = { lines: [{ p: 2, q: 1 }], counted: { y: 2, x: 1 }, paymentMethodId: 'pix', amount: 700 };
    expect(bodyHash(b)).toBe(bodyHash(a));
  });

  it('hashes another content differently (values, array order, a key more)', () => {
    const base = bodyHash({ a: 1, b: [1, 2] });
    expect(bodyHash({ a: 2, b: [1, 2] })).not.toBe(base);
    expect(bodyHash({ a: 1, b: [2, 1] })).not.toBe(base);
    expect(bodyHash({ a: 1, b: [1, 2], c: null })).not.toBe(base);
    expect(bodyHash({ a: 1, b: [1, 2], c: undefined })).toBe(base);
  });
});

/** What the pipeline reads of a request: its headers and URL (a plain input, no server needed). */
function request(headers: Record<string, string | string[] | undefined>, url = '/v1/b/x/order-pads'): FastifyRequest {
  return { headers, url } as unknown as FastifyRequest;
}

describe('idempotency body hash of what is not a plain object', () => {
  it('hashes a file by its bytes, and another file differently', () => {
    const file = new Uint8Array([1, 2, 3]);
    expect(bodyHash({ file })).toBe(bodyHash({ file: new Uint8Array([1, 2, 3]) }));
    expect(bodyHash({ file })).not.toBe(bodyHash({ file: new Uint8Array([1, 2, 4]) }));
    // bytes are not the object {0:1,1:2,2:3}
    expect(bodyHash({ file })).not.toBe(bodyHash({ file: { 0: 1, 1: 2, 2: 3 } }));
  });

  it('tells an empty body from an empty list, null from a missing body, and a number from its text', () => {
    expect(bodyHash({})).not.toBe(bodyHash([]));
    expect(bodyHash(undefined)).toBe(bodyHash(null));
    expect(bodyHash({ a: 1 })).not.toBe(bodyHash({ a: '1' }));
    expect(bodyHash({ ab: 1, b: 2 })).not.toBe(bodyHash({ a: 1, bb: 2 }));
  });

  it('is the SHA-256 of the JSON with keys ascending, so keys stored before an upgrade still match', () => {
    const sha = (text: string) => createHash('sha256').update(text).digest('base64url');
    expect(bodyHash({ b: 2, a: 1 })).toBe(sha('{"a":1,"b":2}'));
  });

  it('tells lists apart by where their items part ([1, 23] is not [12, 3])', () => {
    expect(bodyHash({ counts: [1, 23] })).not.toBe(bodyHash({ counts: [12, 3] }));
  });
});

describe('the Idempotency-Key header', () => {
  it('is read as sent, the first of repeated headers, and absent when empty', () => {
    expect(headerKey(request({ 'idempotency-key': 'k-1' }))).toBe('k-1');
    expect(headerKey(request({ 'idempotency-key': ['k-1', 'k-2'] }))).toBe('k-1');
    expect(headerKey(request({ 'idempotency-key': '' }))).toBeNull();
    expect(headerKey(request({}))).toBeNull();
  });

  it('takes up to 200 characters and refuses more with a 400 in Portuguese', () => {
    expect(headerKey(request({ 'idempotency-key': 'k'.repeat(200) }))).toBe('k'.repeat(200));
    let refused: unknown;
    try {
      headerKey(request({ 'idempotency-key': 'k'.repeat(201) }));
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(400);
    expect(JSON.stringify((refused as HttpError).body)).toContain('Chave de idempotência inválida');
  });
});

describe('a write identity', () => {
  it('keeps the explicit key first and the created id as create:<id>, with the path without its query', () => {
    const id = writeIdentity(request({ 'idempotency-key': 'k-1' }, '/v1/b/x/order-pads?x=1'), { a: 1 }, '019a');
    expect(id).toEqual({ explicit: 'k-1', keys: [{ key: 'k-1', explicit: true }, { key: 'create:019a', explicit: false }], path: '/v1/b/x/order-pads', hash: bodyHash({ a: 1 }) });
  });

  it('has no keys without a header or a created id', () => {
    expect(writeIdentity(request({}), {}, null)).toMatchObject({ explicit: null, keys: [], path: '/v1/b/x/order-pads' });
  });
});
