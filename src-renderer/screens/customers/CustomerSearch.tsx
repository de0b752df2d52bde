// A customer found by phone or name as the cashier types; Enter takes the first one found. Used by the customers
// screen and by the payment screen's "na conta" (fiado), so both find a customer the same way.
import { useState } from 'react';
import { customersMessages as cm } from '../../../src-shared/i18n/customers.js';
import { money } from '../../format/money.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { TextField } from '../../ui/fields.js';
import { searchCustomers, type CustomerHit } from './customerQueries.js';

export function CustomerSearch({ selected, onPick, autoFocus }: { selected: string | null; onPick: (id: string) => void; autoFocus?: boolean }) {
  const businessId = useBusinessId();
  const [term, setTerm] = useState('');
  const hits = useLive(() => searchCustomers(businessId, term), [businessId, term], [] as CustomerHit[]);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <TextField
        label={cm.search}
        value={term}
        onValue={setTerm}
        autoFocus={autoFocus}
        inputMode="search"
        maxLength={80}
        data-testid="customer-search"
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !hits[0]) return;
          // The first found is picked; the Enter goes no further (a dialog would confirm on it).
          e.preventDefault();
          e.stopPropagation();
          onPick(hits[0].customer.id);
        }}
      />
      {hits.length === 0 ? <p className="text-sm text-slate-500">{cm.noneFound}</p> : null}
      <ul className="min-h-0 flex-1 overflow-y-auto" data-testid="customer-hits">
        {hits.map((h) => (
          <li key={h.customer.id}>
            <button
              type="button"
              onClick={() => onPick(h.customer.id)}
              aria-pressed={h.customer.id === selected}
              className={`touch-target flex w-full items-center gap-2 rounded-lg px-3 py-1 text-left ${h.customer.id === selected ? 'bg-slate-900 text-white' : 'hover:bg-slate-100'}`}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{h.customer.name}</span>
                {h.phone ? <span className="block font-mono text-xs opacity-80">{h.phone}</span> : null}
              </span>
              {h.owes > 0 ? <span className="font-mono text-sm font-semibold tabular-nums">{money(h.owes)}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
