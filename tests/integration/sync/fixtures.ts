// What the sync tests need on the server, read through its GraphQL API with a real login: the demo
// restaurant's comandas, products and payment methods. Until the server's demo seed has users and a
// catalog, `ensureCounterFixtures` adds the missing ones to the data folder before the server opens it.
import { and, eq, isNull } from 'drizzle-orm';
import { openDatabase } from '../../../src-server/db/database.js';
import * as t from '../../../src-server/db/schema.js';
import { seedDemo } from '../../../src-server/demo/seed.js';
import { DEMO_BUSINESS_ID } from '../../../src-server/demo/ids.js';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { newId } from '../../../src-shared/ids/uuid.js';

export const CAIXA = { email: 'caixa@cantina.com.br', password: 'caixa123' };
export const GERENTE = { email: 'gerente@cantina.com.br', password: 'gerente123' };

/** Opens the server's database folder (before the server does), seeds the demo and fills any gap. */
export async function ensureCounterFixtures(opts: { dataDir: string; databaseUrl?: string | null; comandas?: number; products?: number }): Promise<void> {
  const database = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl ?? null });
  try {
    const { db } = database;
    await seedDemo(db);
    const business = DEMO_BUSINESS_ID;
    const users: [string, string, string, string[]][] = [
      ['Caixa', CAIXA.email, CAIXA.password, ['business_operator']],
      ['Gerente', GERENTE.email, GERENTE.password, ['business_manager']],
    ];
    for (const [name, email, password, roles] of users) {
      const found = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
      if (found.length) continue;
      const id = newId();
      await db.insert(t.users).values({ id, name, email, passwordHash: await hashPassword(password) });
      await db.insert(t.userBusinesses).values({ id: newId(), businessId: business, userId: id, roles });
    }
    const slips = await db
      .select({ id: t.tables.id })
      .from(t.tables)
      .where(and(eq(t.tables.businessId, business), eq(t.tables.type, 'order-slip'), isNull(t.tables.deletedAt)));
    const wantSlips = opts.comandas ?? 30;
    if (slips.length < wantSlips) {
      const rows = [];
      for (let i = slips.length; i < wantSlips; i++) rows.push({ id: newId(), businessId: business, type: 'order-slip', name: `Comanda ${900 + i}`, number: 900 + i });
      await db.insert(t.tables).values(rows);
    }
    const products = await db
      .select({ id: t.products.id })
      .from(t.products)
      .where(and(eq(t.products.businessId, business), eq(t.products.type, 'unique'), isNull(t.products.deletedAt)));
    if (products.length < (opts.products ?? 3)) {
      await db.insert(t.products).values([
        { id: newId(), businessId: business, type: 'unique', name: 'Refrigerante lata', price: 600, unit: 'unity' },
        { id: newId(), businessId: business, type: 'unique', name: 'Pastel de carne', price: 1250, unit: 'unity' },
        { id: newId(), businessId: business, type: 'unique', name: 'Chope 300 ml', price: 1100, unit: 'unity' },
      ]);
    }
    const money = await db
      .select({ id: t.paymentMethods.id })
      .from(t.paymentMethods)
      .where(and(eq(t.paymentMethods.businessId, business), eq(t.paymentMethods.type, 'money')));
    if (!money.length) {
      await db.insert(t.paymentMethods).values({ id: newId(), businessId: business, name: 'Dinheiro', type: 'money', allowsChange: true });
    }
  } finally {
    await database.close();
  }
}

export interface Counter {
  token: string;
  comandas: { id: string; name: string }[];
  products: { id: string; name: string; price: number }[];
  money: { id: string };
}

export async function login(serverUrl: string, who = CAIXA): Promise<string> {
  const res = await fetch(`${serverUrl}/login/login-pdv`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`login failed: ${body.message}`);
  return body.token;
}

export async function gql<T>(serverUrl: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, role: 'business' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

export async function readCounter(serverUrl: string): Promise<Counter> {
  const token = await login(serverUrl);
  const data = await gql<{
    counterChanges: {
      tables: { id: string; name: string; type: string }[];
      products: { id: string; name: string; price: number; type: string; available: boolean }[];
      paymentMethods: { id: string; type: string }[];
      productCompositions: { productId: string; minQuantity: number | null }[];
    };
  }>(
    serverUrl,
    token,
    `query($b: ID!) { counterChanges(businessId: $b) { tables { id name type } products { id name price type available }
      paymentMethods { id type } productCompositions { productId minQuantity } } }`,
    { b: DEMO_BUSINESS_ID },
  );
  const c = data.counterChanges;
  const money = c.paymentMethods.find((p) => p.type === 'money');
  if (!money) throw new Error('no cash payment method');
  return {
    token,
    comandas: c.tables.filter((x) => x.type === 'order-slip'),
    // Products sold as they are: no composition that requires a choice ("Ponto da carne").
    products: c.products.filter(
      (p) => p.type === 'unique' && p.available !== false && p.price > 0 && !c.productCompositions.some((x) => x.productId === p.id && (x.minQuantity ?? 0) > 0),
    ),
    money,
  };
}
