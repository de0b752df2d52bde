// The changes not yet accepted by the server: refused ones first, with the server's reason, a retry and
// a discard that a manager confirms with their own credentials; then the ones waiting to be sent.
import { useEffect, useState, type FormEvent } from 'react';
import type { OutboxEntryView } from '../../../src-shared/bridge/areas/sync.js';
import { syncMessages as m } from '../../../src-shared/i18n/sync.js';
import { fullDateTime } from '../../format/time.js';
import { shellBusinessId, syncEngine, useShell } from '../../store/shell.js';
import { sessionBridge } from '../../sync/session.js';

const time = (iso: string) => fullDateTime(iso);
const describe = (e: OutboxEntryView) => e.label || `${e.method} ${e.path}`;

function useEntries(): [OutboxEntryView[], () => void] {
  const sync = useShell((s) => s.sync);
  const businessId = useShell((s) => shellBusinessId(s));
  const [entries, setEntries] = useState<OutboxEntryView[]>([]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void sessionBridge()
      .call('sync.list', businessId ? { businessId } : {})
      .then((r) => live && setEntries(r.entries))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [sync, businessId, tick]);
  return [entries, () => setTick((t) => t + 1)];
}

export function PendingScreen() {
  const [entries, reload] = useEntries();
  const [discarding, setDiscarding] = useState<OutboxEntryView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refused = entries.filter((e) => e.state === 'refused');
  const waiting = entries.filter((e) => e.state !== 'refused');

  const retry = async (e: OutboxEntryView) => {
    setError(null);
    try {
      await sessionBridge().call('sync.retry', { callId: e.callId });
      reload();
    } catch (err) {
      setError(err instanceof Error ? err.message : m.unexpected);
    }
  };

  return (
    <section className="space-y-6 p-6" data-testid="pending-screen">
      <h1 className="text-2xl font-bold text-slate-800">{m.screen.title}</h1>
      {error && <p role="alert" className="text-red-700">{error}</p>}
      {entries.length === 0 && <p className="text-slate-600">{m.screen.empty}</p>}

      {refused.length > 0 && (
        <div>
          <h2 className="mb-2 text-lg font-semibold text-red-800">{m.screen.refusedTitle}</h2>
          <ul className="space-y-2">
            {refused.map((e) => (
              <li key={e.callId} className="rounded border border-red-300 bg-red-50 p-3" data-testid="refused-change">
                <div className="font-medium text-slate-900">{describe(e)}</div>
                <div className="text-sm text-red-800">
                  {m.screen.reason}: <span data-testid="refused-reason">{e.error?.message}</span>
                </div>
                <div className="text-xs text-slate-500">
                  {m.screen.createdAt} {time(e.createdAt)}
                  {e.author && <span data-testid="change-author"> {m.screen.by(e.author)}</span>}
                </div>
                <div className="mt-2 flex gap-2">
                  <button type="button" onClick={() => void retry(e)} className="touch-target rounded bg-blue-700 px-4 text-white">
                    {m.screen.retry}
                  </button>
                  <button type="button" onClick={() => setDiscarding(e)} className="touch-target rounded bg-red-600 px-4 text-white">
                    {m.screen.discard}
                  </button>
                </div>
                {discarding?.callId === e.callId && (
                  <DiscardConfirm
                    entry={e}
                    dependents={entries.filter((x) => x.state === 'blocked' && x.blockedBy === describe(e)).length}
                    onDone={() => {
                      setDiscarding(null);
                      reload();
                      void syncEngine()?.refreshPending();
                    }}
                    onCancel={() => setDiscarding(null)}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {waiting.length > 0 && (
        <div>
          <h2 className="mb-2 text-lg font-semibold text-slate-800">{m.screen.waitingTitle}</h2>
          <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
            {waiting.map((e) => (
              <li key={e.callId} className="flex items-center gap-3 p-3" data-testid="waiting-change">
                <span className="flex-1">{describe(e)}</span>
                {e.blockedBy && <span className="text-sm text-amber-800">{m.blockedBehind(e.blockedBy)}</span>}
                {e.error && e.state !== 'blocked' && <span className="text-sm text-slate-500">{e.error.message}</span>}
                <span className="rounded bg-slate-100 px-2 py-1 text-xs text-slate-700">{m.screen.states[e.state]}</span>
                <span className="text-xs text-slate-500">
                  {time(e.createdAt)}
                  {e.author && <span data-testid="change-author"> {m.screen.by(e.author)}</span>}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function DiscardConfirm({ entry, dependents, onDone, onCancel }: { entry: OutboxEntryView; dependents: number; onDone: () => void; onCancel: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await sessionBridge().call('sync.discard', { callId: entry.callId, managerEmail: email, managerPassword: password });
      onDone();
    } catch (err) {
      setError(err instanceof Error ? err.message : m.unexpected);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(ev) => void submit(ev)} className="mt-3 space-y-2 rounded border border-slate-300 bg-white p-3" aria-label={m.screen.confirmDiscard}>
      <p className="text-sm text-slate-700">{m.screen.discardExplain(dependents)}</p>
      <div className="flex flex-wrap gap-2">
        <input
          aria-label={m.screen.managerEmail}
          placeholder={m.screen.managerEmail}
          type="email"
          required
          value={email}
          onChange={(ev) => setEmail(ev.target.value)}
          className="touch-target rounded border border-slate-300 px-3"
        />
        <input
          aria-label={m.screen.managerPassword}
          placeholder={m.screen.managerPassword}
          type="password"
          required
          value={password}
          onChange={(ev) => setPassword(ev.target.value)}
          className="touch-target rounded border border-slate-300 px-3"
        />
        <button type="submit" disabled={busy} className="touch-target rounded bg-red-600 px-4 text-white disabled:bg-red-300">
          {m.screen.confirmDiscard}
        </button>
        <button type="button" onClick={onCancel} className="touch-target rounded border border-slate-300 px-4">
          {m.screen.cancel}
        </button>
      </div>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </form>
  );
}
