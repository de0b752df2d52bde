// The customer's account statement (fiado): the entries, what is owed and, after a payment that settles it, that
// the account is paid off. Printed at the counter on the payment of an entry (print-resume).
import { formatBRL } from '../../domain/money.js';
import { entitiesMessages } from '../../i18n/entities.js';
import { doc, type Block, type ReceiptDocument } from '../document.js';
import { formatDateTime } from '../format.js';

const m = entitiesMessages.resume;

export interface AccountResumeData {
  businessName: string;
  customer: string;
  phone: string | null;
  account: string;
  timeZone: string;
  /** the entry printed for: marked in the list */
  entryId: string;
  entries: { id: string; type: 'purchase' | 'payment'; amount: number; occurredAt: string; description: string | null }[];
  /** what is owed now, in centavos */
  balance: number;
  at: string;
}

export function accountResume(d: AccountResumeData): ReceiptDocument {
  const lines: Block[] = d.entries.map((e) =>
    doc.columns(
      [
        { text: formatDateTime(e.occurredAt, d.timeZone).slice(0, 10), width: 11 },
        { text: `${e.id === d.entryId ? '*' : ''}${e.type === 'purchase' ? m.purchase : m.payment}${e.description ? ` ${e.description}` : ''}` },
        { text: `${e.type === 'payment' ? '-' : ''}${formatBRL(e.amount)}`, align: 'end', width: 14 },
      ],
      e.id === d.entryId ? { bold: true } : undefined,
    ),
  );
  return {
    blocks: [
      doc.text(d.businessName, { bold: true, align: 'center' }),
      doc.text(m.title, { bold: true, width: 2, align: 'center' }),
      doc.separator('='),
      doc.pair(m.customer, d.customer),
      ...(d.phone ? [doc.text(d.phone)] : []),
      doc.pair(m.account, d.account),
      doc.text(formatDateTime(d.at, d.timeZone)),
      doc.separator(),
      ...lines,
      doc.separator(),
      doc.pair(m.owes, formatBRL(d.balance), { bold: true, width: 2, height: 2 }),
      ...(d.balance === 0 ? [doc.text(m.settled, { bold: true, align: 'center' })] : []),
      doc.feed(4),
      doc.cut('partial'),
    ],
  };
}
