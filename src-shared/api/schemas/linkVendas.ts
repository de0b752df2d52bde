// Request schemas of the public sales-link calls (002 §7 Tables, §6).
import { z } from 'zod';
import { id } from './common.js';

/** "POST /link-vendas/login/generate-table-token (tableId); returns a table token." */
export const tableTokenRequest = z.looseObject({ tableId: id });
