// The catalogue's prices as the counter and the server charge them (issue 17, Build item 3): a category's sale
// of the day on the business's calendar, a pizza's flavours at the chosen size, and the half-and-half rule per size.
import { describe, expect, it } from 'vitest';
import { linePrice, optionPrice, type SizePrice } from '../../../src-shared/domain/pricing.js';
import { localDay, salePrice, type CategorySale } from '../../../src-shared/domain/sales.js';

const sale = (over: Partial<CategorySale> = {}): CategorySale => ({
  categoryId: 'bebidas',
  discountType: 'percentage',
  discount: 2000,
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  ...over,
});

describe('category sales', () => {
  it('reads the day on the business calendar', () => {
    // 02:30 UTC on the 1st is still the 30th at 22:30 in Manaus and 23:30 in São Paulo, already the 1st in Noronha.
    const at = new Date('2026-12-01T02:30:00Z');
    expect(localDay(at, 'America/Manaus')).toBe('2026-11-30');
    expect(localDay(at, 'America/Sao_Paulo')).toBe('2026-11-30');
    expect(localDay(at, 'America/Noronha')).toBe('2026-12-01');
    expect(localDay(new Date('2026-12-01T03:30:00Z'), 'America/Sao_Paulo')).toBe('2026-12-01');
  });

  it('discounts a percentage or a value on the days of the sale, both ends included', () => {
    expect(salePrice(1000, [sale()], '2026-11-20')).toBe(800);
    expect(salePrice(1000, [sale()], '2026-11-30')).toBe(800);
    expect(salePrice(1000, [sale()], '2026-12-01')).toBe(1000);
    expect(salePrice(1000, [sale()], '2026-11-19')).toBe(1000);
    expect(salePrice(1000, [sale({ discountType: 'value', discount: 250 })], '2026-11-25')).toBe(750);
    // 15 % of R$ 9,99 is 149,85 centavos: rounded half away from zero to 150.
    expect(salePrice(999, [sale({ discount: 1500 })], '2026-11-25')).toBe(849);
  });

  it('takes the best sale holding, never below zero, and ignores a deleted one', () => {
    const sales = [sale(), sale({ discountType: 'value', discount: 500 }), sale({ discount: 9000, deletedAt: '2026-11-21T00:00:00Z' })];
    expect(salePrice(1000, sales, '2026-11-25')).toBe(500);
    expect(salePrice(300, [sale({ discountType: 'value', discount: 500 })], '2026-11-25')).toBe(0);
  });
});

describe('prices per size', () => {
  // A pizza with a size composition (P, M, G) and flavours priced per size; Portuguesa has one price at every size.
  const sizePrices: SizePrice[] = [
    { productSubproductId: 'calabresa', sizeId: 'P', price: 3000 },
    { productSubproductId: 'calabresa', sizeId: 'M', price: 4000 },
    { productSubproductId: 'calabresa', sizeId: 'G', price: 5000 },
    { productSubproductId: 'camarao', sizeId: 'P', price: 4500 },
    { productSubproductId: 'camarao', sizeId: 'M', price: 5500 },
    { productSubproductId: 'camarao', sizeId: 'G', price: 7000 },
    { productSubproductId: 'portuguesa', sizeId: null, price: 4200 },
    { productSubproductId: 'camarao', sizeId: 'G', price: 1, deletedAt: '2026-11-01T00:00:00Z' },
  ];
  const size = (id: string) => ({ id, price: 0, flavors: false, quantity: 1000 });
  const flavor = (id: string, price = 9999) => ({ id, price, flavors: true, quantity: 1000 });

  it("gives an option its price at the chosen size, else at every size, else its own", () => {
    expect(optionPrice({ id: 'calabresa', price: 9999 }, sizePrices, new Set(['M']))).toBe(4000);
    expect(optionPrice({ id: 'portuguesa', price: 9999 }, sizePrices, new Set(['M']))).toBe(4200);
    expect(optionPrice({ id: 'calabresa', price: 9999 }, sizePrices, new Set())).toBe(9999);
    expect(optionPrice({ id: 'mussarela', price: 3900 }, sizePrices, new Set(['G']))).toBe(3900);
  });

  it('prices the half-and-half pizza by the highest half at the chosen size', () => {
    const pizza = { price: 0, priceRule: 'highest' as const };
    const at = (s: string) => linePrice({ product: pizza, options: [size(s), flavor('calabresa'), flavor('camarao')], sizePrices });
    expect(at('P')).toEqual({ unitPrice: 4500, optionPrices: [0, 3000, 4500] });
    expect(at('M').unitPrice).toBe(5500);
    expect(at('G').unitPrice).toBe(7000);
    // By shares instead: half of each at G.
    expect(linePrice({ product: { price: 0, priceRule: 'default' }, options: [size('G'), flavor('calabresa'), flavor('camarao')], sizePrices }).unitPrice).toBe(6000);
  });

  it('adds the size option and the add-ons, and applies the sale of the day to the whole line', () => {
    const pizza = { price: 500, priceRule: 'highest' as const };
    const options = [{ ...size('G'), price: 200 }, flavor('calabresa'), { id: 'borda', price: 800, flavors: false, quantity: 1000 }];
    expect(linePrice({ product: pizza, options, sizePrices }).unitPrice).toBe(500 + 200 + 5000 + 800);
    expect(linePrice({ product: pizza, options, sizePrices, sales: [sale()], day: '2026-11-25' }).unitPrice).toBe(5200);
    expect(linePrice({ product: pizza, options, sizePrices, sales: [sale()], day: '2026-12-25' }).unitPrice).toBe(6500);
    expect(linePrice({ product: { price: 1000 }, sales: [sale()], day: '2026-11-25' })).toEqual({ unitPrice: 800, optionPrices: [] });
  });
});
