// A manager's pass on the same screen as the action that needs it (cancel a fired order, remove a fired item, a
// discount, a sangria or supply): shown only when the person at the counter may not do it alone. The manager types
// e-mail and password; the main process checks them (with the server when online, else against that manager's
// last login here) and answers a grant for this one action and row. The password goes nowhere else: not into the
// outbox, not to the server with the write. It is checked before anything is written, printed or opened.
// Or the manager picks their name and types their pass code (the spec's validate-pass-code): checked by the server,
// offline against that manager's last good pass code here.
import { useEffect, useState } from 'react';
import type { AuthorizedBy } from '../../src-shared/api/schemas/authorization.js';
import { mayDoAlone, type AuthorizationConfig, type GuardedAction } from '../../src-shared/domain/permissions.js';
import { authorizationMessages as am } from '../../src-shared/i18n/authorization.js';
import { command } from '../services/write.js';
import { currentBusinessId, useCounterSession } from '../hooks/useCounter.js';
import { useShell } from '../store/shell.js';
import { passCodeMessages as pc } from '../../src-shared/i18n/passCode.js';
import { Segmented, TextField } from './fields.js';

export interface ManagerPass {
  /** the person at the counter may not do it alone */
  needed: boolean;
  /** both fields filled (or no pass needed) */
  ready: boolean;
  /** the fields to show in the dialog (null when no pass is needed) */
  fields: React.ReactNode;
  /** null when no pass is needed; else the grant for `entityId`, or throws with the message a person reads */
  authorize(entityId: string): Promise<AuthorizedBy | null>;
}

type How = 'password' | 'passCode';
interface Manager {
  userId: string;
  name: string;
}

/** `alone`: a rule lets this one through without a pass (a discount within the business's limit). */
export function useManagerPass(action: GuardedAction, alone = false): ManagerPass {
  const roles = useCounterSession((s) => s.roles);
  // Who does the action alone is the business's to say (config.authorizationRoles), as the server judges it.
  const config = useShell((s) => (s.business?.config ?? null) as AuthorizationConfig | null);
  const needed = !alone && !mayDoAlone(roles, action, config);
  const [how, setHow] = useState<How>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [managers, setManagers] = useState<Manager[]>([]);
  const [managerId, setManagerId] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const businessId = currentBusinessId();
    if (!needed || how !== 'passCode' || !businessId) return;
    void command<{ managers: Manager[] }>('session.managers', { businessId })
      .then((r) => setManagers(r.managers))
      .catch(() => setManagers([]));
  }, [needed, how]);
  const chosen = managerId || (managers.length === 1 ? (managers[0]?.userId ?? '') : '');
  const fields = needed ? (
    <fieldset className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="manager-pass">
      <legend className="px-1 text-sm font-semibold text-amber-900">{am.pass.title}</legend>
      <Segmented<How>
        label={pc.how}
        value={how}
        onChange={(v) => {
          setHow(v);
          setError(null);
        }}
        choices={[
          { value: 'passCode', label: pc.byPassCode },
          { value: 'password', label: pc.byPassword },
        ]}
      />
      {how === 'passCode' ? (
        <>
          <p className="text-sm text-amber-900">{pc.explain(am.actions[action])}</p>
          {managers.length === 0 ? <p className="text-sm text-slate-700">{pc.noManagers}</p> : null}
          <Segmented label={pc.manager} value={chosen} onChange={setManagerId} choices={managers.map((x) => ({ value: x.userId, label: x.name }))} testId="pass-managers" />
          <TextField
            label={pc.passCode}
            type="password"
            inputMode="numeric"
            value={code}
            onValue={(v) => {
              setCode(v.replace(/\D/g, ''));
              setError(null);
            }}
            maxLength={8}
          />
        </>
      ) : (
        <>
          <p className="text-sm text-amber-900">{am.pass.explain(am.actions[action])}</p>
          <TextField label={am.pass.email} type="email" value={email} onValue={setEmail} maxLength={200} />
          <TextField label={am.pass.password} type="password" value={password} onValue={setPassword} maxLength={200} />
        </>
      )}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700" data-testid="manager-pass-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  ) : null;
  return {
    needed,
    ready: !needed || (how === 'passCode' ? chosen !== '' && /^\d{4,8}$/.test(code) : email.trim() !== '' && password !== ''),
    fields,
    async authorize(entityId) {
      if (!needed) return null;
      const businessId = currentBusinessId();
      try {
        const answer =
          how === 'passCode'
            ? await command<{ name: string; authorizedBy: AuthorizedBy }>('session.authorizePassCode', { userId: chosen, passCode: code, businessId, action, entityId })
            : await command<{ name: string; authorizedBy: AuthorizedBy }>('session.authorize', { email: email.trim(), password, businessId, action, entityId });
        setError(null);
        return answer.authorizedBy;
      } catch (err) {
        const message = err instanceof Error ? err.message : am.required;
        setError(message);
        setPassword('');
        setCode('');
        throw err;
      }
    },
  };
}
