// The transaction handle both drivers hand to a write, and the stamp every mirrored row gets.
import type { Db } from './database.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or a transaction: reads work on either. */
export type Executor = Db | Tx;
