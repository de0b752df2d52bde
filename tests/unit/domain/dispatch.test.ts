// Dispatching a delivery order: one rule for the server's route, the mirror's effect and the orders board's button.
import { describe, expect, it } from 'vitest';
import { canDispatch, dispatchWalk } from '../../../src-shared/domain/orderStatus.js';

describe('dispatching a delivery order', () => {
  it('walks to "delivering" through the statuses it skipped', () => {
    expect(dispatchWalk('confirmed')).toEqual(['readyToDelivery', 'delivering']);
    expect(dispatchWalk('readyToDelivery')).toEqual(['delivering']);
  });

  it('offers the button exactly when the server would take it', () => {
    expect(canDispatch({ status: 'confirmed', deliveryMode: 'delivery' })).toBe(true);
    expect(canDispatch({ status: 'confirmed', deliveryMode: 'balcony' })).toBe(false);
    expect(canDispatch({ status: 'readyToDelivery', deliveryMode: 'delivery', dispatchedAt: '2026-11-24T12:00:00Z' })).toBe(false);
    expect(canDispatch({ status: 'canceled', deliveryMode: 'delivery' })).toBe(false);
  });
});
