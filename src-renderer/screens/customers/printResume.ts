// The customer's account statement (the spec's printed resume) on this terminal's receipt printer, laid out from
// the mirror with the shared template, so it prints offline too.
import { newId } from '../../../src-shared/ids/uuid.js';
import { customersMessages as cm } from '../../../src-shared/i18n/customers.js';
import { accountResume } from '../../../src-shared/printing/templates/accountResume.js';
import { businessTimeZone } from '../../format/time.js';
import { command } from '../../services/write.js';
import { useShell } from '../../store/shell.js';
import { useTerminalSetup } from '../../store/terminalSetup.js';
import { toast } from '../../ui/toast.js';
import type { CustomerView } from './customerQueries.js';

export async function printAccountResume(view: CustomerView): Promise<boolean> {
  const printerId = useTerminalSetup.getState().receiptPrinterId;
  if (!printerId) {
    toast(cm.noPrinter, 'error');
    return false;
  }
  if (!view.account) return false;
  const business = useShell.getState().business;
  const last = view.entries[view.entries.length - 1];
  const document = accountResume({
    businessName: business?.tradeName ?? business?.name ?? '',
    customer: view.customer.name,
    phone: (view.phones.find((p) => p.main) ?? view.phones[0])?.number ?? null,
    account: view.account.name,
    timeZone: businessTimeZone(),
    entryId: last?.id ?? '',
    entries: view.entries.map((e) => ({ id: e.id, type: e.type, amount: Number(e.amount), occurredAt: e.occurredAt ?? e.createdAt ?? new Date().toISOString(), description: e.description })),
    balance: Number(view.account.balance),
    at: new Date().toISOString(),
  });
  try {
    await command('printing.print', { printerId, jobId: newId(), label: `${cm.printResume} ${view.customer.name}`, document });
    toast(cm.resumePrinted, 'success');
    return true;
  } catch (err) {
    toast(err instanceof Error ? err.message : String(err), 'error');
    return false;
  }
}
