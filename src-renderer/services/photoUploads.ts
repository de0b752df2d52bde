// A product's photo goes to the server as a multipart upload (the server stores the bytes and checks they are an
// image). In the editor of a product the server has, online, it is sent at once and the answer shown there
// (uploadPhoto). A photo chosen in "Novo produto", or while the server is away, is a write in the outbox like any
// other (queuePhoto): kept on disk with its bytes, so closing the PDV loses nothing; it goes after the product's
// own writes (they share the product's id), exactly once (its Idempotency-Key); a refusal (not an image, too large)
// stays on the pending screen with the server's message.
import type { Settled } from '../../src-shared/bridge/areas/sync.js';
import { menuKindMessages } from '../../src-shared/i18n/menuKinds.js';
import { productKinds } from '../../src-shared/writes/index.js';
import { useShell, type ShellState } from '../store/shell.js';
import { toast } from '../ui/toast.js';
import { bridge } from './bridge.js';
import { serverApi } from './serverApi.js';
import { write } from './write.js';

const t = menuKindMessages.image;

async function mainImage(file: File) {
  const data = new Uint8Array(await file.arrayBuffer());
  return { images: [{ type: 'main' as const, image: { fileName: file.name, contentType: file.type || 'application/octet-stream', data } }] };
}

/** Sends the file as the product's main photo now; throws the server's refusal (its Portuguese message). */
export async function uploadPhoto(productId: string, file: File): Promise<void> {
  await serverApi().productChildren.productImagesCreate({ params: { productId }, body: await mainImage(file) });
}

export const isOnline = (s: ShellState = useShell.getState()) => s.hostLinked && s.connectivity?.online === true;

/** Photos queued from this window, by call id: their product's name for the toast when they reach the server. */
const queued = new Map<string, string>();

/** Queues the file as the product's main photo; resolves once the outbox has it on disk. */
export async function queuePhoto(productId: string, productName: string, file: File): Promise<void> {
  const callId = await write(productKinds.productImagesCreate, { params: { productId }, body: await mainImage(file) }, { name: productName });
  queued.set(callId, productName);
}

/**
 * Calls `onArrived` each time a queued photo reaches the server (whoever queued it, even before a restart), so the
 * list reads its pictures again. A refusal is told by write() with the way to the pending screen.
 */
export function onPhotoArrived(onArrived: () => void): () => void {
  return bridge().on('sync.settled', (settled: Settled) => {
    if (settled.kind !== productKinds.productImagesCreate.id) return;
    const name = queued.get(settled.callId);
    queued.delete(settled.callId);
    if (settled.state !== 'done') return;
    if (name !== undefined) toast(t.sent(name), 'success');
    onArrived();
  });
}
