// Request shapes of services (a table session, balcony or delivery sale): start, update, join, transfer,
// add tables, release a table, print resume.
import { z } from 'zod';
import { platformMessages } from '../../i18n/platform.js';

const id = z.uuid();

export const serviceStart = z.object({
  id: id.optional(),
  originId: id.nullish(),
  tableIds: z.array(id).max(50).default([]),
  occupants: z.int().min(1).max(500).default(1),
  description: z.string().trim().max(200).nullish(),
  waiterId: id.nullish(),
  /** order pads opened with the service, each with its client-made id */
  orderPads: z
    .array(z.object({ id: id.optional(), description: z.string().trim().max(100).nullish(), occupants: z.int().min(1).max(500).optional() }))
    .max(50)
    .default([]),
});
export type ServiceStart = z.infer<typeof serviceStart>;

/** PUT services carries the id in the body (the path has none). */
export const serviceUpdate = z.object({
  id,
  description: z.string().trim().max(200).nullish(),
  occupants: z.int().min(1).max(500).optional(),
  waiterId: id.nullish(),
});
export type ServiceUpdate = z.infer<typeof serviceUpdate>;

export const serviceJoin = z.object({ targetServiceId: id });
export type ServiceJoin = z.infer<typeof serviceJoin>;

export const serviceTransfer = z.object({
  originId: id.nullish(),
  tableIds: z.array(id).min(1).max(50),
  description: z.string().trim().max(200).nullish(),
});
export type ServiceTransfer = z.infer<typeof serviceTransfer>;

export const serviceAddTables = z.object({ tableId: id });
export type ServiceAddTables = z.infer<typeof serviceAddTables>;

export const servicePrintResume = z.object({
  orderPadId: id.nullish(),
  /** extra amounts to show on the resume (centavos), e.g. couvert */
  otherValues: z.array(z.object({ description: z.string().max(100), value: z.int() })).max(20).default([]),
});
export type ServicePrintResume = z.infer<typeof servicePrintResume>;

export const emptyBody = z.object({}).passthrough();

/**
 * The services' reports (sold-values, closed-service, fee-values, occurrences): 000 §3 "Report formats: pdf,
 * excel; resumed, detailed"; 002 §3 Service filters "usersIds, deliveryMenIds, paymentMethodsIds, dateFilters,
 * origins". The period defaults to the last 24 hours.
 */
export const serviceReportFilters = z.object({
  format: z.enum(['pdf', 'excel']).default('pdf'),
  detail: z.enum(['resumed', 'detailed']).default('resumed'),
  dateFilters: z
    .object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) })
    .refine((d) => Date.parse(d.start) <= Date.parse(d.end), { message: platformMessages.periodOrder, path: ['end'] })
    .optional(),
  usersIds: z.array(id).max(200).optional(),
  paymentMethodsIds: z.array(id).max(100).optional(),
  origins: z.array(id).max(100).optional(),
  deliveryMenIds: z.array(id).max(200).optional(),
});
export type ServiceReportFilters = z.infer<typeof serviceReportFilters>;
