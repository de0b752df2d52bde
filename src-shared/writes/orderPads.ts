// The writes on order pads (comandas) and their payments, declared once (see define.ts).
import { orderPadsCalls as calls } from '../api/areas/orderPads.js';
import * as s from '../api/schemas/orderPads.js';
import { emptyBody } from '../api/schemas/services.js';
import { settlePayment } from '../domain/payment.js';
import { extrasOf, extrasSum } from '../domain/paymentExtras.js';
import { screenMessages as m } from '../i18n/screens.js';
import { declareWrite, type EffectScope } from './define.js';
import { padTotalsOf } from './padTotals.js';

type Pad = { padLabel: string };

/** A pad as the server opens it: the business's service fee setting decides its fee (see openPad on the server). */
export async function openPadRow(s: EffectScope, id: string, serviceId: string, occupants: number, description: string | null, feeEnabled?: boolean): Promise<void> {
  const fee = await serviceFeeSetting(s);
  await s.put('orderPads', {
    id,
    serviceId,
    description,
    status: 'open',
    occupants,
    serviceFeeEnabled: feeEnabled ?? fee.enabled,
    serviceFeeRate: fee.rate,
    discountType: null,
    discountValue: 0,
    closedAt: null,
  });
}

/** The business's service fee setting as the mirror holds it (`config.serviceFee`), 10 % when not set. */
async function serviceFeeSetting(s: EffectScope): Promise<{ enabled: boolean; rate: number }> {
  const fee = (s.business?.config as { serviceFee?: { enabled?: boolean; rate?: number } } | undefined)?.serviceFee;
  return { enabled: fee?.enabled ?? true, rate: fee?.rate ?? 1000 };
}

export const orderPadsOpen = declareWrite('orderPadsOpen', calls.orderPadsOpen, {
  schema: s.orderPadOpen,
  label: (_i, n: Pad) => m.pad.actions.open(n.padLabel),
  entityIds: ({ body }) => [body.id, body.serviceId, body.tableId].filter((x): x is string => Boolean(x)),
  effect: async (sc, { body: b }) => {
    if (!b.id) return;
    let serviceId = b.serviceId ?? null;
    if (!serviceId) {
      // A comanda opened by its card: the server starts a service for it; until it answers, a stand-in.
      serviceId = `pending:${b.id}`;
      await sc.put('services', { id: serviceId, status: 'open', description: null, occupants: b.occupants, originId: b.originId ?? null, openedAt: sc.change.createdAt, closedAt: null });
      if (b.tableId) await sc.put('serviceTables', { id: `pending:${serviceId}:${b.tableId}`, serviceId, tableId: b.tableId, releasedAt: null });
    }
    await openPadRow(sc, b.id, serviceId, b.occupants, b.description ?? null, b.serviceFeeEnabled);
  },
});

export const orderPadsUpdate = declareWrite('orderPadsUpdate', calls.orderPadsUpdate, {
  schema: s.orderPadUpdate,
  // The label says what changed: the service fee, the discount, or the pad itself.
  label: ({ body }, n: Pad) =>
    body.serviceFeeEnabled !== undefined && Object.keys(body).length === 1
      ? m.payment.actions.fee(n.padLabel, body.serviceFeeEnabled)
      : body.discount !== undefined && Object.keys(body).length === 1
        ? m.payment.actions.discount(n.padLabel)
        : m.pad.actions.update(n.padLabel),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params, body: b }) => {
    const fields: Record<string, unknown> = {};
    for (const k of ['description', 'occupants', 'serviceFeeEnabled', 'entityId'] as const) if (b[k] !== undefined) fields[k] = b[k];
    // As the server stores it: a discount in two columns, none as (null, 0).
    if (b.discount !== undefined) Object.assign(fields, { discountType: b.discount?.type ?? null, discountValue: b.discount?.value ?? 0 });
    await sc.patch('orderPads', params.id, fields);
  },
});

export const orderPadsClose = declareWrite('orderPadsClose', calls.orderPadsClose, {
  schema: s.orderPadClose,
  label: (_i, n: Pad) => m.pad.actions.close(n.padLabel),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params }) => {
    await sc.patch('orderPads', params.id, { status: 'closed', closedAt: sc.change.createdAt });
  },
});

export const orderPadsCancel = declareWrite('orderPadsCancel', calls.orderPadsCancel, {
  schema: s.orderPadCancel,
  label: (_i, n: Pad) => m.pad.actions.cancel(n.padLabel),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params, body }) => {
    await sc.patch('orderPads', params.id, { status: 'canceled', canceledAt: sc.change.createdAt, cancelReason: body.reason });
  },
});

export const orderPadsReopen = declareWrite('orderPadsReopen', calls.orderPadsReopen, {
  schema: s.orderPadReopen,
  label: (_i, n: Pad) => m.pad.actions.reopen(n.padLabel),
  entityIds: ({ params }) => [params.id],
  effect: async (sc, { params }) => {
    await sc.patch('orderPads', params.id, { status: 'open', closedAt: null, canceledAt: null });
  },
});

export const orderPadPaymentsCreate = declareWrite('orderPadPaymentsCreate', calls.orderPadPaymentsCreate, {
  schema: s.paymentCreate,
  label: ({ body }, n: Pad & { methodName: string }) => m.payment.actions.pay(n.methodName, body.amount, n.padLabel),
  entityIds: ({ params, body }) => [body.id, params.orderPadId].filter((x): x is string => Boolean(x)),
  effect: async (sc, { params, body: b }) => {
    if (!b.id) return;
    const method = await sc.get('paymentMethods', b.paymentMethodId);
    const pad = await sc.get('orderPads', params.orderPadId);
    const balance = pad ? (await padTotalsOf(sc, pad)).balance : 0;
    const extras = extrasOf(b);
    const decision = settlePayment(balance, b.amount, b.tendered, method?.allowsChange === true, extras);
    // Shown even when the rules would refuse it: the server decides, and a refusal is shown to the person.
    const tendered = decision.ok ? decision.tendered : (b.tendered ?? b.amount + extrasSum(extras));
    // Without a register session named, the server attaches it to the only one open (routes/orderPads.ts).
    const open = b.cashRegisterAuditId ? [] : (await sc.where('cashRegisterAudits', 'status', 'open')).filter((a) => !a.deletedAt);
    const auditId = b.cashRegisterAuditId ?? (open.length === 1 ? open[0]!.id : null);
    await sc.put('payments', {
      id: b.id,
      orderPadId: params.orderPadId,
      paymentMethodId: b.paymentMethodId,
      creditCardBannerId: b.creditCardBannerId ?? null,
      amount: b.amount,
      ...extras,
      tendered,
      change: decision.ok ? decision.change : Math.max(tendered - b.amount - extrasSum(extras), 0),
      cashRegisterAuditId: auditId,
      note: b.note ?? null,
    });
  },
});

export const orderPadPaymentsDelete = declareWrite('orderPadPaymentsDelete', calls.orderPadPaymentsDelete, {
  schema: emptyBody,
  label: (_i, n: { methodName: string; amount: number }) => m.payment.actions.remove(n.methodName, n.amount),
  entityIds: ({ params }) => [params.id, params.orderPadId],
  effect: async (sc, { params }) => {
    await sc.patch('payments', params.id, { deletedAt: sc.change.createdAt });
  },
});
