// Money and dates as a Brazilian reads them: R$ 1.234,56 from integer centavos; dates in America/Sao_Paulo.
// The one money formatter (domain/money.ts), under the name the print templates use.
export { formatBRL as formatMoney } from '../domain/money.js';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const timeOnly = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });

/** "21/11/2025 19:42:05" */
export function formatDateTime(iso: string | Date): string {
  return dateTime.format(typeof iso === 'string' ? new Date(iso) : iso).replace(',', '');
}

/** "19:42" */
export function formatTime(iso: string | Date): string {
  return timeOnly.format(typeof iso === 'string' ? new Date(iso) : iso);
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
