// The outbox's call to the server (src-main/sync/send.ts) against a real HTTP server on loopback: JSON and multipart
// bodies arrive as sent, every status is an answer, and a refused connection or a missed deadline is a failure.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer } from '../../../src-main/sync/send.js';
import { makeTestCertificate } from '../../unit/fiscal/fixtures.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let server: http.Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      if (req.url === '/slow') return; // never answers
      const status = req.url === '/refuse' ? 409 : 201;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message: status === 409 ? 'Comanda fechada' : 'ok' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a call of the outbox', () => {
  it('sends JSON with its headers and answers status and text', async () => {
    const body = JSON.stringify({ id: 'a', quantity: 1000, note: 'sem cebola, ção' });
    const answer = await callServer(`${base}/orders`, 'POST', { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' }, body, 5_000);
    expect(answer).toEqual({ status: 201, statusText: 'Created', text: '{"message":"ok"}' });
    const got = seen.at(-1)!;
    expect(got.method).toBe('POST');
    expect(got.headers['idempotency-key']).toBe('k1');
    expect(got.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(got.body.toString('utf8')).toBe(body);
  });

  it('answers a refusal as an answer, not a failure', async () => {
    const answer = await callServer(`${base}/refuse`, 'PUT', {}, undefined, 5_000);
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.text)).toEqual({ message: 'Comanda fechada' });
  });

  it('sends a multipart form with its boundary, file and fields', async () => {
    const form = new FormData();
    form.append('description', 'Logo');
    form.append('file', new Blob([Buffer.from('PNGDATA')], { type: 'image/png' }), 'logo.png');
    await callServer(`${base}/upload`, 'POST', {}, form, 5_000);
    const got = seen.at(-1)!;
    const type = got.headers['content-type'] ?? '';
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const text = got.body.toString('utf8');
    expect(text).toContain('name="description"\r\n\r\nLogo');
    expect(text).toContain('filename="logo.png"');
    expect(text).toContain('PNGDATA');
    expect(got.headers['content-length']).toBe(String(got.body.length));
  });

  it('fails when nobody listens, and when no answer comes before the deadline', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(callServer(`http://127.0.0.1:${port}/orders`, 'POST', {}, '{}', 2_000)).rejects.toThrow();
    const started = Date.now();
    await expect(callServer(`${base}/slow`, 'POST', {}, '{}', 300)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails when the answer is cut off mid-body, instead of waiting for its end', async () => {
    const cut = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('{"mess');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    await new Promise<void>((resolve) => cut.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      await expect(callServer(`http://127.0.0.1:${(cut.address() as AddressInfo).port}/x`, 'POST', {}, '{}', 20_000)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      cut.closeAllConnections();
      await new Promise((resolve) => cut.close(resolve));
    }
  });

  it('speaks HTTPS to an https: server (the server of a real install)', async () => {
    const cert = makeTestCertificate();
    const secure = https.createServer({ pfx: Buffer.from(cert.pfx), passphrase: cert.password }, (req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"message":"ok"}'));
    });
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
    // the certificate is made on the spot, so no CA vouches for it: this test alone takes it unverified
    const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    try {
      const answer = await callServer(`https://127.0.0.1:${(secure.address() as AddressInfo).port}/orders`, 'POST', { 'Content-Type': 'application/json' }, '{}', 5_000);
      expect(answer).toEqual({ status: 201, statusText: 'Created', text: '{"message":"ok"}' });
    } finally {
      if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
      secure.closeAllConnections();
      await new Promise((resolve) => secure.close(resolve));
    }
  });
});
