// The two settings beside the people list: the manager's own pass code (what they type at a cashier's screen to
// authorise) and the business's discount limit (what a cashier gives alone, domain/discountLimit.ts).
import { useState } from 'react';
import { peopleMessages as s } from '../../../src-shared/i18n/people.js';
import { failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { setDiscountLimit, setMyPassCode } from './peopleData.js';

const card = 'space-y-3 rounded-xl bg-white p-4 shadow-sm';

export function PassCodeCard() {
  const [code, setCode] = useState('');
  const save = async () => {
    try {
      await setMyPassCode(code);
      setCode('');
      toast(s.passCodeSaved, 'success');
    } catch (err) {
      failed(err);
    }
  };
  return (
    <form
      className={card}
      data-testid="pass-code-card"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 className="text-lg font-bold text-slate-900">{s.passCodeTitle}</h3>
      <TextField label={s.passCode} hint={s.passCodeHint} type="password" inputMode="numeric" maxLength={8} value={code} onValue={(v) => setCode(v.replace(/\D/g, ''))} />
      <Button type="submit" tone="primary" disabled={!/^\d{4,8}$/.test(code)}>
        {s.passCodeSave}
      </Button>
    </form>
  );
}

/** "10,5" → 1050 (hundredths of a percent); null when it is not a percentage from 0 to 100. */
export function parseLimit(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const v = Math.round(Number(t) * 100);
  return v <= 10_000 ? v : null;
}

const shown = (limit: number | null) => (limit === null ? '' : (limit / 100).toFixed(2).replace('.', ','));

export function DiscountLimitCard({ limit, onSaved }: { limit: number | null; onSaved: () => Promise<void> }) {
  const [text, setText] = useState(shown(limit));
  const value = parseLimit(text);
  const save = async () => {
    if (value === null) return;
    try {
      await setDiscountLimit(value);
      toast(s.limitSaved, 'success');
      await onSaved();
    } catch (err) {
      failed(err);
    }
  };
  return (
    <form
      className={card}
      data-testid="discount-limit-card"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 className="text-lg font-bold text-slate-900">{s.limitTitle}</h3>
      <TextField label={s.limit} hint={limit === null ? s.limitNone : s.limitHint} inputMode="decimal" value={text} onValue={setText} />
      <Button type="submit" tone="primary" disabled={value === null || value === limit}>
        {s.limitSave}
      </Button>
    </form>
  );
}
