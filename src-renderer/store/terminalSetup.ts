// This terminal's own choices: which cash register it works, which printer prints its receipts, and the
// NFC-e contingency series it emits from. Kept on the terminal (browser storage), not on the server.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { TerminalFiscal } from '../services/fiscalData.js';

export interface TerminalSetup {
  cashRegisterId: string | null;
  receiptPrinterId: string | null;
  /** Prints for the kitchens whose own printer this terminal does not reach. */
  kitchenPrinterId: string | null;
  contingencySeries: number | null;
  /** Blind count at closing: expected amounts appear only after counting. */
  blindCount: boolean;
  /** The business's fiscal data as typed on this terminal (no CSC token), to configure the NFC-e service. */
  fiscal: TerminalFiscal | null;
  set(patch: Partial<Omit<TerminalSetup, 'set'>>): void;
}

export const useTerminalSetup = create<TerminalSetup>()(
  persist(
    (set) => ({
      cashRegisterId: null,
      receiptPrinterId: null,
      kitchenPrinterId: null,
      contingencySeries: null,
      blindCount: true,
      fiscal: null,
      set: (patch) => set(patch),
    }),
    { name: 'pdv-terminal-setup' },
  ),
);
