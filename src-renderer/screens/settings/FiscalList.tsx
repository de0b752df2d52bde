// The shape the fiscal settings' lists share (NFC-e issued, NF-e issued, voided ranges): a titled section that says
// when it could not read or has nothing, a table on a wide panel and one card per row in the tablet's narrow column
// (the panel's container width decides, not the window's). Each list gives its columns and its card.
import type { ReactNode } from 'react';

export interface FiscalColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Amounts: right-aligned. */
  right?: boolean;
  /** Numbers and dates: kept on one line. */
  nowrap?: boolean;
}

export interface FiscalListProps<T> {
  title: string;
  testId: string;
  rows: T[] | null;
  rowKey: (row: T) => string;
  columns: FiscalColumn<T>[];
  /** The narrow layout's card content for a row. */
  card: (row: T) => ReactNode;
  cardTestId: string;
  rowTestId?: string;
  empty: string;
  /** Shown when the read failed (offline, server down). */
  failed?: string | null;
  /** Above the rows (a note on what the list holds). */
  intro?: ReactNode;
  /** Below the rows (the dialogs a row opens). */
  children?: ReactNode;
}

/** Day and time as the fiscal lists show them. */
export const fiscalWhen = (at: string) => new Date(at).toLocaleString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function FiscalList<T>(p: FiscalListProps<T>) {
  const cellClass = (c: FiscalColumn<T>, last: boolean) =>
    ['py-1', last ? '' : 'pr-3', c.right ? 'text-right' : '', c.nowrap ? 'whitespace-nowrap tabular-nums' : ''].filter(Boolean).join(' ');
  return (
    <section className="@container space-y-2 border-t border-slate-200 pt-3" aria-label={p.title} data-testid={p.testId}>
      <h3 className="text-base font-bold">{p.title}</h3>
      {p.intro}
      {p.failed ? <p className="text-sm text-red-700">{p.failed}</p> : null}
      {p.rows && p.rows.length === 0 ? <p className="text-sm text-slate-600">{p.empty}</p> : null}
      {p.rows && p.rows.length > 0 ? (
        <>
          <ul className="space-y-2 @lg:hidden">
            {p.rows.map((row) => (
              <li key={p.rowKey(row)} className="rounded-lg border border-slate-200 p-2 text-sm" data-testid={p.cardTestId}>
                {p.card(row)}
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left text-sm @lg:table">
            <thead className="text-slate-600">
              <tr>
                {p.columns.map((c, i) => (
                  <th key={c.header} className={`${cellClass({ ...c, nowrap: false }, i === p.columns.length - 1)} font-medium`}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {p.rows.map((row) => (
                <tr key={p.rowKey(row)} className="border-t border-slate-100 align-top" data-testid={p.rowTestId}>
                  {p.columns.map((c, i) => (
                    <td key={c.header} className={cellClass(c, i === p.columns.length - 1)}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {p.children}
    </section>
  );
}

/** A note's situation with what a manager may do about it under it (the issued notes' lists). */
export function statusColumn<T>(header: string, status: (row: T) => ReactNode, action: (row: T) => ReactNode): FiscalColumn<T> {
  return {
    header,
    cell: (row) => (
      <>
        {status(row)}
        {action(row)}
      </>
    ),
  };
}

/** A note card's first line: its number and series, its situation on the right. */
export function CardHeading({ number, status }: { number: string; status: ReactNode }) {
  return (
    <p className="flex items-center justify-between gap-2 font-semibold tabular-nums">
      <span>{number}</span>
      {status}
    </p>
  );
}
