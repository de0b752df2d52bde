// Items the waiter has put on a pad but not yet fired to the kitchen. Kept per pad in the browser's
// storage, so a reload or a crash of the page does not lose what was being typed.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { lineTotal } from '../../../src-shared/domain/money.js';
import { newId } from '../../../src-shared/ids/uuid.js';

export interface DraftSelection {
  productSubproductId: string;
  name: string;
  quantity: number;
  fraction?: number;
}

export interface DraftLine {
  /** the order product's id, born here */
  id: string;
  productId: string;
  name: string;
  /** thousandths; grams for weighed items */
  quantity: number;
  weighed: boolean;
  unitPrice: number;
  totalPrice: number;
  selections: DraftSelection[];
  observation: string | null;
}

interface DraftState {
  byPad: Record<string, DraftLine[]>;
  add(padId: string, line: Omit<DraftLine, 'id'>): void;
  update(padId: string, id: string, patch: Partial<DraftLine>): void;
  remove(padId: string, id: string): void;
  clear(padId: string): void;
}

export const useDrafts = create<DraftState>()(
  persist(
    (set) => ({
      byPad: {},
      add: (padId, line) =>
        set((s) => {
          const lines = s.byPad[padId] ?? [];
          // The same plain product again is one more of it, not a new line.
          const same = lines.find((l) => l.productId === line.productId && !l.weighed && l.selections.length === 0 && !l.observation && !line.observation && line.selections.length === 0 && !line.weighed);
          if (same) {
            const quantity = same.quantity + line.quantity;
            return { byPad: { ...s.byPad, [padId]: lines.map((l) => (l === same ? { ...l, quantity, totalPrice: lineTotal(l.unitPrice, quantity) } : l)) } };
          }
          return { byPad: { ...s.byPad, [padId]: [...lines, { ...line, id: newId() }] } };
        }),
      update: (padId, id, patch) =>
        set((s) => ({ byPad: { ...s.byPad, [padId]: (s.byPad[padId] ?? []).map((l) => (l.id === id ? { ...l, ...patch } : l)) } })),
      remove: (padId, id) => set((s) => ({ byPad: { ...s.byPad, [padId]: (s.byPad[padId] ?? []).filter((l) => l.id !== id) } })),
      clear: (padId) =>
        set((s) => {
          const next = { ...s.byPad };
          delete next[padId];
          return { byPad: next };
        }),
    }),
    { name: 'pdv-drafts' },
  ),
);

const EMPTY: DraftLine[] = [];
export function useDraft(padId: string): DraftLine[] {
  return useDrafts((s) => s.byPad[padId] ?? EMPTY);
}
