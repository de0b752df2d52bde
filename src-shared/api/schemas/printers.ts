// Request schemas of printers, kitchens and their conditional printers (002 §7 Printers), as the platform
// server stores them (strict: unknown fields are dropped, client-made ids are UUIDs).
import { z } from 'zod';
import { PRINTER_MODELS, PRINTER_SIZES } from '../enums.js';
import { name, uuid } from './common.js';

export const printerCreate = z.object({
  id: uuid.optional(),
  name,
  model: z.enum(PRINTER_MODELS),
  size: z.enum(PRINTER_SIZES),
  connection: z.enum(['tcp', 'usb', 'serial', 'spooler']).default('tcp'),
  address: z.string().trim().max(200).nullish(),
  port: z.int().min(1).max(65535).nullish(),
  codePage: z.string().max(20).default('CP850'),
  copies: z.int().min(1).max(5).default(1),
  templates: z.record(z.string(), z.unknown()).default({}),
});
export const printerUpdate = printerCreate.omit({ id: true }).partial();

export const kitchenCreate = z.object({ id: uuid.optional(), name, printerId: uuid.nullish() });
export const kitchenUpdate = kitchenCreate.omit({ id: true }).partial();
export const conditionalPrinterCreate = z.object({ id: uuid.optional(), printerId: uuid, originIds: z.array(uuid).max(50).default([]) });
export const conditionalPrinterUpdate = conditionalPrinterCreate.omit({ id: true }).partial();
