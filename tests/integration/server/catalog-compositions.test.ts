// Compositions over HTTP on the real server (PGlite): a product's choices (size, flavours, add-ons) with their
// options, prices per size, availabilities, a combo's options and nominal subproducts, each call through the typed
// client; a price below zero and other bad bodies refused with 400 naming the field, nothing written; another
// business's product, subproduct or composition refused; an option reached only through its own composition.
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

describe('compositions and their options', () => {
  it('builds a size step and a flavour step with a price per size; the cashier reads them', async () => {
    const c = t.api.catalogs;
    const product = demoId('product:pizza-grande');
    const [sizes, flavours, media, grande, calabresa, price] = [newId(), newId(), newId(), newId(), newId(), newId()];
    expect(await c.compositionsCreate({ body: { id: sizes, productId: product, name: 'Tamanho', selectionType: 'select', minQuantity: 1, maxQuantity: 1 } })).toMatchObject({
      productId: product,
      selectionType: 'select',
      flavors: false,
    });
    await c.compositionsCreate({ body: { id: flavours, productId: product, name: 'Sabores', selectionType: 'check', maxQuantity: 3, flavors: true, position: 1 } });
    await c.compositionsUpdate({ params: { id: flavours }, body: { minQuantity: 1 } });
    await c.compositionSubproductsCreate({ params: { compositionId: sizes }, body: { id: media, subproductId: demoId('sub:napolitana'), price: 0 } });
    await c.compositionSubproductsCreate({ params: { compositionId: sizes }, body: { id: grande, subproductId: demoId('sub:portuguesa'), price: 0, position: 1 } });
    const option = (await c.compositionSubproductsCreate({ params: { compositionId: flavours }, body: { id: calabresa, subproductId: demoId('sub:calabresa'), price: 5990 } })) as Row;
    expect(option).toMatchObject({ productId: product, compositionId: flavours, subproductId: demoId('sub:calabresa'), price: 5990, available: true });
    await c.compositionSubproductsUpdate({ params: { compositionId: flavours, id: calabresa }, body: { price: 6190 } });
    expect(await c.compositionPricesCreate({ params: { compositionId: flavours, subproductId: calabresa }, body: { id: price, sizeId: grande, price: 7490 } })).toMatchObject({
      compositionId: flavours,
      productSubproductId: calabresa,
      sizeId: grande,
      price: 7490,
    });
    await c.compositionPricesUpdate({ params: { compositionId: flavours, subproductId: calabresa, id: price }, body: { price: 7590 } });
    const prices = await readAll<Row>(t.cashier, 'compositionPrices', 'id sizeId price');
    expect(prices.find((p) => p.id === price)).toMatchObject({ sizeId: grande, price: 7590 });
    const options = await readAll<Row>(t.cashier, 'productSubproducts', 'id price compositionId');
    expect(options.find((o) => o.id === calabresa)).toMatchObject({ price: 6190, compositionId: flavours });
    const comps = await readAll<Row>(t.cashier, 'productCompositions', 'id minQuantity maxQuantity flavors');
    expect(comps.find((x) => x.id === flavours)).toMatchObject({ minQuantity: 1, maxQuantity: 3, flavors: true });

    await c.compositionPricesDelete({ params: { compositionId: flavours, subproductId: calabresa, id: price } });
    await c.compositionSubproductsDelete({ params: { compositionId: flavours, id: calabresa } });
    await c.compositionsDelete({ params: { id: sizes } });
    expect((await readAll<Row>(t.cashier, 'productCompositions', 'id deletedAt')).find((x) => x.id === sizes)?.deletedAt).toBeTruthy();
  });

  it('refuses a price below zero and other bad bodies, naming the field; nothing is written', async () => {
    const m = t.manager;
    const comp = demoId('comp:pizza-grande:sabores');
    const option = demoId('ps:pizza-grande:calabresa');
    const before = await t.seq();
    await t.refused(await m.post(m.b(`compositions/${comp}/subproducts`), { subproductId: demoId('sub:calabresa'), price: -100 }), 'price', before);
    await t.refused(await m.put(m.b(`compositions/${comp}/subproducts/${option}`), { price: -1 }), 'price', before);
    await t.refused(await m.post(m.b(`compositions/${comp}/subproducts/${option}/prices`), { price: -5 }), 'price', before);
    await t.refused(await m.post(m.b(`compositions/${comp}/subproducts/${option}/prices`), { price: 10.5 }), 'price', before);
    await t.refused(await m.post(m.b('compositions'), { productId: demoId('product:pizza-grande'), name: 'Sabores', selectionType: 'todos' }), 'selectionType', before);
    await t.refused(await m.post(m.b('compositions'), { productId: demoId('product:pizza-grande'), name: 'Sabores', selectionType: 'check', minQuantity: 3, maxQuantity: 2 }), 'maxQuantity', before);
    // An update checked with the stored maximum (2): a minimum of 3 is refused.
    await t.refused(await m.put(m.b(`compositions/${comp}`), { minQuantity: 3 }), 'maxQuantity', before);
    await t.refused(await m.post(m.b('compositions'), { name: 'Sem produto', selectionType: 'check' }), 'productId', before);
  });

  it("refuses another business's product, subproduct and composition, and an option through another composition", async () => {
    const m = t.manager;
    const before = await t.seq();
    expect((await m.post(m.b('compositions'), { productId: otherDemoId('product:misto'), name: 'Molhos', selectionType: 'check' })).status).toBe(404);
    const own = (await t.ze.post<Row>(t.ze.b('compositions'), { id: newId(), productId: otherDemoId('product:misto'), name: 'Molhos', selectionType: 'check' })).body;
    expect((await m.put(m.b(`compositions/${own.id}`), { name: 'Meus molhos' })).status).toBe(404);
    expect((await m.post(m.b(`compositions/${own.id}/subproducts`), { subproductId: demoId('sub:bacon') })).status).toBe(404);
    expect((await m.post(m.b(`compositions/${demoId('comp:x-burger:adicionais')}/subproducts`), { subproductId: otherDemoId('sub:bacon') })).status).toBe(404);
    // The calabresa of the large pizza reached through the burger's add-ons: not found, its price neither.
    const wrong = m.b(`compositions/${demoId('comp:x-burger:adicionais')}/subproducts/${demoId('ps:pizza-grande:calabresa')}`);
    expect((await m.put(wrong, { price: 1 })).status).toBe(404);
    expect((await m.post(`${wrong}/prices`, { price: 1 })).status).toBe(404);
    expect((await m.post(`${wrong}/availabilities`, { weekdays: [1] })).status).toBe(404);
    // A size from another product is refused.
    const res = await m.post(m.b(`compositions/${demoId('comp:pizza-grande:sabores')}/subproducts/${demoId('ps:pizza-grande:calabresa')}/prices`), {
      sizeId: demoId('ps:pizza-broto:calabresa'),
      price: 100,
    });
    expect(res.status).toBe(409);
    expect(await changedSince(t.cashier, before)).toBe(0);
  });

  it('keeps availabilities of a composition and of one option', async () => {
    const c = t.api.catalogs;
    const comp = demoId('comp:x-burger:adicionais');
    const option = demoId('ps:x-burger:bacon');
    const [a, b] = [newId(), newId()];
    expect(await c.compositionAvailabilitiesCreate({ params: { compositionId: comp }, body: { id: a, weekdays: [1, 2, 3], startTime: '11:00', endTime: '15:00' } })).toMatchObject({
      ownerType: 'composition',
      ownerId: comp,
    });
    await c.compositionAvailabilitiesUpdate({ params: { compositionId: comp, id: a }, body: { endTime: '16:00' } });
    expect(await c.compositionSubproductAvailabilitiesCreate({ params: { compositionId: comp, subproductId: option }, body: { id: b, weekdays: [6] } })).toMatchObject({
      ownerType: 'productSubproduct',
      ownerId: option,
    });
    await c.compositionSubproductAvailabilitiesUpdate({ params: { compositionId: comp, subproductId: option, id: b }, body: { weekdays: [0, 6] } });
    const rows = await readAll<Row>(t.cashier, 'availabilities', 'id weekdays endTime deletedAt');
    expect(rows.find((r) => r.id === a)).toMatchObject({ endTime: '16:00' });
    expect(rows.find((r) => r.id === b)).toMatchObject({ weekdays: [0, 6] });
    // The composition's availability is not the option's.
    expect((await t.manager.del(t.manager.b(`compositions/${comp}/subproducts/${option}/availabilities/${a}`))).status).toBe(404);
    await c.compositionAvailabilitiesDelete({ params: { compositionId: comp, id: a } });
    await c.compositionSubproductAvailabilitiesDelete({ params: { compositionId: comp, subproductId: option, id: b } });
  });

  it("offers a composition's option inside a combo at its own price, never another product's", async () => {
    const c = t.api.catalogs;
    const comp = demoId('comp:x-burger:ponto');
    const id = newId();
    expect(
      await c.compositionComboProductCompositionSubproductCreate({
        params: { compositionId: comp },
        body: { id, comboProductId: demoId('combo:burger'), productSubproductId: demoId('ps:x-burger:ao-ponto') },
      }),
    ).toMatchObject({ compositionId: comp, comboProductId: demoId('combo:burger'), price: 0, available: true });
    await c.compositionComboProductCompositionSubproductUpdate({ params: { compositionId: comp, id }, body: { price: 150 } });
    expect((await readAll<Row>(t.cashier, 'comboProductCompositionSubproducts', 'id price')).find((r) => r.id === id)?.price).toBe(150);
    const m = t.manager;
    const before = await t.seq();
    // The batata of the combo is no x-burger: its item does not take the burger's doneness.
    expect((await m.post(m.b(`compositions/${comp}/comboProductCompositionSubproduct`), { comboProductId: demoId('combo:batata'), productSubproductId: demoId('ps:x-burger:ao-ponto') })).status).toBe(409);
    expect((await m.post(m.b(`compositions/${comp}/comboProductCompositionSubproduct`), { comboProductId: demoId('combo:burger'), productSubproductId: demoId('ps:x-burger:bacon') })).status).toBe(409);
    await t.refused(await m.post(m.b(`compositions/${comp}/comboProductCompositionSubproduct`), { comboProductId: demoId('combo:burger'), productSubproductId: demoId('ps:x-burger:ao-ponto'), price: -1 }), 'price', before);
    expect(await changedSince(t.cashier, before)).toBe(0);
    await c.compositionComboProductCompositionSubproductDelete({ params: { compositionId: comp, id } });
  });
});

describe('nominal subproducts', () => {
  it('creates, renames and deletes one; a feedstock is not reached by these paths', async () => {
    const c = t.api.catalogs;
    const id = newId();
    expect(await c.nominalSubproductsCreate({ body: { id, name: 'Sem cebola', internalCode: 'N1' } })).toMatchObject({ id, name: 'Sem cebola', kind: 'nominal', controlStock: false, available: true });
    await c.nominalSubproductsUpdate({ params: { id }, body: { name: 'Sem cebola roxa' } });
    expect((await readAll<Row>(t.cashier, 'subproducts', 'id name kind')).find((r) => r.id === id)).toMatchObject({ name: 'Sem cebola roxa', kind: 'nominal' });
    const m = t.manager;
    const before = await t.seq();
    expect((await m.put(m.b(`nominal-subproducts/${demoId('sub:bacon')}`), { name: 'Bacon nominal' })).status).toBe(404);
    expect((await m.del(m.b(`nominal-subproducts/${demoId('sub:bacon')}`))).status).toBe(404);
    await t.refused(await m.post(m.b('nominal-subproducts'), { name: '' }), 'name', before);
    await c.nominalSubproductsDelete({ params: { id } });
    expect((await m.put(m.b(`nominal-subproducts/${id}`), { name: 'De volta' })).status).toBe(404);
  });

  it('renames an option in place: pointed at another subproduct, same id and prices; never at another business\'s', async () => {
    const c = t.api.catalogs;
    const m = t.manager;
    const comp = demoId('comp:pizza-grande:sabores');
    const option = demoId('ps:pizza-grande:calabresa');
    const before = (await readAll<Row>(t.cashier, 'productSubproducts', 'id subproductId price')).find((o) => o.id === option)!;
    const renamed = newId();
    await t.api.subproducts.subproductsCreate({ body: { id: renamed, name: 'Calabresa artesanal', kind: 'recipe' } });
    await c.compositionSubproductsUpdate({ params: { compositionId: comp, id: option }, body: { subproductId: renamed } });
    const after = (await readAll<Row>(t.cashier, 'productSubproducts', 'id subproductId price')).find((o) => o.id === option);
    expect(after).toMatchObject({ id: option, subproductId: renamed, price: before.price });

    const seq = await t.seq();
    expect((await m.put(m.b(`compositions/${comp}/subproducts/${option}`), { subproductId: otherDemoId('sub:bacon') })).status).toBe(404);
    expect((await m.put(m.b(`compositions/${comp}/subproducts/${option}`), { subproductId: 'calabresa' })).status).toBe(400);
    expect(await changedSince(t.cashier, seq)).toBe(0);
  });
});
