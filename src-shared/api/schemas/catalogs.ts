// Request schemas of catalogs, categories and KDS (001 §3, §7.4).
import { z } from 'zod';
import { IMAGE_KINDS } from '../enums.js';
import { file, id } from './common.js';

/** One category linked to a catalog: "linked catalog categories (catalogId, catalogCategoryId)". */
export const catalogCategory = z.looseObject({ catalogId: id.optional(), catalogCategoryId: id });
/** Creating catalog categories takes a list; an empty one is refused on the client (rules/catalogCategories.ts). */
export const catalogCategoriesCreate = z.looseObject({ categories: z.array(catalogCategory) });
export const category = z.looseObject({ id: id.optional(), categoryId: id.nullish() });
/** "images (type, image)". */
export const categoryImage = z.looseObject({ type: z.enum(IMAGE_KINDS), image: file });
export const categoryIntegrator = z.looseObject({ businessIntegratorId: id });
/** "kds (with update-bulk/{firstKdsId}, body kdsIds)". */
export const kdsUpdateBulk = z.looseObject({ kdsIds: z.array(id).min(1) });
