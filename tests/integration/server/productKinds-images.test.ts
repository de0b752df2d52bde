// Images of a product and of its items over HTTP on PGlite: uploaded as multipart (grouped by type, 000 §5),
// stored by the server and served back byte for byte; a file that is not an image or is over the size limit is
// refused naming it, nothing stored; another business cannot upload, see or delete them; a repeated key replays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/server.js';
import { MAX_IMAGE_BYTES } from '../../../src-shared/domain/images.js';
import { demoId, login, newId, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let other: Client;
beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, other] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const product = demoId('product:coca-lata');
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < size; i++) bytes[i] = (i * 7) % 256;
  return bytes;
};
type Image = { id: string; type: string; fileName: string; contentType: string; size: number; url: string; data?: unknown };

async function upload(c: Client, path: string, files: { part: string; name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }[], key = newId()) {
  const form = new FormData();
  for (const f of files) form.append(f.part, new Blob([f.bytes], { type: f.type ?? 'image/png' }), f.name);
  const res = await fetch(server.url + c.b(path), { method: 'POST', headers: { authorization: `Bearer ${c.token}`, 'idempotency-key': key }, body: form });
  return { status: res.status, body: (await res.json()) as Image[] & { message?: string; issues?: { path: string }[] }, headers: res.headers };
}
const download = (c: Client, url: string) => fetch(server.url + c.b(url), { headers: { authorization: `Bearer ${c.token}` } });

describe('product images', () => {
  it('stores the images of a product by type and serves them back, byte for byte', async () => {
    const main = png(300);
    const key = newId();
    const res = await upload(manager, `products/${product}/images`, [
      { part: 'mainImages', name: 'coca.png', bytes: main },
      { part: 'coverImages', name: 'capa.png', bytes: png(100) },
    ], key);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.map((i) => [i.type, i.fileName, i.contentType, i.size])).toEqual([['main', 'coca.png', 'image/png', 300], ['cover', 'capa.png', 'image/png', 100]]);
    expect(res.body[0]!.data).toBeUndefined();
    const again = await upload(manager, `products/${product}/images`, [
      { part: 'mainImages', name: 'coca.png', bytes: main },
      { part: 'coverImages', name: 'capa.png', bytes: png(100) },
    ], key);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body.map((i) => i.id)).toEqual(res.body.map((i) => i.id));

    // Any terminal of the business sees it; another business does not.
    const got = await download(cashier, res.body[0]!.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(main);
    expect((await fetch(server.url + manager.b(res.body[0]!.url), { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(403);
    expect((await download(other, res.body[0]!.url)).status).toBe(404);
    expect((await upload(other, `products/${product}/images`, [{ part: 'mainImages', name: 'x.png', bytes: png() }])).status).toBe(404);
    expect((await upload(cashier, `products/${product}/images`, [{ part: 'mainImages', name: 'x.png', bytes: png() }])).status).toBe(403);

    const del = await manager.del<Image>(manager.b(`products/${product}/images/${res.body[0]!.id}`));
    expect(del.status).toBe(200);
    expect((await download(cashier, res.body[0]!.url)).status).toBe(404);
    expect((await manager.del(manager.b(`products/${product}/images/${res.body[0]!.id}`))).status).toBe(404);
  });

  it('refuses a file that is not an image, or one over the size limit, naming it, and stores none of the upload', async () => {
    const text = new TextEncoder().encode('isto não é uma imagem');
    const notImage = await upload(manager, `products/${product}/images`, [
      { part: 'mainImages', name: 'boa.png', bytes: png() },
      { part: 'coverImages', name: 'cardapio.png', bytes: text, type: 'image/png' },
    ]);
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe('cardapio.png não é uma imagem: envie PNG, JPEG, GIF ou WebP');
    expect(notImage.body.issues?.[0]?.path).toBe('images.1.image');
    const big = await upload(manager, `products/${product}/images`, [{ part: 'mainImages', name: 'enorme.png', bytes: png(MAX_IMAGE_BYTES + 1) }]);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('enorme.png passa de 2 MB: envie uma imagem menor');
  });

  it("keeps an item's images under the item", async () => {
    const pizza = demoId('product:pizza-grande');
    const sid = demoId('ps:pizza-grande:calabresa');
    const res = await upload(manager, `products/${pizza}/subproducts/${sid}/images`, [{ part: 'mainImages', name: 'calabresa.jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), type: 'image/jpeg' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body[0]).toMatchObject({ contentType: 'image/jpeg', url: `products/${pizza}/subproducts/${sid}/images/${res.body[0]!.id}` });
    expect((await download(cashier, res.body[0]!.url)).status).toBe(200);
    // Under another item or product it is not found.
    expect((await manager.del(manager.b(`products/${pizza}/subproducts/${demoId('ps:pizza-grande:margherita')}/images/${res.body[0]!.id}`))).status).toBe(404);
    expect((await upload(manager, `products/${demoId('product:coca-lata')}/subproducts/${sid}/images`, [{ part: 'mainImages', name: 'x.png', bytes: png() }])).status).toBe(404);
    expect((await manager.del(manager.b(`products/${pizza}/subproducts/${sid}/images/${res.body[0]!.id}`))).status).toBe(200);
  });
});
