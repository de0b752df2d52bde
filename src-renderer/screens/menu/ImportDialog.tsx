// The import wizard: the manager picks a spreadsheet, it goes to the server (online: the report is the server's
// answer), and the report says how many products went in and, row by row, what was refused and why.
import { useState } from 'react';
import { menuMessages } from '../../../src-shared/i18n/menu.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useShell } from '../../store/shell.js';
import { Dialog } from '../../ui/Dialog.js';
import { serverApi } from '../../services/serverApi.js';
import { syncEngine } from '../../store/shell.js';

const f = menuMessages.screen.importForm;

interface ImportReport {
  created: number;
  refused: { line: number; name: string; reasons: string[] }[];
}

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const businessId = useBusinessId();
  const serverUrl = useShell((x) => x.terminal?.serverUrl ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!file || !serverUrl || !businessId || sending) return;
    setSending(true);
    setError(null);
    try {
      // The typed client's call (products/import, multipart): the report comes back row by row.
      const data = new Uint8Array(await file.arrayBuffer());
      const body = (await serverApi().products.productsImport({ body: { file: { fileName: file.name, contentType: file.type || 'application/octet-stream', data } } })) as ImportReport;
      setReport(body);
      // The new products reach this terminal's mirror now, not at the next pull.
      void syncEngine()?.pullNow();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      title={f.title}
      onCancel={onClose}
      cancelLabel={report ? f.close : undefined}
      {...(report ? {} : { onConfirm: () => void send(), confirmLabel: sending ? f.sending : f.send, confirmDisabled: !file || sending })}
      wide
      testId="import-dialog"
    >
      {report ? (
        <div data-testid="import-report">
          <p className="mb-3 text-lg font-semibold">{f.result(report.created, report.refused.length)}</p>
          {report.refused.length ? (
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-100 text-slate-600">
                <tr>
                  <th className="px-2 py-1">{f.row}</th>
                  <th className="px-2 py-1">{menuMessages.screen.columns.name}</th>
                  <th className="px-2 py-1">{f.reason}</th>
                </tr>
              </thead>
              <tbody>
                {report.refused.map((r) => (
                  <tr key={r.line} className="border-t border-slate-100" data-testid="import-refused">
                    <td className="px-2 py-1 tabular-nums">{r.line}</td>
                    <td className="px-2 py-1">{r.name || '—'}</td>
                    <td className="px-2 py-1 text-red-700">{r.reasons.join('; ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-slate-700">{f.help}</p>
          <label className="block">
            <span className="mb-1 block text-sm font-medium text-slate-700">{f.file}</span>
            <input
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="touch-target block w-full rounded-lg border border-slate-300 p-2"
              data-testid="import-file"
            />
          </label>
          {error ? (
            <p className="font-semibold text-red-700" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
