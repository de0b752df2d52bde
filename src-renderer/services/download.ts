// A file the server answered (a report, an order's resume) handed to the browser's (Electron's) download.
import type { BinaryAnswer } from '../../src-shared/api/core/descriptor.js';

/** Hands the file to the browser's (Electron's) download, under the name the server gave it. */
export function saveFile(file: BinaryAnswer, fallbackName: string): string {
  const name = file.fileName ?? fallbackName;
  const url = URL.createObjectURL(new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.contentType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
