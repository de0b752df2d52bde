// Ranges of NFC-e (65) and NF-e (55) numbers voided at SEFAZ (inutilização, src-shared/fiscal/voiding.ts): each one a terminal signed
// and the server relayed, with the signed request and SEFAZ's answer (the accountant's procInutNFe).
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cursorIndex, mirrored } from '../columns.js';

export const nfceVoidings = pgTable(
  'nfce_voidings',
  {
    ...mirrored(),
    cnpj: text('cnpj').notNull(),
    /** two digits, the year the numbers belong to (ano of inutNFe) */
    year: text('year').notNull(),
    model: text('model').notNull().default('65'),
    series: integer('series').notNull(),
    firstNumber: integer('first_number').notNull(),
    lastNumber: integer('last_number').notNull(),
    justification: text('justification').notNull(),
    cStat: integer('c_stat').notNull(),
    reason: text('reason').notNull(),
    /** SEFAZ's protocol; null when the range was found already voided (563) */
    protocol: text('protocol'),
    /** the signed <inutNFe> */
    xml: text('xml').notNull(),
    /** SEFAZ's <retInutNFe> */
    answerXml: text('answer_xml'),
  },
  (t) => [
    cursorIndex('nfce_voidings')(t),
    // Each model numbers its series apart: the same range of an NF-e series and of an NFC-e series are two voidings.
    uniqueIndex('nfce_voidings_range_idx').on(t.businessId, t.cnpj, t.year, t.model, t.series, t.firstNumber, t.lastNumber),
    index('nfce_voidings_series_idx').on(t.businessId, t.series, t.firstNumber),
  ],
);
