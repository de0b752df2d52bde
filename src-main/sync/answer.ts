// What the server's answer means to the outbox, and the message a person reads when it refuses
// (000 §8: the server's message, else status and status text, else the default).
import { syncMessages } from '../../src-shared/i18n/sync.js';

export type Verdict = 'done' | 'refused' | 'retry' | 'unauthorized';

export function classify(status: number): Verdict {
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'unauthorized';
  // Timeouts and rate limits are the server asking to come back later, not refusing the change.
  if (status === 408 || status === 425 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'refused';
  return 'retry';
}

export function refusalMessage(status: number, statusText: string, body: unknown): string {
  if (body && typeof body === 'object') {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (status && statusText) return `${status} ${statusText}`;
  if (status) return String(status);
  return syncMessages.unexpected;
}

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
