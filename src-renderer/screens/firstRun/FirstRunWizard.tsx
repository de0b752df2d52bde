// The first-run wizard (#/configuracoes/primeiros-passos): from an empty database to a restaurant ready to sell.
// It opens by itself while the server has no business; afterwards a manager may open it again. Steps in order,
// "Passo n de m" always shown; each step keeps what was typed when the server refuses it.
import { useEffect, useState } from 'react';
import { wizardMessages as w } from '../../../src-shared/i18n/businessSetup.js';
import { EMPTY_FISCAL } from '../../services/fiscalData.js';
import { useTerminalSetup } from '../../store/terminalSetup.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast.js';
import { FiscalSetup } from '../settings/FiscalSetup.js';
import { BusinessStep, ManagerStep, PaymentsStep, PlacesStep, PrintersStep, RegisterStep, type StepProps } from './steps.js';
import { useWizard } from './wizardState.js';

function FiscalStep({ next, back }: StepProps) {
  const [ready, setReady] = useState(false);
  const saved = useWizard((s) => s.fiscalSaved);
  useEffect(() => {
    // The NFC-e form starts from what the first steps typed: legal name, CNPJ and the address the CEP filled.
    const setup = useTerminalSetup.getState();
    const b = useWizard.getState().business;
    if (!setup.fiscal) {
      setup.set({
        fiscal: { ...EMPTY_FISCAL, cnpj: b.document, legalName: b.name, tradeName: b.tradeName, street: b.street, number: b.number, district: b.neighborhood, cityName: b.city, uf: b.state.toUpperCase(), cityCode: b.cityCode, cep: b.cep.replace(/\D/g, '') },
      });
    }
    setReady(true);
  }, []);
  return (
    <div className="space-y-4">
      <p className="text-slate-600">{w.fiscal.intro}</p>
      {ready ? (
        <FiscalSetup
          onSaved={() => {
            useWizard.getState().set({ fiscalSaved: true });
            toast(w.fiscal.saved, 'success');
          }}
        />
      ) : null}
      <div className="sticky bottom-0 -mb-5 flex gap-2 border-t border-slate-200 bg-white pt-4 pb-5">
        {back ? <Button onClick={back}>{w.back}</Button> : null}
        <span className="flex-1" />
        <Button tone="primary" size="lg" onClick={() => next(saved ? w.fiscal.saved : undefined)}>
          {saved ? w.next : w.skip}
        </Button>
      </div>
    </div>
  );
}

function DoneStep() {
  const summary = useWizard((s) => s.summary);
  return (
    <div className="space-y-4">
      <p className="text-lg text-slate-700">{w.done.intro}</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2" aria-label={w.done.summary} data-testid="wizard-summary">
        {w.steps.slice(0, -1).map((name, i) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-slate-700">{name}</dt>
            <dd className="text-slate-600">{summary[i] ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {/* A new restaurant has nothing to sell yet: the menu comes first, the register after. */}
      <div className="flex flex-wrap gap-2">
        <Button
          tone="primary"
          size="lg"
          onClick={() => {
            location.hash = '/configuracoes/cardapio';
          }}
        >
          {w.done.openMenu}
        </Button>
        <Button
          size="lg"
          onClick={() => {
            location.hash = '/caixa';
          }}
        >
          {w.done.openCash}
        </Button>
      </div>
    </div>
  );
}

const STEPS = [BusinessStep, ManagerStep, RegisterStep, PlacesStep, PaymentsStep, PrintersStep, FiscalStep, DoneStep];

export function FirstRunWizard() {
  const step = useWizard((s) => s.step);
  const made = useWizard((s) => s.businessId);
  const { set } = useWizard.getState();
  const Step = STEPS[step] ?? DoneStep;
  const next = (line?: string) => set({ step: Math.min(step + 1, STEPS.length - 1), summary: { ...useWizard.getState().summary, ...(line ? { [step]: line } : {}) } });
  // No way back past the first run: the business and its manager exist from then on.
  const back = step > 0 && !(step === 2 && made) ? () => set({ step: step - 1 }) : undefined;
  return (
    <section className="flex h-full min-h-0 flex-col bg-slate-100" data-testid="first-run-wizard">
      <header className="border-b border-slate-200 bg-white px-6 py-3">
        <div className="flex items-baseline gap-3">
          <h1 className="text-xl font-bold text-slate-800">{w.title}</h1>
          <span className="text-sm font-medium text-blue-800" data-testid="wizard-progress">
            {w.progress(step + 1, STEPS.length)}
          </span>
          <h2 className="ml-auto text-lg font-semibold text-slate-700" data-testid="wizard-step-title">
            {w.steps[step]}
          </h2>
        </div>
        <ol className="mt-2 flex gap-1" aria-label={w.progress(step + 1, STEPS.length)}>
          {w.steps.map((name, i) => (
            <li key={name} title={name} aria-current={i === step ? 'step' : undefined} className={`h-2 flex-1 rounded-full ${i < step ? 'bg-emerald-500' : i === step ? 'bg-blue-700' : 'bg-slate-300'}`} />
          ))}
        </ol>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-4 md:p-6">
        <div className="mx-auto max-w-4xl rounded-xl bg-white p-5 shadow-sm">
          <Step key={step} next={next} {...(back ? { back } : {})} />
        </div>
      </div>
    </section>
  );
}
