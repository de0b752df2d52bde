// Validates a request part with a shared schema; 400 with field-level Portuguese messages otherwise.
import type { z } from 'zod';
import { fieldIssues, ptBRErrorMap, validationMessages } from '../../src-shared/i18n/validation.js';
import { badRequest } from './errors.js';

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {}, { error: ptBRErrorMap });
  if (result.success) return result.data;
  const issues = fieldIssues(result.error.issues);
  throw badRequest(validationMessages.summary(issues), issues);
}
