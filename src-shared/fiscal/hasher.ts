// src-shared has no Node crypto: the platform passes its SHA-1 in (node:crypto in main and server).
export interface FiscalHasher {
  /** SHA-1 of the UTF-8 text, hex. */
  sha1Hex(text: string): string;
  /** SHA-1 of the UTF-8 text, base64. */
  sha1Base64(text: string): string;
}
