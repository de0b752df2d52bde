// What the stock screen reads from the server (the balances of our inventoryStock, the movements of 002 §7
// inventoryMovements) and the stock report it downloads. Stock is read from the server, not the mirror: the
// server decides what is short, and every terminal's movements count.
import type { BinaryAnswer } from '../../../src-shared/api/core/descriptor.js';
import { createInventoryStockApi } from '../../../src-shared/api/ours/inventory.js';
import type { InventoryMovementView, InventoryStockView } from '../../../src-shared/api/schemas/inventory.js';
import { serverApi } from '../../services/serverApi.js';

export async function loadStock(): Promise<InventoryStockView[]> {
  return createInventoryStockApi(serverApi().client).gqlInventoryStock({}, 'subproductId name kind internalCode cost stock lastMovementAt');
}

export async function loadMovements(subproductId: string | null): Promise<InventoryMovementView[]> {
  return serverApi().inventory.gqlInventoryMovements(
    { ...(subproductId ? { subproductId } : {}), limit: 100 },
    'id subproductId subproductName type quantity balance unitCost note groupId inventoryId userName createdAt',
  );
}

export function downloadReport(format: 'pdf' | 'excel'): Promise<BinaryAnswer> {
  return serverApi().inventory.inventoriesInventoryReport({ body: { format } }) as Promise<BinaryAnswer>;
}
