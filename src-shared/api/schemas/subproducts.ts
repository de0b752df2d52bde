// Request schemas of subproducts (001 §3 "Subproduct: id, images, productSubproductId, controlStock", §7.3).
import { z } from 'zod';
import { id, images } from './common.js';

export const subproduct = z.looseObject({
  id: id.optional(), images: images.optional(), productSubproductId: id.nullish(), controlStock: z.boolean().optional(),
});
export const subproductImages = z.looseObject({ images });
/** "Subproduct tree: id, subproductParentId, subproductId". */
export const subproductTree = z.looseObject({ id: id.optional(), subproductParentId: id, subproductId: id });
