// Request shapes of tables (POST/PUT/DELETE tables, POST tables/bulk).
import { z } from 'zod';
import { TABLE_KINDS } from '../enums.js';

const id = z.uuid();

export const tableCreate = z.object({
  /** client-made UUIDv7 */
  id: id.optional(),
  type: z.enum(TABLE_KINDS),
  name: z.string().trim().min(1).max(60),
  number: z.int().min(0).max(1_000_000).nullish(),
  token: z.string().max(200).nullish(),
  capacity: z.int().min(1).max(500).nullish(),
});
export type TableCreate = z.infer<typeof tableCreate>;

export const tableUpdate = tableCreate.omit({ id: true }).partial().extend({ id: id.optional() });
export type TableUpdate = z.infer<typeof tableUpdate>;

export const tablesBulk = z.object({ tables: z.array(tableCreate).min(1).max(500) });
export type TablesBulk = z.infer<typeof tablesBulk>;
