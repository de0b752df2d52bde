// The cash register audit: open with an opening balance, supplies and bleedings with their reason, a running
// summary, and closing with the count per payment method (blind: expected amounts only after counting).
import { useRef, useState } from 'react';
import { auditLines } from '../../../src-shared/domain/cashAudit.js';
import { CASH_MOVEMENT_TYPE_LABELS } from '../../../src-shared/api/enums.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { money } from '../../format/money.js';
import { clockTime, dayAndTime } from '../../format/time.js';
import { loadRegister, type RegisterView } from '../../queries/cash.js';
import { useTerminalSetup } from '../../store/terminalSetup.js';
import { useBusinessId, useCounterSession } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { AmountRow, Badge, Empty, ScreenHeader, Segmented, TextField } from '../../ui/fields.js';
import { Keypad, keypadMoney, startsNew } from '../../ui/Keypad.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import type { AuthorizedBy } from '../../../src-shared/api/schemas/authorization.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { useManagerPass } from '../../ui/ManagerPass.js';
import { authorizationMessages as am } from '../../../src-shared/i18n/authorization.js';
import { useCan } from '../../hooks/permissions.js';
import { addEntry, closeAudit, openAudit } from './cashActions.js';
import { OpenBillsWarning } from './OpenBillsWarning.js';
import { ReprintClosedResume } from '../business/ReprintClosedResume.js';

const c = m.cash;
type Open = 'open' | 'supply' | 'bleeding' | 'close' | null;

export function CashScreen() {
  const businessId = useBusinessId();
  const setup = useTerminalSetup();
  const userId = useCounterSession((s) => s.userId);
  const view = useLive(() => loadRegister(businessId, setup.cashRegisterId), [businessId, setup.cashRegisterId], null as RegisterView | null);
  const [dialog, setDialog] = useState<Open>(null);
  const mayClose = useCan('managerActions');

  if (!view) return <Empty>{m.common.loading}</Empty>;
  if (!view.register) return <Empty>{c.noRegister}</Empty>;
  const register = view.register;
  const audit = view.audit;
  const shown = audit ?? view.lastClosed;
  const supplies = view.entries.filter((e) => e.type === 'supply').reduce((a, e) => a + e.amount, 0);
  const bleedings = view.entries.filter((e) => e.type === 'bleeding').reduce((a, e) => a + e.amount, 0);
  const received = new Map<string, number>();
  for (const p of view.payments) received.set(p.paymentMethodId, (received.get(p.paymentMethodId) ?? 0) + p.amount);
  const methodName = (id: string) => view.methods.find((x) => x.id === id)?.name ?? '?';

  const run = (fn: () => Promise<unknown>) => {
    setDialog(null);
    void fn().catch(failed);
  };

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="cash-screen">
      <ScreenHeader title={c.title}>
        {view.registers.length > 1 ? (
          <Segmented label={c.register} value={register.id} onChange={(id) => setup.set({ cashRegisterId: id })} choices={view.registers.map((r) => ({ value: r.id, label: r.name }))} />
        ) : null}
        <span data-testid="register-state">{audit ? <Badge tone="green">{c.openState(register.name)}</Badge> : <Badge tone="red">{c.closedState}</Badge>}</span>
        {audit ? (
          <>
            <Button fkey="F3" onClick={() => setDialog('supply')}>
              {c.supply}
            </Button>
            <Button fkey="F4" onClick={() => setDialog('bleeding')}>
              {c.bleeding}
            </Button>
            <Button tone="danger" fkey="F9" onClick={() => setDialog('close')} disabled={!mayClose} title={mayClose ? undefined : am.notForRole.managerActions}>
              {c.close}
            </Button>
          </>
        ) : (
          <>
            {view.lastClosed ? <ReprintClosedResume auditId={view.lastClosed.id} methodName={methodName} /> : null}
            <Button tone="success" fkey="F2" onClick={() => setDialog('open')}>
              {c.open}
            </Button>
          </>
        )}
      </ScreenHeader>
      <div className="grid min-h-0 flex-1 grid-cols-2 gap-4 overflow-y-auto p-4">
        <div className="rounded-xl bg-white p-4 shadow-sm" data-testid="cash-summary">
          <h2 className="mb-2 text-lg font-bold">{audit ? c.summary : shown ? c.closedResume : c.closedState}</h2>
          {shown ? (
            <>
              <p className="mb-2 text-sm text-slate-600">{c.openedAt(dayAndTime(shown.openedAt), '')}</p>
              <AmountRow label={c.opening} value={money(shown.openingAmount)} testId="cash-opening" />
              <AmountRow label={c.supplies} value={money(supplies)} testId="cash-supplies" />
              <AmountRow label={c.bleedings} value={`-${money(bleedings)}`} testId="cash-bleedings" />
              {received.size > 0 ? <h3 className="mt-3 text-sm font-semibold uppercase text-slate-500">{c.salesBy}</h3> : null}
              {[...received.entries()].map(([id, v]) => (
                <AmountRow key={id} label={methodName(id)} value={money(v)} />
              ))}
              {view.accountPayments.length > 0 ? <AmountRow label={c.accountReceipts} value={money(view.accountReceipts)} testId="cash-account-receipts" /> : null}
              {audit ? <AmountRow label={c.inDrawer} value={money(view.drawer)} strong testId="cash-drawer" /> : null}
              {!audit && shown.counted ? <ClosedLines view={view} counted={shown.counted} /> : null}
            </>
          ) : null}
        </div>
        <div className="rounded-xl bg-white p-4 shadow-sm">
          <h2 className="mb-2 text-lg font-bold">{c.movements}</h2>
          {view.entries.length === 0 && view.accountPayments.length === 0 ? <p className="text-slate-500">{c.noMovements}</p> : null}
          <ul data-testid="cash-movements">
            {view.entries.map((e) => (
              <li key={e.id} className="flex items-center gap-2 border-b border-slate-100 py-2">
                <span className="w-14 text-sm text-slate-500">{e.createdAt ? clockTime(e.createdAt) : ''}</span>
                <span className="flex-1">
                  <span className="font-medium">{CASH_MOVEMENT_TYPE_LABELS[e.type]}</span>
                  {e.description ? <span className="block text-sm text-slate-600">{e.description}</span> : null}
                </span>
                {e.pending ? <Badge tone="amber">{m.common.pending}</Badge> : null}
                <span className={`font-mono tabular-nums ${e.type === 'bleeding' ? 'text-red-700' : 'text-emerald-700'}`}>
                  {e.type === 'bleeding' ? '-' : '+'}
                  {money(e.amount)}
                </span>
              </li>
            ))}
            {view.accountPayments.map((e) => (
              <li key={e.id} className="flex items-center gap-2 border-b border-slate-100 py-2" data-testid="cash-account-receipt">
                <span className="w-14 text-sm text-slate-500">{e.occurredAt ? clockTime(e.occurredAt) : ''}</span>
                <span className="flex-1">
                  <span className="font-medium">{c.accountReceipt}</span>
                  <span className="block text-sm text-slate-600">
                    {e.customer} · {methodName(e.paymentMethodId ?? '')}
                  </span>
                </span>
                {e.pending ? <Badge tone="amber">{m.common.pending}</Badge> : null}
                <span className="font-mono text-emerald-700 tabular-nums">+{money(Number(e.amount))}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      {dialog === 'open' ? (
        <AmountDialog title={c.open} label={c.openingAmount} onCancel={() => setDialog(null)} onConfirm={(v) => run(() => openAudit(register, v, userId))} />
      ) : null}
      {audit && (dialog === 'supply' || dialog === 'bleeding') ? (
        <AmountDialog
          title={dialog === 'supply' ? c.supply : c.bleeding}
          label={c.movementAmount}
          reason
          guarded
          // A bleeding takes out at most the cash the drawer should hold: refused here, before the voucher prints.
          limit={dialog === 'bleeding' ? { max: Math.max(0, view.drawer), message: c.bleedingAboveDrawer(view.drawer) } : undefined}
          onCancel={() => setDialog(null)}
          onConfirm={(v, why, entry) => run(() => addEntry(audit.id, dialog, v, why, entry?.id, entry?.authorizedBy))}
        />
      ) : null}
      {audit && dialog === 'close' ? (
        <CloseDialog view={view} blind={setup.blindCount} onCancel={() => setDialog(null)} onConfirm={(counted, note) =>
            run(() =>
              closeAudit(audit.id, register.name, counted, note, {
                openedAt: audit.openedAt,
                openingBalance: audit.openingAmount,
                supplies,
                bleedings,
                methods: auditLines(view.expected, counted).map((l) => ({ method: methodName(l.paymentMethodId), expected: l.expected, counted: l.counted })),
              }),
            )
          } />
      ) : null}
    </section>
  );
}

function ClosedLines({ view, counted }: { view: RegisterView; counted: Record<string, number> }) {
  const order = new Map(view.methods.map((x, i) => [x.id, i]));
  const lines = auditLines(view.expected, counted).sort((a, b) => (order.get(a.paymentMethodId) ?? 99) - (order.get(b.paymentMethodId) ?? 99));
  return (
    <table className="mt-3 w-full text-sm" data-testid="closed-lines">
      <thead>
        <tr className="text-left text-slate-500">
          <th className="py-1">{m.payment.methods}</th>
          <th className="text-right">{c.expected}</th>
          <th className="text-right">{c.counted}</th>
          <th className="text-right">{c.difference}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.paymentMethodId} className="border-t border-slate-100">
            <td className="py-1">{view.methods.find((x) => x.id === l.paymentMethodId)?.name ?? '?'}</td>
            <td className="text-right font-mono">{money(l.expected)}</td>
            <td className="text-right font-mono">{money(l.counted)}</td>
            <td className={`text-right font-mono ${l.difference < 0 ? 'text-red-700' : l.difference > 0 ? 'text-amber-700' : 'text-emerald-700'}`}>{money(l.difference)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AmountDialog({
  title,
  label,
  reason,
  guarded,
  limit,
  onCancel,
  onConfirm,
}: {
  title: string;
  label: string;
  reason?: boolean;
  /** a supply or bleeding: one who may not make it alone needs a manager's pass here, checked before anything else */
  guarded?: boolean;
  limit?: { max: number; message: string };
  onCancel: () => void;
  onConfirm: (v: number, why: string | null, entry?: { id: string; authorizedBy: AuthorizedBy | null }) => void;
}) {
  const [value, setValue] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  const [why, setWhy] = useState('');
  const [entryId] = useState(newId);
  const [busy, setBusy] = useState(false);
  const pass = useManagerPass('cashEntry');
  const above = limit !== undefined && value > limit.max;
  const ok = !above && (reason ? value > 0 && why.trim().length >= 3 : value >= 0) && (!guarded || pass.ready) && !busy;
  const confirm = async () => {
    if (!ok) return;
    if (!guarded) return onConfirm(value, why.trim() || null);
    setBusy(true);
    try {
      onConfirm(value, why.trim() || null, { id: entryId, authorizedBy: await pass.authorize(entryId) });
    } catch {
      // The pass shows why; nothing was written, printed or opened.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} onCancel={onCancel} confirmDisabled={!ok} onConfirm={() => void confirm()} testId="amount-dialog">
      <div className="grid grid-cols-[1fr_220px] gap-4">
        <div className="space-y-3">
          <MoneyInput ref={field} label={label} value={value} onChange={setValue} autoFocus large testId="dialog-amount" />
          {above ? (
            <p role="alert" className="font-medium text-red-700" data-testid="amount-refused">
              {limit.message}
            </p>
          ) : null}
          {reason ? <TextField label={c.movementReason} value={why} onValue={setWhy} maxLength={300} /> : null}
          {guarded ? pass.fields : null}
        </div>
        <Keypad
          onDigits={(d) => {
            const fresh = startsNew(field.current);
            setValue((v) => keypadMoney(fresh ? 0 : v, d));
          }}
          onBackspace={() => setValue((v) => Math.floor(v / 10))} onClear={() => setValue(0)} />
      </div>
    </Dialog>
  );
}

function CloseDialog({ view, blind, onCancel, onConfirm }: { view: RegisterView; blind: boolean; onCancel: () => void; onConfirm: (counted: Record<string, number>, note: string | null) => void }) {
  const [counted, setCounted] = useState<Record<string, number>>({});
  const [revealed, setRevealed] = useState(!blind);
  // A blind count is fixed once checked: the expected amounts must not guide the count that is recorded.
  const [checked, setChecked] = useState<Record<string, number> | null>(null);
  const [note, setNote] = useState('');
  const recorded = checked ?? counted;
  const lines = auditLines(view.expected, recorded);
  const totalDiff = lines.reduce((a, l) => a + l.difference, 0);
  return (
    <Dialog
      title={c.close}
      wide
      testId="close-dialog"
      onCancel={onCancel}
      confirmLabel={revealed ? c.close : c.showExpected}
      confirmTone={revealed ? 'danger' : 'primary'}
      onConfirm={() => {
        if (revealed) return onConfirm(Object.fromEntries(view.methods.map((x) => [x.id, recorded[x.id] ?? 0])), note.trim() || null);
        setChecked({ ...counted });
        setRevealed(true);
      }}
    >
      <OpenBillsWarning />
      {blind && !revealed ? <p className="mb-3 text-sm text-slate-600">{c.blindHint}</p> : null}
      {checked ? <p className="mb-3 text-sm text-slate-600" data-testid="count-locked">{c.countLocked}</p> : null}
      <table className="w-full">
        <thead>
          <tr className="text-left text-sm text-slate-500">
            <th>{m.payment.methods}</th>
            <th className="w-56">{c.counted}</th>
            {revealed ? (
              <>
                <th className="text-right">{c.expected}</th>
                <th className="text-right">{c.difference}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {view.methods.map((x) => {
            const line = lines.find((l) => l.paymentMethodId === x.id);
            const diff = line?.difference ?? 0;
            return (
              <tr key={x.id} className="border-t border-slate-100">
                <td className="py-1 font-medium">{x.name}</td>
                <td className="py-1">
                  <MoneyInput
                    hideLabel
                    label={`${c.counted}: ${x.name}`}
                    value={recorded[x.id] ?? 0}
                    readOnly={checked !== null}
                    onChange={(v) => setCounted((s) => ({ ...s, [x.id]: v }))}
                    testId={`count-${x.name}`}
                  />
                </td>
                {revealed ? (
                  <>
                    <td className="text-right font-mono" data-testid={`expected-${x.name}`}>
                      {money(line?.expected ?? 0)}
                    </td>
                    <td className={`text-right font-mono ${diff < 0 ? 'text-red-700' : diff > 0 ? 'text-amber-700' : 'text-emerald-700'}`} data-testid={`difference-${x.name}`}>
                      {money(diff)} {diff < 0 ? c.missing : diff > 0 ? c.over : c.exact}
                    </td>
                  </>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {revealed ? (
        <p className={`mt-3 text-xl font-bold ${totalDiff < 0 ? 'text-red-700' : totalDiff > 0 ? 'text-amber-700' : 'text-emerald-700'}`} data-testid="close-difference">
          {c.difference}: {money(totalDiff)}
        </p>
      ) : null}
      <TextField className="mt-3" label={m.common.reason} value={note} onValue={setNote} maxLength={500} />
    </Dialog>
  );
}
