// The wizard's steps, each a form over the wizard's state; every write goes to the server through the typed client
// and waits for its answer (setup is done online, by the manager, at this screen).
import type { z } from 'zod';
import { businessAddress, businessDocument } from '../../../src-shared/api/schemas/businessProfile.js';
import type { PostalCodeAddress } from '../../../src-shared/bridge/areas/locations.js';
import { wizardMessages as w } from '../../../src-shared/i18n/businessSetup.js';
import { fieldIssues, issueInWords, ptBRErrorMap } from '../../../src-shared/i18n/validation.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { useTerminalSetup } from '../../store/terminalSetup.js';
import { firstRun, serverApi, setupStatus } from '../../services/serverApi.js';
import { command } from '../../services/write.js';
import { useLive } from '../../hooks/useLive.js';
import { useShell } from '../../store/shell.js';
import { Button } from '../../ui/Button.js';
import { Segmented, TextField } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { StepForm, Toggles } from './StepForm.js';
import { useWizard } from './wizardState.js';

const onlyDigits = (s: string) => s.replace(/\D/g, '');

/** The schema's answer for what was typed, or its first refusals in words (the same rules the server applies). */
function check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value, { error: ptBRErrorMap });
  if (r.success) return r.data;
  throw new Error(fieldIssues(r.error.issues).slice(0, 3).map(issueInWords).join('; '));
}

const addressOf = (b: ReturnType<typeof useWizard.getState>['business']) => ({
  cep: b.cep,
  street: b.street,
  number: b.number,
  complement: b.complement || null,
  neighborhood: b.neighborhood,
  city: b.city,
  cityCode: b.cityCode || null,
  state: b.state.toUpperCase(),
  phone: b.phone || null,
});

export interface StepProps {
  next: (summary?: string) => void;
  back?: () => void;
}

export function BusinessStep({ next }: StepProps) {
  const b = useWizard((s) => s.business);
  const patch = useWizard((s) => s.patch);
  const field = (key: keyof typeof b) => ({ value: b[key], onValue: (v: string) => patch('business', { [key]: v }) });
  const lookup = async () => {
    const cep = onlyDigits(b.cep);
    if (cep.length !== 8) return toast(w.business.badCep, 'error');
    try {
      const found = await command<PostalCodeAddress | null>('locations.postalCode', { cep });
      if (!found) return toast(w.business.cepNotFound, 'error');
      patch('business', { street: found.street, neighborhood: found.neighborhood, city: found.city, state: found.state, cityCode: found.ibge, ...(found.complement && !b.complement ? { complement: found.complement } : {}) });
    } catch {
      toast(w.business.cepUnreachable, 'error');
    }
  };
  return (
    <StepForm
      intro={w.business.intro}
      onSubmit={async () => {
        if (!b.name.trim()) throw new Error(`${w.business.name}: Não pode ficar em branco`);
        if (!businessDocument.safeParse(b.document).success) throw new Error(w.business.badDocument);
        check(businessAddress, addressOf(b));
        next(`${b.name} · ${b.document}`);
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField label={w.business.name} {...field('name')} autoFocus />
        <TextField label={w.business.tradeName} {...field('tradeName')} />
        <TextField label={w.business.document} inputMode="numeric" {...field('document')} />
        <TextField label={w.business.phone} inputMode="tel" {...field('phone')} />
      </div>
      <div className="flex items-end gap-2">
        <TextField
          className="w-48"
          label={w.business.cep}
          inputMode="numeric"
          {...field('cep')}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void lookup();
            }
          }}
        />
        <Button type="button" onClick={() => void lookup()}>
          {w.business.lookup}
        </Button>
      </div>
      <div className="grid grid-cols-6 gap-3">
        <TextField className="col-span-4" label={w.business.street} {...field('street')} />
        <TextField className="col-span-2" label={w.business.number} {...field('number')} />
        <TextField className="col-span-3" label={w.business.complement} {...field('complement')} />
        <TextField className="col-span-3" label={w.business.neighborhood} {...field('neighborhood')} />
        <TextField className="col-span-3" label={w.business.city} {...field('city')} />
        <TextField className="col-span-1" label={w.business.state} maxLength={2} {...field('state')} />
        <TextField className="col-span-2" label={w.business.cityCode} inputMode="numeric" {...field('cityCode')} />
      </div>
    </StepForm>
  );
}

/** Waits until the shell holds the session the main process just opened (its token reaches the typed client). */
async function sessionFor(businessId: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const s = useShell.getState().session;
    if (s?.loggedIn && s.token && s.businessId === businessId) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function ManagerStep({ next, back }: StepProps) {
  const p = useWizard((s) => s.manager);
  const { patch, set } = useWizard.getState();
  const status = useLive(() => setupStatus().catch(() => null), [], null as Awaited<ReturnType<typeof setupStatus>> | null);
  const field = (key: keyof typeof p) => ({ value: p[key], onValue: (v: string) => patch('manager', { [key]: v }) });
  return (
    <StepForm
      intro={w.manager.intro}
      submitLabel={w.manager.create}
      {...(back ? { onBack: back } : {})}
      onSubmit={async () => {
        if (p.password !== p.confirm) throw new Error(w.manager.mismatch);
        const { business: b, businessId: made } = useWizard.getState();
        let businessId = made;
        if (!businessId) {
          const id = useShell.getState().terminal?.businessId ?? newId();
          await firstRun({
            ...(p.setupCode.trim() ? { setupCode: p.setupCode.trim() } : {}),
            business: { id, name: b.name, tradeName: b.tradeName || null, document: b.document },
            manager: { name: p.name, email: p.email.trim(), password: p.password },
          });
          businessId = id;
          set({ businessId });
        }
        await command('session.login', { email: p.email.trim(), password: p.password });
        await command('session.selectBusiness', { businessId });
        await sessionFor(businessId);
        await serverApi().business.businessAddressUpdate({ body: addressOf(b) });
        toast(w.manager.created(b.tradeName || b.name), 'success');
        next(`${p.name} · ${p.email}`);
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField label={w.manager.name} {...field('name')} autoFocus autoComplete="name" />
        <TextField label={w.manager.email} type="email" {...field('email')} autoComplete="username" />
        <TextField label={w.manager.password} type="password" {...field('password')} autoComplete="new-password" />
        <TextField label={w.manager.confirm} type="password" {...field('confirm')} autoComplete="new-password" />
        {status && !status.fromThisMachine ? <TextField label={w.manager.setupCode} hint={w.manager.setupCodeHint} inputMode="numeric" {...field('setupCode')} /> : null}
      </div>
    </StepForm>
  );
}

export function RegisterStep({ next, back }: StepProps) {
  const r = useWizard((s) => s.register);
  const { patch } = useWizard.getState();
  return (
    <StepForm
      intro={w.register.intro}
      {...(back ? { onBack: back } : {})}
      onSubmit={async () => {
        const id = r.id ?? newId();
        if (!r.id) await serverApi().cash.cashRegistersCreate({ body: { id, name: r.name } });
        else await serverApi().cash.cashRegistersUpdate({ params: { id }, body: { name: r.name } });
        patch('register', { id });
        useTerminalSetup.getState().set({ cashRegisterId: id });
        next(w.register.created(r.name));
      }}
    >
      <TextField className="max-w-md" label={w.register.name} value={r.name} onValue={(v) => patch('register', { name: v })} autoFocus />
    </StepForm>
  );
}

export function PlacesStep({ next, back }: StepProps) {
  const p = useWizard((s) => s.places);
  const { patch } = useWizard.getState();
  return (
    <StepForm
      intro={w.places.intro}
      {...(back ? { onBack: back } : {})}
      onSkip={() => next()}
      onSubmit={async () => {
        const from = Number(onlyDigits(p.from));
        const to = Number(onlyDigits(p.to));
        if (!p.from || !p.to || from < 1 || to < from || to - from >= 500) throw new Error(w.places.range);
        const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
        const tables = numbers.map((n) => ({ id: newId(), type: p.kind, name: w.places.label(p.kind, n), number: n }));
        await serverApi().tables.tablesBulkCreate({ body: { tables } });
        patch('places', { made: p.made + tables.length });
        next(`${w.places.label(p.kind, from)} a ${to} · ${w.places.created(tables.length)}`);
      }}
    >
      <div>
        <span className="mb-1 block text-sm font-medium text-slate-700">{w.places.kind}</span>
        <Segmented<'table' | 'order-slip'>
          label={w.places.kind}
          value={p.kind}
          onChange={(kind) => patch('places', { kind })}
          choices={[
            { value: 'table', label: w.places.tables },
            { value: 'order-slip', label: w.places.slips },
          ]}
        />
      </div>
      <div className="flex gap-3">
        <TextField className="w-40" label={w.places.from} inputMode="numeric" value={p.from} onValue={(v) => patch('places', { from: v })} />
        <TextField className="w-40" label={w.places.to} inputMode="numeric" value={p.to} onValue={(v) => patch('places', { to: v })} />
      </div>
    </StepForm>
  );
}

const METHODS: { value: string; label: string; type: string }[] = [
  { value: 'money', label: 'Dinheiro', type: 'money' },
  { value: 'pix', label: 'PIX', type: 'pix' },
  { value: 'credit', label: 'Cartão de crédito', type: 'credit' },
  { value: 'debit', label: 'Cartão de débito', type: 'debit' },
  { value: 'mealVoucher', label: 'Vale-refeição', type: 'mealVoucher' },
];
const BRANDS = ['Visa', 'Mastercard', 'Elo', 'Hipercard', 'American Express'];

export function PaymentsStep({ next, back }: StepProps) {
  const p = useWizard((s) => s.payments);
  const { patch } = useWizard.getState();
  return (
    <StepForm
      intro={w.payments.intro}
      {...(back ? { onBack: back } : {})}
      onSubmit={async () => {
        if (p.made) return next();
        const chosen = METHODS.filter((m) => p.methods.includes(m.value));
        if (chosen.length === 0) throw new Error(w.payments.none);
        const api = serverApi();
        for (const [position, m] of chosen.entries()) {
          const id = newId();
          await api.paymentMethods.paymentMethodsCreate({ body: { id, name: m.label, type: m.type, allowsChange: m.type === 'money', position } });
          if ((m.type === 'credit' || m.type === 'debit') && p.brands.length > 0) {
            await api.paymentMethods.creditCardBannersCreate({ body: { paymentMethodId: id, creditCardBanners: p.brands.map((name) => ({ id: newId(), name })) } });
          }
        }
        patch('payments', { made: true });
        next(`${chosen.map((m) => m.label).join(', ')}${p.brands.length ? ` · ${p.brands.join(', ')}` : ''}`);
      }}
    >
      <Toggles label={w.payments.methods} options={METHODS} value={p.methods} onChange={(methods) => patch('payments', { methods })} />
      <Toggles label={w.payments.brands} options={BRANDS.map((b) => ({ value: b, label: b }))} value={p.brands} onChange={(brands) => patch('payments', { brands })} />
    </StepForm>
  );
}

/** This terminal reaches the printer at host:port (the business's printer row keeps the same address). */
async function useHere(id: string, name: string, role: 'kitchen' | 'cashier', host: string, port: number) {
  await command('printing.printers.save', { printer: { id, name, model: 'ESC_POS', size: 'large', roles: [role], connection: { type: 'tcp', host, port } } });
}

export function PrintersStep({ next, back }: StepProps) {
  const p = useWizard((s) => s.printers);
  const { patch } = useWizard.getState();
  const receiptName = 'Caixa';
  const kitchenName = p.kitchen.trim() || 'Cozinha';
  const ids = () => {
    const kitchenPrinterId = p.kitchenPrinterId ?? newId();
    const receiptPrinterId = p.receiptPrinterId ?? newId();
    patch('printers', { kitchenPrinterId, receiptPrinterId });
    return { kitchenPrinterId, receiptPrinterId };
  };
  const test = async (which: 'kitchen' | 'receipt') => {
    const { kitchenPrinterId, receiptPrinterId } = ids();
    const [id, name, host, port] = which === 'kitchen' ? [kitchenPrinterId, kitchenName, p.kitchenHost, p.kitchenPort] : [receiptPrinterId, receiptName, p.receiptHost, p.receiptPort];
    try {
      await useHere(id, name, which === 'kitchen' ? 'kitchen' : 'cashier', host.trim(), Number(port) || 9100);
      await command('printing.print', {
        printerId: id,
        jobId: newId(),
        label: w.printers.test,
        document: {
          blocks: [
            { kind: 'text', align: 'center', runs: [{ text: w.printers.testTitle, bold: true }] },
            { kind: 'text', runs: [{ text: w.printers.testLine(name) }] },
            { kind: 'feed', lines: 3 },
            { kind: 'cut', mode: 'partial' },
          ],
        },
      });
      toast(w.printers.testSent(name), 'success');
    } catch (err) {
      toast(err instanceof Error ? err.message : String(err), 'error');
    }
  };
  const field = (key: 'kitchen' | 'kitchenHost' | 'kitchenPort' | 'receiptHost' | 'receiptPort') => ({ value: p[key], onValue: (v: string) => patch('printers', { [key]: v }) });
  return (
    <StepForm
      intro={w.printers.intro}
      {...(back ? { onBack: back } : {})}
      onSkip={() => next()}
      onSubmit={async () => {
        if (!p.kitchenHost.trim() || !p.receiptHost.trim()) throw new Error(w.printers.needHost);
        const { kitchenPrinterId, receiptPrinterId } = ids();
        const api = serverApi();
        if (!p.made) {
          const row = (id: string, name: string, host: string, port: string) => ({ id, name, model: 'ESC/POS', size: 'large', connection: 'tcp', address: host.trim(), port: Number(port) || 9100 });
          await api.printersPlansUsers.printersCreate({ body: row(kitchenPrinterId, kitchenName, p.kitchenHost, p.kitchenPort) });
          await api.printersPlansUsers.printersCreate({ body: row(receiptPrinterId, receiptName, p.receiptHost, p.receiptPort) });
          await api.catalogs.kitchensCreate({ body: { id: newId(), name: kitchenName, printerId: kitchenPrinterId } });
          patch('printers', { made: true });
        }
        await useHere(kitchenPrinterId, kitchenName, 'kitchen', p.kitchenHost.trim(), Number(p.kitchenPort) || 9100);
        await useHere(receiptPrinterId, receiptName, 'cashier', p.receiptHost.trim(), Number(p.receiptPort) || 9100);
        // Products without a kitchen of their own print on the kitchen's printer too.
        useTerminalSetup.getState().set({ receiptPrinterId, kitchenPrinterId });
        next(`${kitchenName}: ${p.kitchenHost}:${p.kitchenPort} · ${receiptName}: ${p.receiptHost}:${p.receiptPort}`);
      }}
    >
      <TextField className="max-w-md" label={w.printers.kitchen} {...field('kitchen')} />
      {(
        [
          ['kitchen', w.printers.kitchenPrinter, kitchenName, field('kitchenHost'), field('kitchenPort')],
          ['receipt', w.printers.receiptPrinter, receiptName, field('receiptHost'), field('receiptPort')],
        ] as const
      ).map(([which, title, name, host, port]) => (
        <div key={which} className="rounded-lg border border-slate-200 p-3" data-testid={`wizard-printer-${which}`}>
          <p className="mb-2 font-semibold">{title}</p>
          <div className="flex items-end gap-2">
            <TextField className="flex-1" label={w.printers.host(name)} {...host} />
            <TextField className="w-28" label={w.printers.port(name)} inputMode="numeric" {...port} />
            <Button type="button" onClick={() => void test(which)} disabled={!host.value.trim()}>
              {w.printers.test}
            </Button>
          </div>
        </div>
      ))}
    </StepForm>
  );
}
