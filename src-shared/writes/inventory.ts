// Inventory movements (002 §7 Inventory): entries, exits, recipe production, adjustments and whole counts. The
// stock is read from the server (it decides what is short), so these writes picture nothing in the mirror: the
// stock screen reads again when the outbox says the write went through.
import { inventoryCalls as calls } from '../api/areas/inventory.js';
import * as s from '../api/schemas/inventory.js';
import { inventoryMessages as m } from '../i18n/inventory.js';
import { declareWrite } from './define.js';

const NO_EFFECT = 'o estoque é lido do servidor, que decide o que falta: a tela lê de novo quando o servidor responde';
/** What the screen knows for the label: the insumo's name. */
type Names = { name: string };
const ids = (body: { id?: string | undefined; subproductId: string }) => [body.id, body.subproductId].filter((x): x is string => Boolean(x));

export const inventoryMovementsManualInput = declareWrite<'inventory-movements/manual-input', typeof s.manualInput, Names>(
  'inventoryMovementsManualInput',
  calls.inventoryMovementsManualInput,
  { schema: s.manualInput, label: ({ body }, n) => m.label.input(body.quantity, n.name), entityIds: ({ body }) => ids(body), effect: null, noEffect: NO_EFFECT },
);

export const inventoryMovementsManualOutput = declareWrite<'inventory-movements/manual-output', typeof s.manualOutput, Names>(
  'inventoryMovementsManualOutput',
  calls.inventoryMovementsManualOutput,
  { schema: s.manualOutput, label: ({ body }, n) => m.label.output(body.quantity, n.name, body.writeOff), entityIds: ({ body }) => ids(body), effect: null, noEffect: NO_EFFECT },
);

export const inventoryMovementsRecipeProduction = declareWrite<'inventory-movements/recipe-production', typeof s.recipeProduction, Names>(
  'inventoryMovementsRecipeProduction',
  calls.inventoryMovementsRecipeProduction,
  { schema: s.recipeProduction, label: ({ body }, n) => m.label.production(body.quantity, n.name), entityIds: ({ body }) => ids(body), effect: null, noEffect: NO_EFFECT },
);

export const inventoryMovementsInventoryAdjust = declareWrite<'inventory-movements/inventory-adjust', typeof s.inventoryAdjust, Names>(
  'inventoryMovementsInventoryAdjust',
  calls.inventoryMovementsInventoryAdjust,
  { schema: s.inventoryAdjust, label: ({ body }, n) => m.label.adjust(body.counted, n.name), entityIds: ({ body }) => ids(body), effect: null, noEffect: NO_EFFECT },
);

export const inventoriesSave = declareWrite('inventoriesSave', calls.inventoriesSave, {
  schema: s.inventorySave,
  label: ({ body }) => m.label.save(body.items.length),
  entityIds: ({ body }) => [...(body.id ? [body.id] : []), ...body.items.map((i) => i.subproductId)],
  effect: null,
  noEffect: NO_EFFECT,
});
