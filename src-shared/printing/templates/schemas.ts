// Template inputs: plain data objects, validated where they cross the bridge. Money in integer centavos,
// times as ISO strings (printed in America/Sao_Paulo), quantities as counts or thousandths for weighed items.
import { z } from 'zod';
import { paymentExtraKeys, type PaymentExtra } from '../../domain/paymentExtras.js';

const cents = z.number().int();
/** A payment's extras on paper, 0 when not given. */
const extraCents = Object.fromEntries(paymentExtraKeys.map((k) => [k, cents.default(0)])) as Record<PaymentExtra, z.ZodDefault<typeof cents>>;
const iso = z.string().min(1);
/** The business's time zone the times print in (America/Manaus…); America/Sao_Paulo when absent. */
const timeZone = z.string().min(1).optional();

export const KitchenTicketData = z.object({
  timeZone,
  /** 'kitchen' or 'bar': only the heading changes. */
  destination: z.enum(['kitchen', 'bar']).default('kitchen'),
  /** The kitchen or bar's name ("Cozinha", "Bar da piscina"). */
  stationName: z.string(),
  orderNumber: z.union([z.string(), z.number()]).optional(),
  /** Free heading printed large when there is no table or order pad number ("Balcão", "Mesa 12"). */
  heading: z.string().optional(),
  table: z.string().optional(),
  orderPad: z.string().optional(),
  waiter: z.string().optional(),
  customerName: z.string().optional(),
  firedAt: iso,
  items: z.array(
    z.object({
      quantity: z.number(),
      unit: z.enum(['un', 'kg']).optional(),
      name: z.string(),
      compositions: z.array(z.object({ name: z.string(), quantity: z.number().optional() })).default([]),
      notes: z.string().optional(),
    }),
  ),
  notes: z.string().optional(),
  reprint: z.boolean().default(false),
});
export type KitchenTicketData = z.input<typeof KitchenTicketData>;

const BillItem = z.object({
  quantity: z.number(),
  unit: z.enum(['un', 'kg']).optional(),
  name: z.string(),
  unitPrice: cents,
  total: cents,
});

export const ConferenceData = z.object({
  timeZone,
  businessName: z.string(),
  table: z.string().optional(),
  orderPad: z.string().optional(),
  waiter: z.string().optional(),
  openedAt: iso,
  printedAt: iso,
  items: z.array(BillItem),
  subtotal: cents,
  /** The service fee ("10% do garçom"), already computed by the domain rules. */
  serviceFeePercent: z.number().optional(),
  serviceFee: cents.default(0),
  discount: cents.default(0),
  total: cents,
  /** Occupants to split by; 0 or 1 prints no split. */
  occupants: z.number().int().min(0).default(0),
});
export type ConferenceData = z.input<typeof ConferenceData>;

export const PaymentReceiptData = z.object({
  timeZone,
  businessName: z.string(),
  reference: z.string(),
  paidAt: iso,
  operator: z.string().optional(),
  total: cents,
  /** with each payment's extras (paymentExtras.ts), printed apart from what it paid of the bill */
  payments: z.array(z.object({ method: z.string(), amount: cents, ...extraCents, detail: z.string().optional() })),
  change: cents.default(0),
});
export type PaymentReceiptData = z.input<typeof PaymentReceiptData>;

export const CashClosingData = z.object({
  timeZone,
  businessName: z.string(),
  terminal: z.string(),
  operator: z.string(),
  openedAt: iso,
  closedAt: iso,
  openingBalance: cents,
  supplies: cents.default(0),
  bleedings: cents.default(0),
  methods: z.array(z.object({ method: z.string(), expected: cents, counted: cents })),
  salesCount: z.number().int().default(0),
  cancelledCount: z.number().int().default(0),
  notes: z.string().optional(),
});
export type CashClosingData = z.input<typeof CashClosingData>;

export const CashMovementData = z.object({
  timeZone,
  kind: z.enum(['supply', 'bleeding']),
  businessName: z.string(),
  terminal: z.string(),
  operator: z.string(),
  at: iso,
  amount: cents,
  reason: z.string().optional(),
});
export type CashMovementData = z.input<typeof CashMovementData>;

export const DeliveryTicketData = z.object({
  timeZone,
  businessName: z.string(),
  orderNumber: z.union([z.string(), z.number()]),
  createdAt: iso,
  customer: z.object({ name: z.string(), phone: z.string().optional() }),
  address: z.object({
    street: z.string(),
    number: z.string(),
    complement: z.string().optional(),
    neighborhood: z.string(),
    city: z.string(),
    reference: z.string().optional(),
    zipCode: z.string().optional(),
  }),
  items: z.array(BillItem.extend({ notes: z.string().optional() })),
  subtotal: cents,
  deliveryFee: cents.default(0),
  discount: cents.default(0),
  total: cents,
  paymentMethod: z.string(),
  /** Cash the customer will hand over, for the courier to bring change. */
  changeFor: cents.optional(),
  notes: z.string().optional(),
});
export type DeliveryTicketData = z.input<typeof DeliveryTicketData>;

export const DanfeNfceData = z.object({
  issuer: z.object({
    name: z.string(),
    tradeName: z.string().optional(),
    cnpj: z.string(),
    ie: z.string().optional(),
    address: z.string(),
  }),
  number: z.number().int(),
  series: z.number().int(),
  issuedAt: iso,
  items: z.array(
    z.object({
      code: z.string(),
      description: z.string(),
      quantity: z.number(),
      /** The quantity as the NFC-e module wrote it ("1,5" for 1 500 thousandths); printed instead of `quantity`. */
      quantityText: z.string().optional(),
      unit: z.string(),
      unitPrice: cents,
      total: cents,
    }),
  ),
  totals: z.object({ items: cents, discount: cents.default(0), surcharge: cents.default(0), total: cents }),
  payments: z.array(z.object({ method: z.string(), amount: cents })),
  change: cents.default(0),
  /** Approximate taxes (Lei 12.741/2012), when known. */
  approximateTaxes: cents.optional(),
  accessKey: z.string(),
  /** The full QR code payload (URL with parameters), built by the NFC-e module. */
  qrPayload: z.string(),
  /** The state's consultation URL printed above the key. */
  consultUrl: z.string(),
  protocol: z.object({ number: z.string(), at: iso }).optional(),
  contingency: z.boolean().default(false),
  environment: z.enum(['production', 'homologation']).default('production'),
  consumer: z
    .object({
      document: z.string(),
      documentType: z.enum(['CPF', 'CNPJ', 'Id. Estrangeiro']).optional(),
      name: z.string().optional(),
      /** The delivery address of a home delivery (dest/enderDest). */
      address: z.string().optional(),
    })
    .optional(),
  /** Which copy this is: in contingency the consumer's and the establishment's (kept until authorized). */
  copy: z.enum(['consumer', 'establishment']).optional(),
  /** The business's time zone: the emission and protocol times print as its local time. */
  timeZone: z.string().default('America/Sao_Paulo'),
  /** Informações complementares (infCpl): table, comanda, waiter. */
  additionalInfo: z.string().optional(),
});
export type DanfeNfceData = z.input<typeof DanfeNfceData>;

export const TestPageData = z.object({
  timeZone,
  printerName: z.string().default('Impressora'),
  model: z.string(),
  size: z.string(),
  at: iso,
});
export type TestPageData = z.input<typeof TestPageData>;

export const TEMPLATE_SCHEMAS = {
  kitchenTicket: KitchenTicketData,
  conference: ConferenceData,
  paymentReceipt: PaymentReceiptData,
  cashClosing: CashClosingData,
  cashMovement: CashMovementData,
  deliveryTicket: DeliveryTicketData,
  danfeNfce: DanfeNfceData,
  testPage: TestPageData,
} as const;
export type TemplateName = keyof typeof TEMPLATE_SCHEMAS;
export const TEMPLATE_NAMES = Object.keys(TEMPLATE_SCHEMAS) as TemplateName[];
