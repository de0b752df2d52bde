// Request schemas of locations (002 §3, §7 Locations).
import { z } from 'zod';
import { id } from './common.js';

export const locationAddress = z.looseObject({ id: id.optional(), businessId: id.optional() });
export const city = z.looseObject({ id: id.optional(), stateId: id });
export const state = z.looseObject({ id: id.optional() });
export const neighborhood = z.looseObject({ id: id.optional(), cityId: id });
export const neighborhoodLimit = z.looseObject({ id: id.optional() });
export const neighborhoodIntegrator = z.looseObject({ businessIntegratorId: id, neighborhoodId: id });
/** "POST {scope}/locations/neighborhood-templates (body: template)". */
export const neighborhoodTemplate = z.looseObject({ template: z.looseObject({}) });
