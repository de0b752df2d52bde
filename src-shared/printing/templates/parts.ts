// Pieces several templates share.
import { doc, type Block } from '../document.js';
import { formatMoney } from '../format.js';

export interface ItemRow {
  quantityText: string;
  unit?: 'un' | 'kg';
  name: string;
  unitPrice: number;
  total: number;
  notes?: string;
}

/** "2x  Picanha na chapa    R$ 179,80", the unit price under it when more than one, then the note. */
export function itemRows(items: ItemRow[]): Block[] {
  const qty = (i: ItemRow): string => `${i.quantityText}${i.unit === 'kg' ? 'kg' : 'x'}`;
  const qtyWidth = Math.max(3, ...items.map((i) => qty(i).length));
  const blocks: Block[] = [];
  for (const i of items) {
    const total = formatMoney(i.total);
    blocks.push(doc.columns([{ text: qty(i), width: qtyWidth }, { text: i.name }, { text: total, align: 'end', width: Math.max(total.length, 11) }]));
    if (i.quantityText !== '1') blocks.push(doc.columns([{ text: '', width: qtyWidth }, { text: `${formatMoney(i.unitPrice)} ${i.unit === 'kg' ? '/kg' : 'cada'}` }]));
    if (i.notes) blocks.push(doc.columns([{ text: '', width: qtyWidth }, { text: `OBS: ${i.notes}` }]));
  }
  return blocks;
}
