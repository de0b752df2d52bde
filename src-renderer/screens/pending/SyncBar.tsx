// The strip under the app bar: who is logged in (and in which business), the way to the pending changes,
// and every refusal the server gave, until the person has seen it — a conflict is never hidden.
import { useEffect, useState } from 'react';
import { syncMessages as m } from '../../../src-shared/i18n/sync.js';
import { mirror, type ConflictRow } from '../../db/mirror.js';
import { shellBusinessId, useShell } from '../../store/shell.js';
import { sessionBridge } from '../../sync/session.js';
import { Toasts } from '../../ui/toast.js';
import { liveQuery } from 'dexie';

function useConflicts(businessId: string | null): ConflictRow[] {
  const [rows, setRows] = useState<ConflictRow[]>([]);
  useEffect(() => {
    if (!businessId) return;
    const sub = liveQuery(() => mirror.conflicts.where('businessId').equals(businessId).filter((c) => !c.seen).toArray()).subscribe({
      next: setRows,
      error: () => undefined,
    });
    return () => sub.unsubscribe();
  }, [businessId]);
  return rows;
}

export function SyncBar() {
  const session = useShell((s) => s.session);
  const pending = useShell((s) => s.pendingChanges);
  const refused = useShell((s) => s.refusedChanges);
  const paused = useShell((s) => s.sync?.pausedReason ?? null);
  const businessId = useShell((s) => shellBusinessId(s));
  const conflicts = useConflicts(businessId);
  if (!session?.loggedIn || !session.user) return null;
  const businesses = session.user.businesses;

  return (
    <div className="bg-slate-100 text-sm">
      <div className="flex flex-wrap items-center gap-3 px-4 py-1">
        <span data-testid="session-user">{session.user.name}</span>
        {businesses.length > 1 && (
          <label className="flex items-center gap-1">
            {m.login.business}
            <select
              value={session.businessId ?? ''}
              onChange={(e) => void sessionBridge().call('session.selectBusiness', { businessId: e.target.value })}
              className="rounded border border-slate-300 px-2 py-1"
            >
              {businesses.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.tradeName ?? b.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {paused && pending > 0 && <span className="text-amber-800">{paused}</span>}
        {/* Notices go in this strip's free space: floating, they covered the screen's buttons (issue 16). */}
        <div className="min-w-0 flex-1">
          <Toasts inline />
        </div>
        {(pending > 0 || refused > 0) && (
          <a href="#/pendencias" className={`font-medium underline ${refused > 0 ? 'text-red-700' : 'text-slate-700'}`} data-testid="open-pending">
            {m.screen.openScreen}
          </a>
        )}
        <button type="button" onClick={() => void sessionBridge().call('session.logout', {})} className="rounded px-2 py-1 text-slate-700 hover:bg-slate-200">
          {m.login.logout}
        </button>
      </div>
      {conflicts.map((c) => (
        <div key={c.callId} role="alert" data-testid="conflict" className="flex items-center gap-3 bg-red-600 px-4 py-2 text-white">
          <strong>{m.conflict.title}:</strong>
          <span className="flex-1">{m.conflict.refusedBecause(c.label || c.kind, c.message)}</span>
          <a href="#/pendencias" className="underline">
            {m.screen.openScreen}
          </a>
          <button type="button" onClick={() => void mirror.conflicts.update(c.callId, { seen: true })} className="rounded bg-white/20 px-2">
            OK
          </button>
        </div>
      ))}
    </div>
  );
}
