// The order's number as people read it: the kitchen ticket, the orders board and its dialog all show the
// same one. It comes from the order's id, so it is known the moment the order is fired, offline included
// (the server's sequential number only arrives when the order reaches it).

/** An order id (UUIDv7) → "350C03", its last six hex digits. */
export function orderCode(orderId: string): string {
  return orderId.slice(-6).toUpperCase();
}

/** A flavour's part of a composite: 500 → "1/2 ", 333 → "1/3 ", a whole one → "". */
export function fractionText(fraction?: number): string {
  return !fraction || fraction === 1000 ? '' : fraction === 500 ? '1/2 ' : fraction === 333 || fraction === 334 ? '1/3 ' : fraction === 250 ? '1/4 ' : `${Math.round(fraction / 10)}% `;
}
