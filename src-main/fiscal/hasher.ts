// The SHA-1 the shared fiscal builders need (QR hash, hashCSRT), from Node's crypto.
import { createHash } from 'node:crypto';
import type { FiscalHasher } from '../../src-shared/fiscal/hasher.js';

export const nodeHasher: FiscalHasher = {
  sha1Hex: (text) => createHash('sha1').update(text, 'utf8').digest('hex'),
  sha1Base64: (text) => createHash('sha1').update(text, 'utf8').digest('base64'),
};
