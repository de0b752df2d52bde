// The fiscal guardian on the app bar: while contingency NFC-e wait to reach SEFAZ it says how many, and when one's
// transmission deadline (its state's window) is near (or past) it says so in red, as it does for skipped numbers
// left to void (the daily numbering check), and while SEFAZ says it is out (its status asked before the notes are
// sent) it says that, with SEFAZ's code; a touch opens the settings, where the fiscal
// status lists them. Nothing shows while every note is authorized.
import { useEffect, useState } from 'react';
import type { FiscalStatus } from '../../src-shared/bridge/areas/fiscal.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';
import { voidingMessages } from '../../src-shared/i18n/voiding.js';
import { bridge } from '../services/bridge.js';
import { command } from '../services/write.js';

/** The nearest transmission deadline as the cashier reads it (dd/mm hh:mm, the terminal's time). */
function deadline(at: string | null): string | null {
  if (!at) return null;
  return new Date(at).toLocaleString('pt-BR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
}

export function FiscalGuardianBadge() {
  const [status, setStatus] = useState<FiscalStatus | null>(null);
  useEffect(() => {
    const b = bridge();
    const load = () =>
      void command<FiscalStatus>('fiscal.status', {})
        .then(setStatus)
        .catch(() => undefined);
    load();
    const offLink = b.onLink((up) => up && load());
    const offChanged = b.on('fiscal.changed', (payload) => setStatus(payload as FiscalStatus));
    // The deadline moves with the clock, not only with events.
    const timer = setInterval(load, 60_000);
    return () => {
      offLink();
      offChanged();
      clearInterval(timer);
    };
  }, []);
  if (!status || (status.pending === 0 && !status.alert)) return null;
  // Only skipped numbers to void (the daily numbering check): says that, not "0 pending".
  const skipped = status.gaps.reduce((n, g) => n + g.to - g.from + 1, 0);
  const short = status.pending === 0 && skipped > 0 ? voidingMessages.guardian.short(skipped) : fiscalMessages.guardian.short(status.pending);
  // While SEFAZ is out the notes wait on purpose: the guardian says why, with SEFAZ's code.
  const full = [status.alert ?? fiscalMessages.guardian.pending(status.pending, deadline(status.nextDeadline), status.nextRule), status.sefazOut].filter(Boolean).join(' · ');
  return (
    <a
      href="#/configuracoes"
      role={status.alert ? 'alert' : undefined}
      data-testid="fiscal-guardian"
      title={full}
      aria-label={full}
      className={`touch-target flex items-center whitespace-nowrap rounded-full px-3 text-xs font-semibold ${status.alert ? 'bg-red-600 text-white' : 'bg-amber-500 text-slate-900'}`}
    >
      {/* Short on the bar (it must not wrap and move the screen under the cashier's finger); whole in the title. */}
      {short + (status.alert ? ' ⚠' : '')}
    </a>
  );
}
