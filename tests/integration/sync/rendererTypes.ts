// The shapes of the renderer's mirror and sync engine that Node tests use. The renderer's modules are
// compiled by the renderer's tsconfig (DOM, bundler resolution); tests load them at run time by path.
export interface RowLike {
  id: string;
  pending?: string | null;
  deletedAt?: string | null;
  [field: string]: unknown;
}

export interface TableLike {
  get(id: string): Promise<RowLike | undefined>;
  count(): Promise<number>;
  toArray(): Promise<RowLike[]>;
  bulkPut(rows: RowLike[]): Promise<unknown>;
  where(index: string): { equals(value: string): { toArray(): Promise<RowLike[]>; count(): Promise<number> } };
}

export interface MirrorLike {
  collection(name: string): TableLike;
  cursors: {
    get(businessId: string): Promise<{ seq: number; complete: boolean; fields?: string } | undefined>;
    update(businessId: string, changes: { fields: string }): Promise<number>;
  };
  pendingChanges: { count(): Promise<number> };
  conflicts: { get(callId: string): Promise<{ status: number; message: string; label: string; seen: boolean } | undefined> };
  close(): void;
}

export interface PullResultLike {
  full: boolean;
  seq: number;
  rows: number;
  ms: number;
}

export interface EngineLike {
  start(): void;
  stop(): void;
  businessChanged(): Promise<void>;
  pullNow(): Promise<PullResultLike | null>;
  refreshPending(): Promise<void>;
  picture(change: Record<string, unknown>): Promise<void>;
}
