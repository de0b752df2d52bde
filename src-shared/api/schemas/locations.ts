// Request schemas of locations (002 §3, §7 Locations).
import { z } from 'zod';
import { locationsMessages as lm } from '../../i18n/locations.js';
import { id, uuid } from './common.js';

export const locationAddress = z.looseObject({ id: id.optional(), businessId: id.optional() });
export const city = z.looseObject({ id: id.optional(), stateId: id });
export const state = z.looseObject({ id: id.optional() });
export const neighborhood = z.looseObject({ id: id.optional(), cityId: id });
export const neighborhoodLimit = z.looseObject({ id: id.optional() });
export const neighborhoodIntegrator = z.looseObject({ businessIntegratorId: id, neighborhoodId: id });
/** "POST {scope}/locations/neighborhood-templates (body: template)". */
export const neighborhoodTemplate = z.looseObject({ template: z.looseObject({}) });

// ---------------------------------------------------------------- what the server stores (strict)

const cep = z.string().regex(/^\d{8}$/, lm.cepFormat);
const UF = /^[A-Z]{2}$/;

export const stateCreate = z.object({ id: uuid.optional(), name: z.string().trim().min(1).max(60), uf: z.string().trim().toUpperCase().regex(UF, lm.ufFormat), ibge: z.string().regex(/^\d{2}$/, lm.ibgeFormat).nullish() });
export const stateUpdate = stateCreate.omit({ id: true }).partial();
export const cityCreate = z.object({ id: uuid.optional(), stateId: uuid, name: z.string().trim().min(1).max(100), ibge: z.string().regex(/^\d{7}$/, lm.ibgeFormat).nullish() });
export const cityUpdate = cityCreate.omit({ id: true }).partial();

const neighborhoodFields = {
  cityId: uuid,
  name: z.string().trim().min(1).max(100),
  /** what a delivery there costs, in centavos */
  deliveryFee: z.int().min(0).max(10_000_000),
  deliveryTime: z.int().min(0).max(24 * 60).nullish(),
  available: z.boolean(),
};
export const neighborhoodCreate = z.object({ id: uuid.optional(), ...neighborhoodFields, deliveryFee: neighborhoodFields.deliveryFee.default(0), available: neighborhoodFields.available.default(true) });
// Built without the defaults: a partial of a defaulted field fills it in, so changing one field reset the fee to 0.
export const neighborhoodUpdate = z.object(neighborhoodFields).partial();

const point = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
/** A neighborhood's outline: at least 3 points, the first not repeated at the end. */
export const neighborhoodLimitCreate = z.object({ id: uuid.optional(), neighborhoodId: uuid, points: z.array(point).min(3).max(500) });
export const neighborhoodLimitUpdate = neighborhoodLimitCreate.omit({ id: true }).partial();
export const neighborhoodIntegratorCreate = z.object({ id: uuid.optional(), businessIntegratorId: uuid, neighborhoodId: uuid, externalId: z.string().trim().max(100).nullish() });

export const locationAddressCreate = z.object({
  id: uuid.optional(),
  name: z.string().trim().max(100).nullish(),
  cep: cep.nullish(),
  street: z.string().trim().min(1).max(200),
  number: z.string().trim().max(20).nullish(),
  complement: z.string().trim().max(100).nullish(),
  neighborhood: z.string().trim().max(100).nullish(),
  neighborhoodId: uuid.nullish(),
  cityId: uuid.nullish(),
  city: z.string().trim().max(100).nullish(),
  state: z.string().trim().toUpperCase().regex(UF, lm.ufFormat).nullish(),
  reference: z.string().trim().max(200).nullish(),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
});
export const locationAddressUpdate = locationAddressCreate.omit({ id: true }).partial();

export const templateNeighborhood = z.object({ name: z.string().trim().min(1).max(100), deliveryFee: z.int().min(0).max(10_000_000), deliveryTime: z.int().min(0).max(24 * 60).nullish() });
export const neighborhoodTemplateCreate = z.object({
  id: uuid.optional(),
  name: z.string().trim().min(1).max(100),
  cityId: uuid.nullish(),
  template: z.array(templateNeighborhood).min(1).max(500),
});
export const neighborhoodTemplateUpdate = neighborhoodTemplateCreate.omit({ id: true }).partial();
