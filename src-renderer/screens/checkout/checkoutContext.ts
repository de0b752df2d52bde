// What the balcony/delivery flow decided before the products (origin, customer, address, delivery method),
// kept per order pad so the pad fires its order with them.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface CheckoutContext {
  originId: string | null;
  originName: string;
  originType: string;
  deliveryMode: string;
  entityId: string | null;
  customerName: string | null;
  entityAddressId: string | null;
  addressText: string | null;
  deliveryMethodId: string | null;
  deliveryFee: number;
  orderSlip: string | null;
}

interface State {
  byPad: Record<string, CheckoutContext>;
  set(padId: string, ctx: CheckoutContext): void;
}

export const useCheckoutContexts = create<State>()(
  persist((set) => ({ byPad: {}, set: (padId, ctx) => set((s) => ({ byPad: { ...s.byPad, [padId]: ctx } })) }), { name: 'pdv-checkout' }),
);

export function checkoutContextOf(padId: string): CheckoutContext | undefined {
  return useCheckoutContexts.getState().byPad[padId];
}
