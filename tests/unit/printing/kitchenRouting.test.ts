// Where a fired order's lines print: main and secondary kitchens, conditional printers by origin and hours.
import { describe, expect, it } from 'vitest';
import { CONDITIONAL_PRINTER_OWNER, routeKitchenTickets, type RoutingInput } from '../../../src-shared/printing/kitchenRouting.js';

const KITCHEN = 'k-kitchen';
const BAR = 'k-bar';
const DELIVERY = 'o-delivery';
const SALOON = 'o-saloon';

type Line = { productId: string; name: string };
const pizza: Line = { productId: 'p-pizza', name: 'Pizza' };
const juice: Line = { productId: 'p-juice', name: 'Suco' };
const cake: Line = { productId: 'p-cake', name: 'Bolo' };

// 2026-11-26 is a Thursday (weekday 4); 20:30 in São Paulo.
const thursdayNight = new Date('2026-11-26T23:30:00Z');

function input(over: Partial<RoutingInput<Line>> = {}): RoutingInput<Line> {
  return {
    lines: [pizza, juice],
    products: [
      { id: pizza.productId, categoryId: 'c-food', kitchenId: null },
      { id: juice.productId, categoryId: 'c-drinks', kitchenId: BAR },
      { id: cake.productId, categoryId: null, kitchenId: null },
    ],
    categories: [
      { id: 'c-food', kitchenId: KITCHEN },
      { id: 'c-drinks', kitchenId: null },
    ],
    kitchens: [
      { id: KITCHEN, name: 'Cozinha', printerId: 'pr-kitchen' },
      { id: BAR, name: 'Bar', printerId: 'pr-bar' },
    ],
    secondaryKitchens: [],
    conditionalPrinters: [],
    availabilities: [],
    originId: SALOON,
    at: thursdayNight,
    timeZone: 'America/Sao_Paulo',
    reachable: null,
    terminalKitchenPrinterId: null,
    ...over,
  };
}

const byPrinter = (jobs: ReturnType<typeof routeKitchenTickets<Line>>) => Object.fromEntries(jobs.map((j) => [j.printerId, j.lines.map((l) => l.name)]));

describe('routeKitchenTickets', () => {
  it("sends each line to its product's kitchen, else its category's", () => {
    const jobs = routeKitchenTickets(input());
    expect(jobs.map((j) => [j.kitchenName, j.printerId])).toEqual([
      ['Cozinha', 'pr-kitchen'],
      ['Bar', 'pr-bar'],
    ]);
    expect(byPrinter(jobs)).toEqual({ 'pr-kitchen': ['Pizza'], 'pr-bar': ['Suco'] });
  });

  it('prints a product with a secondary kitchen on both', () => {
    const jobs = routeKitchenTickets(input({ lines: [pizza], secondaryKitchens: [{ id: 's1', productId: pizza.productId, kitchenId: BAR }] }));
    expect(byPrinter(jobs)).toEqual({ 'pr-kitchen': ['Pizza'], 'pr-bar': ['Pizza'] });
  });

  it('ignores a deleted secondary kitchen and does not print twice where it is also the main one', () => {
    const jobs = routeKitchenTickets(
      input({
        lines: [pizza],
        secondaryKitchens: [
          { id: 's1', productId: pizza.productId, kitchenId: BAR, deletedAt: '2026-11-01T00:00:00Z' },
          { id: 's2', productId: pizza.productId, kitchenId: KITCHEN },
        ],
      }),
    );
    expect(byPrinter(jobs)).toEqual({ 'pr-kitchen': ['Pizza'] });
  });

  it("gives a delivery order's ticket to the kitchen's conditional printer for delivery", () => {
    const conditionalPrinters = [{ id: 'cp1', kitchenId: KITCHEN, printerId: 'pr-delivery', originIds: [DELIVERY] }];
    const delivery = routeKitchenTickets(input({ conditionalPrinters, originId: DELIVERY }));
    expect(byPrinter(delivery)).toEqual({ 'pr-delivery': ['Pizza'], 'pr-bar': ['Suco'] });
    // The saloon's order of the same kitchen stays on the kitchen's printer.
    const saloon = routeKitchenTickets(input({ conditionalPrinters, originId: SALOON }));
    expect(byPrinter(saloon)).toEqual({ 'pr-kitchen': ['Pizza'], 'pr-bar': ['Suco'] });
  });

  it('does not use the conditional printer outside its availability', () => {
    const conditionalPrinters = [{ id: 'cp1', kitchenId: KITCHEN, printerId: 'pr-delivery', originIds: [DELIVERY] }];
    const hours = (startTime: string, endTime: string, weekdays: number[] = []) => [
      { id: 'a1', ownerType: CONDITIONAL_PRINTER_OWNER, ownerId: 'cp1', weekdays, originIds: [], startTime, endTime },
    ];
    // 20:30 on Thursday: inside 18:00–23:00, outside 11:00–15:00 and outside a Monday-only window.
    expect(byPrinter(routeKitchenTickets(input({ conditionalPrinters, originId: DELIVERY, availabilities: hours('18:00', '23:00') })))['pr-delivery']).toEqual(['Pizza']);
    expect(byPrinter(routeKitchenTickets(input({ conditionalPrinters, originId: DELIVERY, availabilities: hours('11:00', '15:00') })))).toEqual({
      'pr-kitchen': ['Pizza'],
      'pr-bar': ['Suco'],
    });
    expect(byPrinter(routeKitchenTickets(input({ conditionalPrinters, originId: DELIVERY, availabilities: hours('00:00', '23:59', [1]) })))['pr-kitchen']).toEqual(['Pizza']);
    // Another owner's availability does not restrict it.
    const others = [{ id: 'a2', ownerType: 'product', ownerId: 'cp1', weekdays: [1], originIds: [], startTime: null, endTime: null }];
    expect(byPrinter(routeKitchenTickets(input({ conditionalPrinters, originId: DELIVERY, availabilities: others })))['pr-delivery']).toEqual(['Pizza']);
  });

  it("falls back to the terminal's kitchen printer, and reports no printer when none is reachable", () => {
    const reachable = new Set(['pr-bar', 'pr-terminal']);
    const jobs = routeKitchenTickets(input({ lines: [pizza, juice, cake], reachable, terminalKitchenPrinterId: 'pr-terminal' }));
    expect(jobs.map((j) => [j.kitchenId, j.printerId, j.lines.map((l) => l.name)])).toEqual([
      [KITCHEN, 'pr-terminal', ['Pizza']],
      [BAR, 'pr-bar', ['Suco']],
      [null, 'pr-terminal', ['Bolo']],
    ]);
    const none = routeKitchenTickets(input({ lines: [pizza], reachable: new Set() }));
    expect(none).toEqual([{ kitchenId: KITCHEN, kitchenName: 'Cozinha', printerId: null, lines: [pizza] }]);
  });
});
