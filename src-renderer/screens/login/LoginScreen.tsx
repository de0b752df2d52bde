// The login screen (project pdv): the server checks the credentials; the main process keeps the token
// sealed so the outbox can send after a restart; the business follows the spec's rule (the stored one if
// the user still has it, else the first), and can be changed here when the user has several.
import { useState, type FormEvent } from 'react';
import { syncMessages as m } from '../../../src-shared/i18n/sync.js';
import { useShell } from '../../store/shell.js';
import { sessionBridge } from '../../sync/session.js';

export function LoginScreen() {
  const pending = useShell((s) => s.pendingChanges);
  const expired = useShell((s) => s.session?.expired ?? false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await sessionBridge().call('session.login', { email, password });
    } catch (err) {
      setError(err instanceof Error ? err.message : m.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex min-h-[70vh] items-center justify-center p-6">
      <form onSubmit={(e) => void submit(e)} className="w-full max-w-sm space-y-4 rounded-lg bg-white p-6 shadow" aria-label={m.login.title}>
        <h1 className="text-2xl font-bold text-slate-800">{m.login.title}</h1>
        {expired && <p className="rounded bg-amber-100 p-2 text-sm text-amber-900">{m.paused.sessionExpired}</p>}
        <label className="block">
          <span className="text-sm font-medium text-slate-700">{m.login.email}</span>
          <input
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="touch-target mt-1 w-full rounded border border-slate-300 px-3"
          />
        </label>
        <label className="block">
          <span className="text-sm font-medium text-slate-700">{m.login.password}</span>
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="touch-target mt-1 w-full rounded border border-slate-300 px-3"
          />
        </label>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700" data-testid="login-error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} className="touch-target w-full rounded bg-blue-700 font-semibold text-white hover:bg-blue-800 disabled:bg-blue-300">
          {busy ? m.login.submitting : m.login.submit}
        </button>
        {pending > 0 && <p className="text-sm text-slate-600">{m.login.pendingKept(pending)}</p>}
      </form>
    </section>
  );
}
