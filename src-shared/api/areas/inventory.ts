// Inventory and its movements (002 §7 Inventory).
// One entry per call of calls.json (area "Inventory"); see COVERAGE.md for the readings behind each path.
import { answer, bindArea, gql, rest, type CallRunner } from '../core/define.js';
import * as s from '../schemas/inventory.js';

export interface InventoryMovementsVariables {
  subproductId?: string;
  dateFilters?: { start: string; end: string };
  limit?: number;
}

export const inventoryCalls = {
  inventoryMovementsManualInput: rest('POST', 'inventory-movements/manual-input', { scope: 'business', body: s.manualInput }),
  inventoryMovementsManualOutput: rest('POST', 'inventory-movements/manual-output', { scope: 'business', body: s.manualOutput }),
  inventoryMovementsRecipeProduction: rest('POST', 'inventory-movements/recipe-production', { scope: 'business', body: s.recipeProduction }),
  inventoryMovementsInventoryAdjust: rest('POST', 'inventory-movements/inventory-adjust', { scope: 'business', body: s.inventoryAdjust }),
  inventoriesSave: rest('POST', 'inventories/save', { scope: 'business', body: s.inventorySave }),
  inventoriesCheckByOrderProduct: rest('GET', 'inventories/check-inventory-by-order-product/{id}', { scope: 'business' }),
  inventoriesCheckByOrderPad: rest('GET', 'inventories/check-inventory-by-order-pad/{id}', { scope: 'business' }),
  inventoriesInventoryReport: rest('POST', 'inventories/inventory-report', { scope: 'business', body: s.inventoryReportBody, binary: true }),
  gqlInventoryMovements: gql('inventoryMovements', { variables: answer<InventoryMovementsVariables>(), answer: answer<s.InventoryMovementView[]>() }),
} as const;

export const createInventoryApi = (runner: CallRunner) => bindArea(runner, inventoryCalls);
