// The entity calls beyond the plain collections of config.ts: customers in bulk and from a CSV file, the entities'
// CSV file, a manager's pass code and a waiter's token, customers' accounts (fiado) with their entries and printed
// statement, delivery men's adjustments and the pending transactions report. Each route's method and path come
// from the typed client's call (src-shared/api/areas/entities.ts), so route and client cannot disagree.
import multipart from '@fastify/multipart';
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { entitiesCalls as calls } from '../../src-shared/api/areas/entities.js';
import type { RestDef } from '../../src-shared/api/core/define.js';
import { encodeGrant, GRANT_LIFETIME_SECONDS } from '../../src-shared/api/schemas/authorization.js';
import {
  bulkCustomer,
  customersBulkCreate,
  deliveryAdjustmentCreate,
  deliveryAdjustmentsCheck,
  deliveryAdjustmentUpdate,
  entitiesFilters,
  setPassCode,
  transactionAccountUpdate,
  validatePassCode,
} from '../../src-shared/api/schemas/entities.js';
import { mayDoAlone, type AuthorizationConfig } from '../../src-shared/domain/permissions.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { entitiesMessages as em } from '../../src-shared/i18n/entities.js';
import { serverMessages } from '../../src-shared/i18n/server.js';
import { fieldIssues, issueInWords, ptBRErrorMap } from '../../src-shared/i18n/validation.js';
import { renderDocument } from '../../src-shared/printing/compile.js';
import type { PaperSize, PrinterModel } from '../../src-shared/printing/models.js';
import { accountResume } from '../../src-shared/printing/templates/accountResume.js';
import type { PlatformDeps } from '../app.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { Permission } from '../auth/permissions.js';
import { findLive, idExists, insertRow, insertRows, updateRow, type Row } from '../db/rows.js';
import {
  businesses,
  deliveryAdjustments,
  entities,
  entityAddresses,
  entityPhones,
  entityTransactionAccountEntries as entries,
  entityTransactionAccounts as accounts,
  orders,
  passCodes,
  paymentMethods,
  printers,
  userBusinesses,
  users,
} from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import { badRequest, conflict, found } from '../http/errors.js';
import { idRefused, parse } from '../http/validate.js';
import { registerWrite, routeOf, type WriteContext } from '../http/writes.js';
import * as entityWrites from '../../src-shared/writes/entities.js';
import { emptyObject } from './crud.js';
import { receivingAudit, refuseIfClosedRegister } from './accountCash.js';

const m = serverMessages;
type Ctx = WriteContext<unknown, Record<string, string>>;

/** A call's method and path as a route under /businesses/:businessId/ (`{id}` read as `:id`). */
export function at(call: Pick<RestDef, 'method' | 'path'>): { method: 'POST' | 'PUT' | 'DELETE'; path: string } {
  const { method } = call;
  if (method !== 'POST' && method !== 'PUT' && method !== 'DELETE') throw new Error(`${call.path}: ${method} is not a write`);
  return { method, path: call.path.replace(/\{([^}]+)\}/g, ':$1') };
}

/** An entity of this business of the given type, or 404 / 409. */
async function entityOf(tx: Executor, businessId: string, id: string, type: 'customer' | 'deliveryMan' | 'waiter'): Promise<Row> {
  const notFound = type === 'customer' ? m.notFound.customer : type === 'deliveryMan' ? m.notFound.deliveryMan : em.notFound.waiter;
  const row = found(await findLive(tx, entities, businessId, id), notFound);
  if (row.type !== type) throw type === 'waiter' ? found(null, notFound) : conflict(type === 'customer' ? m.conflict.entityNotCustomer : m.conflict.entityNotDeliveryMan);
  return row;
}

/** A customer's account of this business, of this customer. */
async function accountOf(tx: Executor, businessId: string, entityId: string, id: string): Promise<Row> {
  await entityOf(tx, businessId, entityId, 'customer');
  const row = found(await findLive(tx, accounts, businessId, id), em.notFound.transactionAccount);
  if (row.entityId !== entityId) throw found(null, em.notFound.transactionAccount);
  return row;
}

/** What the customer owes on an account: purchases minus payments of its live entries. */
async function owed(tx: Executor, accountId: string): Promise<number> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(case when ${entries.type} = 'purchase' then ${entries.amount} else -${entries.amount} end), 0)` })
    .from(entries)
    .where(and(eq(entries.transactionAccountId, accountId), isNull(entries.deletedAt)));
  return Number(rows[0]?.total ?? 0);
}

/** A route outside the write pipeline (a file, a check): token, role and tenant checked first. */
async function guarded(deps: PlatformDeps, req: FastifyRequest, permission: Permission) {
  const { businessId } = req.params as { businessId: string };
  const { user, roles } = await deps.guard.authorize(req, businessId, permission);
  return { businessId, user, roles };
}

// ---------------------------------------------------------------- CSV

/** The CSV columns a customers' file may have, by their header (lower case, without accents). */
const CSV_COLUMNS: Record<string, string> = {
  nome: 'name',
  name: 'name',
  cliente: 'name',
  telefone: 'phone',
  celular: 'phone',
  phone: 'phone',
  cpf: 'document',
  cnpj: 'document',
  'cpf/cnpj': 'document',
  documento: 'document',
  document: 'document',
  email: 'email',
  'e-mail': 'email',
  cep: 'cep',
  rua: 'street',
  logradouro: 'street',
  endereco: 'street',
  numero: 'number',
  complemento: 'complement',
  bairro: 'neighborhood',
  cidade: 'city',
  uf: 'state',
  estado: 'state',
  referencia: 'reference',
  observacao: 'note',
};
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
const digits = (s: string | undefined) => (s ?? '').replace(/\D/g, '');

/** The customers of a CSV file (`;` or `,`), each checked as a bulk customer; 400 naming the line and field. */
export function customersFromCsv(text: string): z.output<typeof bulkCustomer>[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: Record<string, string>[];
  try {
    records = parseCsv(text.replace(/^\uFEFF/, ''), {
      delimiter,
      columns: (header: string[]) => header.map((h) => CSV_COLUMNS[plain(h)] ?? plain(h)),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as Record<string, string>[];
  } catch (err) {
    throw badRequest(em.csv.badRow(Number((err as { lines?: number }).lines ?? 1), err instanceof Error ? err.message : String(err)));
  }
  if (records.length === 0) throw badRequest(em.csv.noFile);
  return records.map((r, i) => {
    const value = (k: string) => (r[k] && r[k].length > 0 ? r[k] : undefined);
    const candidate = {
      id: newId(),
      name: value('name') ?? '',
      document: digits(value('document')) || undefined,
      email: value('email'),
      note: value('note'),
      phones: value('phone') ? [{ number: digits(value('phone')), main: true }] : [],
      addresses: value('street')
        ? [{ street: value('street'), number: value('number'), complement: value('complement'), neighborhood: value('neighborhood'), city: value('city'), state: value('state')?.toUpperCase(), reference: value('reference'), cep: digits(value('cep')) || undefined }]
        : [],
    };
    const result = bulkCustomer.safeParse(candidate, { error: ptBRErrorMap });
    if (!result.success) {
      const issues = fieldIssues(result.error.issues);
      // Line 1 is the header.
      throw badRequest(em.csv.badRow(i + 2, issues.map(issueInWords).join('; ')), issues.map((x) => ({ ...x, path: `${i + 2}.${x.path}` })));
    }
    return result.data;
  });
}

/** Writes customers with their phones and addresses (one transaction: all or nothing). */
async function insertCustomers(ctx: Ctx, customers: z.output<typeof bulkCustomer>[]): Promise<Row[]> {
  const ids = customers.map((c) => ctx.idFor(c.id));
  const taken = await ctx.tx.select({ id: entities.id }).from(entities).where(inArray(entities.id, ids));
  if (taken.length > 0) throw idRefused();
  const base = { businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() };
  const created = await insertRows(
    ctx.tx,
    entities,
    customers.map(({ phones: _p, addresses: _a, id: _id, ...c }, i) => ({ ...c, id: ids[i], type: 'customer', ...base })),
  );
  const phones = customers.flatMap((c, i) => c.phones.map((p) => ({ ...p, id: ctx.idFor(p.id), entityId: ids[i], ...base })));
  const addresses = customers.flatMap((c, i) => c.addresses.map((a) => ({ ...a, id: ctx.idFor(a.id), entityId: ids[i], ...base })));
  if (phones.length > 0) await insertRows(ctx.tx, entityPhones, phones);
  if (addresses.length > 0) await insertRows(ctx.tx, entityAddresses, addresses);
  return created;
}

function sendCsv(reply: FastifyReply, name: string, rows: string[][]): FastifyReply {
  // The BOM makes a spreadsheet read the accents right; `;` is what a Brazilian spreadsheet splits on.
  const body = `\uFEFF${stringify(rows, { delimiter: ';' })}`;
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(body);
}

/** The entities a file lists, by the report's filters. */
async function filteredEntities(db: Executor, businessId: string, f: z.output<typeof entitiesFilters>['filters']) {
  return db
    .select()
    .from(entities)
    .where(
      and(
        eq(entities.businessId, businessId),
        isNull(entities.deletedAt),
        f.type ? eq(entities.type, f.type) : undefined,
        typeof f.available === 'boolean' ? eq(entities.available, f.available) : undefined,
        f.term ? ilike(entities.name, `%${f.term}%`) : undefined,
      ),
    )
    .orderBy(asc(entities.name));
}

/** The main phone of each entity. */
async function mainPhones(db: Executor, businessId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(entityPhones)
    .where(and(eq(entityPhones.businessId, businessId), inArray(entityPhones.entityId, ids), isNull(entityPhones.deletedAt)))
    .orderBy(desc(entityPhones.main), asc(entityPhones.createdAt));
  const map = new Map<string, string>();
  for (const r of rows) if (!map.has(r.entityId)) map.set(r.entityId, r.number);
  return map;
}

// ---------------------------------------------------------------- routes

export function registerEntities(app: FastifyInstance, deps: PlatformDeps): void {
  // ------------------------------------------------ customers in bulk, from a file, to a file
  registerWrite(app, deps, {
    ...at(calls.entitiesCustomersBulk),
    body: customersBulkCreate,
    permission: 'manage',
    async run(ctx) {
      return { status: 201, body: await insertCustomers(ctx as Ctx, ctx.body.customers) };
    },
  });

  // The file comes as multipart (the typed client's form) or as the CSV's text in JSON: multipart is parsed only here.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data'); // the app's own parser (http/multipart.ts) gives way here
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
    registerWrite(scope, deps, {
      ...at(calls.entitiesImport),
      body: z.object({ file: z.union([z.instanceof(Buffer), z.string().min(1)], { error: em.csv.noFile }) }),
      permission: 'manage',
      async run(ctx) {
        const text = typeof ctx.body.file === 'string' ? ctx.body.file : ctx.body.file.toString('utf8');
        const created = await insertCustomers(ctx as Ctx, customersFromCsv(text));
        return { status: 201, body: { imported: created.length, customers: created } };
      },
    });
  });

  app.post(`/businesses/:businessId/${calls.entitiesCsvFile.path}`, async (req, reply) => {
    // A file of people's data leaves the counter: a manager's.
    const { businessId } = await guarded(deps, req, 'manage');
    const { filters } = parse(entitiesFilters, req.body);
    const rows = await filteredEntities(deps.db, businessId, filters);
    const phones = await mainPhones(deps.db, businessId, rows.map((r) => r.id));
    const c = em.csv;
    return sendCsv(reply, 'cadastros.csv', [
      [...c.header],
      ...rows.map((r) => [r.name, r.type, r.document ?? '', r.email ?? '', phones.get(r.id) ?? '', r.available ? c.yes : c.no]),
    ]);
  });

  // ------------------------------------------------ a manager's pass code
  // Set by the manager (hashed like a password, never answered). Not through the write pipeline: its body would be
  // hashed for the Idempotency-Key, and the hash of a 4-digit code is no secret. Our addition to the spec.
  app.put('/businesses/:businessId/entities/pass-code', async (req, reply) => {
    const { businessId, user } = await guarded(deps, req, 'manage');
    const { passCode } = parse(setPassCode, req.body);
    const hash = await hashPassword(passCode);
    const now = new Date().toISOString();
    await deps.db
      .insert(passCodes)
      .values({ id: newId(), businessId, userId: user.id, hash, updatedAt: now })
      .onConflictDoUpdate({ target: [passCodes.businessId, passCodes.userId], set: { hash, updatedAt: now } });
    return reply.code(204).send();
  });

  // The check a cashier's screen makes when a manager types the pass code: counted against guessing like a password
  // (per manager and per address), and, given the action and row, answered with the grant the write carries.
  app.post(`/businesses/:businessId/${calls.entitiesValidatePassCode.path}`, async (req) => {
    const { businessId } = await guarded(deps, req, 'launch');
    const body = parse(validatePassCode, req.body);
    const [row] = await deps.db
      .select({ hash: passCodes.hash, name: users.name, sessionVersion: users.sessionVersion, roles: userBusinesses.roles, config: businesses.config })
      .from(passCodes)
      .innerJoin(users, and(eq(users.id, passCodes.userId), isNull(users.deletedAt)))
      .innerJoin(userBusinesses, and(eq(userBusinesses.userId, passCodes.userId), eq(userBusinesses.businessId, businessId), isNull(userBusinesses.deletedAt)))
      .innerJoin(businesses, eq(businesses.id, businessId))
      .where(and(eq(passCodes.businessId, businessId), eq(passCodes.userId, body.userId)));
    const keys = { account: `pass-code:${businessId}:${body.userId}`, address: req.ip };
    const valid = await deps.guard.attempts.guard(keys, async () => (row ? verifyPassword(body.passCode, row.hash) : false));
    if (!valid || !row) return { valid: false, message: row ? null : em.passCodeNotSet };
    const config = row.config as AuthorizationConfig;
    const may = body.action ? mayDoAlone(row.roles, body.action, config) : mayDoAlone(row.roles, 'discount', config);
    if (!may) return { valid: false, message: em.notManager };
    const key = deps.authorizer.keyFor(body.userId, businessId, row.sessionVersion);
    // The manager's signing key, as a login here would give it: the terminal signs this manager's grants with it
    // offline after the same pass code (it lets one do nothing the pass code itself does not).
    const answer: Record<string, unknown> = { valid: true, userId: body.userId, name: row.name, authorizationKey: key };
    if (body.action && body.entityId) {
      const iat = Math.floor(Date.now() / 1000);
      const claims = { sub: body.userId, biz: businessId, act: body.action, ent: body.entityId, iat, exp: iat + GRANT_LIFETIME_SECONDS };
      answer.authorizedBy = { userId: body.userId, grant: encodeGrant(claims, (b) => createHmac('sha256', key).update(b).digest('base64url')) };
    }
    return answer;
  });

  // ------------------------------------------------ a waiter's token: the manager logs a waiter's phone in
  app.post(`/businesses/:businessId/${calls.entitiesWaiterToken.path.replace('{id}', ':id')}`, async (req) => {
    const { businessId } = await guarded(deps, req, 'manage');
    const { id } = req.params as { id: string };
    const waiter = await entityOf(deps.db, businessId, id, 'waiter');
    if (!waiter.userId) throw conflict(em.conflict.waiterWithoutUser);
    const [link] = await deps.db
      .select({ version: users.sessionVersion })
      .from(userBusinesses)
      .innerJoin(users, and(eq(users.id, userBusinesses.userId), isNull(users.deletedAt)))
      .where(and(eq(userBusinesses.businessId, businessId), eq(userBusinesses.userId, waiter.userId as string), isNull(userBusinesses.deletedAt)));
    if (!link) throw conflict(em.conflict.waiterWithoutUser);
    const { token, expiresAt } = deps.signer.sign(waiter.userId as string, Date.now(), undefined, link.version);
    return { token, expiresAt: expiresAt.toISOString(), entityId: waiter.id, userId: waiter.userId };
  });

  // ------------------------------------------------ customers' accounts (fiado)
  registerWrite(app, deps, {
    ...routeOf(entityWrites.entityTransactionAccountsCreate),
    permission: 'settle',
    createdId: (b) => b.id,
    async run(ctx) {
      const { entityId } = ctx.params as { entityId: string };
      await entityOf(ctx.tx, ctx.businessId, entityId, 'customer');
      const id = ctx.idFor(ctx.body.id);
      if (ctx.body.id && (await idExists(ctx.tx, accounts, id))) throw idRefused();
      const { id: _id, ...values } = ctx.body;
      return { status: 201, body: await insertRow(ctx.tx, accounts, { ...values, id, entityId, balance: 0, businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() }) };
    },
  });
  registerWrite(app, deps, {
    ...at(calls.entityTransactionAccountsUpdate),
    body: transactionAccountUpdate,
    permission: 'manage',
    async run(ctx) {
      const p = ctx.params as { entityId: string; id: string };
      const account = await accountOf(ctx.tx, ctx.businessId, p.entityId, p.id);
      return updateRow(ctx.tx, accounts, account.id, { ...ctx.body, ...ctx.stamp() });
    },
  });
  registerWrite(app, deps, {
    ...at(calls.entityTransactionAccountsDelete),
    body: emptyObject,
    permission: 'manage',
    async run(ctx) {
      const p = ctx.params as { entityId: string; id: string };
      const account = await accountOf(ctx.tx, ctx.businessId, p.entityId, p.id);
      const balance = await owed(ctx.tx, account.id);
      if (balance !== 0) throw conflict(em.conflict.accountHasBalance(balance));
      return updateRow(ctx.tx, accounts, account.id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });

  // A purchase on the account (an order the customer takes without paying) or a payment of it. `settle` pays off
  // exactly what is owed. The account's balance is kept as the sum of its live entries.
  registerWrite(app, deps, {
    ...routeOf(entityWrites.entityTransactionAccountEntriesCreate),
    permission: 'settle',
    createdId: (b) => b.id,
    async run(ctx) {
      const p = ctx.params as { entityId: string; accountId: string };
      const account = await accountOf(ctx.tx, ctx.businessId, p.entityId, p.accountId);
      const b = ctx.body;
      if (b.orderId) found(await findLive(ctx.tx, orders, ctx.businessId, b.orderId), m.notFound.order);
      const method = b.paymentMethodId ? found(await findLive(ctx.tx, paymentMethods, ctx.businessId, b.paymentMethodId), m.notFound.paymentMethod) : null;
      const before = await owed(ctx.tx, account.id);
      let amount = b.amount ?? 0;
      if (b.type === 'purchase') {
        if (!account.available) throw conflict(em.conflict.accountUnavailable);
        const limit = account.creditLimit as number | null;
        if (limit !== null && before + amount > limit) throw conflict(em.conflict.overLimit(limit, before));
      } else {
        if (before <= 0) throw conflict(em.conflict.nothingOwed);
        if (b.settle) amount = before;
        if (amount > before) throw conflict(em.conflict.overpaid(before));
      }
      const balance = b.type === 'purchase' ? before + amount : before - amount;
      const auditId = b.type === 'payment' ? await receivingAudit(ctx.tx, ctx.businessId, b.cashRegisterAuditId, method ? String(method.type) : null) : null;
      const id = ctx.idFor(b.id);
      if (b.id && (await idExists(ctx.tx, entries, id))) throw idRefused();
      const entry = await insertRow(ctx.tx, entries, {
        id,
        businessId: ctx.businessId,
        entityId: p.entityId,
        transactionAccountId: account.id,
        type: b.type,
        amount,
        description: b.description ?? null,
        orderId: b.orderId ?? null,
        paymentMethodId: b.paymentMethodId ?? null,
        cashRegisterAuditId: auditId,
        settles: b.type === 'payment' && balance === 0,
        userId: ctx.user.id,
        occurredAt: b.occurredAt ?? ctx.now,
        createdAt: ctx.now,
        ...ctx.stamp(),
      });
      const updated = await updateRow(ctx.tx, accounts, account.id, { balance, ...ctx.stamp() });
      return { status: 201, body: { ...entry, transactionAccount: updated } };
    },
  });
  registerWrite(app, deps, {
    ...at(calls.entityTransactionAccountEntriesDelete),
    body: emptyObject,
    permission: 'manage',
    async run(ctx) {
      const p = ctx.params as { entityId: string; accountId: string; id: string };
      const account = await accountOf(ctx.tx, ctx.businessId, p.entityId, p.accountId);
      const entry = found(await findLive(ctx.tx, entries, ctx.businessId, p.id), em.notFound.entry);
      if (entry.transactionAccountId !== account.id) throw found(null, em.notFound.entry);
      // A payment received in a register that has since closed is in its count: it may not leave it afterwards.
      await refuseIfClosedRegister(ctx.tx, ctx.businessId, entry.cashRegisterAuditId as string | null);
      const deleted = await updateRow(ctx.tx, entries, entry.id, { deletedAt: ctx.now, ...ctx.stamp() });
      const updated = await updateRow(ctx.tx, accounts, account.id, { balance: await owed(ctx.tx, account.id), ...ctx.stamp() });
      return { ...deleted, transactionAccount: updated };
    },
  });

  // The account's statement for the entry, as an ESC/POS ticket for the business's printer (or the one named).
  registerWrite(app, deps, {
    ...at(calls.entityTransactionAccountEntriesPrintResume),
    body: z.object({ printerId: z.uuid().optional() }),
    permission: 'settle',
    async run(ctx) {
      const p = ctx.params as { entityId: string; accountId: string; id: string };
      const account = await accountOf(ctx.tx, ctx.businessId, p.entityId, p.accountId);
      const entry = found(await findLive(ctx.tx, entries, ctx.businessId, p.id), em.notFound.entry);
      if (entry.transactionAccountId !== account.id) throw found(null, em.notFound.entry);
      const [customer, list, phones, business, printer] = await Promise.all([
        findLive(ctx.tx, entities, ctx.businessId, p.entityId),
        ctx.tx
          .select()
          .from(entries)
          .where(and(eq(entries.transactionAccountId, account.id), isNull(entries.deletedAt)))
          .orderBy(asc(entries.occurredAt), asc(entries.id)),
        mainPhones(ctx.tx, ctx.businessId, [p.entityId]),
        ctx.tx.select({ name: businesses.name, timeZone: businesses.timeZone }).from(businesses).where(eq(businesses.id, ctx.businessId)),
        ctx.body.printerId
          ? findLive(ctx.tx, printers, ctx.businessId, ctx.body.printerId).then((r) => found(r, m.notFound.printer))
          : ctx.tx.select().from(printers).where(and(eq(printers.businessId, ctx.businessId), isNull(printers.deletedAt))).orderBy(asc(printers.createdAt)).limit(1).then((r) => r[0] as Row | undefined),
      ]);
      const data = {
        businessName: business[0]?.name ?? '',
        customer: customer?.name as string,
        phone: phones.get(p.entityId) ?? null,
        account: account.name as string,
        timeZone: business[0]?.timeZone ?? 'America/Sao_Paulo',
        entryId: entry.id,
        entries: list.map((e) => ({ id: e.id, type: e.type as 'purchase' | 'payment', amount: e.amount, occurredAt: e.occurredAt, description: e.description })),
        balance: list.reduce((sum, e) => sum + (e.type === 'purchase' ? e.amount : -e.amount), 0),
        at: ctx.now,
      };
      const target = { model: ((printer?.model as PrinterModel | undefined) ?? 'ESC_POS'), size: ((printer?.size as PaperSize | undefined) ?? 'large') };
      const ticket = Buffer.from(renderDocument(accountResume(data), target)).toString('base64');
      return { resume: data, printerId: printer?.id ?? null, escpos: ticket };
    },
  });

  // Customers who owe, with what and since when: a CSV the manager collects from.
  app.post(`/businesses/:businessId/${calls.entitiesPendingTransactionsReport.path}`, async (req, reply) => {
    const { businessId } = await guarded(deps, req, 'manage');
    const { filters } = parse(entitiesFilters, req.body);
    const rows = await pendingAccounts(deps.db, businessId, filters.term);
    const phones = await mainPhones(deps.db, businessId, rows.map((r) => r.entity.id));
    return sendCsv(reply, 'pendencias.csv', [
      [...em.csv.pendingHeader],
      ...rows.map((r) => [
        r.entity.name,
        phones.get(r.entity.id) ?? '',
        r.account.name,
        r.account.creditLimit === null ? '' : (r.account.creditLimit / 100).toFixed(2).replace('.', ','),
        (r.account.balance / 100).toFixed(2).replace('.', ','),
        r.lastPurchase ?? '',
      ]),
    ]);
  });

  // ------------------------------------------------ delivery men's adjustments
  const adjustmentOf = async (ctx: Ctx) => {
    const p = ctx.params as { id: string; adjId: string };
    await entityOf(ctx.tx, ctx.businessId, p.id, 'deliveryMan');
    const row = found(await findLive(ctx.tx, deliveryAdjustments, ctx.businessId, p.adjId), em.notFound.adjustment);
    if (row.deliveryManId !== p.id) throw found(null, em.notFound.adjustment);
    return row;
  };
  registerWrite(app, deps, {
    ...at(calls.deliveryAdjustmentsCreate),
    body: deliveryAdjustmentCreate,
    permission: 'dispatch',
    createdId: (b) => b.id,
    async run(ctx) {
      const { id: deliveryManId } = ctx.params as { id: string };
      await entityOf(ctx.tx, ctx.businessId, deliveryManId, 'deliveryMan');
      const id = ctx.idFor(ctx.body.id);
      if (ctx.body.id && (await idExists(ctx.tx, deliveryAdjustments, id))) throw idRefused();
      const row = await insertRow(ctx.tx, deliveryAdjustments, { id, deliveryManId, amount: ctx.body.amount, description: ctx.body.description, businessId: ctx.businessId, createdAt: ctx.now, ...ctx.stamp() });
      return { status: 201, body: row };
    },
  });
  // The check of a delivery man's adjustments (all his unchecked ones, or those named) when he is paid. Registered
  // before `:adjId` so that `check` is not read as an adjustment's id.
  registerWrite(app, deps, {
    ...at(calls.deliveryAdjustmentsCheck),
    body: deliveryAdjustmentsCheck,
    permission: 'manage',
    async run(ctx) {
      const { id: deliveryManId } = ctx.params as { id: string };
      await entityOf(ctx.tx, ctx.businessId, deliveryManId, 'deliveryMan');
      const where = and(
        eq(deliveryAdjustments.businessId, ctx.businessId),
        eq(deliveryAdjustments.deliveryManId, deliveryManId),
        isNull(deliveryAdjustments.deletedAt),
        isNull(deliveryAdjustments.checkedAt),
        ctx.body.ids ? inArray(deliveryAdjustments.id, ctx.body.ids.length > 0 ? ctx.body.ids : [newId()]) : undefined,
      );
      const checked = await ctx.tx.update(deliveryAdjustments).set({ checkedAt: ctx.now, checkedBy: ctx.user.id, ...ctx.stamp() }).where(where).returning();
      return { checked, total: checked.reduce((s, r) => s + r.amount, 0) };
    },
  });
  registerWrite(app, deps, {
    ...at(calls.deliveryAdjustmentsUpdate),
    body: deliveryAdjustmentUpdate,
    permission: 'dispatch',
    async run(ctx) {
      const row = await adjustmentOf(ctx as Ctx);
      if (row.checkedAt) throw conflict(em.conflict.adjustmentChecked);
      return updateRow(ctx.tx, deliveryAdjustments, row.id, { ...ctx.body, ...ctx.stamp() });
    },
  });
  registerWrite(app, deps, {
    ...at(calls.deliveryAdjustmentsDelete),
    body: emptyObject,
    permission: 'manage',
    async run(ctx) {
      const row = await adjustmentOf(ctx as Ctx);
      if (row.checkedAt) throw conflict(em.conflict.adjustmentChecked);
      return updateRow(ctx.tx, deliveryAdjustments, row.id, { deletedAt: ctx.now, ...ctx.stamp() });
    },
  });
}

/** Customers' accounts that are owed, with the customer and the last purchase (shared with the GraphQL reads). */
export async function pendingAccounts(db: Executor, businessId: string, term?: string) {
  const rows = await db
    .select({ account: accounts, entity: entities })
    .from(accounts)
    .innerJoin(entities, and(eq(entities.id, accounts.entityId), isNull(entities.deletedAt)))
    .where(and(eq(accounts.businessId, businessId), isNull(accounts.deletedAt), gt(accounts.balance, 0), term ? ilike(entities.name, `%${term}%`) : undefined))
    .orderBy(desc(accounts.balance));
  const last = rows.length
    ? await db
        .select({ accountId: entries.transactionAccountId, at: sql<string>`max(${entries.occurredAt})` })
        .from(entries)
        .where(and(inArray(entries.transactionAccountId, rows.map((r) => r.account.id)), eq(entries.type, 'purchase'), isNull(entries.deletedAt)))
        .groupBy(entries.transactionAccountId)
    : [];
  const lastBy = new Map(last.map((l) => [l.accountId, l.at]));
  return rows.map((r) => ({ ...r, lastPurchase: lastBy.get(r.account.id) ?? null }));
}
