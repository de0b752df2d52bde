// 002 §5: "Creating credit card brands with an empty list is rejected on the client with the message
// 'Ao menos alguma bandeira deve ser informada'."
import { apiMessages } from '../../i18n/api.js';
import { ClientRuleError } from '../core/errors.js';

export function requireCardBrands(body: { creditCardBanners?: readonly unknown[] } | undefined): void {
  if (!body?.creditCardBanners || body.creditCardBanners.length === 0) throw new ClientRuleError(apiMessages.cardBrandsRequired);
}
