// The waiters' tablets on the LAN (src-main/security/pairing.ts): a manager types the 6-digit code a tablet shows
// to let it in, sees the tablets paired with this terminal and removes one (a lost tablet, say). Manager-only on
// the bridge too (COMMAND_ACCESS).
import { useState } from 'react';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { fullDateTime } from '../../format/time.js';
import { useLive } from '../../hooks/useLive.js';
import { command, failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';

const t = m.settings.tablets;

export function TabletsSetup() {
  const [code, setCode] = useState('');
  const [version, setVersion] = useState(0);
  const tablets = useLive(
    async () => (await command<{ tablets: { id: string; pairedAt: string }[] }>('terminal.pairing.list', {}).catch(() => ({ tablets: [] }))).tablets,
    [version],
    [] as { id: string; pairedAt: string }[],
  );
  const valid = /^\d{6}$/.test(code);
  const approve = async () => {
    if (!valid) return;
    await command('terminal.pairing.approve', { code });
    toast(t.approved, 'success');
    setCode('');
    setVersion((v) => v + 1);
  };
  const remove = async (id: string) => {
    await command('terminal.pairing.remove', { id });
    toast(t.removed, 'success');
    setVersion((v) => v + 1);
  };
  return (
    <div className="space-y-3" data-testid="tablets-setup">
      <h2 className="text-lg font-semibold">{t.title}</h2>
      <p className="text-sm text-slate-600">{t.explain}</p>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void approve().catch(failed);
        }}
      >
        <TextField
          label={t.code}
          value={code}
          onValue={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          className="w-48"
        />
        <Button type="submit" tone="primary" disabled={!valid}>
          {t.approve}
        </Button>
      </form>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="paired-tablets">
        {tablets.length === 0 ? <li className="p-3 text-sm text-slate-500">{t.none}</li> : null}
        {tablets.map((tab) => (
          <li key={tab.id} className="flex items-center justify-between gap-2 p-3">
            <span>{t.paired(tab.id, fullDateTime(tab.pairedAt))}</span>
            <Button tone="ghost" onClick={() => void remove(tab.id).catch(failed)} aria-label={`${t.remove} ${t.paired(tab.id, fullDateTime(tab.pairedAt))}`}>
              {t.remove}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
