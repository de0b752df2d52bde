// The writes of the cash register: open an audit, supply and bleeding, close with the counted amounts.
import { cashCalls as calls } from '../api/areas/cash.js';
import * as s from '../api/schemas/cash.js';
import { screenMessages as m } from '../i18n/screens.js';
import { declareWrite } from './define.js';

const a = m.cash.actions;

export const cashRegisterAuditsOpen = declareWrite('cashRegisterAuditsOpen', calls.cashRegisterAuditsOpen, {
  schema: s.cashRegisterAuditOpen,
  label: ({ body }, n: { registerName: string }) => a.open(n.registerName, body.openingAmount),
  entityIds: ({ body }) => [body.id, body.cashRegisterId].filter((x): x is string => Boolean(x)),
  effect: async (sc, { body: b }) => {
    if (!b.id) return;
    await sc.put('cashRegisterAudits', {
      id: b.id,
      cashRegisterId: b.cashRegisterId,
      status: 'open',
      openingAmount: b.openingAmount,
      openedAt: sc.change.createdAt,
      closedAt: null,
      counted: null,
      note: null,
    });
  },
});

export const cashRegisterEntriesCreate = declareWrite('cashRegisterEntriesCreate', calls.cashRegisterEntriesCreate, {
  schema: s.cashRegisterEntryCreate,
  label: ({ body }) => (body.entry.type === 'supply' ? a.supply(body.entry.amount) : a.bleeding(body.entry.amount)),
  entityIds: ({ params, body }) => [body.id, params.cashRegisterAuditId].filter((x): x is string => Boolean(x)),
  effect: async (sc, { params, body: b }) => {
    if (!b.id) return;
    await sc.put('cashRegisterEntries', { id: b.id, cashRegisterAuditId: params.cashRegisterAuditId, type: b.entry.type, amount: b.entry.amount, description: b.entry.description ?? null });
  },
});

/** Closing waits for every payment and movement made before it. */
export const cashRegisterAuditsClose = declareWrite('cashRegisterAuditsClose', calls.cashRegisterAuditsClose, {
  schema: s.cashRegisterAuditClose,
  label: (_i, n: { registerName: string }) => a.close(n.registerName),
  entityIds: ({ params }) => [params.id],
  barrier: true,
  effect: async (sc, { params, body }) => {
    await sc.patch('cashRegisterAudits', params.id, { status: 'closed', closedAt: sc.change.createdAt, counted: body.counted });
  },
});
