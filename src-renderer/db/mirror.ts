// The IndexedDB mirror of the server's data, per business. Screens read only from here. Rows are the
// server's, except those an optimistic change (a write still in the outbox) put or changed: these carry
// `pending` (the callId) until the server's answer reconciles them (see overlay.ts).
import { Dexie, type EntityTable, type Table } from 'dexie';
import type { WriteRef } from '../../src-shared/bridge/areas/sync.js';
import { collectionNames, storeSpecs, type CollectionName } from './collections.js';

export interface BusinessRow {
  id: string;
  name: string;
  tradeName: string | null;
  document: string | null;
  timeZone: string;
  /** The business's settings (its service fee: `config.serviceFee`), read by the optimistic effects as the server does. */
  config?: Record<string, unknown> | null;
  updatedAt: string;
}

/** A row of any mirrored collection. */
export type MirrorRow = { id: string; businessId?: string; deletedAt?: string | null; pending?: string | null } & Record<string, unknown>;

/** The change cursor per business: the server's `change_seq` of the last pull applied. */
export interface CursorRow {
  businessId: string;
  seq: number;
  pulledAt: string;
  /** True once the first full pull finished: the screens may trust an empty collection. */
  complete: boolean;
  /** The columns' hash (MIRROR_FIELDS_HASH) the rows were pulled with; another one means pull everything again. */
  fields?: string;
}

/** What an optimistic change did to a row, so it can be undone exactly. */
export interface Touch {
  table: CollectionName;
  id: string;
  /** The row before the change; null when the change created it. */
  before: MirrorRow | null;
}

/** A write waiting in the outbox, as the mirror shows it. */
export interface PendingChangeRow {
  callId: string;
  businessId: string;
  /** Enqueue order (the outbox's seq when known, else the time made). */
  order: number;
  kind: string;
  label: string;
  method: string;
  path: string;
  body: unknown;
  /** The declared write (src-shared/writes) it is; absent in changes kept before writes were declared. */
  write?: WriteRef | null;
  createdAt: string;
  touched: Touch[];
}

/** A change the server refused, kept until the person has seen it (another terminal closed the pad...). */
export interface ConflictRow {
  callId: string;
  businessId: string;
  kind: string;
  label: string;
  status: number;
  message: string;
  at: string;
  seen: boolean;
}

export class Mirror extends Dexie {
  businesses!: EntityTable<BusinessRow, 'id'>;
  cursors!: EntityTable<CursorRow, 'businessId'>;
  pendingChanges!: EntityTable<PendingChangeRow, 'callId'>;
  conflicts!: EntityTable<ConflictRow, 'callId'>;

  constructor(name = 'pdv-mirror', options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({ businesses: 'id' });
    this.version(2).stores({
      businesses: 'id',
      cursors: 'businessId',
      pendingChanges: 'callId, businessId, order',
      conflicts: 'callId, businessId, seen',
      ...storeSpecs(2),
    });
    this.version(3).stores(storeSpecs(3));
    // Availabilities joined the mirror: the cursors go back to zero so the next pull brings every row again.
    this.version(4)
      .stores(storeSpecs(4))
      .upgrade((tx) => tx.table('cursors').clear());
    // Customers' accounts (fiado) joined the mirror: pulled again from zero, as in 4.
    this.version(5)
      .stores(storeSpecs(5))
      .upgrade((tx) => tx.table('cursors').clear());
    // The menu's configuration joined the mirror (catalogs, sales, prices per size, other fees, KDS): pulled again.
    this.version(6)
      .stores(storeSpecs(6))
      .upgrade((tx) => tx.table('cursors').clear());
    // The kitchen routing joined the mirror (secondary kitchens, conditional printers): pulled again.
    this.version(7)
      .stores(storeSpecs(7))
      .upgrade((tx) => tx.table('cursors').clear());
    // Items' sales joined the mirror: pulled again.
    this.version(8)
      .stores(storeSpecs(8))
      .upgrade((tx) => tx.table('cursors').clear());
  }

  collection(name: CollectionName): Table<MirrorRow, string> {
    return this.table(name) as Table<MirrorRow, string>;
  }

  collectionTables(): Table<MirrorRow, string>[] {
    return collectionNames.map((n) => this.collection(n));
  }
}

export const mirror = new Mirror();

/**
 * Asks the browser not to evict the mirror under disk pressure (an evicted mirror with pending changes
 * would show a comanda without its items until the next pull). Answers whether it is persistent.
 */
export async function requestPersistence(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
