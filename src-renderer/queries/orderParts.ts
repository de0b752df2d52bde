// What the kitchen reads of an order line: its halves and add-ons, as the kitchen ticket lists them (the orders board
// and the kitchen display show the same).
import { fractionText } from '../../src-shared/domain/orderCode.js';
import type { OrderProductRow } from '../db/rows.js';
import { byId } from './mirrorRead.js';

/** The names of a line's halves and add-ons; an order made offline carries only the ids, read from the catalog. */
export async function partsOf(line: OrderProductRow, names: Map<string, string>): Promise<string[]> {
  const out: string[] = [];
  for (const s of line.selections ?? []) {
    let name = s.name ?? names.get(s.productSubproductId);
    if (!name) {
      const ps = await byId('productSubproducts', s.productSubproductId);
      const sub = ps ? await byId('subproducts', String((ps as { subproductId?: string }).subproductId)) : null;
      name = sub?.name ?? '?';
      names.set(s.productSubproductId, name);
    }
    const count = !s.fraction && s.quantity && s.quantity !== 1000 ? `${Math.round(s.quantity / 1000)}× ` : '';
    out.push(`${fractionText(s.fraction)}${count}${name}`);
  }
  return out;
}
