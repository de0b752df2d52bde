// A product's photo queued in the outbox (issue 17): chosen with the server away, it is kept on the terminal's disk
// with its bytes (base64 in the log), survives a kill of the terminal, and once the server is back goes after its
// product, exactly once, through the product image call; the server serves the same bytes. A file that is not an
// image comes back refused and stays on the pending list with the server's Portuguese message. A real server and a
// real headless host (child processes), over the bridge as the renderer speaks it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID as B } from '../../../src-server/demo/ids.js';
import { filesFromWire, filesToWire, MAX_QUEUED_FILE_BYTES } from '../../../src-shared/bridge/files.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { productKinds, products } from '../../../src-shared/writes/index.js';
import { declared } from '../../support/declaredWrite.js';
import { GERENTE, gql, login } from './fixtures.js';
import { BridgeCallError, Peer } from './peer.js';
import { startSyncStack, type SyncStack } from './syncStack.js';

let stack: SyncStack;
let peer: Peer;
let token: string;

/** A PNG's signature and a few bytes: the server checks the signature, not the name. */
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 300 }, (_, i) => (i * 7) % 256)]);

function photo(productId: string, data: Uint8Array, fileName: string) {
  const body = filesToWire({ images: [{ type: 'main', image: { fileName, contentType: 'image/png', data } }] });
  return declared(productKinds.productImagesCreate, { productId }, body, { businessId: B, label: `Enviar a foto de ${fileName}` });
}

function product(id: string, name: string, code: string) {
  return declared(products.productsUniquesCreate, {}, { id, name, internalCode: code, price: 1200 }, { businessId: B, label: `Criar ${name}` });
}

async function imagesOf(productId: string): Promise<{ id: string; productId: string; url: string }[]> {
  const data = await gql<{ productImages: { id: string; productId: string; url: string }[] }>(
    stack.serverUrl,
    token,
    'query($b: ID!) { productImages(businessId: $b) { id productId url } }',
    { b: B },
  );
  return data.productImages.filter((i) => i.productId === productId);
}

beforeAll(async () => {
  stack = await startSyncStack({ terminals: 1 });
  peer = await Peer.connect(stack.terminals[0]!.url);
  await peer.call('session.login', GERENTE);
  token = await login(stack.serverUrl, GERENTE);
}, 120_000);

afterAll(async () => {
  peer?.close();
  await stack?.close();
});

describe('a photo in the outbox', () => {
  it('crosses the bridge as base64 and back byte for byte; a file too large to queue is refused in Portuguese', () => {
    const back = filesFromWire(filesToWire({ images: [{ type: 'main', image: { fileName: 'a.png', contentType: 'image/png', data: png } }] })) as {
      images: { image: { data: Uint8Array } }[];
    };
    expect([...back.images[0]!.image.data]).toEqual([...png]);
    const big = { fileName: 'enorme.png', contentType: 'image/png', data: new Uint8Array(MAX_QUEUED_FILE_BYTES + 1) };
    expect(() => filesToWire({ image: big })).toThrow('O arquivo enorme.png passa de 4 MB: escolha um arquivo menor');
  });

  it('kept through a kill of the terminal while the server is away, sent once after its product, the same bytes served', async () => {
    const id = newId();
    await stack.stopServer();
    await peer.until(async () => (await peer.call('connectivity.get', {})).online === false);
    await peer.call('sync.enqueue', product(id, 'Suco de caju', '4801'));
    const queued = photo(id, png, 'caju.png');
    expect((await peer.call('sync.enqueue', queued)).duplicate).toBe(false);

    // On disk with its bytes, before anything was sent; the pending list shows it without them.
    const log = readFileSync(path.join(stack.terminals[0]!.dir, 'outbox', 'outbox.log'), 'utf8');
    expect(log).toContain(Buffer.from(png).toString('base64'));
    const listed = (await peer.call('sync.list', { businessId: B })).entries.find((e) => e.callId === queued.write.callId);
    expect(listed).toMatchObject({ kind: 'productImagesCreate', state: 'pending', entityIds: [id] });
    expect(JSON.stringify(listed!.body)).not.toContain('base64');

    // A power cut, then the terminal and the server come back.
    peer.close();
    await stack.terminals[0]!.kill('SIGKILL');
    await stack.terminals[0]!.start();
    peer = await Peer.connect(stack.terminals[0]!.url);
    expect((await peer.call('sync.status', {})).waiting).toBe(2);
    // The renderer re-sends what it never saw confirmed: not a second photo.
    expect((await peer.call('sync.enqueue', queued)).duplicate).toBe(true);
    await stack.startServer();
    await peer.until(async () => (await peer.call('sync.status', {})).waiting === 0, 60_000);

    const images = await imagesOf(id);
    expect(images).toHaveLength(1);
    const served = await fetch(`${stack.serverUrl}/businesses/${B}/${images[0]!.url}`, { headers: { authorization: `Bearer ${token}`, role: 'business' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([...png]);
    const settled = peer.events.filter((e) => e.name === 'sync.settled').map((e) => e.payload as { callId: string; state: string });
    expect(settled.filter((s) => s.callId === queued.write.callId).map((s) => s.state)).toEqual(['done']);
   }, 120_000);

  it('a file that is not an image is refused by the server and stays on the pending list with its message', async () => {
    const id = newId();
    await peer.call('sync.enqueue', product(id, 'Suco de manga', '4802'));
    const text = new TextEncoder().encode('isto não é uma foto');
    const queued = photo(id, text, 'manga.png');
    await peer.call('sync.enqueue', queued);
    const refused = await peer.until(async () => (await peer.call('sync.list', { businessId: B })).entries.find((e) => e.state === 'refused'), 30_000);
    expect(refused).toMatchObject({ callId: queued.write.callId, kind: 'productImagesCreate', error: { status: 400 } });
    expect(refused.error!.message).toContain('manga.png');
    expect(await imagesOf(id)).toHaveLength(0);
   }, 90_000);

  it('a broken file on the bridge is refused before it is queued', async () => {
    const bad = declared(productKinds.productImagesCreate, { productId: newId() }, { images: [{ type: 'main', image: { $file: { fileName: 'x.png', contentType: 'image/png', base64: '%%%' } } }] }, { businessId: B });
    const err = await peer.call('sync.enqueue', bad).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BridgeCallError);
    expect((err as BridgeCallError).data).toMatchObject({ code: 'invalid_write', message: 'O arquivo x.png chegou corrompido ao terminal: escolha-o de novo' });
  });
});
