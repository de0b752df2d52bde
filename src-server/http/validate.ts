// Validates a request part with a shared schema; 400 with field-level Portuguese messages otherwise.
import { z } from 'zod';
import { fieldIssues, ptBRErrorMap, validationMessages } from '../../src-shared/i18n/validation.js';
import { badRequest, HttpError } from './errors.js';

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {}, { error: ptBRErrorMap });
  if (result.success) return result.data;
  const issues = fieldIssues(result.error.issues);
  throw badRequest(validationMessages.summary(issues), issues);
}

/**
 * The refusal of a client id already used (by any business, or by this one with other content): exactly the answer
 * to a malformed id, made by the same validation, so a create never tells that an id exists elsewhere.
 */
export function idRefused(): HttpError {
  try {
    parse(z.object({ id: z.uuid() }), { id: '' });
  } catch (err) {
    if (err instanceof HttpError) return err;
  }
  throw new Error('a malformed id passed validation');
}
