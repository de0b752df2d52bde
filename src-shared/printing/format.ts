// Money and dates as a Brazilian reads them: R$ 1.234,56 from integer centavos; dates in the business's time
// zone (a document's `timeZone`), America/Sao_Paulo when it names none.
// The one money formatter (domain/money.ts), under the name the print templates use.
export { formatBRL as formatMoney } from '../domain/money.js';

const DEFAULT_ZONE = 'America/Sao_Paulo';
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'dateTime' | 'time', timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(`${kind} ${timeZone}`);
  if (!f) {
    f =
      kind === 'dateTime'
        ? new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' })
        : new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit' });
    formatters.set(`${kind} ${timeZone}`, f);
  }
  return f;
}

/** "21/11/2025 19:42:05" */
export function formatDateTime(iso: string | Date, timeZone = DEFAULT_ZONE): string {
  return formatter('dateTime', timeZone).format(typeof iso === 'string' ? new Date(iso) : iso).replace(',', '');
}

/** "19:42" */
export function formatTime(iso: string | Date, timeZone = DEFAULT_ZONE): string {
  return formatter('time', timeZone).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** Quantities: integers as "2", weighed items in thousandths as "0,350". */
export function formatQuantity(quantity: number, unit?: 'un' | 'kg'): string {
  if (unit === 'kg') return (quantity / 1000).toFixed(3).replace('.', ',');
  return Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(3).replace('.', ',');
}

/** 44-digit access key in groups of four, as the DANFE prints it. */
export function groupDigits(key: string, size = 4): string {
  return key.replace(/\s/g, '').replace(new RegExp(`(.{${size}})`, 'g'), '$1 ').trim();
}
