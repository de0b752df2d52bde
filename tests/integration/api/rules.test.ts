// The rules around the calls, each quoting the document it comes from, proved against a real HTTP server
// that records what arrives.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRecorder, REPORT_BYTES, type Recorder } from '../../support/recorder.js';
import { createApi } from '../../../src-shared/api/registry.js';
import type { ApiSession } from '../../../src-shared/api/core/context.js';
import { ProductError, UnauthorizedError } from '../../../src-shared/api/core/errors.js';
import { lookupPostalCode } from '../../../src-shared/api/rules/postalCode.js';
import { login, resumeSession, type KeyValueStorage } from '../../../src-shared/api/rules/login.js';
import { createFinancialEntry, deleteFinancialEntry, updateFinancialEntry, changeFinancialEntryPaid } from '../../../src-shared/api/rules/financialEntries.js';
import { createLinkVendasOrder, linkVendasLogin, TABLE_TOKEN_HEADER } from '../../../src-shared/api/rules/linkVendas.js';
import { listEntities, listUsers, updateBusiness } from '../../../src-shared/api/rules/variants.js';
import { apiFor, BUSINESS_ID, PARTNER_ID, pdfFile, pngFile, TOKEN } from './helpers.js';

let recorder: Recorder;
beforeAll(async () => {
  recorder = await startRecorder();
});
afterAll(async () => {
  await recorder.close();
});
beforeEach(() => recorder.reset());

const business: ApiSession = { context: 'business', businessId: BUSINESS_ID, project: 'pdv', environment: 'local' };
const partner: ApiSession = { context: 'franchise', partnerId: PARTNER_ID, project: 'gestao', environment: 'local' };
const admin: ApiSession = { context: 'admin', project: 'gestao', environment: 'local' };

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('contexts, role header and prefixes (000 §6)', () => {
  // 000 §6 line 104: "Request contexts: admin, franchise (partner), business; the context is sent in a role
  // header. Request path prefix depends on context: /admin, /partner/{partnerId}, /businesses/{businessId}."
  it('sends the context in the role header and prefixes a context-scoped path by context', async () => {
    for (const [session, prefix] of [[admin, '/admin'], [partner, `/partner/${PARTNER_ID}`], [business, `/businesses/${BUSINESS_ID}`]] as const) {
      await apiFor(recorder, session).entities.entitiesCreate({ body: { name: 'Ana', type: 'customer' } });
      expect(recorder.last().path).toBe(`/main${prefix}/entities`);
      expect(recorder.last().headers.role).toBe(session.context);
    }
  });

  // 000 §5 line 97: "using an action in the wrong context fails with a message telling the user to change
  // context to ADMIN, BUSINESS, PARTNER, PARTNER OR BUSINESS or PARTNER OR ADMIN to access the action."
  it('refuses an action in the wrong context with the guard message, sending nothing', async () => {
    await expect(apiFor(recorder, business).billing.gqlDuplicates({}, 'id')).rejects.toThrow('Mude o contexto para ADMIN para acessar esta ação');
    await expect(apiFor(recorder, admin).billing.gqlDuplicatesByPartner({}, 'id')).rejects.toThrow('Mude o contexto para PARTNER para acessar esta ação');
    await expect(apiFor(recorder, business).billing.gqlInvoiceById({ id: 'i' }, 'id')).rejects.toThrow('Mude o contexto para PARTNER OR ADMIN para acessar esta ação');
    await expect(apiFor(recorder, partner).products.productsBulkUpdate({ body: { products: [] } })).rejects.toThrow('Mude o contexto para BUSINESS para acessar esta ação');
    // "release business to production … partner only" (000 §6 table).
    await expect(apiFor(recorder, admin).business.businessReleaseToProduction({ businessId: BUSINESS_ID, body: { businessId: BUSINESS_ID } })).rejects.toThrow('PARTNER');
    expect(recorder.requests).toHaveLength(0);
  });

  // 000 §5 line 97: "In business context a business id must be set (except in the sales-link project) and in
  // partner context a partner id must be set; otherwise a console message says the id must be informed before
  // any function runs."
  it('says the business id / partner id must be informed before any function runs; the sales-link project is exempt', async () => {
    const lines: string[] = [];
    const u = recorder.url;
    const make = (session: ApiSession) => createApi({ session, log: (l) => lines.push(l), baseUrls: { local: { main: `${u}/main`, link: `${u}/link` } } });
    await expect(make({ context: 'business', project: 'pdv', environment: 'local' }).tables.tablesDelete({ params: { id: 't' } })).rejects.toThrow('Selecione um estabelecimento antes de continuar');
    await expect(make({ context: 'franchise', project: 'gestao', environment: 'local' }).printersPlansUsers.gqlPartnerUsers({}, 'id')).rejects.toThrow('Selecione um parceiro antes de continuar');
    expect(lines).toEqual(['the business id must be informed before any function runs', 'the partner id must be informed before any function runs']);
    expect(recorder.requests).toHaveLength(0);
    await make({ context: 'business', project: 'linkVendas', environment: 'local' }).tables.linkVendasGenerateTableToken({ body: { tableId: 'mesa-7' } });
    expect(recorder.last().path).toBe('/link/link-vendas/login/generate-table-token');
  });

  // 000 §6 line 113: "Business update uses one endpoint in business context and another in admin or partner context."
  // 002 §6: "User listing depends on context"; 001 §6: "Entity creation and listing use a variant per context".
  it('chooses the variant of a call by context', async () => {
    await updateBusiness(apiFor(recorder, business), { tradeName: 'Cantina' });
    expect(recorder.last()).toMatchObject({ method: 'PUT', path: `/main/businesses/${BUSINESS_ID}` });
    await updateBusiness(apiFor(recorder, partner), { tradeName: 'Cantina' }, 'b-9');
    expect(recorder.last()).toMatchObject({ method: 'PUT', path: '/main/businesses/b-9' });
    await listUsers(apiFor(recorder, admin), {}, 'id');
    expect((recorder.last().json as { query: string }).query).toContain('{ adminUsers');
    await listEntities(apiFor(recorder, partner), {}, 'id');
    expect((recorder.last().json as { query: string }).query).toContain(`{ partnerEntities(partnerId: "${PARTNER_ID}")`);
  });
});

describe('base URLs and environments (000 §7, §9)', () => {
  // 000 §7 line 117: "report calls use a separate report client and return binary data. Separate base URLs
  // exist for the main API, report API, worker API and link API; the sales-link project uses a web-facing path prefix."
  it('sends reports to the report API and hands back the bytes; worker and link calls to their own APIs', async () => {
    const api = apiFor(recorder, business);
    const report = await api.orders.ordersDeliveryReport({ body: { format: 'pdf', dateFilters: { start: '2025-05-01' } } });
    expect(recorder.last().path).toBe(`/report/businesses/${BUSINESS_ID}/orders/delivery-report`);
    expect(Array.from(report.data)).toEqual(Array.from(REPORT_BYTES));
    await api.integrators.integratorsPull({ params: { provider: 'ifood', id: 'bi-1' } });
    expect(recorder.last().path).toBe('/worker/integrators/ifood/bi-1/pull');
    await api.onlinePayment.linkVendasDistributionRules();
    expect(recorder.last().path).toBe(`/link/link-vendas/${BUSINESS_ID}/distribution-rules`);
  });

  // 000 §9 line 168: "Environments: staging, testing, production, and a local default on port 3333."
  it('defaults the local environment to port 3333 and requires the other environments to be configured', () => {
    expect(createApi({ session: business }).client.baseUrls()).toMatchObject({ main: 'http://127.0.0.1:3333', report: 'http://127.0.0.1:3333' });
    expect(() => createApi({ session: { ...business, environment: 'staging' } }).client.baseUrls()).toThrow('staging');
    const urls = { main: 'https://api.test', report: 'https://report.test', worker: 'https://worker.test', link: 'https://link.test' };
    expect(createApi({ session: { ...business, environment: 'production' }, baseUrls: { production: urls } }).client.baseUrls()).toMatchObject(urls);
  });

  // 001 §7.8 line 186: "The month filter is the only date filter sent to the exports."
  it('sends the month filter of an NFC-e export in the query string of its GET', async () => {
    await apiFor(recorder, business).fiscal.nfceExportXml({ body: { dateFilters: { month: '2025-04' } } });
    expect(decodeURIComponent(recorder.last().path)).toBe(`/report/businesses/${BUSINESS_ID}/fiscal/nfce/export-xml?dateFilters[month]=2025-04`);
  });
});

describe('multipart (000 §5)', () => {
  // 000 §5 line 96: "Files and nested objects are sent as multipart form data: arrays of files repeat under the
  // same key; other arrays use a bracket suffix on the key. Image lists are grouped by image type into lists
  // named after the type followed by "Images"."
  it('repeats file arrays under one key, brackets other arrays and groups images by type', async () => {
    const api = apiFor(recorder, business);
    await api.products.productsUniquesCreate({
      body: { name: 'Pizza Margherita', price: 4990, tags: ['vegetariana', 'forno a lenha'], images: [{ type: 'main', image: pngFile('frente.png') }, { type: 'cover', image: pngFile('capa.png') }, { type: 'main', image: pngFile('lado.png') }] },
    });
    const parts = recorder.last().parts ?? [];
    const named = (name: string) => parts.filter((p) => p.name === name).map((p) => p.value ?? p.fileName);
    expect(parts).toHaveLength(7);
    expect([named('name'), named('price'), named('tags[]')]).toEqual([['Pizza Margherita'], ['4990'], ['vegetariana', 'forno a lenha']]);
    expect([named('mainImages'), named('coverImages'), named('images')]).toEqual([['frente.png', 'lado.png'], ['capa.png'], []]);
    expect(Array.from(parts.find((p) => p.name === 'coverImages')!.bytes!)).toEqual(Array.from(pngFile().data));
    await api.onlinePayment.onlinePaymentDocuments({ body: { kind: 'contrato', documents: [pdfFile('rg.pdf'), pdfFile('cnpj.pdf')] } });
    expect((recorder.last().parts ?? []).map((p) => [p.name, p.value ?? p.fileName])).toEqual([['kind', 'contrato'], ['documents', 'rg.pdf'], ['documents', 'cnpj.pdf']]);
  });

  // 001 §5 line 74: "Product payloads with a non-empty images array are sent as multipart form data."
  it('sends a product update as JSON without images and as multipart with them', async () => {
    const api = apiFor(recorder, business);
    await api.products.productsUpdate({ params: { id: 'p1' }, body: { name: 'X-Salada', images: [] } });
    expect(recorder.last().json).toEqual({ name: 'X-Salada', images: [] });
    await api.products.productsUpdate({ params: { id: 'p1' }, body: { name: 'X-Salada', images: [{ type: 'main', image: pngFile() }] } });
    expect(recorder.last().parts?.map((p) => p.name)).toEqual(['name', 'mainImages']);
  });
});

describe('the error rule (000 §8)', () => {
  const api = () => apiFor(recorder, business);
  const failure = async (p: Promise<unknown>): Promise<ProductError> => {
    try {
      await p;
    } catch (e) {
      if (e instanceof ProductError) return e;
      throw e;
    }
    throw new Error('the call did not fail');
  };

  // 000 §8 lines 155–160: "Every failed call becomes a product error with a message and a status (default 500).
  // Message precedence: 1. the message in the server response; 2. else the status followed by the status text;
  // 3. else the messages of the GraphQL error list, joined; 4. else the error's own message; 5. else "Um erro inesperado aconteceu"."
  it('1. takes the message in the server response', async () => {
    recorder.respond('/close', { status: 409, statusText: 'Conflict', body: { message: 'A comanda já está fechada' } });
    const e = await failure(api().orderPads.orderPadsClose({ params: { id: 'c1' }, body: {} }));
    expect([e.message, e.status]).toEqual(['A comanda já está fechada', 409]);
  });

  it('1. reads the message of a failed report, whose answer is bytes', async () => {
    recorder.respond('/cmv-report', { status: 422, statusText: 'Unprocessable Entity', body: { message: 'Período inválido' } });
    const e = await failure(api().products.productsCmvReport({ body: { filters: {} } }));
    expect([e.message, e.status]).toEqual(['Período inválido', 422]);
  });

  it('2. else the status followed by the status text', async () => {
    recorder.respond('/tables', { status: 503, statusText: 'Service Unavailable' });
    const e = await failure(api().tables.tablesCreate({ body: { type: 'table', name: 'Mesa 1' } }));
    expect([e.message, e.status]).toEqual(['503 Service Unavailable', 503]);
  });

  it('3. else the messages of the GraphQL error list, joined', async () => {
    recorder.respond('/graphql', { body: { data: null, errors: [{ message: 'Produto não encontrado' }, { message: 'Catálogo inativo' }] } });
    const e = await failure(api().products.gqlProduct({ id: 'p' }, 'id'));
    expect([e.message, e.status]).toEqual(['Produto não encontrado, Catálogo inativo', 500]);
  });

  it("4. else the error's own message, with the default status 500", async () => {
    const dead = createApi({ session: business, baseUrls: { local: { main: 'http://127.0.0.1:9' } } });
    const e = await failure(dead.tables.tablesDelete({ params: { id: 't' } }));
    expect(e.status).toBe(500);
    expect(e.message).toMatch(/ECONNREFUSED/);
  });

  // 000 §8 line 162: "HTTP 401 on any call becomes an unauthorized error passed to the registered handler".
  it('hands a 401 on a REST call and on a GraphQL read to the registered unauthorized handler', async () => {
    const seen: UnauthorizedError[] = [];
    const a = api();
    a.client.onUnauthorized((e) => seen.push(e));
    recorder.respond('/graphql', { status: 401, statusText: 'Unauthorized', body: { message: 'Sessão expirada' } });
    recorder.respond('/open/', { status: 401, statusText: 'Unauthorized' });
    await expect(a.orderPads.orderPadsOpen({ body: {} })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(a.orders.gqlKdsOrders({}, 'id')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(seen.map((e) => [e.status, e.message])).toEqual([[401, '401 Unauthorized'], [401, 'Sessão expirada']]);
  });
});

describe('client-side validations', () => {
  // 000 §5 line 95: "Creating catalog categories requires a non-empty list; otherwise the error "Ao menos alguma categoria deve ser informada"."
  it('refuses an empty catalog category list', async () => {
    await expect(apiFor(recorder, business).catalogs.catalogCategoriesCreate({ params: { catalogId: 'c' }, body: { categories: [] } })).rejects.toThrow('Ao menos alguma categoria deve ser informada');
    expect(recorder.requests).toHaveLength(0);
  });

  // 002 §5 line 99: "Creating credit card brands with an empty list is rejected on the client with the message 'Ao menos alguma bandeira deve ser informada'."
  it('refuses an empty card brand list', async () => {
    await expect(apiFor(recorder, business).paymentMethods.creditCardBannersCreate({ body: { paymentMethodId: 'pm', creditCardBanners: [] } })).rejects.toThrow('Ao menos alguma bandeira deve ser informada');
    expect(recorder.requests).toHaveLength(0);
  });
});

describe('postal-code lookup (002 §5, §7, §9)', () => {
  // 002 §5 line 100: "Address lookup by postal code: a missing code is rejected with 'CEP is required'; a response flagged as an error means 'CEP not found'."
  // 002 §7 line 128: "A public postal-code service is called with GET and a 2000 ms timeout; the result fields are listed in point 3."
  it("rejects a missing code with 'CEP is required' and a flagged answer with 'CEP not found'", async () => {
    const api = apiFor(recorder, business);
    await expect(lookupPostalCode(api, '')).rejects.toThrow('CEP is required');
    expect(recorder.requests).toHaveLength(0);
    recorder.respond(/\/cep\//, { body: { erro: true } });
    await expect(lookupPostalCode(api, '99999-999')).rejects.toThrow('CEP not found');
    expect(recorder.last().path).toBe('/cep/99999999');
  });

  it('answers the fields cep, street, complement, neighborhood, city, state, ibge, gia, ddd, siafi', async () => {
    recorder.respond(/\/cep\//, { body: { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 612 a 1510 - lado par', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP', ibge: '3550308', gia: '1004', ddd: '11', siafi: '7107' } });
    expect(await lookupPostalCode(apiFor(recorder, business), '01310-100')).toEqual({
      cep: '01310-100', street: 'Avenida Paulista', complement: 'de 612 a 1510 - lado par', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', ibge: '3550308', gia: '1004', ddd: '11', siafi: '7107',
    });
  });

  it('gives up after 2000 ms', async () => {
    recorder.respond(/\/cep\//, { delayMs: 2600, body: { cep: '01310-100' } });
    const started = Date.now();
    await expect(lookupPostalCode(apiFor(recorder, business), '01310100')).rejects.toThrow(/timeout of 2000ms exceeded/);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(2500);
  });
});

describe('login and stored session (000 §9, 002 §7)', () => {
  const keys = { token: 'pdv:token', businessId: 'pdv:businessId' };
  const user = { id: 'u1', name: 'Caixa', email: 'caixa@cantina.com.br', businesses: [{ id: 'b-first', name: 'A', tradeName: null, roles: [] }, { id: 'b-second', name: 'B', tradeName: null, roles: [] }] };

  // 000 §9 line 169: "On login, the stored business is kept if the user still has it; otherwise the user's first business is selected."
  it('keeps the stored business if the user still has it, else selects the first; token under the configured key', async () => {
    recorder.respond('/login/login-pdv', { body: { token: 'tok-1', expiresAt: '2025-05-01T20:00:00-03:00', user } });
    const storage = new MemoryStorage();
    storage.setItem(keys.businessId, 'b-second');
    const api = createApi({ session: { context: 'business', project: 'pdv', environment: 'local' }, baseUrls: { local: { main: `${recorder.url}/main` } } });
    const kept = await login(api, { email: 'caixa@cantina.com.br', password: 'caixa123' }, storage, keys);
    expect(kept.businessId).toBe('b-second');
    expect(recorder.last()).toMatchObject({ method: 'POST', path: '/main/login/login-pdv', json: { email: 'caixa@cantina.com.br', password: 'caixa123' } });
    expect(storage.getItem(keys.token)).toBe('tok-1');

    storage.setItem(keys.businessId, 'b-gone');
    const first = await login(api, { email: 'caixa@cantina.com.br', password: 'caixa123' }, storage, keys);
    expect(first.businessId).toBe('b-first');
    expect(storage.getItem(keys.businessId)).toBe('b-first');
    expect(api.client.session().businessId).toBe('b-first');
  });

  // 002 §7 line 191: "GET /login/me-{project} with the token in the Authorization header; returns the user."
  it('resumes with the stored token in the Authorization header', async () => {
    recorder.respond('/login/me-pdv', { body: user });
    const storage = new MemoryStorage();
    storage.setItem(keys.token, 'tok-stored');
    const api = createApi({ session: { context: 'business', project: 'pdv', environment: 'local' }, baseUrls: { local: { main: `${recorder.url}/main` } } });
    const resumed = await resumeSession(api, storage, keys);
    expect(recorder.last().headers.authorization).toBe('Bearer tok-stored');
    expect(resumed?.businessId).toBe('b-first');
  });

  // 001 §7.6 line 163: "credentials; returns a token that is then set as the authorization header".
  // 002 §7 line 132: "POST /link-vendas/{businessId}/orders (public, optional table token header)".
  it('sets the sales-link login token as the authorization header and sends the table token on order creation', async () => {
    recorder.respond('/link-vendas/login', { body: { token: 'lv-token' } });
    const api = createApi({ session: { context: 'business', businessId: BUSINESS_ID, project: 'linkVendas', environment: 'local' }, baseUrls: { local: { main: `${recorder.url}/main`, link: `${recorder.url}/link` } } });
    await linkVendasLogin(api, { businessId: BUSINESS_ID, phone: '11999990000', password: 'senha123' });
    await createLinkVendasOrder(api, { products: [{ productId: '019a0000-0000-7000-8000-000000000001' }], payment: { method: 'onDelivery' } }, 'mesa-7-token');
    expect(recorder.last().path).toBe(`/link/link-vendas/${BUSINESS_ID}/orders`);
    expect(recorder.last().headers.authorization).toBe('Bearer lv-token');
    expect(recorder.last().headers[TABLE_TOKEN_HEADER]).toBe('mesa-7-token');
  });
});

describe('financial entries routing (001 §4, §7.7)', () => {
  // 001 §7.7 line 173: "financial/entry create: POST financial/entry; POST entry/recurrence if recurring; POST entry/transfer if accountDestinationId is present."
  // 001 §4 line 61: "Scope this, or a missing installment group key, updates a single entry. Otherwise the recurrence is updated."
  it('routes create, update, delete and change-paid', async () => {
    const api = apiFor(recorder, business);
    const base = `/main/businesses/${BUSINESS_ID}/financial/entry`;
    const seen = async (p: Promise<unknown>) => {
      await p;
      return `${recorder.last().method} ${recorder.last().path.replace(base, '')}`;
    };
    expect(await seen(createFinancialEntry(api, { kind: 'expense', value: 1000 }))).toBe('POST ');
    expect(await seen(createFinancialEntry(api, { kind: 'expense', isRecurring: true, recurrence: 'monthly' }))).toBe('POST /recurrence');
    expect(await seen(createFinancialEntry(api, { accountDestinationId: 'acc-2', isRecurring: true }))).toBe('POST /transfer');
    expect(await seen(updateFinancialEntry(api, 'e1', { updateType: 'this', installmentGroupKey: 'g' }))).toBe('PUT /e1');
    expect(await seen(updateFinancialEntry(api, 'e1', { updateType: 'all' }))).toBe('PUT /e1');
    expect(await seen(updateFinancialEntry(api, 'e1', { updateType: 'subsequent', installmentGroupKey: 'g' }))).toBe('PUT /e1/recurrence');
    expect(await seen(updateFinancialEntry(api, 'e1', { updateType: 'all', installmentGroupKey: 'g' }))).toBe('PUT /e1/recurrence');
    expect(await seen(updateFinancialEntry(api, 'e1', { accountDestinationId: 'acc-2' }))).toBe('PUT /transfer/e1');
    expect(await seen(deleteFinancialEntry(api, 'e1', { updateType: 'this', installmentGroupKey: 'g' }))).toBe('DELETE /e1?updateType=this');
    expect(await seen(deleteFinancialEntry(api, 'e1', { updateType: 'subsequent', installmentGroupKey: 'g' }))).toBe('DELETE /e1/recurrence?updateType=subsequent');
    expect(await seen(changeFinancialEntryPaid(api, 'e1', true))).toBe('PUT /e1/change-paid');
    expect(recorder.last().json).toEqual({ paid: true });
  });
});

describe('request descriptors for the outbox', () => {
  // Decision of the task: writes are describable without sending, JSON-serialisable, and carry an Idempotency-Key.
  it('describes a write as plain JSON that replays to the same request with the same key', async () => {
    const api = apiFor(recorder, business);
    const d = api.orderPads.orderPadPaymentsCreate.build({ params: { orderPadId: 'pad-1' }, body: { paymentMethodId: '019a0000-0000-7000-8000-000000000002', amount: 4590 } });
    const stored = JSON.parse(JSON.stringify(d)) as typeof d;
    expect(stored).toEqual(d);
    expect(recorder.requests).toHaveLength(0);
    await api.client.send(stored);
    await api.client.send(stored);
    const [a, b] = recorder.requests;
    expect(a!.path).toBe(`/main/businesses/${BUSINESS_ID}/order-pads/pad-1/payments`);
    expect(a!.headers['idempotency-key']).toBe(d.headers['Idempotency-Key']);
    expect(b!.headers['idempotency-key']).toBe(d.headers['Idempotency-Key']);
    expect(a!.json).toEqual({ paymentMethodId: '019a0000-0000-7000-8000-000000000002', amount: 4590 });
    expect(a!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('keeps a file upload serialisable as described parts', async () => {
    const api = apiFor(recorder, business);
    const d = api.fiscal.nfeImport.build({ body: { file: pdfFile('nfe.xml') }, idempotencyKey: 'k-1' });
    const stored = JSON.parse(JSON.stringify(d)) as typeof d;
    await api.client.send(stored);
    expect(recorder.last().headers['idempotency-key']).toBe('k-1');
    expect(recorder.last().parts?.[0]).toMatchObject({ name: 'file', fileName: 'nfe.xml', contentType: 'application/pdf' });
  });
});
