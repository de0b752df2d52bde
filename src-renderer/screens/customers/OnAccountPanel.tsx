// "Na conta" (fiado) on the payment screen: the customer who takes the bill on their account, found by phone or
// name, with what they already owe; a blocked account or one over its limit is said before anything is written.
import { customersMessages as cm } from '../../../src-shared/i18n/customers.js';
import { money } from '../../format/money.js';
import { useLive } from '../../hooks/useLive.js';
import { Button } from '../../ui/Button.js';
import { CustomerSearch } from './CustomerSearch.js';
import { loadCustomer, type CustomerView } from './customerQueries.js';

/** Why this customer may not take `amount` more on account, or null when they may. */
export function onAccountRefusal(view: CustomerView | null, amount: number): string | null {
  if (!view) return cm.onAccount.needsCustomer;
  const account = view.account;
  if (!account) return null;
  if (account.available === false) return cm.onAccount.blocked;
  const owes = Number(account.balance ?? 0);
  const limit = account.creditLimit === null || account.creditLimit === undefined ? null : Number(account.creditLimit);
  return limit !== null && owes + amount > limit ? cm.onAccount.overLimit(limit, owes) : null;
}

export function useOnAccountCustomer(customerId: string | null): CustomerView | null {
  return useLive(() => loadCustomer(customerId), [customerId], null as CustomerView | null);
}

export function OnAccountPanel({ view, onPick, amount }: { view: CustomerView | null; onPick: (id: string | null) => void; amount: number }) {
  if (!view) {
    return (
      <div className="flex max-h-72 min-h-0 flex-col rounded-lg border-2 border-amber-300 bg-amber-50 p-3" data-testid="on-account">
        <p className="mb-2 font-semibold text-amber-900">{cm.onAccount.needsCustomer}</p>
        <CustomerSearch selected={null} onPick={onPick} autoFocus />
      </div>
    );
  }
  const refusal = onAccountRefusal(view, amount);
  return (
    <div className="flex items-center gap-3 rounded-lg border-2 border-blue-300 bg-blue-50 p-3" data-testid="on-account">
      <div className="min-w-0 flex-1">
        <span className="block text-sm text-blue-900">{cm.onAccount.customer}</span>
        <span className="block truncate text-lg font-bold" data-testid="on-account-customer">
          {view.customer.name}
        </span>
        {view.account ? <span className="block text-sm text-blue-900">{cm.onAccount.owesNow(Number(view.account.balance ?? 0))}</span> : null}
        {refusal ? (
          <span role="alert" className="block font-semibold text-red-700">
            {refusal}
          </span>
        ) : (
          <span className="block text-sm text-slate-700">{money(amount)}</span>
        )}
      </div>
      <Button tone="ghost" onClick={() => onPick(null)}>
        {cm.onAccount.change}
      </Button>
    </div>
  );
}
