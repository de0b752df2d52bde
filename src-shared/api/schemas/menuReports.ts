// The filters of the menu's reports (001 §7.1 "products/cmv-report, products/fiscal-config-report: filters; binary
// result", §7.3 "subproducts/recipe-feedstock-report (binary)"). The documents do not name the filters; these are the
// menu list's own (category, type, term) and the file's format, as the services' reports take it.
import { z } from 'zod';
import { PRODUCT_TYPES } from '../enums.js';
import { uuid } from './common.js';

const format = z.enum(['pdf', 'excel']).default('pdf');
const term = z.string().trim().max(120).optional();

export const productReportFilters = z.looseObject({
  format,
  categoryId: uuid.optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
  /** part of the name, or the internal code or barcode */
  term,
  /** fiscal-config-report: only the products the NFC-e cannot describe by themselves (none or an unusable one) */
  onlyMissing: z.boolean().optional(),
});
export type ProductReportFilters = z.infer<typeof productReportFilters>;

export const recipeFeedstockFilters = z.looseObject({
  format,
  /** some recipes only (every live recipe when absent) */
  recipeIds: z.array(uuid).max(500).optional(),
  term,
});
export type RecipeFeedstockFilters = z.infer<typeof recipeFeedstockFilters>;

/** The body of a menu report: `{ filters }`, all of them optional. */
export const productReportBody = z.looseObject({ filters: productReportFilters.prefault({}) });
export const recipeFeedstockBody = z.looseObject({ filters: recipeFeedstockFilters.prefault({}) });
