// The platform's billing over HTTP on the real server (PGlite): payment plans, duplicates opened from a business's
// contract plan, boletos (generated, cancelled, e-mailed through the mail outbox), entries settling a duplicate,
// the history the server writes, the two files; written by a platform admin only (a business user 403 in
// Portuguese, bad input 400 in Portuguese), read by the admin and by the partner (its own businesses only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../../src-server/auth/passwords.js';
import { mod10 } from '../../../src-server/billing/boleto.js';
import { DEMO_PLATFORM_ADMIN } from '../../../src-server/demo/ids.js';
import { businesses, mailOutbox, users } from '../../../src-server/db/schema.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, DEMO_USERS, OTHER_BUSINESS_ID, client, demoId, login, newId, request, startTestServer, type Client } from './harness.js';

let server: RunningServer;
let manager: Client;
let admin: Client;
/** Zé: partner of his Lanchonete (franchise context). */
let partner: Client;
/** Another partner, of no business here. */
let stranger: Client;

interface Duplicate {
  id: string;
  invoiceId: string;
  businessId: string;
  partnerId: string | null;
  number: number;
  amount: number;
  dueDate: string;
  status: string;
  ourNumber: string | null;
  digitableLine: string | null;
  barcode: string | null;
  installments?: Duplicate[];
}
interface Refusal {
  message: string;
  issues?: { path: string; message: string }[];
}

/**
 * Every read names a business (the tenant guard's): the query's one field gets `businessId: $tenant` unless it names
 * one itself (openInvoiceByBusiness), so the queries below read as the billing's own.
 */
function named(c: Client, businessId: string): Client {
  c.gql = (query, variables = {}) => {
    const q = query.replace(/^query(?:\(([^)]*)\))?\s*\{\s*(\w+)(?:\(([^)]*)\))?/, (whole, decl: string | undefined, field: string, args: string | undefined) =>
      args?.includes('businessId:') ? whole : `query(${decl ? `${decl}, ` : ''}$tenant: ID!) { ${field}(${args ? `${args}, ` : ''}businessId: $tenant)`,
    );
    return c.request('POST', '/graphql', { query: q, variables: q === query ? variables : { tenant: businessId, ...variables } });
  };
  return c;
}

async function loginAs(email: string, password: string, role: 'admin' | 'franchise'): Promise<Client> {
  const res = await request<{ token: string }>(server.url, 'POST', '/login/login-pdv', { email, password });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  const c = client(server.url, res.body.token, OTHER_BUSINESS_ID);
  const plain = c.request;
  c.request = (method, path, body, headers = {}) => plain(method, path, body, { role, 'idempotency-key': newId(), ...headers });
  return named(c, OTHER_BUSINESS_ID);
}

/** A report's bytes (PDF or Excel), not JSON. */
async function file(c: Client, path: string, body: unknown, role: string): Promise<{ status: number; type: string; bytes: Buffer; text: string }> {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}`, role },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type') ?? '', bytes, text: bytes.toString('utf8') };
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  await db.update(users).set({ platformRoles: ['franchise'] }).where(eq(users.id, DEMO_USERS.other.id));
  await db.update(businesses).set({ partnerId: DEMO_USERS.other.id }).where(eq(businesses.id, OTHER_BUSINESS_ID));
  await db.insert(users).values({ id: newId(), name: 'Outro Parceiro', email: 'parceiro@outro.com.br', passwordHash: await hashPassword('parceiro123'), type: 'others', platformRoles: ['franchise'] });
  [manager, admin, partner, stranger] = await Promise.all([
    login(server.url, 'manager').then((c) => named(c, DEMO_BUSINESS_ID)),
    loginAs(DEMO_PLATFORM_ADMIN.email, DEMO_PLATFORM_ADMIN.password, 'admin'),
    loginAs(DEMO_USERS.other.email, DEMO_USERS.other.password, 'franchise'),
    loginAs('parceiro@outro.com.br', 'parceiro123', 'franchise'),
  ]);
  // The Lanchonete on a contract plan of 199,90 a month since January.
  const plan = await admin.post<{ id: string }>('/contract-plans', { id: newId(), name: 'Completo', monthlyPrice: 19_990 });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  const onPlan = await admin.post(`/businesses/${OTHER_BUSINESS_ID}/business-contract-plans`, { id: newId(), contractPlanId: plan.body.id, startsOn: '2026-01-01' });
  expect(onPlan.status, JSON.stringify(onPlan.body)).toBe(201);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const PLANS = 'query { paymentPlans { id name installments intervalDays method available } }';
let threeTimes: string;

describe('payment plans', () => {
  it('a platform admin creates, changes (both PUT forms), finds and lists them; a repeat of the key changes nothing', async () => {
    const id = newId();
    const key = newId();
    const made = await admin.post<{ id: string; intervalDays: number; method: string }>('/billing/payment-plan', { id, name: 'Em 3 vezes', installments: 3 }, key);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ id, intervalDays: 30, method: 'boleto' });
    const again = await admin.post('/billing/payment-plan', { id, name: 'Em 3 vezes', installments: 3 }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    threeTimes = id;

    expect((await admin.put(`/billing/payment-plan/${id}`, { intervalDays: 15 })).status).toBe(200);
    expect((await admin.put('/billing/payment-plan', { id, method: 'pix', name: 'Em 3 vezes no Pix' })).status).toBe(200);
    const found = await admin.gql<{ paymentPlan: { name: string; intervalDays: number; method: string } }>('query($id: ID!) { paymentPlan(id: $id) { name intervalDays method } }', { id });
    expect(found.body.data?.paymentPlan).toEqual({ name: 'Em 3 vezes no Pix', intervalDays: 15, method: 'pix' });

    const gone = newId();
    expect((await admin.post('/billing/payment-plan', { id: gone, name: 'Provisório', installments: 2 })).status).toBe(201);
    expect((await admin.del(`/billing/payment-plan/${gone}`)).status).toBe(200);
    const list = await admin.gql<{ paymentPlans: { id: string; name: string }[] }>(PLANS);
    expect(list.body.data?.paymentPlans.map((p) => p.name)).toEqual(['À vista no boleto', 'Em 3 vezes no Pix']);
    // the partner lists them too (partner or admin)
    const seen = await partner.gql<{ paymentPlans: { id: string }[] }>(`query($p: ID) { paymentPlans(partnerId: $p) { id } }`, { p: DEMO_USERS.other.id });
    expect(seen.body.data?.paymentPlans).toHaveLength(2);
  });

  it('bad input is 400 in Portuguese and changes nothing', async () => {
    const res = await admin.post<Refusal>('/billing/payment-plan', { id: newId(), name: '', installments: 0, method: 'cheque' });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(['installments', 'method', 'name']);
    expect(res.body.issues?.find((i) => i.path === 'installments')?.message).toBe('Número de parcelas: um inteiro de 1 a 48');
    const missing = await admin.put<Refusal>(`/billing/payment-plan/${newId()}`, { name: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Plano de pagamento não encontrado');
    expect((await admin.gql<{ paymentPlans: unknown[] }>(PLANS)).body.data?.paymentPlans).toHaveLength(2);
  });

  it("a business's user is refused in Portuguese, whatever role header it sends; so is the partner", async () => {
    for (const role of ['business', 'admin', 'franchise']) {
      const res = await manager.request<Refusal>('POST', '/billing/payment-plan', { id: newId(), name: 'Invasor', installments: 1 }, { role, 'idempotency-key': newId() });
      expect(res.status, role).toBe(403);
      expect(res.body.message).toBe('Só um administrador da plataforma (contexto ADMIN) mexe na cobrança');
    }
    expect((await partner.post('/billing/payment-plan', { id: newId(), name: 'Invasor', installments: 1 })).status).toBe(403);
    const read = await manager.gql('query($id: ID!) { paymentPlan(id: $id) { id } }', { id: threeTimes });
    expect(read.status).toBe(403);
    expect(read.body.errors?.[0]?.message).toBe('Só um administrador da plataforma (contexto ADMIN) mexe na cobrança');
    expect((await partner.gql('query($id: ID!) { paymentPlan(id: $id) { id } }', { id: threeTimes })).status).toBe(403);
  });
});

describe('duplicates and boletos', () => {
  let first: Duplicate;
  let invoiceId: string;

  it("opens the Lanchonete's invoice of a month from its contract plan and splits it in the payment plan's installments", async () => {
    const id = newId();
    const res = await admin.post<Duplicate>('/billing/duplicates', { id, businessId: OTHER_BUSINESS_ID, referenceMonth: '2026-11', paymentPlanId: threeTimes, dueDate: '2026-12-10' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.id).toBe(id);
    // 199,90 in 3: the centavo that does not divide goes on the first; every 15 days
    expect(res.body.installments?.map((d) => [d.number, d.amount, d.dueDate])).toEqual([
      [1, 6664, '2026-12-10'],
      [2, 6663, '2026-12-25'],
      [3, 6663, '2027-01-09'],
    ]);
    expect(res.body.partnerId).toBe(DEMO_USERS.other.id);
    first = res.body;
    invoiceId = res.body.invoiceId;
    const lines = await admin.gql<{ invoiceContractPlanLines: { description: string; amount: number }[] }>('query($i: ID!) { invoiceContractPlanLines(invoiceId: $i) { description amount } }', { i: invoiceId });
    expect(lines.body.data?.invoiceContractPlanLines).toEqual([{ description: 'Completo — 2026-11', amount: 19_990 }]);
    const inv = await admin.gql<{ invoice: { amount: number; charged: number; left: number; status: string; dueDate: string } }>('query($i: ID!) { invoice(id: $i) { amount charged left status dueDate } }', { i: invoiceId });
    expect(inv.body.data?.invoice).toEqual({ amount: 19_990, charged: 19_990, left: 0, status: 'open', dueDate: '2026-12-10' });
    // nothing is left to charge of it
    const more = await admin.post<Refusal>('/billing/duplicates', { id: newId(), invoiceId });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe('Esta fatura já está toda em duplicatas');
  });

  it('refuses a duplicate without invoice nor month, a month without contract plan, and an unknown invoice (400 in Portuguese)', async () => {
    const none = await admin.post<Refusal>('/billing/duplicates', { id: newId(), amount: 100 });
    expect(none.status).toBe(400);
    expect(none.body.issues?.[0]).toEqual({ path: 'invoiceId', message: 'Informe a fatura (invoiceId) ou o estabelecimento e o mês (businessId e referenceMonth)' });
    const early = await admin.post<Refusal>('/billing/duplicates', { id: newId(), businessId: OTHER_BUSINESS_ID, referenceMonth: '2025-12' });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('O estabelecimento não tem plano de contrato em 12/2025: não há o que faturar');
    const unknown = await admin.post<Refusal>('/billing/duplicates', { id: newId(), invoiceId: newId() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Fatura não encontrada');
    const month = await admin.post<Refusal>('/billing/duplicates', { id: newId(), businessId: OTHER_BUSINESS_ID, referenceMonth: '2026-13' });
    expect(month.status).toBe(400);
    expect(month.body.issues?.[0]?.message).toBe('Mês no formato AAAA-MM');
  });

  it('generates a boleto: our nosso número, a FEBRABAN linha digitável; a second one, or a new amount, waits for its cancel', async () => {
    const res = await admin.post<Duplicate>(`/billing/duplicates/${first.id}/generate-transaction`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ourNumber).toMatch(/^\d{17}$/);
    expect(res.body.barcode).toMatch(/^0009\d{40}$/);
    // fator of 10/12/2026 (1656) and 66,64
    expect(res.body.barcode!.slice(5, 19)).toBe('16560000006664');
    const fields = res.body.digitableLine!.split(' ');
    expect(fields).toHaveLength(5);
    for (const f of fields.slice(0, 3).map((x) => x.replace('.', ''))) expect(Number(f.at(-1))).toBe(mod10(f.slice(0, -1)));
    expect(fields[4]).toBe('16560000006664');

    const twice = await admin.post<Refusal>(`/billing/duplicates/${first.id}/generate-transaction`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Esta duplicata já tem boleto: cancele-o antes de gerar outro ou de mudar valor e vencimento');
    expect((await admin.put<Refusal>(`/billing/duplicates/${first.id}`, { dueDate: '2026-12-11' })).status).toBe(409);
    // the note is not on the boleto
    expect((await admin.put<Duplicate>(`/billing/duplicates/${first.id}`, { note: 'Primeira parcela' })).status).toBe(200);

    const cancelled = await admin.post<Duplicate>(`/billing/duplicates/${first.id}/cancel-boleto`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ ourNumber: null, digitableLine: null, barcode: null });
    expect((await admin.post<Refusal>(`/billing/duplicates/${first.id}/cancel-boleto`, {})).body.message).toBe('Esta duplicata não tem boleto gerado');
    // a new boleto gets the next number: a number is never given twice
    const next = await admin.post<Duplicate>(`/billing/duplicates/${first.id}/generate-transaction`, {});
    expect(BigInt(next.body.ourNumber!)).toBe(BigInt(res.body.ourNumber!) + 1n);
    first = next.body;
  });

  it('e-mails the boleto through the mail outbox; without an address and no owner e-mail, 400 in Portuguese', async () => {
    const noAddress = await admin.post<Refusal>(`/billing/duplicates/${first.id}/send-boleto-by-email`, {});
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toMatch(/^Informe o e-mail para onde mandar o boleto/);
    const bad = await admin.post<Refusal>(`/billing/duplicates/${first.id}/send-boleto-by-email`, { email: 'não é e-mail' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.message).toBe('E-mail inválido');
    const sent = await admin.post<{ sent: boolean; to: string }>(`/billing/duplicates/${first.id}/send-boleto-by-email`, { email: 'Financeiro@LanchoneteDoZe.com.br' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await server.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'boleto'), eq(mailOutbox.to, 'financeiro@lanchonetedoze.com.br')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Boleto Lanchonete do Zé - vencimento 10/12/2026');
    expect(mail[0]!.text).toContain(first.digitableLine!);
    expect(mail[0]!.text).toContain('R$ 66,64');
  });

  it('entries settle the duplicate: paid when nothing is left, open again when a payment goes; the history says each step', async () => {
    const interest = await admin.post<{ id: string; duplicate: Duplicate }>(`/billing/duplicates/${first.id}/entries`, { id: newId(), kind: 'interest', amount: 136, date: '2026-12-12' });
    expect(interest.status, JSON.stringify(interest.body)).toBe(201);
    const part = await admin.post<{ id: string; duplicate: Duplicate }>(`/billing/duplicates/${first.id}/entries`, { id: newId(), kind: 'payment', amount: 5000, date: '2026-12-12' });
    expect(part.body.duplicate.status).toBe('open');
    const rest = await admin.post<{ id: string; duplicate: Duplicate }>(`/billing/duplicates/${first.id}/entries`, { id: newId(), kind: 'payment', amount: 1800, date: '2026-12-13', note: 'Pix' });
    expect(rest.body.duplicate.status).toBe('paid');
    const read = await admin.gql<{ duplicate: { status: string; balance: number } }>('query($id: ID!) { duplicate(id: $id) { status balance } }', { id: first.id });
    expect(read.body.data?.duplicate).toEqual({ status: 'paid', balance: 0 });
    // a paid one cannot be e-mailed nor deleted
    expect((await admin.post(`/billing/duplicates/${first.id}/send-boleto-by-email`, { email: 'a@b.com.br' })).status).toBe(409);
    expect((await admin.del(`/billing/duplicates/${first.id}`)).status).toBe(409);

    const changed = await admin.put<{ duplicate: Duplicate }>(`/billing/duplicates/${first.id}/entries/${rest.body.id}`, { amount: 1000 });
    expect(changed.body.duplicate.status).toBe('open');
    expect((await admin.put(`/billing/duplicates/${first.id}/entries/${rest.body.id}`, { amount: 1800 })).status).toBe(200);
    const removed = await admin.del<{ duplicate: Duplicate }>(`/billing/duplicates/${first.id}/entries/${part.body.id}`);
    expect(removed.body.duplicate.status).toBe('open');
    // an entry through another duplicate's path is not found
    const other = first.installments?.[1]?.id ?? (await admin.gql<{ duplicatesByInvoice: Duplicate[] }>('query($i: ID!) { duplicatesByInvoice(invoiceId: $i) { id number } }', { i: invoiceId })).body.data!.duplicatesByInvoice[1]!.id;
    const wrong = await admin.del<Refusal>(`/billing/duplicates/${other}/entries/${rest.body.id}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('Lançamento da duplicata não encontrado');

    const entries = await admin.gql<{ duplicateEntries: { kind: string; amount: number }[] }>('query($d: ID) { duplicateEntries(duplicateId: $d) { kind amount } }', { d: first.id });
    expect(entries.body.data?.duplicateEntries).toEqual([
      { kind: 'interest', amount: 136 },
      { kind: 'payment', amount: 1800 },
    ]);
    const found = await admin.gql<{ duplicateEntry: { note: string } }>('query($id: ID!) { duplicateEntry(id: $id) { note } }', { id: rest.body.id });
    expect(found.body.data?.duplicateEntry).toEqual({ note: 'Pix' });

    const history = await admin.gql<{ duplicateOccurrences: { kind: string; description: string }[] }>('query($d: ID!) { duplicateOccurrences(duplicateId: $d) { kind description } }', { d: first.id });
    expect(history.body.data?.duplicateOccurrences.map((o) => o.kind)).toEqual([
      'created', 'boletoGenerated', 'updated', 'boletoCancelled', 'boletoGenerated', 'emailed',
      'entryAdded', 'entryAdded', 'entryAdded', 'paid', 'entryChanged', 'reopened', 'entryChanged', 'paid', 'entryRemoved', 'reopened',
    ]);
    expect(history.body.data?.duplicateOccurrences[5]?.description).toBe('Boleto enviado por e-mail para financeiro@lanchonetedoze.com.br');
  });

  it('deletes an open duplicate without entries: cancelled, its part of the invoice to charge again', async () => {
    const list = await admin.gql<{ duplicatesByInvoice: Duplicate[] }>('query($i: ID!) { duplicatesByInvoice(invoiceId: $i) { id number amount } }', { i: invoiceId });
    const third = list.body.data!.duplicatesByInvoice.find((d) => d.number === 3)!;
    expect((await admin.del(`/billing/duplicates/${third.id}`)).status).toBe(200);
    const inv = await admin.gql<{ invoice: { left: number } }>('query($i: ID!) { invoice(id: $i) { left } }', { i: invoiceId });
    expect(inv.body.data?.invoice.left).toBe(6663);
    const over = await admin.post<Refusal>('/billing/duplicates', { id: newId(), invoiceId, amount: 6664 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('O valor passa do que falta cobrar desta fatura (R$ 66,63)');
    const again = await admin.post<Duplicate>('/billing/duplicates', { id: newId(), invoiceId });
    expect(again.body).toMatchObject({ number: 4, amount: 6663, dueDate: '2026-12-10' });
    expect((await admin.del<Refusal>(`/billing/duplicates/${third.id}`)).status).toBe(404);
  });
});

describe('who reads what', () => {
  const INVOICES = 'query { listInvoices { id businessId referenceMonth amount businessName } }';

  it('the admin lists every invoice, the demo Cantina’s among them with its duplicate', async () => {
    const all = await admin.gql<{ listInvoices: { businessId: string; businessName: string; amount: number }[] }>(INVOICES);
    expect(all.body.data?.listInvoices.map((i) => i.businessName).sort()).toEqual(['Cantina Bella Napoli', 'Lanchonete do Zé']);
    const cantina = await admin.gql<{ duplicates: Duplicate[] }>('query($f: JSON) { duplicates(filters: $f) { id amount status } }', { f: { businessId: DEMO_BUSINESS_ID } });
    expect(cantina.body.data?.duplicates).toEqual([{ id: demoId('billing:duplicate'), amount: 14_990, status: 'open' }]);
    const open = await admin.gql<{ openInvoiceByBusiness: { id: string } }>('query($b: ID!) { openInvoiceByBusiness(businessId: $b) { id } }', { b: DEMO_BUSINESS_ID });
    expect(open.body.data?.openInvoiceByBusiness.id).toBe(demoId('billing:invoice'));
  });

  it('the partner sees only its own businesses’ billing; another partner’s rows, another partner id and the admin reads answer 403', async () => {
    const own = await partner.gql<{ listInvoiceByPartner: { businessId: string }[] }>('query($p: ID!) { listInvoiceByPartner(partnerId: $p) { businessId } }', { p: DEMO_USERS.other.id });
    expect(own.body.data?.listInvoiceByPartner).toEqual([{ businessId: OTHER_BUSINESS_ID }]);
    const dups = await partner.gql<{ duplicatesByPartner: { businessId: string }[] }>('query($p: ID!) { duplicatesByPartner(partnerId: $p) { businessId } }', { p: DEMO_USERS.other.id });
    expect(dups.body.data?.duplicatesByPartner.length).toBe(3);
    expect(new Set(dups.body.data?.duplicatesByPartner.map((d) => d.businessId))).toEqual(new Set([OTHER_BUSINESS_ID]));
    expect((await partner.gql('query($b: ID!, $p: ID) { openInvoiceByBusiness(businessId: $b, partnerId: $p) { id } }', { b: OTHER_BUSINESS_ID, p: DEMO_USERS.other.id })).status).toBe(200);

    const refusals: [Client, string, Record<string, unknown>][] = [
      [partner, 'query($i: ID!) { invoice(id: $i) { id } }', { i: demoId('billing:invoice') }],
      [partner, 'query($i: ID!) { duplicatesByInvoice(invoiceId: $i) { id } }', { i: demoId('billing:invoice') }],
      [partner, 'query($d: ID!) { duplicateOccurrences(duplicateId: $d) { id } }', { d: demoId('billing:duplicate') }],
      [partner, 'query($i: ID!) { invoiceContractPlanLines(invoiceId: $i) { id } }', { i: demoId('billing:invoice') }],
      [partner, 'query($b: ID!) { openInvoiceByBusiness(businessId: $b) { id } }', { b: DEMO_BUSINESS_ID }],
      [partner, 'query($p: ID!) { listInvoiceByPartner(partnerId: $p) { id } }', { p: newId() }],
      [stranger, 'query($p: ID!) { duplicatesByPartner(partnerId: $p) { id } }', { p: DEMO_USERS.other.id }],
      [partner, 'query { listInvoices { id } }', {}],
      [partner, 'query { duplicates { id } }', {}],
      [admin, 'query($p: ID!) { listInvoiceByPartner(partnerId: $p) { id } }', { p: DEMO_USERS.other.id }],
      [manager, 'query($i: ID!) { invoice(id: $i) { id } }', { i: demoId('billing:invoice') }],
    ];
    for (const [who, query, vars] of refusals) {
      const res = await who.gql(query, vars);
      expect(res.status, `${query} ${JSON.stringify(res.body)}`).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain(demoId('billing:duplicate'));
    }
    // a partner's read names a business of its own: the Cantina is not Zé's
    const foreign = await partner.request<{ message: string }>('POST', '/graphql', { query: 'query($b: ID!, $p: ID!) { listInvoiceByPartner(businessId: $b, partnerId: $p) { id } }', variables: { b: DEMO_BUSINESS_ID, p: DEMO_USERS.other.id } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Você não tem acesso a este estabelecimento');
  });

  it('no token: 401 on the writes and the files', async () => {
    const anon = client(server.url, '');
    expect((await anon.post('/billing/duplicates', { invoiceId: newId() }, newId())).status).toBe(401);
    expect((await anon.post('/billing/duplicates/duplicate-report', {})).status).toBe(401);
  });
});

describe('the files', () => {
  it('the duplicates and the entries as PDF and Excel, for the admin only', async () => {
    const pdf = await file(admin, '/billing/duplicates/duplicate-report', { businessId: OTHER_BUSINESS_ID }, 'admin');
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    const xlsx = await file(admin, '/billing/duplicates/duplicate-entries', { format: 'excel', from: '2026-12-01', to: '2026-12-31' }, 'admin');
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toContain('spreadsheetml');
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
    const refused = await file(manager, '/billing/duplicates/duplicate-report', {}, 'admin');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).message).toBe('Só um administrador da plataforma (contexto ADMIN) mexe na cobrança');
    const bad = await file(admin, '/billing/duplicates/duplicate-entries', { format: 'doc' }, 'admin');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).issues[0].message).toBe('Formato do arquivo: pdf ou excel');
  });
});
