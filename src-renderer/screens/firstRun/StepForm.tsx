// One step of the wizard: its form, the refusal in words where it happened (role=alert), and the buttons. The
// step's values live in the wizard's state, so a refusal keeps everything typed.
import { useState, type ReactNode } from 'react';
import { wizardMessages as w } from '../../../src-shared/i18n/businessSetup.js';
import { Button } from '../../ui/Button.js';

export function StepForm({
  intro,
  onSubmit,
  submitLabel = w.next,
  onSkip,
  onBack,
  children,
}: {
  intro: string;
  /** Resolves when the step is done; a thrown error is shown and the step stays. */
  onSubmit: () => Promise<void>;
  submitLabel?: string;
  onSkip?: () => void;
  onBack?: () => void;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        setBusy(true);
        setError(null);
        onSubmit()
          .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))
          .finally(() => setBusy(false));
      }}
    >
      <p className="text-slate-600">{intro}</p>
      {children}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800" data-testid="wizard-error">
          {error}
        </p>
      ) : null}
      <div className="sticky bottom-0 -mb-5 flex flex-wrap gap-2 border-t border-slate-200 bg-white pt-4 pb-5">
        {onBack ? (
          <Button type="button" onClick={onBack}>
            {w.back}
          </Button>
        ) : null}
        <span className="flex-1" />
        {onSkip ? (
          <Button type="button" tone="ghost" onClick={onSkip}>
            {w.skip}
          </Button>
        ) : null}
        <Button type="submit" tone="primary" size="lg" disabled={busy}>
          {busy ? w.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A list of on/off choices (payment methods, card brands), each a big toggle for a finger. */
export function Toggles({ label, options, value, onChange }: { label: string; options: { value: string; label: string }[]; value: string[]; onChange: (v: string[]) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
        {options.map((o) => {
          const on = value.includes(o.value);
          return (
            <button
              key={o.value}
              type="button"
              role="checkbox"
              aria-checked={on}
              onClick={() => onChange(on ? value.filter((v) => v !== o.value) : [...value, o.value])}
              className={`touch-target rounded-lg border px-4 font-semibold ${on ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
