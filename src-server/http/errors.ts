// Errors a route throws to answer a person: always `{ message }`, plus field issues on 400.
import type { FieldIssue } from '../../src-shared/i18n/validation.js';
import { serverMessages } from '../../src-shared/i18n/server.js';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }

  get body(): { message: string; issues?: FieldIssue[] } {
    return this.issues ? { message: this.message, issues: this.issues } : { message: this.message };
  }
}

export const badRequest = (message: string, issues?: FieldIssue[]) => new HttpError(400, message, issues);
export const unauthorized = (message: string = serverMessages.auth.missingToken) => new HttpError(401, message);
export const forbidden = (message: string = serverMessages.auth.forbiddenBusiness) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Throws a 404 with the message unless the row is there. */
export function found<T>(row: T | undefined | null, message: string): T {
  if (row === undefined || row === null) throw notFound(message);
  return row;
}
