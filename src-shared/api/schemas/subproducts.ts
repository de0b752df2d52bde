// Request schemas of subproducts (001 §3 "Subproduct: id, images, productSubproductId, controlStock", §7.3): a
// subproduct (feedstock, recipe or nominal), its categories, feedstock categories and recipe trees, the fields the
// server keeps. Quantities in thousandths of the unit (1000 = 1 kg, 1 l or 1 unit).
import { z } from 'zod';
import { SUBPRODUCT_KINDS } from '../enums.js';
import { centavos, images, name, uuid } from './common.js';

const clientId = uuid.optional();
const position = z.int().min(0).max(100_000);
const code = z.string().trim().max(60);
const text = z.string().trim().max(500);

export const subproduct = z.object({
  id: clientId,
  name,
  kind: z.enum(SUBPRODUCT_KINDS),
  internalCode: code.nullish(),
  description: text.nullish(),
  controlStock: z.boolean().default(false),
  available: z.boolean().default(true),
  cost: centavos.default(0),
});
export const subproductUpdate = z.object({ name, kind: z.enum(SUBPRODUCT_KINDS), internalCode: code.nullable(), description: text.nullable(), controlStock: z.boolean(), available: z.boolean(), cost: centavos }).partial();
export const subproductImages = z.looseObject({ images });
/** "Subproduct tree: id, subproductParentId, subproductId": a line of the recipe `subproductParentId` (the path's subproduct). */
export const subproductTree = z.object({ id: clientId, subproductParentId: uuid, subproductId: uuid, quantity: z.int().min(1).max(100_000_000).default(1000) });
export const subproductTreeUpdate = z.object({ quantity: z.int().min(1).max(100_000_000) });
/** A subproduct category or a feedstock category. */
export const subproductCategory = z.object({ id: clientId, name, position: position.default(0) });
export const subproductCategoryUpdate = z.object({ name, position }).partial();
