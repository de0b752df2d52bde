// What the Cobrança screen reads and writes on the server, as the platform's admin: the typed client in admin context
// (role header admin, no business in the path). Billing is the platform's, never mirrored: reads go straight to the
// server (useServerRead), writes are the declared billing writes (src-shared/writes/billing.ts), checked here with
// their schema and sent while the screen waits for the answer.
import type { z } from 'zod';
import { createApi, type Api } from '../../../src-shared/api/index.js';
import type { BinaryAnswer } from '../../../src-shared/api/core/descriptor.js';
import { syncMessages } from '../../../src-shared/i18n/sync.js';
import type { WriteDecl } from '../../../src-shared/writes/define.js';
import { useShell } from '../../store/shell.js';
import { serverApi } from '../../services/serverApi.js';

export interface InvoiceView {
  id: string;
  businessId: string;
  businessName: string | null;
  referenceMonth: string;
  amount: number;
  charged: number;
  left: number;
  status: 'open' | 'paid' | 'cancelled';
  dueDate: string;
}
export interface DuplicateView {
  id: string;
  invoiceId: string;
  number: number;
  amount: number;
  balance: number;
  dueDate: string;
  status: 'open' | 'paid' | 'cancelled';
  note: string | null;
  ourNumber: string | null;
  digitableLine: string | null;
}
export interface EntryView {
  id: string;
  kind: 'payment' | 'discount' | 'interest';
  amount: number;
  date: string;
  note: string | null;
}
export interface OccurrenceView {
  id: string;
  kind: string;
  description: string;
  createdAt: string;
}
export interface PaymentPlanView {
  id: string;
  name: string;
  installments: number;
  intervalDays: number;
  method: 'boleto' | 'pix' | 'card';
  available: boolean;
}

/** The business every read names (the tenant guard's; the billing rows are the platform's): the terminal's. */
function here(): string {
  const id = useShell.getState().session?.businessId;
  if (!id) throw new Error(syncMessages.unexpected);
  return id;
}

function adminApi(): Api {
  const { session, terminal } = useShell.getState();
  if (!terminal?.serverUrl) throw new Error(syncMessages.unexpected);
  return createApi({
    session: { context: 'admin', project: 'pdv', environment: 'local' },
    baseUrls: { local: { main: terminal.serverUrl } },
    ...(session?.token ? { token: session.token } : {}),
  });
}

/** Whether the logged-in person is one of the platform's admins (the login's platform roles). */
export async function isPlatformAdmin(): Promise<boolean> {
  const me = await serverApi().login.loginMe({ params: { project: 'pdv' } });
  return ((me as { platformRoles?: string[] }).platformRoles ?? []).includes('admin');
}

const INVOICE = 'id businessId businessName referenceMonth amount charged left status dueDate';
const DUPLICATE = 'id invoiceId number amount balance dueDate status note ourNumber digitableLine';

export interface BusinessOption {
  id: string;
  name: string;
  tradeName: string | null;
}

export async function loadInvoices(): Promise<{ invoices: InvoiceView[]; plans: PaymentPlanView[]; businesses: BusinessOption[] }> {
  const api = adminApi();
  const businessId = here();
  const [invoices, plans, businesses] = await Promise.all([
    api.billing.gqlListInvoices({ businessId }, INVOICE) as Promise<InvoiceView[]>,
    api.billing.gqlPaymentPlansList({ businessId }, 'id name installments intervalDays method available') as Promise<PaymentPlanView[]>,
    api.business.gqlBusinessListAdmin({ businessId }, 'id name tradeName') as Promise<BusinessOption[]>,
  ]);
  return { invoices, plans, businesses };
}

export async function loadDuplicates(invoiceId: string): Promise<DuplicateView[]> {
  return (await adminApi().billing.gqlDuplicatesByInvoice({ businessId: here(), invoiceId }, DUPLICATE)) as DuplicateView[];
}

export async function loadDuplicate(duplicateId: string): Promise<{ entries: EntryView[]; occurrences: OccurrenceView[] }> {
  const api = adminApi().billing;
  const [entries, occurrences] = await Promise.all([
    api.gqlDuplicateEntriesList({ businessId: here(), duplicateId }, 'id kind amount date note') as Promise<EntryView[]>,
    api.gqlDuplicateOccurrences({ businessId: here(), duplicateId }, 'id kind description createdAt') as Promise<OccurrenceView[]>,
  ]);
  return { entries, occurrences };
}

/** Sends one declared billing write: its body checked by its schema first (a mistake shows where it was made). */
export async function send<P extends string, S extends z.ZodType>(w: WriteDecl<P, S, undefined>, params: Record<string, string>, body: z.input<S>): Promise<unknown> {
  const parsed = w.schema.safeParse(body);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? syncMessages.unexpected);
  const call = (adminApi().billing as unknown as Record<string, (input: { params: Record<string, string>; body: unknown }) => Promise<unknown>>)[w.id];
  if (!call) throw new Error(syncMessages.unexpected);
  return call({ params, body: parsed.data });
}

/** The duplicates' file, or the entries' (of one duplicate), as PDF. */
export async function report(which: 'duplicates' | 'entries', duplicateId?: string): Promise<BinaryAnswer> {
  const api = adminApi().billing;
  return which === 'duplicates'
    ? ((await api.billingDuplicatesDuplicateReport({ body: { format: 'pdf' } })) as BinaryAnswer)
    : ((await api.billingDuplicatesDuplicateEntriesReport({ body: { format: 'pdf', ...(duplicateId ? { duplicateId } : {}) } })) as BinaryAnswer);
}
