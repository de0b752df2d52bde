// Building blocks of the request schemas of the areas the client owns. The documents name only some
// fields of each payload ("Field lists are partial", 001 §3), so object schemas are loose: named fields
// are checked, the rest travels as given.
import { z } from 'zod';
import { isApiFile, type ApiFile } from '../core/json.js';
import { IMAGE_KINDS } from '../enums.js';

export const id = z.string().min(1);
/** A client-made UUIDv7 (or any UUID): every id the platform server stores. */
export const uuid = z.uuid();
/** A person-readable name of a record (payment method, printer, customer...). */
export const name = z.string().trim().min(1).max(120);
/** Money in integer centavos. */
export const centavos = z.int().min(0).max(100_000_000);
/** A file to upload (multipart). */
export const file = z.custom<ApiFile>((value) => isApiFile(value), { message: 'Arquivo inválido' });
/** 001 §3 "images (type, image)", grouped into `<type>Images` on the wire (000 §5). */
export const typedImage = z.object({ type: z.enum(IMAGE_KINDS), image: file });
export const images = z.array(typedImage);
/** Report and export filters: the documents say "filters" without naming them. */
export const filters = z.looseObject({});
/** Cancellations "send the reason as the field justification" (001 §9). */
export const justification = z.string().trim().min(1);
