// Asked to print a paper again (a receipt, a pre-bill, an NFC-e's DANFE), a person first sees it on screen: the
// same layout the printer will print, with the printer's condition; Enter prints it, Esc leaves it. The first
// print of a paper goes straight to the printer, as at the counter's pace.
import { useState, type ReactNode } from 'react';
import { screenMessages as m } from '../../src-shared/i18n/screens.js';
import { printDocument, type PrintDocument } from '../services/printing.js';
import { Dialog } from '../ui/Dialog.js';
import { PrintPreview } from './PrintPreview.js';

/** The papers (one, or each copy of a DANFE) one below the other, as they will come out. */
export function PreviewDialog({ docs, onCancel, onPrint }: { docs: readonly PrintDocument[]; onCancel: () => void; onPrint: () => void }) {
  return (
    <Dialog title={m.printing.reprintPreview} onCancel={onCancel} onConfirm={onPrint} confirmLabel={m.printing.print} testId="print-preview-dialog">
      <div className="flex max-h-[60vh] flex-col items-center gap-3 overflow-y-auto bg-slate-100 p-3">
        {docs.map((doc, i) => (
          <PrintPreview key={i} template={doc.what.template} data={doc.what.data} printerId={doc.printerId || undefined} />
        ))}
      </div>
    </Dialog>
  );
}

/** Papers printed on this terminal since it started, by what they are of (a bill's pads, a pad). */
const printed = new Set<string>();

export interface Reprint {
  /** Prints a paper the first time it is asked for; the next times shows its preview first. */
  ask: (key: string, load: () => Promise<PrintDocument | null>, done: string) => Promise<void>;
  /** Shows papers printed before (a DANFE kept by the fiscal module); Enter runs `print`. */
  show: (docs: readonly PrintDocument[], print: () => void) => void;
  dialog: ReactNode;
}

export function useReprint(): Reprint {
  const [open, setOpen] = useState<{ docs: readonly PrintDocument[]; print: () => void } | null>(null);
  const ask = async (key: string, load: () => Promise<PrintDocument | null>, done: string) => {
    const doc = await load();
    if (!doc) return;
    if (!printed.has(key)) {
      if (await printDocument(doc, done)) printed.add(key);
      return;
    }
    setOpen({ docs: [doc], print: () => void printDocument(doc, done) });
  };
  const show = (docs: readonly PrintDocument[], print: () => void) => setOpen({ docs, print });
  const dialog = open ? (
    <PreviewDialog
      docs={open.docs}
      onCancel={() => setOpen(null)}
      onPrint={() => {
        setOpen(null);
        open.print();
      }}
    />
  ) : null;
  return { ask, show, dialog };
}
