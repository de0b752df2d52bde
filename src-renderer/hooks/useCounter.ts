// Who is at the counter and for which business: a view of the shell's session (store/shell.ts holds the one
// session the main process sends), else the terminal's business. Nothing here is stored twice.
import { useShell, type ShellState } from '../store/shell.js';

export interface CounterSession {
  businessId: string | null;
  userId: string | null;
  userName: string | null;
  roles: string[];
}

const noRoles: string[] = [];

/** The counter's view of a shell state; `roles` keeps the session's own array, so selectors stay stable. */
export function counterSessionOf(state: ShellState): CounterSession {
  const s = state.session;
  const business = s?.user?.businesses.find((b) => b.id === s.businessId);
  return {
    businessId: s?.loggedIn ? s.businessId : null,
    userId: s?.user?.id ?? null,
    userName: s?.user?.name ?? null,
    roles: business?.roles ?? noRoles,
  };
}

/** A field of the counter's session, re-rendering when it changes. */
export function useCounterSession<T>(select: (s: CounterSession) => T): T {
  return useShell((state) => select(counterSessionOf(state)));
}
useCounterSession.getState = (): CounterSession => counterSessionOf(useShell.getState());

/** The business the screens read and write for. */
export function useBusinessId(): string | null {
  return useShell((s) => counterSessionOf(s).businessId ?? s.terminal?.businessId ?? null);
}

export function currentBusinessId(): string | null {
  const state = useShell.getState();
  return counterSessionOf(state).businessId ?? state.terminal?.businessId ?? null;
}
