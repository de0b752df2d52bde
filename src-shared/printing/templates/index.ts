// Template name → document builder. Inputs are validated by each template's schema.
import type { ReceiptDocument } from '../document.js';
import { cashClosing } from './cashClosing.js';
import { cashMovement } from './cashMovement.js';
import { conference } from './conference.js';
import { danfeNfce } from './danfeNfce.js';
import { deliveryTicket } from './deliveryTicket.js';
import { kitchenTicket } from './kitchenTicket.js';
import { paymentReceipt } from './paymentReceipt.js';
import { testPage } from './testPage.js';
import type { TemplateName } from './schemas.js';

export * from './schemas.js';
export { cashClosing, cashMovement, conference, danfeNfce, deliveryTicket, kitchenTicket, paymentReceipt, testPage };

const BUILDERS: Record<TemplateName, (data: never) => ReceiptDocument> = {
  kitchenTicket,
  conference,
  paymentReceipt,
  cashClosing,
  cashMovement,
  deliveryTicket,
  danfeNfce,
  testPage,
};

/** Builds a template's document from its (unvalidated) data; throws a ZodError when the data does not fit. */
export function buildTemplate(name: TemplateName, data: unknown): ReceiptDocument {
  const build = BUILDERS[name] as (data: unknown) => ReceiptDocument;
  return build(data);
}
