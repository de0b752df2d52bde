// What a restaurant can sell on one line: the database keeps line money in integer columns (int4, up to about
// R$ 21 million) and two lines of R$ 12 million overflowed the comanda's sums. Lines beyond these bounds are
// refused with a 400 in Portuguese; the sums themselves run in bigint (ledger.ts, reports.ts).
import { formatBRL } from '../../src-shared/domain/money.js';
import { badRequest } from './errors.js';

/** 10 000 units (or kg) on one line, in thousandths. */
export const MAX_LINE_QUANTITY = 10_000_000;
/** R$ 1.000.000,00 on one line, in centavos (also the most a price may be). */
export const MAX_LINE_TOTAL = 100_000_000;
/**
 * R$ 10.000.000,00 of items and delivery fees on one comanda (or one order). GraphQL's Int is 32 bits (up to about
 * R$ 21 million): with a service fee of up to 100 % every total of a comanda stays within it.
 */
export const MAX_PAD_TOTAL = 1_000_000_000;

export const boundMessages = {
  quantity: `A quantidade de um item não pode passar de ${(MAX_LINE_QUANTITY / 1000).toLocaleString('pt-BR')}`,
  total: `O valor de um item não pode passar de ${formatBRL(MAX_LINE_TOTAL)}`,
  pad: `O total de uma comanda não pode passar de ${formatBRL(MAX_PAD_TOTAL)}`,
};

/** 400 unless the line's quantity, unit price and total are within what a restaurant sells. */
export function checkLine(line: { quantity: number; unitPrice: number; totalPrice: number }, path = 'quantity'): void {
  if (line.quantity > MAX_LINE_QUANTITY) throw badRequest(boundMessages.quantity, [{ path, message: boundMessages.quantity }]);
  if (line.unitPrice > MAX_LINE_TOTAL || line.totalPrice > MAX_LINE_TOTAL) throw badRequest(boundMessages.total, [{ path, message: boundMessages.total }]);
}

/** 400 when a comanda's (or an order's) items and delivery fees pass what one comanda may hold. */
export function checkPadTotal(itemsAndFees: number): void {
  if (itemsAndFees > MAX_PAD_TOTAL) throw badRequest(boundMessages.pad, [{ path: 'products', message: boundMessages.pad }]);
}
