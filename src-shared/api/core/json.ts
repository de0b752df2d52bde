// JSON values as they travel on the wire and in request descriptors.
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** A file to upload: bytes plus the name and type the server will see. */
export interface ApiFile {
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

/** What a payload may hold before it is serialised: JSON, files, and undefined for "not sent". */
export type PayloadValue = JsonPrimitive | undefined | ApiFile | PayloadValue[] | { [key: string]: PayloadValue };
export type Payload = { [key: string]: PayloadValue };

export function isApiFile(value: unknown): value is ApiFile {
  return (
    typeof value === 'object' && value !== null && (value as { data?: unknown }).data instanceof Uint8Array &&
    typeof (value as { fileName?: unknown }).fileName === 'string'
  );
}

/** Drops undefined (JSON has no such thing) and refuses files, which only travel as multipart. */
export function toJson(value: PayloadValue): JsonValue {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(toJson);
  if (isApiFile(value)) throw new TypeError(`file ${value.fileName} can only be sent as multipart`);
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toJson(v);
  return out;
}

export function containsFile(value: PayloadValue): boolean {
  if (isApiFile(value)) return true;
  if (Array.isArray(value)) return value.some(containsFile);
  if (value && typeof value === 'object') return Object.values(value).some(containsFile);
  return false;
}
