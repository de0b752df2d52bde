// The logos a business uploads for its digital menu and online store (000 §7: "digital-menu (logo)", "link-vendas
// (multipart)"): the image's bytes, kept by the server and served back by id; the menu's or store's `logo` holds
// the address it is served at. Not mirrored: a terminal fetches the image when it shows it.
import { integer, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const businessLogos = pgTable(
  'business_logos',
  {
    id: uuid('id').primaryKey(),
    businessId: uuid('business_id').notNull(),
    fileName: text('file_name').notNull(),
    /** by the image's first bytes, never by the name or the declared type */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** the bytes, base64 */
    data: text('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('business_logos_business_idx').on(t.businessId)],
);
