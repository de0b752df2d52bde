// Inside the close dialog: the tables and comandas still open, listed with what they hold, so nobody closes the
// register without knowing (issue 16 item 3). Whether it may close anyway is the business's setting, which the
// server applies (domain/cashAudit mayCloseWithOpenBills).
import { cashCloseMessages as c } from '../../../src-shared/i18n/cashClose.js';
import { money } from '../../format/money.js';
import { loadTablesMap } from '../../queries/counter.js';
import { currentBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';

export function OpenBillsWarning() {
  const open = useLive(async () => (await loadTablesMap(currentBusinessId())).filter((v) => v.service), [], []);
  if (open.length === 0) return null;
  return (
    <div role="alert" data-testid="open-bills" className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
      <p className="font-semibold">{c.openBillsTitle(open.length)}</p>
      <ul className="my-1 flex flex-wrap gap-x-4 text-sm">
        {open.map((v) => (
          <li key={v.table.id} data-testid="open-bill">
            {v.label} · {money(v.amount)}
          </li>
        ))}
      </ul>
      <p className="text-sm">{c.openBillsHint}</p>
    </div>
  );
}
