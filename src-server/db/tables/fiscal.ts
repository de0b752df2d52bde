// Tables of the fiscal module (001 §7.8): the business's NCM and CEST codes, product fiscal configurations, the
// NFC-e its terminals emitted (kept by the server for the accountant's exports) and the NF-e model 55 documents,
// issued or imported from suppliers. Same shape as every business collection (business_id, change_seq, soft delete).
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

const mirrored = () => ({
  id: uuid('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
});

const cursorIndex = (name: string) => (t: { businessId: AnyPgColumn; changeSeq: AnyPgColumn }) => index(`${name}_cursor_idx`).on(t.businessId, t.changeSeq);

/** Nomenclatura Comum do Mercosul codes the business uses (8 digits). */
export const ncms = pgTable(
  'ncms',
  { ...mirrored(), code: text('code').notNull(), description: text('description').notNull() },
  (t) => [cursorIndex('ncms')(t), index('ncms_code_idx').on(t.businessId, t.code)],
);

/** Código Especificador da Substituição Tributária (7 digits), optionally tied to an NCM. */
export const cests = pgTable(
  'cests',
  { ...mirrored(), code: text('code').notNull(), description: text('description').notNull(), ncmCode: text('ncm_code') },
  (t) => [cursorIndex('cests')(t), index('cests_code_idx').on(t.businessId, t.code)],
);

/** One line of a note as read from its XML (det/prod): what nfceEntries and the SPED/SINTEGRA files list. */
export interface NoteItem {
  n: number;
  code: string;
  barcode: string | null;
  description: string;
  ncm: string;
  cfop: string;
  unit: string;
  /** thousandths */
  quantity: number;
  /** centavos */
  unitPrice: number;
  total: number;
  /** centavos of ICMS base and value (0 under Simples Nacional) */
  icmsBase: number;
  icmsValue: number;
  icmsRateBps: number;
  /** CST or CSOSN as written in the note */
  cst: string;
  /** the product matched on import (NF-e entrada) */
  productId?: string | null;
  matchedBy?: 'code' | 'barcode' | 'name' | null;
  /** the controlled insumo it names, found on import (its code or name): it enters the stock when processed */
  insumo?: { id: string; name: string } | null;
}

/** An NFC-e a terminal emitted (model 65): the signed XML, its SEFAZ answer, and what the exports read of it. */
export const nfces = pgTable(
  'nfces',
  {
    ...mirrored(),
    key: text('key').notNull(),
    groupPaymentId: text('group_payment_id').notNull(),
    model: text('model').notNull().default('65'),
    series: integer('series').notNull(),
    number: integer('number').notNull(),
    /** 1 normal, 9 offline contingency */
    tpEmis: integer('tp_emis').notNull(),
    /** pendente, autorizada, rejeitada, denegada, cancelada, inutilizar, inutilizada (src-shared/fiscal/tracking.ts) */
    status: text('status').notNull(),
    cStat: integer('c_stat'),
    reason: text('reason'),
    protocol: text('protocol'),
    issuedAt: ts('issued_at').notNull(),
    authorizedAt: ts('authorized_at'),
    /** centavos */
    total: integer('total').notNull(),
    icmsBase: integer('icms_base').notNull().default(0),
    icmsValue: integer('icms_value').notNull().default(0),
    consumerDocument: text('consumer_document'),
    items: jsonb('items').$type<NoteItem[]>().notNull(),
    xml: text('xml').notNull(),
    /** the <protNFe> SEFAZ answered, to write nfeProc */
    protNfe: text('prot_nfe'),
    cancelJustification: text('cancel_justification'),
    cancelProtocol: text('cancel_protocol'),
    canceledAt: ts('canceled_at'),
  },
  (t) => [cursorIndex('nfces')(t), uniqueIndex('nfces_key_idx').on(t.businessId, t.key), index('nfces_issued_idx').on(t.businessId, t.issuedAt), index('nfces_group_idx').on(t.businessId, t.groupPaymentId)],
);

/** An NF-e (model 55): a supplier's purchase note imported (direction 'entrada') and what was done with it. */
export const nfes = pgTable(
  'nfes',
  {
    ...mirrored(),
    /** entrada (imported from a supplier) or saida (issued) */
    direction: text('direction').notNull(),
    key: text('key').notNull(),
    series: integer('series').notNull(),
    number: integer('number').notNull(),
    issuedAt: ts('issued_at').notNull(),
    issuerDocument: text('issuer_document').notNull(),
    issuerName: text('issuer_name').notNull(),
    recipientDocument: text('recipient_document'),
    recipientName: text('recipient_name'),
    total: integer('total').notNull(),
    items: jsonb('items').$type<NoteItem[]>().notNull(),
    /** installments of the note's <cobr><dup>: what the payables would take (centavos, due date) */
    installments: jsonb('installments').$type<{ number: string; dueDate: string; amount: number }[]>().notNull().default([]),
    xml: text('xml').notNull(),
    /** imported, processed (items posted), canceled */
    status: text('status').notNull(),
    processedAt: ts('processed_at'),
    financialProcessed: boolean('financial_processed').notNull().default(false),
    financialProcessedAt: ts('financial_processed_at'),
    /** an issued note's sale: the comanda or the order it covers (nfeGenerate's groupPaymentId), for ordersToEmitNfe */
    groupPaymentId: text('group_payment_id'),
  },
  (t) => [cursorIndex('nfes')(t), uniqueIndex('nfes_key_idx').on(t.businessId, t.direction, t.key).where(sql`deleted_at is null`)],
);
