// 000 §5 / 001 §5: "Creating catalog categories requires a non-empty list; otherwise the error
// "Ao menos alguma categoria deve ser informada"."
import { apiMessages } from '../../i18n/api.js';
import { ClientRuleError } from '../core/errors.js';

export function requireCategories(body: { categories?: readonly unknown[] } | undefined): void {
  if (!body?.categories || body.categories.length === 0) throw new ClientRuleError(apiMessages.categoriesRequired);
}
