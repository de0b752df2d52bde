// The services' reports over HTTP: after a shift at the counter (tables paid and closed, a comanda cancelled),
// the manager downloads sold values, closed services, service fee and occurrences as Excel and PDF, resumed and
// detailed, filtered by period and payment method; the typed client gets the file from the report API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8 } from 'fflate';
import { createApi, type Api } from '../../../src-shared/api/registry.js';
import type { BinaryAnswer } from '../../../src-shared/api/core/descriptor.js';
import type { RunningServer } from '../../../src-server/server.js';
import { DEMO_BUSINESS_ID, demoId, login, newId, padWithOrder, request, startTestServer, type Client } from './harness.js';
import { pdfText, sheetText } from './reportText.js';

let server: RunningServer;
let manager: Client;
let cashier: Client;
let other: Client;
let api: Api;
let period: { start: string; end: string };

const coke = (n: number) => ({ productId: demoId('product:coca-lata'), quantity: n * 1000 });

beforeAll(async () => {
  server = await startTestServer();
  [manager, cashier, other] = await Promise.all([login(server.url, 'manager'), login(server.url, 'cashier'), login(server.url, 'other')]);
  api = createApi({
    session: { context: 'business', businessId: DEMO_BUSINESS_ID, project: 'pdv', environment: 'local' },
    token: manager.token,
    baseUrls: { local: { main: server.url, report: server.url, worker: server.url, link: server.url } },
  });
  const start = new Date(Date.now() - 60_000).toISOString();
  // Table 3: two cokes paid by PIX (R$ 13,00 + 10 % = R$ 14,30), closed.
  const t3 = await padWithOrder(cashier, 'table:3', [coke(2)]);
  await cashier.post(cashier.b(`order-pads/${t3.padId}/payments`), { paymentMethodId: demoId('pm:pix'), amount: 1430 });
  await cashier.put(cashier.b(`order-pads/${t3.padId}/close`));
  // Table 4: four cokes (R$ 28,60) in cash, R$ 30,00 handed over, R$ 1,40 change; closed.
  const t4 = await padWithOrder(cashier, 'table:4', [coke(4)]);
  const cash = await cashier.post(cashier.b(`order-pads/${t4.padId}/payments`), { paymentMethodId: demoId('pm:dinheiro'), amount: 2860, tendered: 3000 });
  expect(cash.status).toBe(201);
  await cashier.put(cashier.b(`order-pads/${t4.padId}/close`));
  // Table 5: a comanda opened by mistake and cancelled by the manager.
  const t5 = await cashier.post<{ id: string }>(cashier.b('order-pads/open/'), { id: newId(), tableId: demoId('table:5') });
  await manager.put(manager.b(`order-pads/${t5.body.id}/cancel`), { reason: 'aberta por engano' });
  period = { start, end: new Date(Date.now() + 60_000).toISOString() };
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function download(name: string, body: Record<string, unknown>, c: Client = manager) {
  const res = await fetch(`${server.url}/businesses/${DEMO_BUSINESS_ID}/services/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), data: new Uint8Array(await res.arrayBuffer()) };
}

describe('service reports', () => {
  it('sold values by payment method as Excel: PIX R$ 14,30, cash R$ 28,60 with R$ 1,40 change', async () => {
    const file = await download('sold-values', { format: 'excel', detail: 'resumed', dateFilters: period });
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toMatch(/^attachment; filename="valores-vendidos-\d{4}-\d\d-\d\d\.xlsx"$/);
    const text = sheetText(file.data);
    expect(text).toContain('Valores vendidos por forma de pagamento');
    expect(text).toContain('Cantina Bella Napoli');
    expect(text).toMatch(/Dinheiro 1 28\.6 1\.4/);
    expect(text).toMatch(/PIX 1 14\.3 0/);
    expect(text).toMatch(/Total 2 42\.9 1\.4/);
  });

  it('filters sold values by payment method and lists each payment when detailed', async () => {
    const text = sheetText((await download('sold-values', { format: 'excel', detail: 'detailed', dateFilters: period, paymentMethodsIds: [demoId('pm:pix')] })).data);
    expect(text).toContain('PIX');
    expect(text).not.toContain('Dinheiro');
    expect(text).toMatch(/Total 14\.3 14\.3 0/);
  });

  it('closed services with their tables, consumption, fee and total', async () => {
    const text = sheetText((await download('closed-service', { format: 'excel', detail: 'detailed', dateFilters: period })).data);
    expect(text).toContain('Atendimentos encerrados');
    expect(text).toMatch(/Mesa 3 .* 13 0 1\.3 14\.3 14\.3/);
    expect(text).toMatch(/Mesa 4 .* 26 0 2\.6 28\.6 28\.6/);
    // The comanda cancelled by mistake closed its table's service with nothing consumed.
    expect(text).toMatch(/Mesa 5 .* 0 0 0 0 0/);
    expect(text).toMatch(/Total 3 39 0 3\.9 42\.9 42\.9/);
  });

  it('service fee by waiter (resumed) and occurrences with the cancellation and its reason', async () => {
    const fee = sheetText((await download('fee-values', { format: 'excel', dateFilters: period })).data);
    expect(fee).toContain('Taxa de serviço por garçom');
    expect(fee).toMatch(/Sem garçom 3 39 3\.9 Total 3 39 3\.9/);
    const occ = sheetText((await download('occurrences', { format: 'excel', detail: 'detailed', dateFilters: period })).data);
    expect(occ).toContain('Comanda cancelada');
    expect(occ).toContain('aberta por engano');
    expect(occ).toContain('Rita Gerente');
    const resumed = sheetText((await download('occurrences', { format: 'excel', dateFilters: period })).data);
    expect(resumed).toMatch(/Comanda aberta Informação 3/);
    expect(resumed).toMatch(/Comanda cancelada Erro 1/);
  });

  it('answers a PDF through the typed client (report API, binary) with its file name', async () => {
    const file = (await api.services.servicesClosedServiceReport({ body: { dateFilters: period, detail: 'detailed' } })) as BinaryAnswer;
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toMatch(/^atendimentos-encerrados-\d{4}-\d\d-\d\d\.pdf$/);
    expect(strFromU8(file.data.slice(0, 5))).toBe('%PDF-');
    const text = pdfText(file.data);
    expect(text).toContain('Atendimentos encerrados');
    expect(text).toContain('Mesa 3');
    expect(text).toContain('R$ 14,30');
    expect(text).toContain('R$ 42,90');
    const empty = (await api.services.servicesOccurrencesReport({ body: { dateFilters: { start: '2020-01-01T00:00:00-03:00', end: '2020-01-02T00:00:00-03:00' } } })) as BinaryAnswer;
    expect(pdfText(empty.data)).toContain('Nenhum registro no período.');
  });

  it('refuses bad filters with field-level messages, another business, and no login', async () => {
    const bad = await request<{ issues: { path: string; message: string }[] }>(server.url, 'POST', `/businesses/${DEMO_BUSINESS_ID}/services/sold-values`, {
      format: 'word',
      dateFilters: { start: '2026-02-01T00:00:00-03:00', end: '2026-01-01T00:00:00-03:00' },
    }, { authorization: `Bearer ${manager.token}` });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'format', message: 'Valor inválido: use pdf, excel' },
        { path: 'dateFilters.end', message: 'O início deve ser antes do fim' },
      ]),
    );
    const foreign = await download('sold-values', {}, other);
    expect(foreign.status).toBe(403);
    expect(JSON.parse(strFromU8(foreign.data))).toEqual({ message: 'Você não tem acesso a este estabelecimento' });
    expect((await request(server.url, 'POST', `/businesses/${DEMO_BUSINESS_ID}/services/fee-values`, {})).status).toBe(401);
  });
});
