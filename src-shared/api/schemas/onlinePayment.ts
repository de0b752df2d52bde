// Online payment bodies (002 §7 Online payment: "Payload shapes not shown"; our reading, one place): the owner is
// the legal person the provider onboards (CNPJ, legal name, contact) and the person answering for it (name, CPF,
// birth date); a document is one KYC file with its type; a bank account is Brazilian (bank code, agência, conta,
// its holder); a card is sent once to be tokenized by the provider (the number is never kept); the split rule gives
// the platform's and the partner's shares in basis points (the business keeps the rest); cancel-order names the
// order whose online payment is refunded; the report takes a period and a format. The store's order
// (POST /link-vendas/{businessId}/orders) is the counter's order input plus how it is paid: online with a kept card,
// or on delivery; its prices are always the catalogue's (the product lines carry no price).
import { z } from 'zod';
import { DELIVERY_MODES } from '../enums.js';
import { onlinePaymentMessages as m } from '../../i18n/onlinePayment.js';
import { file, id } from './common.js';
import { orderProductInput } from './orderProducts.js';

const digits = (n: number | [number, number], message: string) =>
  z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(typeof n === 'number' ? z.string().length(n, message) : z.string().min(n[0], message).max(n[1], message));
const text = (max = 120) => z.string().trim().min(1).max(max);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data no formato AAAA-MM-DD');

export const onlinePaymentOwnerSave = z.object({
  document: digits(14, m.fields.document),
  legalName: text(),
  tradeName: text().nullish(),
  /** the merchant category code the provider files the business under */
  mcc: z.string().regex(/^\d{4}$/, 'MCC com 4 dígitos').nullish(),
  email: z.email('E-mail inválido'),
  phone: digits([10, 11], 'Telefone com DDD (10 ou 11 dígitos)'),
  ownerName: text(),
  ownerDocument: digits(11, m.fields.cpf),
  ownerBirthDate: day.nullish(),
  address: z.looseObject({}).nullish(),
});
export type OnlinePaymentOwnerSave = z.infer<typeof onlinePaymentOwnerSave>;

export const ONLINE_PAYMENT_DOCUMENT_TYPES = ['socialContract', 'cnpjCard', 'ownerId', 'proofOfAddress', 'other'] as const;
export const onlinePaymentDocumentUpload = z.object({ type: z.enum(ONLINE_PAYMENT_DOCUMENT_TYPES), file });

export const onlinePaymentBankAccountSave = z.object({
  id: id.optional(),
  bankCode: digits(3, m.fields.bankCode),
  agency: digits([1, 5], m.fields.agency),
  account: digits([1, 12], m.fields.account),
  accountDigit: z.string().trim().max(2).nullish(),
  accountType: z.enum(['checking', 'savings']).default('checking'),
  holderName: text(),
  holderDocument: digits([11, 14], 'CPF ou CNPJ do titular'),
});
export type OnlinePaymentBankAccountSave = z.infer<typeof onlinePaymentBankAccountSave>;

/** A card as typed by its holder: sent to the provider to be tokenized, never stored. */
export const onlinePaymentCardData = z.object({
  number: digits([13, 19], m.fields.cardNumber),
  holderName: text(),
  expMonth: z.int().min(1).max(12),
  expYear: z.int().min(2000).max(2100),
  cvv: z.string().regex(/^\d{3,4}$/, m.fields.cvv),
});
export const onlinePaymentCardCreate = onlinePaymentCardData.extend({ id: id.optional() });

export const onlinePaymentCancelOrder = z.object({ orderId: id, reason: z.string().trim().max(300).nullish() });
export const onlinePaymentReport = z.object({ from: day, to: day, format: z.enum(['pdf', 'excel']).default('pdf') });
export const onlinePaymentSplitRuleSync = z
  .object({ id: id.optional(), platformBps: z.int().min(0).max(10_000), partnerBps: z.int().min(0).max(10_000) })
  .refine((v) => v.platformBps + v.partnerBps <= 10_000, { message: m.conflict.splitTooLarge, path: ['partnerBps'] });

/** The store's order: where it goes (a delivery address, or the table of the token header) and how it is paid. */
export const linkVendasOrderCreate = z.object({
  id: id.optional(),
  deliveryMode: z.enum(DELIVERY_MODES).default('delivery'),
  entityAddressId: id.nullish(),
  deliveryMethodId: id.nullish(),
  message: z.string().trim().max(500).nullish(),
  products: z.array(orderProductInput).min(1).max(200),
  payment: z.discriminatedUnion('method', [z.object({ method: z.literal('online'), cardId: id }), z.object({ method: z.literal('onDelivery') })]),
});
export type LinkVendasOrderCreate = z.infer<typeof linkVendasOrderCreate>;
