// Configurações → Pessoas (#/configuracoes/pessoas), a manager's: who works in the business and who is invited
// (listed alike, "convidado" until they first sign in or accept), their role, inviting, resending and cancelling;
// the manager's own pass code and the cashier's discount limit. Others see why they cannot.
import { useCallback, useEffect, useState } from 'react';
import { authorizationMessages as am } from '../../../src-shared/i18n/authorization.js';
import { peopleMessages as s } from '../../../src-shared/i18n/people.js';
import { useCan } from '../../hooks/permissions.js';
import { navigate } from '../../hooks/useRoute.js';
import { failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty, ScreenHeader, Segmented, TextField } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { cancelInvitation, changeRole, invitePerson, readPeople, resendInvitation, type PeopleView, type Person } from './peopleData.js';
import { DiscountLimitCard, PassCodeCard } from './PeopleSettings.js';

/** The roles a manager gives here, in the order a restaurant hires. */
export const ROLE_CHOICES = ['business_operator', 'business_operator_launch', 'business_manager', 'business_employee', 'business_kds'] as const;
const roleChoices = ROLE_CHOICES.map((r) => ({ value: r as string, label: s.roles[r] ?? r }));
const roleName = (roles: readonly string[]) => roles.map((r) => s.roles[r] ?? r).join(', ');

type Open = { kind: 'invite' } | { kind: 'role'; person: Person } | { kind: 'cancel'; person: Person } | null;

export function PeopleScreen() {
  const mayManage = useCan('settings');
  const [view, setView] = useState<PeopleView | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const reload = useCallback(async () => {
    try {
      setView(await readPeople());
    } catch (err) {
      failed(err instanceof Error ? err : new Error(s.loadFailed));
    }
  }, []);
  useEffect(() => {
    if (mayManage) void reload();
  }, [mayManage, reload]);

  const act = async (run: () => Promise<void>, done: string) => {
    try {
      await run();
      toast(done, 'success');
      setOpen(null);
      await reload();
    } catch (err) {
      failed(err);
    }
  };

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="people-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {s.back}
        </Button>
        {mayManage ? (
          <Button tone="primary" fkey="F2" onClick={() => setOpen({ kind: 'invite' })}>
            {s.invite}
          </Button>
        ) : null}
      </ScreenHeader>
      {!mayManage ? (
        <Notice testId="people-manager-only">{am.notForRole.settings}</Notice>
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto p-4 lg:grid-cols-[2fr_1fr] lg:overflow-hidden">
          <div className="rounded-xl bg-white p-2 shadow-sm lg:min-h-0 lg:overflow-y-auto">
            {view && view.people.length === 0 ? <Empty>{s.empty}</Empty> : null}
            <ul data-testid="people-list" className="divide-y divide-slate-100">
              {(view?.people ?? []).map((p) => (
                <li key={p.id} data-testid="person" className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
                  <div className="min-w-56 flex-1">
                    <p className="truncate text-lg font-semibold text-slate-900">{p.name}</p>
                    <p className="truncate text-sm text-slate-500">{p.email}</p>
                  </div>
                  <span className="text-sm font-medium text-slate-700" data-testid="person-role">
                    {roleName(p.roles)}
                  </span>
                  <span data-testid="person-status">
                    <Badge tone={p.status === 'invited' ? 'amber' : 'green'}>{s.statuses[p.status] ?? p.status}</Badge>
                  </span>
                  <div className="ml-auto flex flex-wrap justify-end gap-2">
                    <Button onClick={() => setOpen({ kind: 'role', person: p })}>{s.changeRole}</Button>
                    {view?.invitationIds.has(p.id) ? <Button onClick={() => void act(() => resendInvitation(p.id), s.resent)}>{s.resend}</Button> : null}
                    {p.status === 'invited' ? (
                      <Button tone="danger" onClick={() => setOpen({ kind: 'cancel', person: p })}>
                        {s.cancel}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-4 lg:min-h-0 lg:overflow-y-auto">
            <PassCodeCard />
            {view ? <DiscountLimitCard key={String(view.discountLimit)} limit={view.discountLimit} onSaved={reload} /> : null}
          </div>
        </div>
      )}
      {open?.kind === 'invite' ? <InviteDialog onCancel={() => setOpen(null)} onInvite={(input) => act(() => invitePerson(input), s.invited(input.name))} /> : null}
      {open?.kind === 'role' ? (
        <RoleDialog person={open.person} onCancel={() => setOpen(null)} onSave={(role) => act(() => changeRole(open.person.id, role), s.roleChanged)} />
      ) : null}
      {open?.kind === 'cancel' ? (
        <Dialog
          title={s.cancel}
          testId="cancel-invitation"
          onCancel={() => setOpen(null)}
          cancelLabel={s.keep}
          confirmTone="danger"
          confirmLabel={s.cancel}
          onConfirm={() => void act(() => cancelInvitation(open.person.id, view?.invitationIds.has(open.person.id) ?? false), s.cancelled)}
        >
          <p>{s.cancelAsk(open.person.name)}</p>
        </Dialog>
      ) : null}
    </section>
  );
}

function InviteDialog({ onCancel, onInvite }: { onCancel: () => void; onInvite: (input: { name: string; email: string; role: string; password: string }) => Promise<void> }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<string>('business_operator');
  const ready = name.trim().length > 0 && /.+@.+\..+/.test(email.trim()) && password.length >= 6;
  return (
    <Dialog title={s.invite} testId="invite-dialog" onCancel={onCancel} confirmLabel={s.invite} confirmDisabled={!ready} onConfirm={() => void onInvite({ name: name.trim(), email: email.trim(), role, password })}>
      <div className="space-y-3">
        <TextField label={s.name} value={name} onValue={setName} />
        <TextField label={s.email} type="email" value={email} onValue={setEmail} />
        <TextField label={s.initialPassword} hint={s.initialPasswordHint} type="password" value={password} onValue={setPassword} />
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700">{s.role}</span>
          <Segmented label={s.role} value={role} onChange={setRole} choices={roleChoices} />
        </div>
      </div>
    </Dialog>
  );
}

function RoleDialog({ person, onCancel, onSave }: { person: Person; onCancel: () => void; onSave: (role: string) => Promise<void> }) {
  const [role, setRole] = useState<string>(person.roles[0] ?? 'business_operator');
  return (
    <Dialog title={s.changeRoleOf(person.name)} testId="role-dialog" onCancel={onCancel} onConfirm={() => void onSave(role)}>
      <Segmented label={s.role} value={role} onChange={setRole} choices={roleChoices} />
    </Dialog>
  );
}
