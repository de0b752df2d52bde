// The multipart conventions of 000 §5: "Files and nested objects are sent as multipart form data: arrays of
// files repeat under the same key; other arrays use a bracket suffix on the key. Image lists are grouped by
// image type into lists named after the type followed by "Images"."
import type { MultipartPart } from './descriptor.js';
import { isApiFile, type ApiFile, type Payload, type PayloadValue } from './json.js';

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

function filePart(name: string, file: ApiFile): MultipartPart {
  return { name, file: { fileName: file.fileName, contentType: file.contentType, base64: bytesToBase64(file.data) } };
}

function scalar(value: PayloadValue): string {
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An image list entry: `{ type: 'main' | 'cover', image: <file> }` (001 §3 "images (type, image)"). */
function isTypedImage(value: PayloadValue): value is { type: string; image: ApiFile } {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !isApiFile(value) &&
    typeof (value as { type?: unknown }).type === 'string' && isApiFile((value as { image?: unknown }).image)
  );
}

/** Turns a payload into the described list of parts, following 000 §5. */
export function toMultipartParts(payload: Payload): MultipartPart[] {
  const parts: MultipartPart[] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    if (isApiFile(value)) {
      parts.push(filePart(key, value));
    } else if (Array.isArray(value)) {
      if (value.length > 0 && value.every(isTypedImage)) {
        // Grouped by image type: { type: 'main' } → mainImages, { type: 'cover' } → coverImages.
        for (const entry of value) parts.push(filePart(`${entry.type}Images`, entry.image));
      } else if (value.length > 0 && value.every(isApiFile)) {
        // Arrays of files repeat under the same key.
        for (const file of value) parts.push(filePart(key, file));
      } else {
        // Other arrays take a bracket suffix.
        for (const item of value) parts.push({ name: `${key}[]`, value: scalar(item) });
      }
    } else {
      parts.push({ name: key, value: scalar(value) });
    }
  }
  return parts;
}

/** Builds the real FormData from described parts, at send time only. */
export function toFormData(parts: MultipartPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('file' in part) {
      const blob = new Blob([base64ToBytes(part.file.base64)], { type: part.file.contentType });
      form.append(part.name, blob, part.file.fileName);
    } else {
      form.append(part.name, part.value);
    }
  }
  return form;
}
