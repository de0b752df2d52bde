// Configurações → Fiscal → Arquivos fiscais: the accountant's month. Each file (the NFC-e XML and their list, the
// NFC-e report and daily summary, SPED EFD ICMS/IPI, Sintegra, the PAF-NFC-e files) is made by the server and saved
// when ready; while it is made its row says so, and a refusal (an empty month, a bad CPF) is said in Portuguese.
import { useState } from 'react';
import { todayIn } from '../../../src-shared/domain/financialDates.js';
import { fiscalScreenMessages as fm } from '../../../src-shared/i18n/fiscalScreens.js';
import { businessTimeZone } from '../../format/time.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { saveFile } from '../../services/download.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';
import { toast } from '../../ui/toast.js';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { Empty, TextField } from '../../ui/fields.js';
import { FISCAL_FILES, fiscalFile, loadMonthByNcm, loadPafIdentification, nfceXml, type FiscalFileKey } from './fiscalData.js';

const f = fm.files;
const EXT: Record<FiscalFileKey, string> = { xml: 'zip', pdf: 'pdf', nfces: 'pdf', resumes: 'pdf', sped: 'txt', sintegra: 'txt', pafRegisters: 'txt', pafData: 'txt' };

/** The server's refusal as a person reads it: its own message, without the field's code name ("identification"). */
function why(err: unknown): string {
  return err instanceof Error && err.message ? err.message.replace(/^Dados inválidos: [\w.[\]]+: /, '') : fm.offline;
}

export function FiscalFiles() {
  const [month, setMonth] = useState(() => todayIn(businessTimeZone()).slice(0, 7));
  const [identification, setIdentification] = useState('');
  const [busy, setBusy] = useState<FiscalFileKey | 'one' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paf] = useServerRead('paf', loadPafIdentification);
  const [byNcm] = useServerRead(`ncm#${month}`, () => loadMonthByNcm(month));
  const [key, setKey] = useState('');

  const get = async (file: FiscalFileKey | 'one') => {
    const name = file === 'one' ? f.one : f.names[file];
    setError(null);
    if (file === 'pafData' && !identification.replace(/\D/g, '')) {
      setError(f.identificationMissing);
      return;
    }
    if (file === 'one' && !/^\d{44}$/.test(key)) {
      setError(f.keyMissing);
      return;
    }
    setBusy(file);
    try {
      const answer = file === 'one' ? await nfceXml(key) : await fiscalFile(file, month, identification);
      if (answer.data.length === 0) throw new Error(f.empty);
      toast(f.done(saveFile(answer, file === 'one' ? `${key}-nfce.xml` : `${file}-${month}.${EXT[file]}`)), 'success');
    } catch (err) {
      const message = f.refused(name, why(err));
      setError(message);
      toast(message, 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4" data-testid="fiscal-files">
      <div className="flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm">
        <label className="block">
          <span className="mb-1 block text-sm font-medium text-slate-700">{f.month}</span>
          <input type="month" className="touch-target rounded-lg border border-slate-300 px-3 text-lg" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} data-testid="fiscal-files-month" />
        </label>
        <p className="flex-1 text-sm text-slate-500">{f.hint}</p>
        {paf.state === 'ready' ? (
          <p className="text-sm text-slate-600" data-testid="fiscal-paf-identification">
            {f.paf}: {f.pafProgram(paf.value.program.name, paf.value.program.verProc ?? '')} · {paf.value.business.name}
          </p>
        ) : null}
      </div>
      {error ? (
        <Notice testId="fiscal-files-error" className="">
          {error}
        </Notice>
      ) : null}
      <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
        {FISCAL_FILES.map((key) => (
          <li key={key} className="flex items-center justify-between gap-2 rounded-xl bg-white px-4 py-3 shadow-sm" data-testid={`fiscal-file-${key}`}>
            <span className="flex-1">
              {f.names[key]}
              {key === 'pafData' ? <TextField className="mt-2" label={f.identification} value={identification} inputMode="numeric" onValue={setIdentification} data-testid="fiscal-files-identification" /> : null}
              {busy === key ? (
                <span className="mt-1 flex items-center gap-2 text-sm text-blue-800" role="status" data-testid="fiscal-file-progress">
                  <span className="h-3 w-3 animate-spin rounded-full border-2 border-blue-700 border-t-transparent" />
                  {f.making(f.names[key])}
                </span>
              ) : null}
            </span>
            <Button tone="secondary" disabled={busy !== null} onClick={() => void get(key)} data-testid={`fiscal-file-${key}-download`}>
              {f.download}
            </Button>
          </li>
        ))}
        <li className="flex items-center justify-between gap-2 rounded-xl bg-white px-4 py-3 shadow-sm" data-testid="fiscal-file-one">
          <span className="flex-1">
            <TextField label={f.one} value={key} inputMode="numeric" maxLength={44} onValue={(v) => setKey(v.replace(/\D/g, ''))} data-testid="fiscal-files-key" />
            {busy === 'one' ? (
              <span className="mt-1 block text-sm text-blue-800" role="status" data-testid="fiscal-file-progress">
                {f.making(f.one)}
              </span>
            ) : null}
          </span>
          <Button tone="secondary" disabled={busy !== null} onClick={() => void get('one')} data-testid="fiscal-file-one-download">
            {f.download}
          </Button>
        </li>
      </ul>
      <div className="rounded-xl bg-white p-4 shadow-sm" data-testid="fiscal-month-ncm">
        <h2 className="text-lg font-semibold">{f.byNcm}</h2>
        <p className="mb-2 text-sm text-slate-500">{f.byNcmHint}</p>
        {byNcm.state === 'ready' && byNcm.value.length === 0 ? <Empty>{f.noNotes}</Empty> : null}
        {byNcm.state === 'ready' && byNcm.value.length > 0 ? (
          <table className="w-full text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                <th className="py-1">NCM</th>
                <th className="py-1">CFOP</th>
                <th className="py-1">CST/CSOSN</th>
                <th className="py-1 text-right">{f.lines}</th>
                <th className="py-1 text-right">{f.total}</th>
              </tr>
            </thead>
            <tbody>
              {byNcm.value.map((r) => (
                <tr key={`${r.ncm}|${r.cfop}|${r.cst}`} className="border-t border-slate-100" data-testid="fiscal-month-ncm-row">
                  <td className="py-1 font-mono">{r.ncm}</td>
                  <td className="py-1 font-mono">{r.cfop}</td>
                  <td className="py-1 font-mono">{r.cst}</td>
                  <td className="py-1 text-right tabular-nums">{r.lines}</td>
                  <td className="py-1 text-right tabular-nums">{formatBRL(r.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </div>
  );
}
