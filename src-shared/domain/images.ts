// What the menu accepts as a picture: PNG, JPEG or WebP, told by the file's first bytes (never by its name or
// the type the sender claims), up to MAX_IMAGE_BYTES. The server refuses the rest; a screen can check first.

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageFormat = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** The image format of these bytes, or null when they are no PNG, JPEG or WebP. */
export function imageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "RIFF", 4 bytes of size, "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
