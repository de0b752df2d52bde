// A call of our own server for the stock screen (like ours/catalogImages.ts): the controlled subproducts (insumos)
// with their stock now. The spec has the movements (inventoryMovements) but no read of the balances.
import { answer, bindArea, gql, type CallRunner } from '../core/define.js';
import type { InventoryStockView } from '../schemas/inventory.js';

export const inventoryStockCalls = {
  gqlInventoryStock: gql<{ term?: string }, InventoryStockView[]>('inventoryStock', { contexts: ['business'], answer: answer<InventoryStockView[]>() }),
} as const;

export const createInventoryStockApi = (runner: CallRunner) => bindArea(runner, inventoryStockCalls);
