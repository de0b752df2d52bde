// Files inside a declared write's body (a product's photo) on their way to the outbox. The browser transport is
// JSON, which has no bytes, so a file crosses the bridge as base64 (`{ $file: ... }`) and the main side turns it
// back into the typed client's file before it validates the body with the write's schema. The outbox then keeps it
// as the described multipart parts (base64 too), so the photo survives a restart like any other queued write.
import { isApiFile, type ApiFile } from '../api/core/json.js';
import { base64ToBytes, bytesToBase64 } from '../api/core/multipart.js';
import { syncMessages } from '../i18n/sync.js';

/**
 * The largest file a write may carry into the outbox: its base64 must fit the browser transport's frame (8 MB,
 * src-main/host/wsBridge.ts) and the server's multipart limit. The server's own limits (2 MB for a photo) are
 * smaller and refuse with the server's message; this one only keeps the queue sound.
 */
export const MAX_QUEUED_FILE_BYTES = 4 * 1024 * 1024;

interface WireFile {
  $file: { fileName: string; contentType: string; base64: string };
}

function isWireFile(value: unknown): value is WireFile {
  const f = (value as { $file?: unknown } | null)?.$file as Record<string, unknown> | undefined;
  return typeof f === 'object' && f !== null && typeof f.fileName === 'string' && typeof f.contentType === 'string' && typeof f.base64 === 'string';
}

/** Refuses a file too large to queue, in the words the manager reads. */
function checkSize(fileName: string, bytes: number): void {
  if (bytes > MAX_QUEUED_FILE_BYTES) throw new Error(syncMessages.fileTooLarge(fileName, MAX_QUEUED_FILE_BYTES / 1024 / 1024));
}

/** The body as the bridge carries it: every file as base64. Throws when a file is too large to queue. */
export function filesToWire(value: unknown): unknown {
  if (isApiFile(value)) {
    checkSize(value.fileName, value.data.byteLength);
    return { $file: { fileName: value.fileName, contentType: value.contentType, base64: bytesToBase64(value.data) } } satisfies WireFile;
  }
  if (Array.isArray(value)) return value.map(filesToWire);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filesToWire(v)]));
  return value;
}

/** The body as the write's schema reads it: every `{ $file }` back to a file. Throws on a broken or oversized one. */
export function filesFromWire(value: unknown): unknown {
  if (isWireFile(value)) {
    const { fileName, contentType, base64 } = value.$file;
    // The size before decoding: base64 takes 4 characters for 3 bytes.
    checkSize(fileName, Math.floor((base64.length * 3) / 4));
    let data: Uint8Array;
    try {
      data = base64ToBytes(base64);
    } catch {
      throw new Error(syncMessages.brokenFile(fileName));
    }
    return { fileName, contentType, data } satisfies ApiFile;
  }
  if (Array.isArray(value)) return value.map(filesFromWire);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filesFromWire(v)]));
  return value;
}
