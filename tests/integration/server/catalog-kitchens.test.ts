// Other fees, KDS and a kitchen's conditional printers and KDS over HTTP on the real server (PGlite), each call
// through the typed client: a percentage above 100 %, a warning after the late time and other bad bodies refused
// with 400 naming the field, nothing written; another business's kitchens, displays and origins refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedSince, demoId, newId, otherDemoId } from './harness.js';
import { readAll, startMenu, type Menu } from './catalogSupport.js';

let t: Menu;
beforeAll(async () => {
  t = await startMenu();
}, 120_000);
afterAll(async () => {
  await t?.server.close();
});

type Row = Record<string, unknown> & { id: string };

describe('other fees', () => {
  it('keeps a packaging fee for delivery with its hours', async () => {
    const c = t.api.catalogs;
    const [id, av] = [newId(), newId()];
    expect(await c.otherFeesCreate({ body: { id, name: 'Embalagem', type: 'value', value: 200, originIds: [demoId('origin:telefone')] } })).toMatchObject({
      name: 'Embalagem',
      type: 'value',
      value: 200,
      automatic: false,
      available: true,
    });
    await c.otherFeesUpdate({ params: { id }, body: { type: 'percentage', value: 500, automatic: true } });
    expect((await readAll<Row>(t.cashier, 'otherFees', 'id type value automatic')).find((r) => r.id === id)).toMatchObject({ type: 'percentage', value: 500, automatic: true });
    expect(await c.otherFeeAvailabilitiesCreate({ params: { otherFeeId: id }, body: { id: av, weekdays: [5, 6], startTime: '18:00' } })).toMatchObject({ ownerType: 'otherFee', ownerId: id });
    await c.otherFeeAvailabilitiesUpdate({ params: { otherFeeId: id, id: av }, body: { startTime: '19:00' } });
    await c.otherFeeAvailabilitiesDelete({ params: { otherFeeId: id, id: av } });

    const m = t.manager;
    const before = await t.seq();
    await t.refused(await m.post(m.b('other-fees'), { name: 'Couvert', type: 'percentage', value: 10_001 }), 'value', before);
    await t.refused(await m.post(m.b('other-fees'), { name: 'Couvert', type: 'value', value: -100 }), 'value', before);
    await t.refused(await m.post(m.b('other-fees'), { name: 'Couvert', type: 'fixa', value: 100 }), 'type', before);
    // The stored type is percentage: a value above 100 % alone is refused.
    await t.refused(await m.put(m.b(`other-fees/${id}`), { value: 20_000 }), 'value', before);
    expect((await m.post(m.b('other-fees'), { name: 'Couvert', type: 'value', value: 100, originIds: [otherDemoId('origin:salao')] })).status).toBe(404);
    expect((await t.ze.put(t.ze.b(`other-fees/${id}`), { value: 1 })).status).toBe(404);
    expect(await changedSince(t.cashier, before)).toBe(0);
    await c.otherFeesDelete({ params: { id } });
    expect((await m.post(m.b(`other-fees/${id}/availabilities`), { weekdays: [1] })).status).toBe(404);
  });
});

describe('KDS', () => {
  it('creates displays for kitchens, copies the first one\'s settings to the others, deletes one', async () => {
    const c = t.api.catalogs;
    const [k1, k2, k3] = [newId(), newId(), newId()];
    expect(
      await c.kdsCreate({ body: { id: k1, name: 'KDS Cozinha', kitchenIds: [demoId('kitchen:cozinha'), demoId('kitchen:pizzaria')], warningMinutes: 8, lateMinutes: 15 } }),
    ).toMatchObject({ kitchenIds: [demoId('kitchen:cozinha'), demoId('kitchen:pizzaria')], warningMinutes: 8, lateMinutes: 15, available: true });
    await c.kdsCreate({ body: { id: k2, name: 'KDS Bar', kitchenIds: [demoId('kitchen:bar')] } });
    await c.kdsCreate({ body: { id: k3, name: 'KDS Expedição' } });
    await c.kdsUpdate({ params: { id: k1 }, body: { originIds: [demoId('origin:salao')] } });
    const copied = (await c.kdsUpdateBulk({ params: { firstKdsId: k1 }, body: { kdsIds: [k2, k3] } })) as Row[];
    expect(copied.map((r) => r.id)).toEqual([k2, k3]);
    const rows = await readAll<Row>(t.cashier, 'kds', 'id name kitchenIds originIds warningMinutes lateMinutes');
    for (const id of [k2, k3]) {
      expect(rows.find((r) => r.id === id)).toMatchObject({ kitchenIds: [demoId('kitchen:cozinha'), demoId('kitchen:pizzaria')], originIds: [demoId('origin:salao')], warningMinutes: 8, lateMinutes: 15 });
    }
    // Each keeps its own name.
    expect(rows.find((r) => r.id === k2)?.name).toBe('KDS Bar');
    await c.kdsDelete({ params: { id: k3 } });
    const m = t.manager;
    const before = await t.seq();
    expect((await m.put(m.b(`kds/update-bulk/${k1}`), { kdsIds: [k3] })).status).toBe(404);
    await t.refused(await m.put(m.b(`kds/update-bulk/${k1}`), { kdsIds: [] }), 'kdsIds', before);
    await t.refused(await m.post(m.b('kds'), { name: 'KDS', warningMinutes: 30, lateMinutes: 20 }), 'lateMinutes', before);
    await t.refused(await m.put(m.b(`kds/${k1}`), { warningMinutes: 16 }), 'lateMinutes', before);
    await t.refused(await m.post(m.b('kds'), { name: 'KDS', kitchenIds: ['cozinha'] }), 'kitchenIds.0', before);
    expect((await m.post(m.b('kds'), { name: 'KDS', kitchenIds: [newId()] })).status).toBe(404);
    expect(await changedSince(t.cashier, before)).toBe(0);
  });

  it("a bulk copy naming another business's display changes nothing", async () => {
    const m = t.manager;
    const mine = (await m.post<Row>(m.b('kds'), { id: newId(), name: 'KDS Forno', warningMinutes: 3, lateMinutes: 9 })).body;
    const zes = (await t.ze.post<Row>(t.ze.b('kds'), { id: newId(), name: 'KDS do Zé' })).body;
    const before = await t.seq();
    expect((await m.put(m.b(`kds/update-bulk/${mine.id}`), { kdsIds: [zes.id] })).status).toBe(404);
    expect((await t.ze.put(t.ze.b(`kds/update-bulk/${zes.id}`), { kdsIds: [mine.id] })).status).toBe(404);
    expect(await changedSince(t.cashier, before)).toBe(0);
  });
});

describe('kitchens: conditional printers and conditional KDS', () => {
  it('keeps the hours of a conditional printer, reached only through its kitchen', async () => {
    const c = t.api.catalogs;
    const params = { kitchenId: demoId('kitchen:pizzaria'), conditionalPrinterId: demoId('kcp:pizzaria-delivery') };
    const id = newId();
    expect(await c.kitchenConditionalPrinterAvailabilitiesCreate({ params, body: { id, weekdays: [5, 6], startTime: '18:00', endTime: '23:59' } })).toMatchObject({
      ownerType: 'kitchenConditionalPrinter',
      ownerId: params.conditionalPrinterId,
    });
    await c.kitchenConditionalPrinterAvailabilitiesUpdate({ params: { ...params, id }, body: { weekdays: [0, 5, 6] } });
    const m = t.manager;
    const before = await t.seq();
    expect((await m.post(m.b(`kitchens/${demoId('kitchen:bar')}/conditional-printers/${params.conditionalPrinterId}/availabilities`), { weekdays: [1] })).status).toBe(404);
    await t.refused(await m.put(m.b(`kitchens/${params.kitchenId}/conditional-printers/${params.conditionalPrinterId}/availabilities/${id}`), { endTime: '24:00' }), 'endTime', before);
    expect(await changedSince(t.cashier, before)).toBe(0);
    await c.kitchenConditionalPrinterAvailabilitiesDelete({ params: { ...params, id } });
  });

  it('shows the pizzeria on a second KDS for delivery orders, with its hours', async () => {
    const c = t.api.catalogs;
    const kitchenId = demoId('kitchen:pizzaria');
    const display = (await t.manager.post<Row>(t.manager.b('kds'), { id: newId(), name: 'KDS Delivery' })).body;
    const [id, av] = [newId(), newId()];
    expect(await c.kitchenConditionalKdsCreate({ params: { kitchenId }, body: { id, kdsId: display.id, originIds: [demoId('origin:telefone')] } })).toMatchObject({
      kitchenId,
      kdsId: display.id,
      originIds: [demoId('origin:telefone')],
    });
    await c.kitchenConditionalKdsUpdate({ params: { kitchenId, id }, body: { originIds: [demoId('origin:telefone'), demoId('origin:whatsapp')] } });
    expect((await readAll<Row>(t.cashier, 'kitchenConditionalKds', 'id originIds')).find((r) => r.id === id)?.originIds).toHaveLength(2);
    expect(await c.kitchenConditionalKdsAvailabilitiesCreate({ params: { kitchenId, conditionalKdsId: id }, body: { id: av, weekdays: [6] } })).toMatchObject({
      ownerType: 'kitchenConditionalKds',
      ownerId: id,
    });
    await c.kitchenConditionalKdsAvailabilitiesUpdate({ params: { kitchenId, conditionalKdsId: id, id: av }, body: { weekdays: [0, 6] } });
    const m = t.manager;
    const before = await t.seq();
    expect((await m.post(m.b(`kitchens/${kitchenId}/conditional-kds`), { kdsId: newId() })).status).toBe(404);
    expect((await m.put(m.b(`kitchens/${demoId('kitchen:bar')}/conditional-kds/${id}`), { originIds: [] })).status).toBe(404);
    expect((await m.post(m.b(`kitchens/${demoId('kitchen:bar')}/conditional-kds/${id}/availabilities`), { weekdays: [1] })).status).toBe(404);
    await t.refused(await m.post(m.b(`kitchens/${kitchenId}/conditional-kds`), { kdsId: display.id, originIds: ['telefone'] }), 'originIds.0', before);
    expect(await changedSince(t.cashier, before)).toBe(0);
    await c.kitchenConditionalKdsAvailabilitiesDelete({ params: { kitchenId, conditionalKdsId: id, id: av } });
    await c.kitchenConditionalKdsDelete({ params: { kitchenId, id } });
  });
});
