// One definition per call of calls.json, and the typed function made from it. A definition says where the
// call goes (method, path template, scope, base), what it carries (schema, multipart, binary) and who may
// make it (contexts). Every function also has `.build`, which describes the request without sending it.
import { z } from 'zod';
import type { HttpMethod, RestRequestDescriptor, GqlRequestDescriptor, BinaryAnswer, ApiBase } from './descriptor.js';
import { containsFile, toJson, type JsonObject, type JsonValue, type Payload, type PayloadValue } from './json.js';
import { toMultipartParts } from './multipart.js';
import { contextPrefix, guardContext, guardIds, ROLE_HEADER, type ApiSession, type CallContext } from './context.js';
import { LINK_VENDAS_PREFIX, GRAPHQL_PATH } from './environments.js';
import { ClientRuleError } from './errors.js';
import { apiMessages } from '../../i18n/api.js';

/** calls.json `scope`. */
export type Scope = 'root' | 'business' | 'context' | 'linkVendas' | 'worker' | 'external';

/** Names of `{param}` placeholders in a path template. */
export type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer R}` ? K | ParamNames<R> : never;

type PathParams<P extends string> = { [K in Exclude<ParamNames<P>, 'businessId'>]: string | number } & { businessId?: string };

/** Query-string values: nested objects are written with brackets (`dateFilters[month]=…`). */
export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };
export type QueryParams = { [key: string]: QueryValue };

/** Phantom marker of an answer's type. */
export interface Answer<R> {
  readonly __answer?: R;
}
export function answer<R>(): Answer<R> {
  return {};
}

export interface RestDef<P extends string = string, B = Payload, R = unknown> {
  readonly kind: 'rest';
  readonly method: HttpMethod;
  readonly path: P;
  readonly scope: Scope;
  readonly binary: boolean;
  readonly multipart: boolean;
  readonly contexts: readonly CallContext[] | null;
  readonly schema?: z.ZodType<unknown, B>;
  /** Client-side rules that refuse a payload before anything is sent. */
  readonly validate?: (body: B | undefined) => void;
  /** Calls that run without a business or partner id (login, the public postal-code service). */
  readonly public?: boolean;
  readonly timeoutMs?: number;
  readonly __answer?: R;
}

export interface GqlDef<V = JsonObject, R = unknown> {
  readonly kind: 'gql';
  /** The root query field (calls.json `path`). */
  readonly field: string;
  readonly contexts: readonly CallContext[] | null;
  /** Whether the context's id (businessId or partnerId) goes into the arguments (000 §7: "with the businessId (or partner id) in the payload"). */
  readonly inject: boolean;
  readonly __vars?: V;
  readonly __answer?: R;
}

/** Any definition, for tables of calls (the precise types stay on each entry). */
export type CallDefLike = { readonly kind: 'rest' } | { readonly kind: 'gql' };

interface RestOptions<S extends z.ZodType | undefined, R> {
  scope: Scope;
  body?: S;
  binary?: boolean;
  multipart?: boolean;
  contexts?: readonly CallContext[];
  validate?: (body: (S extends z.ZodType ? z.input<S> : Payload) | undefined) => void;
  answer?: Answer<R>;
  public?: boolean;
  timeoutMs?: number;
}

type BodyOf<S> = S extends z.ZodType ? z.input<S> : Payload;
type AnswerOf<R, Bin extends boolean | undefined> = Bin extends true ? BinaryAnswer : R;

/**
 * The body check of a call whose fields calls.json does not name: a JSON object (never a list, text or number),
 * so no call with a body goes out unchecked.
 */
export const objectBody = z.record(z.string(), z.unknown());
const WITH_BODY: ReadonlySet<HttpMethod> = new Set<HttpMethod>(['POST', 'PUT', 'PATCH']);

export function rest<const P extends string, S extends z.ZodType | undefined = undefined, R = unknown, Bin extends boolean | undefined = undefined>(
  method: HttpMethod,
  path: P,
  options: RestOptions<S, R> & { binary?: Bin },
): RestDef<P, BodyOf<S>, AnswerOf<R, Bin>> {
  return {
    kind: 'rest',
    method,
    path,
    scope: options.scope,
    binary: options.binary ?? false,
    multipart: options.multipart ?? false,
    contexts: options.contexts ?? null,
    ...(options.body
      ? { schema: options.body as unknown as z.ZodType<unknown, BodyOf<S>> }
      : WITH_BODY.has(method)
        ? { schema: objectBody as unknown as z.ZodType<unknown, BodyOf<S>> }
        : {}),
    ...(options.validate ? { validate: options.validate as (body: BodyOf<S> | undefined) => void } : {}),
    ...(options.public ? { public: true } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
}

export function gql<V = JsonObject, R = unknown>(
  field: string,
  options: { contexts?: readonly CallContext[]; inject?: boolean; variables?: Answer<V>; answer?: Answer<R> } = {},
): GqlDef<V, R> {
  return { kind: 'gql', field, contexts: options.contexts ?? null, inject: options.inject ?? true };
}

// ── Inputs ─────────────────────────────────────────────────────────────────────────────────────

export interface RestCallOptions<B> {
  body?: B;
  query?: QueryParams;
  /** The business of a business-scoped path when it is not the session's (admin or partner acting on one). */
  businessId?: string;
  /** Reuse a key when retrying the same write; a new UUIDv7 otherwise. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

type NeedsParams<P extends string> = [Exclude<ParamNames<P>, 'businessId'>] extends [never] ? false : true;

export type RestInput<P extends string, B> = NeedsParams<P> extends true
  ? RestCallOptions<B> & { params: PathParams<P> }
  : RestCallOptions<B> & { params?: PathParams<P> };

export type RestArgs<P extends string, B> = NeedsParams<P> extends true ? [input: RestInput<P, B>] : [input?: RestInput<P, B>];

export type GqlVariables<V> = V & { [key: string]: JsonValue | undefined };

export type GqlArgs<V> = [variables?: Partial<GqlVariables<V>>, selection?: string];

export type RestFn<P extends string, B, R> = ((...args: RestArgs<P, B>) => Promise<R>) & {
  build: (...args: RestArgs<P, B>) => RestRequestDescriptor;
  callId: string;
  def: RestDef<P, B, R>;
};

export type GqlFn<V, R> = ((...args: GqlArgs<V>) => Promise<R>) & {
  build: (...args: GqlArgs<V>) => GqlRequestDescriptor;
  callId: string;
  def: GqlDef<V, R>;
};

export type BoundCall<D> = D extends RestDef<infer P, infer B, infer R>
  ? RestFn<P, B, R>
  : D extends GqlDef<infer V, infer R>
    ? GqlFn<V, R>
    : never;

export type BoundArea<T> = { [K in keyof T]: BoundCall<T[K]> };

/** What a bound call needs from the client. */
export interface CallRunner {
  session(): ApiSession;
  newIdempotencyKey(): string;
  send(descriptor: RestRequestDescriptor | GqlRequestDescriptor): Promise<unknown>;
  log(line: string): void;
}

// ── Building requests ──────────────────────────────────────────────────────────────────────────

export function resolvePath(template: string, params: Record<string, string | number | undefined>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new TypeError(`path parameter {${name}} of ${template} is missing`);
    return encodeURIComponent(String(value));
  });
}

export function toQueryString(query: QueryParams): string {
  const out = new URLSearchParams();
  const add = (key: string, value: QueryValue): void => {
    if (value === undefined) return;
    if (value === null) out.append(key, '');
    else if (Array.isArray(value)) value.forEach((v) => add(`${key}[]`, v));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else out.append(key, String(value));
  };
  for (const [k, v] of Object.entries(query)) add(k, v);
  const text = out.toString();
  return text ? `?${text}` : '';
}

function baseOf(def: Pick<RestDef, 'scope' | 'binary'>): ApiBase {
  if (def.scope === 'worker') return 'worker';
  if (def.scope === 'external') return 'external';
  if (def.scope === 'linkVendas') return 'link';
  // "report calls use a separate report client and return binary data" (000 §7).
  if (def.binary) return 'report';
  return 'main';
}

function prefixOf(def: Pick<RestDef, 'scope'>, session: ApiSession, businessId: string | undefined, runner: CallRunner): string {
  switch (def.scope) {
    case 'business': {
      const id = businessId ?? session.businessId;
      if (!id) {
        guardIds({ ...session, context: 'business', project: 'pdv' }, (l) => runner.log(l));
        throw new ClientRuleError(apiMessages.businessIdRequired);
      }
      return `/businesses/${encodeURIComponent(id)}`;
    }
    case 'context':
      return contextPrefix(session);
    case 'linkVendas':
      return LINK_VENDAS_PREFIX;
    default:
      return '';
  }
}

function parseBody<B>(def: RestDef<string, B, unknown>, body: B | undefined): PayloadValue | undefined {
  if (!def.schema) return body as PayloadValue | undefined;
  const result = def.schema.safeParse(body ?? {});
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first && first.path.length > 0 ? ` (${first.path.join('.')}: ${first.message})` : first ? ` (${first.message})` : '';
    throw new ClientRuleError(`${apiMessages.invalidPayload}${where}`);
  }
  return result.data as PayloadValue;
}

export function buildRest<P extends string, B, R>(
  callId: string,
  def: RestDef<P, B, R>,
  runner: CallRunner,
  input: RestInput<P, B> | undefined,
): RestRequestDescriptor {
  const session = runner.session();
  if (!def.public) guardIds(session, (l) => runner.log(l));
  guardContext(session, def.contexts);
  def.validate?.(input?.body);
  const body = parseBody(def, input?.body);

  const params: Record<string, string | number | undefined> = { ...(input?.params ?? {}) };
  if (def.path.includes('{businessId}') && params.businessId === undefined) params.businessId = input?.businessId ?? session.businessId;
  const resolved = resolvePath(def.path, params);
  const prefix = prefixOf(def, session, input?.businessId ?? (input?.params as { businessId?: string } | undefined)?.businessId, runner);
  let path = resolved === '' ? prefix : `${prefix}/${resolved}`;
  if (!path.startsWith('/')) path = `/${path}`;

  const isRead = def.method === 'GET';
  // A GET carries its payload in the query string (e.g. the month filter of the NFC-e exports).
  const query: QueryParams = { ...(isRead && body && typeof body === 'object' && !Array.isArray(body) ? (toJson(body) as QueryParams) : {}), ...(input?.query ?? {}) };
  path += toQueryString(query);

  // The third-party postal-code service gets neither our role header nor (in the transport) our token.
  const headers: Record<string, string> = { ...(def.scope === 'external' ? {} : { [ROLE_HEADER]: session.context }), ...(input?.headers ?? {}) };
  if (!isRead) headers['Idempotency-Key'] = input?.idempotencyKey ?? runner.newIdempotencyKey();

  const descriptor: RestRequestDescriptor = {
    kind: 'rest',
    callId,
    base: baseOf(def),
    method: def.method,
    path,
    headers,
    body: null,
  };
  if (!isRead && body !== undefined) {
    const asMultipart = def.multipart || containsFile(body);
    if (asMultipart && body && typeof body === 'object' && !Array.isArray(body)) {
      descriptor.multipart = toMultipartParts(body as Payload);
    } else {
      descriptor.body = toJson(body);
    }
  }
  if (def.binary) descriptor.binary = true;
  if (def.timeoutMs) descriptor.timeoutMs = def.timeoutMs;
  return descriptor;
}

/** Writes a JSON value as a GraphQL literal, so reads need no knowledge of the server's argument types. */
export function gqlLiteral(value: JsonValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(gqlLiteral).join(', ')}]`;
  return `{${Object.entries(value).map(([k, v]) => `${k}: ${gqlLiteral(v)}`).join(', ')}}`;
}

export function buildGql<V, R>(
  callId: string,
  def: GqlDef<V, R>,
  runner: CallRunner,
  variables: Partial<GqlVariables<V>> | undefined,
  selection: string | undefined,
): GqlRequestDescriptor {
  const session = runner.session();
  guardIds(session, (l) => runner.log(l));
  guardContext(session, def.contexts);
  const args: JsonObject = {};
  if (def.inject) {
    if (session.context === 'business' && session.businessId) args.businessId = session.businessId;
    if (session.context === 'franchise' && session.partnerId) args.partnerId = session.partnerId;
  }
  for (const [k, v] of Object.entries((variables ?? {}) as Record<string, JsonValue | undefined>)) if (v !== undefined) args[k] = v;
  const argText = Object.keys(args).length > 0 ? `(${Object.entries(args).map(([k, v]) => `${k}: ${gqlLiteral(v)}`).join(', ')})` : '';
  const sel = selection && selection.trim() !== '' ? ` { ${selection} }` : '';
  return {
    kind: 'gql',
    callId,
    base: 'main',
    method: 'POST',
    path: GRAPHQL_PATH,
    headers: { [ROLE_HEADER]: session.context },
    body: { query: `query ${callId} { ${def.field}${argText}${sel} }`, variables: {} },
    field: def.field,
  };
}

export function bindCall<D extends CallDefLike>(runner: CallRunner, callId: string, def: D): BoundCall<D> {
  if (def.kind === 'rest') {
    const restDef = def as unknown as RestDef<string, unknown, unknown>;
    const build = (input?: RestInput<string, unknown>) => buildRest(callId, restDef, runner, input);
    const fn = async (input?: RestInput<string, unknown>) => runner.send(build(input));
    return Object.assign(fn, { build, callId, def }) as unknown as BoundCall<D>;
  }
  const gqlDef = def as unknown as GqlDef<JsonObject, unknown>;
  const build = (variables?: Partial<GqlVariables<JsonObject>>, selection?: string) => buildGql(callId, gqlDef, runner, variables, selection);
  const fn = async (variables?: Partial<GqlVariables<JsonObject>>, selection?: string) => runner.send(build(variables, selection));
  return Object.assign(fn, { build, callId, def }) as unknown as BoundCall<D>;
}

export function bindArea<T extends Record<string, CallDefLike>>(runner: CallRunner, defs: T): BoundArea<T> {
  const out: Record<string, unknown> = {};
  for (const [id, def] of Object.entries(defs)) out[id] = bindCall(runner, id, def);
  return out as BoundArea<T>;
}
