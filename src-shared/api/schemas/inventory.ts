// Request and answer shapes of inventory (002 §7 Inventory): "payload: businessId plus free content". The content
// is ours: a controlled subproduct (insumo) and a quantity in thousandths of its unit (1000 = 1 kg, 1 l or 1 un, as
// the recipe trees count them), never a float; costs in centavos per unit.
import { z } from 'zod';
import type { InventoryMovementType } from '../enums.js';
import { centavos, id, uuid } from './common.js';

export const inventoryMovement = z.looseObject({ businessId: id });

/** thousandths of the subproduct's unit; a movement moves something */
const quantity = z.int('Informe a quantidade em milésimos da unidade').min(1, 'Informe uma quantidade maior que zero').max(1_000_000_000, 'Quantidade grande demais');
const note = z.string().trim().max(300, 'Observação com no máximo 300 caracteres').nullish();

/** manual-input: stock comes in (a purchase), optionally with what one unit cost. */
export const manualInput = inventoryMovement.extend({
  /** the movement's id, made where it is born */
  id: uuid.optional(),
  subproductId: uuid,
  quantity,
  unitCost: centavos.nullish(),
  note,
});

/** manual-output: stock goes out by hand; writeOff marks a loss (quebra, vencimento) as manual_write_off. */
export const manualOutput = inventoryMovement.extend({
  id: uuid.optional(),
  subproductId: uuid,
  quantity,
  writeOff: z.boolean().default(false),
  note,
});

/** recipe-production: `quantity` of a recipe made; its tree's controlled ingredients go out. */
export const recipeProduction = inventoryMovement.extend({
  id: uuid.optional(),
  subproductId: uuid,
  quantity,
  note,
});

/** inventory-adjust: the quantity counted of one subproduct; the difference is adjusted. */
export const inventoryAdjust = inventoryMovement.extend({
  id: uuid.optional(),
  subproductId: uuid,
  /** what is on the shelf, thousandths (zero allowed) */
  counted: z.int('Informe a quantidade contada em milésimos da unidade').min(0, 'A quantidade contada não pode ser negativa').max(1_000_000_000, 'Quantidade grande demais'),
  note,
});

/** inventories/save: a count of several subproducts at once (inventário). */
export const inventorySave = z.looseObject({
  id: uuid.optional(),
  note,
  items: z
    .array(z.object({ subproductId: uuid, counted: inventoryAdjust.shape.counted }))
    .min(1, 'Conte ao menos um insumo')
    .max(2000, 'No máximo 2000 insumos por inventário')
    .refine((items) => new Set(items.map((i) => i.subproductId)).size === items.length, 'Um insumo aparece duas vezes no inventário'),
});

/** inventory-report: the stock of the controlled subproducts now, as a file. */
export const inventoryReportBody = z.looseObject({
  format: z.enum(['pdf', 'excel']).default('pdf'),
  term: z.string().trim().max(120).optional(),
  /** only what is at zero */
  onlyEmpty: z.boolean().optional(),
});

// The movement types are the spec's list (api/enums.ts): the sales' order_output and its reversal among them.
export { INVENTORY_MOVEMENT_TYPES, type InventoryMovementType } from '../enums.js';

/** One movement as the inventoryMovements read answers it. */
export interface InventoryMovementView {
  id: string;
  subproductId: string;
  subproductName: string;
  type: InventoryMovementType;
  quantity: number;
  balance: number;
  unitCost: number | null;
  note: string | null;
  groupId: string;
  inventoryId: string | null;
  userName: string | null;
  createdAt: string;
}

/** A controlled subproduct and its stock, as the inventoryStock read answers it. */
export interface InventoryStockView {
  subproductId: string;
  name: string;
  kind: string;
  internalCode: string | null;
  cost: number;
  stock: number;
  lastMovementAt: string | null;
}

/** What a check by order product or order pad answers: whether it takes controlled stock, and how much. */
export interface InventoryCheck {
  found: boolean;
  items: { subproductId: string; name: string; needed: number; stock: number; short: boolean }[];
}
