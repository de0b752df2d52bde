// Locations: the postal-code (CEP) lookup the delivery address uses. The main process calls the public CEP
// service (its URL is configuration) through the typed client's rule; the renderer never reaches it itself.
import { z } from 'zod';
import { command } from '../define.js';

export const PostalCodeAddress = z.object({
  cep: z.string(),
  street: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  ibge: z.string(),
  gia: z.string(),
  ddd: z.string(),
  siafi: z.string(),
});
export type PostalCodeAddress = z.infer<typeof PostalCodeAddress>;

export const locationsCommands = {
  /** The address of a CEP; null when the service does not know it. Fails when the service cannot be reached. */
  'locations.postalCode': command(z.object({ cep: z.string().max(20) }), PostalCodeAddress.nullable()),
};

export const locationsEvents = {};
