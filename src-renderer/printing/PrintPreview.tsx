// Asks the main process for a template's layout on a given printer (or paper size) and shows it, with the
// printer's condition when it cannot print, so a manager can read the ticket while the printer is down.
import { useEffect, useState } from 'react';
import type { Layout } from '../../src-shared/printing/layout.js';
import type { PaperSize, PrinterModel } from '../../src-shared/printing/models.js';
import type { TemplateName } from '../../src-shared/printing/templates/schemas.js';
import { bridge } from '../services/bridge.js';
import { ReceiptPreview } from './ReceiptPreview.js';
import { previewMessages as m } from './messages.js';

export interface PrintPreviewProps {
  template: TemplateName;
  data: unknown;
  printerId?: string;
  model?: PrinterModel;
  size?: PaperSize;
}

export function PrintPreview({ template, data, printerId, model, size }: PrintPreviewProps) {
  const [layout, setLayout] = useState<Layout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const client = bridge();
    client
      .call('printing.preview', { template, data, printerId, model, size })
      .then((l) => live && setLayout(l as Layout))
      .catch((err: unknown) => live && setError(err instanceof Error ? err.message : String(err)));
    if (!printerId) return () => void (live = false);
    client
      .call('printing.status', { printerId })
      .then((s) => live && setNotice(s.condition.online === false || s.condition.paperOut || s.condition.coverOpen ? m.printerDown(s.name, s.words) : null))
      .catch(() => undefined);
    const off = client.on('printer.status', (s) => {
      if (s.printerId === printerId) setNotice(s.condition.online === false || s.condition.paperOut || s.condition.coverOpen ? m.printerDown(s.name, s.words) : null);
    });
    return () => {
      live = false;
      off();
    };
  }, [template, data, printerId, model, size]);

  if (error) return <p className="text-sm text-red-700">{error}</p>;
  if (!layout) return <p className="text-sm text-slate-500">{m.loading}</p>;
  return <ReceiptPreview layout={layout} printerNotice={notice} />;
}
