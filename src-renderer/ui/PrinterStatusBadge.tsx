// The printers' state, always in the app bar: "Impressoras OK", or the first problem in words
// ("Cozinha: sem papel") and how many tickets wait in the queues; a touch opens the terminal's setup.
import { useEffect, useState } from 'react';
import type { PrinterStatus } from '../../src-shared/bridge/areas/printing.js';
import { screenMessages as m } from '../../src-shared/i18n/screens.js';
import { bridge } from '../services/bridge.js';
import { command } from '../services/write.js';

export function PrinterStatusBadge() {
  const [statuses, setStatuses] = useState<Record<string, PrinterStatus>>({});
  useEffect(() => {
    const b = bridge();
    const load = () =>
      void command<{ statuses: PrinterStatus[] }>('printing.printers', {})
        .then((r) => setStatuses(Object.fromEntries(r.statuses.map((s) => [s.printerId, s]))))
        .catch(() => undefined);
    const offLink = b.onLink((up) => up && load());
    const offStatus = b.on('printer.status', (payload) => {
      const s = payload as PrinterStatus;
      setStatuses((prev) => ({ ...prev, [s.printerId]: s }));
    });
    return () => {
      offLink();
      offStatus();
    };
  }, []);
  const all = Object.values(statuses);
  const problem = all.find((s) => s.condition.error || s.condition.paperOut || s.condition.coverOpen || s.condition.online === false);
  const queued = all.reduce((a, s) => a + s.queued, 0);
  if (all.length === 0) return null;
  return (
    <a
      href="#/configuracoes"
      data-testid="printer-status"
      className={`touch-target flex shrink-0 items-center whitespace-nowrap rounded-full px-3 text-xs font-semibold ${problem ? 'bg-amber-500 text-slate-900' : 'bg-slate-700 text-white'}`}
    >
      {problem ? m.status.printerProblem(problem.name, problem.words) : m.status.printersOk}
      {queued > 0 ? ` · ${m.status.printersQueued(queued)}` : ''}
    </a>
  );
}
