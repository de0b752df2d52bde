// A request described without being sent: plain JSON, so the outbox can store it durably and replay it
// later through the same transport. Files travel as base64 inside the part list, never as a FormData.
import type { JsonValue } from './json.js';

/** Which of the separate base URLs a call goes to (000 §7: main API, report API, worker API, link API). */
export type ApiBase = 'main' | 'report' | 'worker' | 'link' | 'external';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; file: { fileName: string; contentType: string; base64: string } };

export interface RestRequestDescriptor {
  kind: 'rest';
  callId: string;
  base: ApiBase;
  method: HttpMethod;
  /** Fully resolved, with the context prefix and the query string. */
  path: string;
  headers: Record<string, string>;
  body: JsonValue | null;
  multipart?: MultipartPart[];
  binary?: boolean;
  timeoutMs?: number;
}

export interface GqlRequestDescriptor {
  kind: 'gql';
  callId: string;
  base: 'main';
  method: 'POST';
  path: '/graphql';
  headers: Record<string, string>;
  body: { query: string; variables: Record<string, JsonValue> };
  /** The root field the answer is read from. */
  field: string;
}

export type RequestDescriptor = RestRequestDescriptor | GqlRequestDescriptor;

/** A binary answer (reports and exports) with what the server said it is. */
export interface BinaryAnswer {
  data: Uint8Array;
  contentType: string;
  fileName?: string;
}
