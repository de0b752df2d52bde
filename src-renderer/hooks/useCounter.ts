// Who is at the counter and for which business: the session when one exists, else the terminal's business.
import { create } from 'zustand';
import { useShell } from '../store/shell.js';

export interface CounterSession {
  businessId: string | null;
  userId: string | null;
  userName: string | null;
  roles: string[];
}

export const useCounterSession = create<CounterSession>(() => ({ businessId: null, userId: null, userName: null, roles: [] }));

/** The business the screens read and write for. */
export function useBusinessId(): string | null {
  const fromSession = useCounterSession((s) => s.businessId);
  const fromTerminal = useShell((s) => s.terminal?.businessId ?? null);
  return fromSession ?? fromTerminal;
}

export function currentBusinessId(): string | null {
  return useCounterSession.getState().businessId ?? useShell.getState().terminal?.businessId ?? null;
}
