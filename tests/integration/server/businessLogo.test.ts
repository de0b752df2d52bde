// The digital menu's and the online store's logo over HTTP on PGlite: a PNG or JPEG sent as multipart is kept and
// served back byte for byte; a file that is no image is a 400 naming `logo` in Portuguese, with nothing written;
// an address (https://) is still taken as is; another business's people cannot fetch it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { login, newId, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let other: Client;

beforeAll(async () => {
  server = await startTestServer();
  [manager, other] = await Promise.all([login(server.url, 'manager'), login(server.url, 'other')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const image = (signature: number[], size: number) => {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 13) % 256;
  bytes.set(signature);
  return bytes;
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

interface Config {
  id: string;
  slug: string;
  logo: string | null;
  message?: string;
  issues?: { path: string; message: string }[];
}

async function send(c: Client, method: 'POST' | 'PUT', path: string, fields: Record<string, string>, logo?: { name: string; bytes: Uint8Array<ArrayBuffer>; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (logo) form.append('logo', new Blob([logo.bytes], { type: logo.type }), logo.name);
  const res = await fetch(server.url + c.b(path), { method, headers: { authorization: `Bearer ${c.token}`, 'idempotency-key': newId() }, body: form });
  return { status: res.status, body: (await res.json()) as Config };
}
const fetchLogo = (c: Client, path: string) => fetch(server.url + path, { headers: { authorization: `Bearer ${c.token}` } });

describe('the digital menu logo', () => {
  let menuId: string;
  let firstLogo: string;

  it('a PNG sent as multipart is kept and served back, byte for byte, with its type', async () => {
    const bytes = image(PNG, 2048);
    const res = await send(manager, 'POST', 'digital-menu', { id: newId(), slug: 'cantina-da-nona' }, { name: 'logo.png', bytes, type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.slug).toBe('cantina-da-nona');
    expect(res.body.logo).toMatch(/^\/businesses\/[0-9a-f-]+\/logos\/[0-9a-f-]+$/);
    menuId = res.body.id;
    firstLogo = res.body.logo as string;
    const got = await fetchLogo(manager, firstLogo);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
  });

  it('a JPEG replaces it; the type comes from the bytes, not from what the browser declared', async () => {
    const bytes = image(JPEG, 1500);
    const res = await send(manager, 'PUT', `digital-menu/${menuId}`, {}, { name: 'logo-novo.jpg', bytes, type: 'application/octet-stream' });
    expect(res.status).toBe(200);
    expect(res.body.logo).not.toBe(firstLogo);
    const got = await fetchLogo(manager, res.body.logo as string);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
  });

  it('a file that is no image is a 400 naming the logo, in Portuguese; nothing changes', async () => {
    const before = await send(manager, 'PUT', `digital-menu/${menuId}`, {});
    const text = new TextEncoder().encode('isto não é uma imagem') as Uint8Array<ArrayBuffer>;
    const res = await send(manager, 'PUT', `digital-menu/${menuId}`, { slug: 'outro-nome' }, { name: 'cardapio.png', bytes: text, type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'logo', message: 'cardapio.png não é uma imagem: envie PNG, JPEG, GIF ou WebP' }]);
    const after = await send(manager, 'PUT', `digital-menu/${menuId}`, {});
    expect(after.body).toMatchObject({ slug: before.body.slug, logo: before.body.logo });
    const big = await send(manager, 'PUT', `digital-menu/${menuId}`, {}, { name: 'enorme.png', bytes: image(PNG, 3 * 1024 * 1024), type: 'image/png' });
    expect(big.status).toBe(400);
    expect(big.body.issues?.[0]).toMatchObject({ path: 'logo', message: expect.stringMatching(/passa de 2 MB/) });
  });

  it('an address is still taken as is; anything else is refused in Portuguese', async () => {
    const url = await send(manager, 'PUT', `digital-menu/${menuId}`, { logo: 'https://cdn.cantina.com.br/logo.png' });
    expect(url.status).toBe(200);
    expect(url.body.logo).toBe('https://cdn.cantina.com.br/logo.png');
    const bad = await manager.put<Config>(manager.b(`digital-menu/${menuId}`), { logo: 'ftp://x' }, newId());
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual({ path: 'logo', message: expect.stringMatching(/imagem do logotipo/) });
  });

  it("the online store's logo is kept the same way; another business cannot fetch either", async () => {
    const bytes = image(PNG, 512);
    const res = await send(manager, 'POST', 'link-vendas', { id: newId(), slug: 'loja-cantina' }, { name: 'loja.png', bytes, type: 'image/png' });
    expect(res.status).toBe(201);
    const got = await fetchLogo(manager, res.body.logo as string);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
    expect((await fetchLogo(other, res.body.logo as string)).status).toBe(403);
    expect((await fetchLogo(other, firstLogo)).status).toBe(403);
    expect((await fetchLogo(manager, manager.b(`logos/${newId()}`))).status).toBe(404);
  });
});
