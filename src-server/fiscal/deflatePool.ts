// Deflates a zip's entries on worker threads, a page of entries per message, so the main thread reads the next page
// from the database (and serves other requests) while the XML of this one is compressed. Each entry is deflated by
// Node's native zlib in one synchronous call inside the worker (zlib's asynchronous call spent more CPU setting up
// its stream than deflating a ~10 kB note). The worker's code is evaluated from a string, so the bundled server
// needs no file beside it.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** One entry ready for the zip: its uncompressed size and CRC-32, and the raw deflate bytes. */
export interface DeflatedEntry {
  size: number;
  crc: number;
  data: Uint8Array<ArrayBuffer>;
}

const WORKER = `
const { parentPort } = require('node:worker_threads');
const { crc32, deflateRawSync } = require('node:zlib');
parentPort.on('message', ({ id, texts, level }) => {
  try {
    const out = [];
    const transfer = [];
    for (const text of texts) {
      const raw = Buffer.from(text);
      const data = deflateRawSync(raw, { level });
      // A buffer of its own (not a slice of zlib's pool), so it moves to the main thread without a copy.
      const own = new Uint8Array(data.length);
      own.set(data);
      out.push({ size: raw.length, crc: crc32(raw), data: own });
      transfer.push(own.buffer);
    }
    parentPort.postMessage({ id, out }, transfer);
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

export interface DeflatePool {
  /** The page's texts deflated at `level`, in their order. */
  deflate(texts: string[], level: number): Promise<DeflatedEntry[]>;
  close(): Promise<void>;
}

/** Threads for one export: the cores but one (the main thread reads the database meanwhile), at least one. */
export function deflateThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export function startDeflatePool(size = deflateThreads()): DeflatePool {
  const waiting = new Map<number, { resolve: (out: DeflatedEntry[]) => void; reject: (err: Error) => void }>();
  let seq = 0;
  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  const workers = Array.from({ length: size }, () => {
    const w = new Worker(WORKER, { eval: true });
    w.on('message', (m: { id: number; out?: DeflatedEntry[]; error?: string }) => {
      const job = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.error !== undefined) job?.reject(new Error(m.error));
      else job?.resolve(m.out!);
    });
    w.on('error', failAll);
    return w;
  });
  return {
    deflate(texts, level) {
      const id = ++seq;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        workers[id % workers.length]!.postMessage({ id, texts, level });
      });
    },
    async close() {
      failAll(new Error('exportação encerrada'));
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
