// The error rule of 000 §8: "Every failed call becomes a product error with a message and a status
// (default 500)", with the message precedence below, and 401 handed to a registered handler.
import { apiMessages } from '../../i18n/api.js';

export class ProductError extends Error {
  readonly status: number;
  constructor(message: string, status = 500, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProductError';
    this.status = status;
  }
}

/** "HTTP 401 on any call becomes an unauthorized error passed to the registered handler" (000 §8). */
export class UnauthorizedError extends ProductError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, 401, options);
    this.name = 'UnauthorizedError';
  }
}

/** A call refused on the client before anything is sent (context guards, client-side validations). */
export class ClientRuleError extends ProductError {
  constructor(message: string, status = 400) {
    super(message, status);
    this.name = 'ClientRuleError';
  }
}

/** What we know about a failure, whatever produced it (axios, graphql-request, our own code). */
export interface FailureFacts {
  status?: number;
  statusText?: string;
  /** The response body, parsed when it was JSON. */
  body?: unknown;
  graphQLErrors?: ReadonlyArray<{ message?: string }>;
  ownMessage?: string;
}

function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m.trim() !== '') return m;
  }
  return undefined;
}

/**
 * 000 §8 message precedence:
 * 1. the message in the server response;
 * 2. else the status followed by the status text;
 * 3. else the messages of the GraphQL error list, joined;
 * 4. else the error's own message;
 * 5. else "Um erro inesperado aconteceu".
 */
export function productErrorMessage(facts: FailureFacts): string {
  const fromServer = serverMessage(facts.body);
  if (fromServer) return fromServer;
  // A GraphQL answer with errors comes with 200 OK: the status line says nothing about the failure.
  if (facts.status && facts.status >= 400 && facts.statusText) return `${facts.status} ${facts.statusText}`;
  const gql = (facts.graphQLErrors ?? []).map((e) => e.message).filter((m): m is string => !!m);
  if (gql.length > 0) return gql.join(', ');
  if (facts.ownMessage) return facts.ownMessage;
  return apiMessages.unexpected;
}

export function productErrorFrom(facts: FailureFacts, cause?: unknown): ProductError {
  const message = productErrorMessage(facts);
  if (facts.status === 401) return new UnauthorizedError(message, { cause });
  return new ProductError(message, facts.status && facts.status >= 400 ? facts.status : 500, { cause });
}

/**
 * What a person is shown for any error: "Errors that are not product errors are logged and shown as
 * 'Um erro inesperado aconteceu'" (000 §8).
 */
export function messageForUser(error: unknown, log: (error: unknown) => void = (e) => console.error(e)): string {
  if (error instanceof ProductError) return error.message;
  log(error);
  return apiMessages.unexpected;
}
