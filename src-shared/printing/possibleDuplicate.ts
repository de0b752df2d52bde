// The notice printed above a job that may already be on paper: the process (or the link) stopped after its first
// byte left and before the printer was known to have it all. A kitchen that cooks an order twice loses food;
// a kitchen that never sees an order loses the customer, so the job is printed again, but the cook is told to
// look for the first copy before cooking.
import { printingMessages } from '../i18n/printing.js';
import { renderDocument, type PrintTarget } from './compile.js';
import { doc, type ReceiptDocument } from './document.js';

export function possibleDuplicateNotice(): ReceiptDocument {
  const m = printingMessages.paper;
  return {
    blocks: [
      doc.text(m.possibleDuplicate, { bold: true, width: 2, height: 2, align: 'center' }),
      doc.text(m.possibleDuplicateHint, { bold: true, align: 'center' }),
      doc.separator('='),
    ],
  };
}

/** The job's own bytes, preceded by the notice (its own reset and code page, so the job starts clean). */
export function markAsPossibleDuplicate(job: Uint8Array, target: PrintTarget): Uint8Array {
  const notice = renderDocument(possibleDuplicateNotice(), target);
  const out = new Uint8Array(notice.length + job.length);
  out.set(notice, 0);
  out.set(job, notice.length);
  return out;
}
