// Asked to print a paper again (a receipt, a pre-bill), a person first sees it on screen: the same layout
// the printer will print, with the printer's condition; Enter prints it, Esc leaves it. The first print of a
// paper goes straight to the printer, as at the counter's pace.
import { useState, type ReactNode } from 'react';
import { screenMessages as m } from '../../src-shared/i18n/screens.js';
import { printDocument, type PrintDocument } from '../services/printing.js';
import { Dialog } from '../ui/Dialog.js';
import { PrintPreview } from './PrintPreview.js';

export function PreviewDialog({ doc, onCancel, onPrint }: { doc: PrintDocument; onCancel: () => void; onPrint: () => void }) {
  return (
    <Dialog title={m.printing.reprintPreview} onCancel={onCancel} onConfirm={onPrint} confirmLabel={m.printing.print} testId="print-preview-dialog">
      <div className="flex max-h-[60vh] justify-center overflow-y-auto bg-slate-100 p-3">
        <PrintPreview template={doc.what.template} data={doc.what.data} printerId={doc.printerId} />
      </div>
    </Dialog>
  );
}

/** Papers printed on this terminal since it started, by what they are of (a bill's pads, a pad). */
const printed = new Set<string>();

/** Prints a paper the first time it is asked for; the next times shows its preview first. */
export function useReprint(): { ask: (key: string, load: () => Promise<PrintDocument | null>, done: string) => Promise<void>; dialog: ReactNode } {
  const [open, setOpen] = useState<{ doc: PrintDocument; done: string } | null>(null);
  const ask = async (key: string, load: () => Promise<PrintDocument | null>, done: string) => {
    const doc = await load();
    if (!doc) return;
    if (!printed.has(key)) {
      if (await printDocument(doc, done)) printed.add(key);
      return;
    }
    setOpen({ doc, done });
  };
  const dialog = open ? (
    <PreviewDialog
      doc={open.doc}
      onCancel={() => setOpen(null)}
      onPrint={() => {
        setOpen(null);
        void printDocument(open.doc, open.done);
      }}
    />
  ) : null;
  return { ask, dialog };
}
