// The fiscal data an NFC-e needs from the business, its products and the paid sale. Schemas are shared by the
// bridge (validated on the main side) and by whoever stores them (the server's fiscal-config, later).
import { z } from 'zod';
import { UFS } from './states.js';
import { isValidCnpj } from './documents.js';
import { PAPER_SIZES, PRINTER_MODELS } from '../printing/models.js';

const digits = (n: number) => z.string().regex(new RegExp(`^[0-9]{${n}}$`), `deve ter ${n} dígitos`);
const centavos = z.number().int();

export const FiscalAddress = z.object({
  street: z.string().min(2).max(60),
  number: z.string().min(1).max(60),
  complement: z.string().max(60).optional(),
  district: z.string().min(2).max(60),
  /** IBGE city code, 7 digits. */
  cityCode: digits(7),
  cityName: z.string().min(2).max(60),
  uf: z.enum(UFS as [string, ...string[]]),
  cep: digits(8).optional(),
  phone: z.string().regex(/^[0-9]{6,14}$/).optional(),
});
export type FiscalAddress = z.infer<typeof FiscalAddress>;

export const BusinessFiscalConfig = z.object({
  /** 14 positions; the first 12 may be letters from July 2026 (CNPJ alfanumérico). */
  cnpj: z.string().regex(/^[0-9A-Z]{12}[0-9]{2}$/, 'CNPJ inválido').refine(isValidCnpj, 'CNPJ inválido: confira os dígitos'),
  ie: z.string().regex(/^([0-9]{2,14}|ISENTO)$/, 'Inscrição estadual inválida'),
  /** CRT: 1 Simples Nacional, 2 Simples excesso de sublimite, 3 Regime Normal, 4 MEI. */
  crt: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  legalName: z.string().min(2).max(60),
  tradeName: z.string().min(1).max(60).optional(),
  address: FiscalAddress,
  environment: z.enum(['production', 'homologation']),
  /** CSC (código de segurança do contribuinte) for the QR code v2. */
  csc: z.object({ id: z.string().regex(/^[0-9]{1,6}$/), token: z.string().min(16).max(36) }),
  /** Overrides of the state's QR / consulta URLs (ENCAT's list changes). */
  urls: z.object({ qrCode: z.string().url().optional(), urlChave: z.string().min(21).max(85).optional() }).optional(),
  natOp: z.string().min(1).max(60).default('VENDA'),
  timeZone: z.string().default('America/Sao_Paulo'),
  /** Responsável técnico (NT 2018.005): the software house. */
  respTec: z
    .object({
      cnpj: digits(14),
      contact: z.string().min(2).max(60),
      email: z.string().min(6).max(60),
      phone: z.string().regex(/^[0-9]{6,14}$/),
      csrtId: z.string().regex(/^[0-9]{2}$/).optional(),
      csrt: z.string().optional(),
    })
    .optional(),
});
export type BusinessFiscalConfig = z.input<typeof BusinessFiscalConfig>;
export type BusinessFiscalConfigParsed = z.output<typeof BusinessFiscalConfig>;

/** Tax treatment of one product (its "product fiscal config"). Rates in basis points (1800 = 18 %). */
export const ProductFiscalConfig = z.object({
  ncm: z.string().regex(/^([0-9]{2}|[0-9]{8})$/, 'NCM inválido'),
  cfop: digits(4),
  cest: digits(7).optional(),
  /** Origem da mercadoria, 0-8. */
  origin: z.number().int().min(0).max(8).default(0),
  /** Regime Normal (CRT 3): CST 00, 20, 40, 41, 50, 60. */
  icmsCst: z.enum(['00', '40', '41', '50', '60']).optional(),
  /** Simples Nacional (CRT 1, 2, 4): CSOSN 102, 103, 300, 400, 500. */
  csosn: z.enum(['102', '103', '300', '400', '500']).optional(),
  icmsRateBps: z.number().int().min(0).max(10000).default(0),
  pisCst: z.string().regex(/^[0-9]{2}$/).default('49'),
  pisRateBps: z.number().int().min(0).max(10000).default(0),
  cofinsCst: z.string().regex(/^[0-9]{2}$/).default('49'),
  cofinsRateBps: z.number().int().min(0).max(10000).default(0),
  /** Approximate tax burden (Lei 12.741/2012, IBPT table) to print "Tributos totais incidentes". */
  approxTaxRateBps: z.number().int().min(0).max(10000).optional(),
});
export type ProductFiscalConfig = z.input<typeof ProductFiscalConfig>;

/**
 * Payment methods as the platform names its fixed identifiers (000 §4: money, credit card, debit card, pendency,
 * courtesy, meal voucher, bank check, online payment, transfer, bank slip, pix, pix machine, voucher, POS credit,
 * POS debit, order pad credit, others).
 */
export const PAYMENT_METHOD_KINDS = [
  'money', 'creditCard', 'debitCard', 'pendency', 'courtesy', 'mealVoucher', 'foodVoucher', 'bankCheck', 'onlinePayment',
  'transfer', 'bankSlip', 'pix', 'pixMachine', 'voucher', 'posCredit', 'posDebit', 'orderPadCredit', 'others',
] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export const SaleItem = z.object({
  /** Product code as the restaurant knows it (cProd). */
  code: z.string().min(1).max(60),
  name: z.string().min(1).max(120),
  gtin: z.string().regex(/^([0-9]{8}|[0-9]{12,14})$/).optional(),
  /** 'UN', 'KG'… (uCom). */
  unit: z.string().min(1).max(6).default('UN'),
  /** Integer thousandths: 1000 = 1 unit, 1500 = 1.5 kg. */
  quantity: z.number().int().positive(),
  unitPrice: centavos.positive(),
  fiscal: ProductFiscalConfig,
});
export type SaleItem = z.input<typeof SaleItem>;

export const SalePayment = z.object({
  method: z.enum(PAYMENT_METHOD_KINDS),
  amount: centavos.positive(),
  /** Free text for 'others' (xPag). */
  description: z.string().max(60).optional(),
});
export type SalePayment = z.input<typeof SalePayment>;

export const SaleConsumer = z.object({
  cpf: digits(11).optional(),
  cnpj: z.string().regex(/^[0-9A-Z]{12}[0-9]{2}$/).optional(),
  name: z.string().min(2).max(60).optional(),
  /** Where a delivery goes (dest/enderDest); required for home delivery (rejection 788). */
  address: FiscalAddress.optional(),
});
export type SaleConsumer = z.infer<typeof SaleConsumer>;

/** A paid order pad or order, as the NFC-e sees it. */
export const FiscalSale = z.object({
  /** The payment group / order this receipt covers (groupPaymentId). */
  groupPaymentId: z.string().min(1),
  items: z.array(SaleItem).min(1).max(990),
  /** Order-level discount, prorated over the items as vDesc. */
  discount: centavos.nonnegative().default(0),
  /** Service fee (the 10 % "garçom"), prorated over the items as vOutro. */
  serviceFee: centavos.nonnegative().default(0),
  /**
   * Delivery fee (taxa de entrega): part of what the customer pays, so part of vNF; prorated as vOutro with the
   * service fee (an NFC-e has no transport, modFrete 9, so no vFrete).
   */
  deliveryFee: centavos.nonnegative().default(0),
  payments: z.array(SalePayment).min(1).max(100),
  consumer: SaleConsumer.optional(),
  /** Free text for the consumer (infCpl): table, comanda, waiter… */
  note: z.string().max(1000).optional(),
  /** Home delivery (indPres 4) instead of at the counter (indPres 1). */
  delivery: z.boolean().default(false),
});
export type FiscalSale = z.input<typeof FiscalSale>;
export type FiscalSaleParsed = z.output<typeof FiscalSale>;

/** What one terminal needs to emit in contingency: the business's fiscal data, its series and its DANFE printer. */
export const FiscalTerminalConfig = z.object({
  business: BusinessFiscalConfig,
  /** The contingency series reserved for this terminal. */
  serie: z.number().int().min(0).max(999),
  /** Where numbering starts when this series was never used here. */
  firstNumber: z.number().int().min(1).default(1),
  /**
   * Normal emission (tpEmis 1): the SEFAZ NFC-e services this terminal sends to, and how long it waits for an
   * answer before it switches to contingency on its own. Without it every NFC-e is emitted in contingency.
   */
  online: z
    .object({
      /** Overrides the state's services (webServices.ts): the homologation simulator in tests and demos. */
      url: z.string().url().optional(),
      /** The state's waiting time for the authorization answer. */
      timeoutMs: z.number().int().min(100).max(60_000).default(5_000),
      /** After a failure, sales stay in contingency this long before online is tried again. */
      retryAfterMs: z.number().int().min(0).max(3_600_000).default(60_000),
    })
    .optional(),
  /**
   * The daily numbering check (voiding.ts): with `automatic` the numbers skipped are voided at SEFAZ on their own;
   * without it they are listed for the manager on the fiscal guardian.
   */
  voiding: z.object({ automatic: z.boolean().default(true) }).default({ automatic: true }),
  printer: z
    .object({
      model: z.enum(PRINTER_MODELS),
      size: z.enum(PAPER_SIZES),
      /** The printer the DANFE goes to; when absent, the terminal's printer with the 'cashier' role. */
      printerId: z.string().min(1).optional(),
    })
    .default({ model: 'ESC_POS', size: 'medium' }),
});
export type FiscalTerminalConfig = z.input<typeof FiscalTerminalConfig>;
