// A product's photo goes to the server as a multipart upload answered at once (the server stores the bytes and
// checks they are an image). A photo chosen in "Novo produto" is sent right after the product: the outbox keeps JSON
// bodies only (src-main/sync: its replayer could send multipart parts, but nothing queues files), so the file
// waits here, in this window, until the terminal is online and the product's create has reached the server (the
// upload answers 404 until then). The editor says so when offline; the file is kept while the PDV stays open.
import { ProductError } from '../../src-shared/api/core/errors.js';
import { menuKindMessages } from '../../src-shared/i18n/menuKinds.js';
import { useShell, type ShellState } from '../store/shell.js';
import { toast } from '../ui/toast.js';
import { serverApi } from './serverApi.js';

const t = menuKindMessages.image;
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** Sends the file as the product's main photo; throws the server's refusal (its Portuguese message). */
export async function uploadPhoto(productId: string, file: File): Promise<void> {
  const data = new Uint8Array(await file.arrayBuffer());
  await serverApi().productChildren.productImagesCreate({
    params: { productId },
    body: { images: [{ type: 'main', image: { fileName: file.name, contentType: file.type || 'application/octet-stream', data } }] },
  });
}

export const isOnline = (s: ShellState = useShell.getState()) => s.hostLinked && s.connectivity?.online === true;

function untilOnline(): Promise<void> {
  if (isOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useShell.subscribe((s) => {
      if (!isOnline(s)) return;
      stop();
      resolve();
    });
  });
}

/** Not yet (the product still in the outbox, the server away): try again; a refusal of the file is final. */
const notYet = (err: unknown) => !(err instanceof ProductError) || err.status === 404 || err.status === 0 || err.status >= 500;

/** Sends the photo of a product just created once it can; says in a toast when it went or why it was refused. */
export function sendPhotoWhenReady(productId: string, productName: string, file: File, onSent: () => void): void {
  void (async () => {
    for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, LAST_RETRY_MS)) {
      await untilOnline();
      try {
        await uploadPhoto(productId, file);
        toast(t.sent(productName), 'success');
        onSent();
        return;
      } catch (err) {
        if (!notYet(err)) {
          toast(t.refused(productName, err instanceof Error ? err.message : String(err)), 'error');
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
}
