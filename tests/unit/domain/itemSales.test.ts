// Per-item sales (issue 17, "sales (promotional prices with periods)"): an item's (product-subproduct's) sale
// prices it at the counter and on the server through one rule, linePrice, at the instant the line was taken.
import { describe, expect, it } from 'vitest';
import { linePrice, type LineOption } from '../../../src-shared/domain/pricing.js';
import { itemSalePrice, type ItemSaleRow } from '../../../src-shared/domain/sales.js';

const TZ = 'America/Sao_Paulo';
const sale = (over: Partial<ItemSaleRow> = {}): ItemSaleRow => ({
  productSubproductId: 'calabresa',
  price: 3000,
  startsAt: '2026-11-20T03:00:00.000Z',
  endsAt: '2026-11-27T03:00:00.000Z',
  weekdays: [],
  ...over,
});
// Wednesday 25 November 2026, 20:00 in São Paulo.
const wednesday = new Date('2026-11-25T23:00:00Z');

describe('item sales', () => {
  it('price the item from its start (included) to its end (excluded)', () => {
    expect(itemSalePrice('calabresa', 4000, [sale()], wednesday, TZ)).toBe(3000);
    expect(itemSalePrice('calabresa', 4000, [sale()], new Date('2026-11-20T03:00:00.000Z'), TZ)).toBe(3000);
    expect(itemSalePrice('calabresa', 4000, [sale()], new Date('2026-11-20T02:59:59.999Z'), TZ)).toBe(4000);
    expect(itemSalePrice('calabresa', 4000, [sale()], new Date('2026-11-27T03:00:00.000Z'), TZ)).toBe(4000);
    // open at both ends: always
    expect(itemSalePrice('calabresa', 4000, [sale({ startsAt: null, endsAt: null })], wednesday, TZ)).toBe(3000);
  });

  it('hold only on their weekdays, on the business clock', () => {
    // 23:00 UTC on Wednesday is still Wednesday (3) in São Paulo; 02:00 UTC on Thursday too.
    expect(itemSalePrice('calabresa', 4000, [sale({ weekdays: [3] })], wednesday, TZ)).toBe(3000);
    expect(itemSalePrice('calabresa', 4000, [sale({ weekdays: [3] })], new Date('2026-11-26T02:00:00Z'), TZ)).toBe(3000);
    expect(itemSalePrice('calabresa', 4000, [sale({ weekdays: [4] })], new Date('2026-11-26T02:00:00Z'), TZ)).toBe(4000);
    expect(itemSalePrice('calabresa', 4000, [sale({ weekdays: [0, 6] })], wednesday, TZ)).toBe(4000);
  });

  it('take the lowest sale holding, ignore deleted ones and other items, and never charge more', () => {
    const sales = [sale(), sale({ price: 2500 }), sale({ price: 100, deletedAt: '2026-11-21T00:00:00Z' }), sale({ productSubproductId: 'mussarela', price: 50 })];
    expect(itemSalePrice('calabresa', 4000, sales, wednesday, TZ)).toBe(2500);
    expect(itemSalePrice('calabresa', 2000, [sale()], wednesday, TZ)).toBe(2000);
  });
});

describe('linePrice with item sales', () => {
  const flavors: LineOption[] = [
    { id: 'calabresa', price: 4000, flavors: true, quantity: 1000 },
    { id: 'mussarela', price: 3600, flavors: true, quantity: 1000 },
  ];
  const borda: LineOption = { id: 'borda', price: 800, flavors: false, quantity: 2000 };

  it('prices a flavour and an add-on on sale at the instant the line was taken', () => {
    const itemSales = [sale(), sale({ productSubproductId: 'borda', price: 500 })];
    const priced = linePrice({ product: { price: 0, priceRule: 'highest' }, options: [...flavors, borda], itemSales, at: wednesday, timeZone: TZ });
    // highest of 30,00 (calabresa on sale) and 36,00, plus two bordas at 5,00
    expect(priced.optionPrices).toEqual([3000, 3600, 500]);
    expect(priced.unitPrice).toBe(3600 + 1000);
    const after = linePrice({ product: { price: 0, priceRule: 'highest' }, options: [...flavors, borda], itemSales, at: new Date('2026-11-28T12:00:00Z'), timeZone: TZ });
    expect(after.optionPrices).toEqual([4000, 3600, 800]);
    expect(after.unitPrice).toBe(4000 + 1600);
  });

  it('prices an item on sale below its size price, and no sale without an instant', () => {
    const sizePrices = [{ productSubproductId: 'calabresa', sizeId: 'G', price: 5200 }];
    const options: LineOption[] = [{ id: 'G', price: 0, flavors: false, quantity: 1000 }, flavors[0]!];
    expect(linePrice({ product: { price: 0 }, options, sizePrices, itemSales: [sale()], at: wednesday, timeZone: TZ }).unitPrice).toBe(3000);
    expect(linePrice({ product: { price: 0 }, options, sizePrices, itemSales: [sale()] }).unitPrice).toBe(5200);
  });
});
