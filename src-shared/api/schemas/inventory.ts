// Request schemas of inventory (002 §7 Inventory): "payload: businessId plus free content".
import { z } from 'zod';
import { id } from './common.js';

export const inventoryMovement = z.looseObject({ businessId: id });
