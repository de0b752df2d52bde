// One declaration per offline write: which call of the typed client it is (so method, path, context prefix and
// role header come from the specification), the zod schema of its body (the object the server route validates
// with), what a person reads on the pending screen, the client-made ids that order it in the outbox, and its pure
// optimistic effect on the mirror's rows. The renderer, the outbox, the mirror and the server all take this.
import type { z } from 'zod';
import type { ParamNames, RestDef } from '../api/core/define.js';

/** A mirror row as an effect sees it (the renderer's Dexie row, the parity test's plain object). */
export type Row = { id: string } & Record<string, unknown>;

/** The mirror's collections an effect reads or writes (the renderer's collection names). */
export type Collection =
  | 'services'
  | 'serviceTables'
  | 'orderPads'
  | 'orders'
  | 'orderProducts'
  | 'payments'
  | 'paymentMethods'
  | 'deliveryMethods'
  | 'products'
  | 'productSubproducts'
  | 'compositions'
  | 'cashRegisterAudits'
  | 'cashRegisterEntries'
  | 'entities'
  | 'entityPhones'
  | 'entityAddresses'
  | 'entityTransactionAccounts'
  | 'entityTransactionAccountEntries'
  | 'catalogs'
  | 'catalogCategories'
  | 'categories'
  | 'availabilities'
  | 'categorySales'
  | 'categoryIntegrators'
  | 'compositionPrices'
  | 'productSubproductSales'
  | 'comboProducts'
  | 'comboProductCompositionSubproducts'
  | 'subproducts'
  | 'otherFees'
  | 'kds'
  | 'kitchenConditionalKds'
  | 'kitchens'
  | 'kitchenConditionalPrinters'
  | 'tables'
  | 'subproductCategories'
  | 'feedstockCategories'
  | 'subproductTrees';

/** What an optimistic effect may do to the mirror: read rows, create or patch them, all marked pending. */
export interface EffectScope {
  readonly change: { callId: string; createdAt: string };
  /** The business's row (its `config` holds the service fee setting); undefined before the first pull. */
  readonly business?: Record<string, unknown> | undefined;
  get(name: Collection, id: string | null | undefined): Promise<Row | undefined>;
  where(name: Collection, field: string, value: string): Promise<Row[]>;
  /** Whether the server's rows already hold this client-made id (the write went through, its answer is on the way). */
  madeByServer(name: Collection, id: string | null | undefined): Promise<boolean>;
  put(name: Collection, row: Record<string, unknown> & { id: string }): Promise<void>;
  patch(name: Collection, id: string, fields: Record<string, unknown>): Promise<Row | undefined>;
}

/** The path parameters of a call's template, minus the business (the outbox's prefix). */
export type ParamsOf<P extends string> = { [K in Exclude<ParamNames<P>, 'businessId'>]: string };

/** A declared write's input: its path parameters and its body, typed by the call and the schema. */
export interface WriteInput<P extends string, S extends z.ZodType> {
  params: ParamsOf<P>;
  body: z.input<S>;
}

/** The input after the schema: what the effect, the outbox and the server see. */
export interface ParsedInput<P extends string, S extends z.ZodType> {
  params: ParamsOf<P>;
  body: z.output<S>;
}

/** A call of the typed client, whatever body type it declares (the write's schema types the body). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CallDef<P extends string = string> = RestDef<P, any, unknown>;

export interface WriteDecl<P extends string = string, S extends z.ZodType = z.ZodType, N = unknown> {
  /** The call id of calls.json (`orderPadsUpdate`); also the write's id on the bridge and in the outbox. */
  readonly id: string;
  readonly call: CallDef<P>;
  readonly schema: S;
  /** What a person reads on the pending screen, in Portuguese; `names` are what the screen knows (a pad's label). */
  label(input: ParsedInput<P, S>, names: N): string;
  /** Client-made ids this write creates or touches: writes sharing one replay in order and fail together. */
  entityIds(input: ParsedInput<P, S>): string[];
  /** Waits for every earlier write and holds every later one (closing the register). */
  readonly barrier?: boolean;
  /** The optimistic effect on the mirror, written with the shared domain rules. */
  readonly effect: ((scope: EffectScope, input: ParsedInput<P, S>) => Promise<void>) | null;
  /** Why a write has no effect (listed by the parity test). */
  readonly noEffect?: string;
}

/** Any declared write, for tables of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWrite = WriteDecl<string, z.ZodType, any>;

/** Declares a write: `schema` is the object the server's route validates with (the call's own where it has one). */
export function declareWrite<const P extends string, S extends z.ZodType, N = undefined>(
  id: string,
  call: CallDef<P>,
  decl: Omit<WriteDecl<P, S, N>, 'id' | 'call'>,
): WriteDecl<P, S, N> {
  return { id, call, ...decl };
}

/** Reads a number a mirror row holds, with a fallback for absent or bad values. */
export const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
/** Reads a text a mirror row holds; null when absent. */
export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
