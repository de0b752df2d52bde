// What the server's answer means to the outbox, and the message a person reads when it refuses
// (000 §8: the server's message, else status and status text, else the default; productErrorMessage).
// A validation refusal is read from its field issues, with the fields in words ("Valor contado", not "counted.<id>").
import { productErrorMessage } from '../../src-shared/api/core/errors.js';
import { validationMessages, type FieldIssue } from '../../src-shared/i18n/validation.js';

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
  const issues = fieldIssuesOf(body);
  if (issues.length > 0) return validationMessages.summary(issues);
  return productErrorMessage({ status, statusText, body });
}

function fieldIssuesOf(body: unknown): FieldIssue[] {
  const issues = body && typeof body === 'object' ? (body as { issues?: unknown }).issues : undefined;
  if (!Array.isArray(issues)) return [];
  return issues.filter((i): i is FieldIssue => !!i && typeof (i as FieldIssue).path === 'string' && typeof (i as FieldIssue).message === 'string');
}

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
