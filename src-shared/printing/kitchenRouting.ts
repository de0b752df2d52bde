// Where the fired lines of an order print: each line at its product's kitchen (else its category's) and at
// every secondary kitchen of the product; each kitchen's ticket at a conditional printer of the kitchen when
// one fits the order's origin and the moment (its availabilities), else at the kitchen's printer, else at the
// terminal's own kitchen printer. Pure: the counter reads the mirror and hands the rows in.
import { isAvailable, type Availability } from '../domain/availability.js';

export interface RoutedLine {
  productId: string;
}

interface Row {
  id: string;
  deletedAt?: string | null;
}

export interface RoutingInput<L extends RoutedLine> {
  lines: readonly L[];
  products: readonly (Row & { categoryId: string | null; kitchenId?: string | null })[];
  categories: readonly (Row & { kitchenId?: string | null })[];
  kitchens: readonly (Row & { name: string; printerId: string | null })[];
  secondaryKitchens: readonly (Row & { productId: string; kitchenId: string })[];
  conditionalPrinters: readonly (Row & { kitchenId: string; printerId: string; originIds: readonly string[] })[];
  /** Every availability of the business; those owned by a conditional printer restrict it. */
  availabilities: readonly (Row & Availability & { ownerType: string; ownerId: string })[];
  /** The order's origin (null: none, then only conditional printers without origins fit). */
  originId: string | null;
  at: Date;
  timeZone: string;
  /** The printers this terminal can reach (null: any); a printer it cannot reach is skipped. */
  reachable: ReadonlySet<string> | null;
  /** The terminal's own kitchen printer, for a kitchen without a reachable printer. */
  terminalKitchenPrinterId: string | null;
}

export interface KitchenJob<L extends RoutedLine> {
  /** null: the line's product names no kitchen. */
  kitchenId: string | null;
  kitchenName: string | null;
  /** null: no printer to send it to (the counter reports the station as not printed). */
  printerId: string | null;
  lines: L[];
}

/** The owner type of a conditional printer's availabilities (src-server/routes/catalog.ts). */
export const CONDITIONAL_PRINTER_OWNER = 'kitchenConditionalPrinter';

const live = <T extends Row>(rows: readonly T[]): T[] => rows.filter((r) => !r.deletedAt);

export function routeKitchenTickets<L extends RoutedLine>(input: RoutingInput<L>): KitchenJob<L>[] {
  const productById = new Map(live(input.products).map((p) => [p.id, p]));
  const categoryById = new Map(live(input.categories).map((c) => [c.id, c]));
  const kitchenById = new Map(live(input.kitchens).map((k) => [k.id, k]));
  const secondaryOf = new Map<string, string[]>();
  for (const s of live(input.secondaryKitchens)) secondaryOf.set(s.productId, [...(secondaryOf.get(s.productId) ?? []), s.kitchenId]);

  // Kitchens in the order their first line reaches them, so tickets come out in the order of the lines.
  const linesOf = new Map<string | null, L[]>();
  for (const line of input.lines) {
    const product = productById.get(line.productId);
    const main = product?.kitchenId ?? (product?.categoryId ? categoryById.get(product.categoryId)?.kitchenId : null) ?? null;
    const targets = new Set<string | null>([main]);
    for (const k of secondaryOf.get(line.productId) ?? []) if (kitchenById.has(k)) targets.add(k);
    for (const k of targets) linesOf.set(k, [...(linesOf.get(k) ?? []), line]);
  }

  const reachable = (id: string | null | undefined): id is string => !!id && (input.reachable === null || input.reachable.has(id));
  const moment = { at: input.at, timeZone: input.timeZone, originId: input.originId };
  const conditionalFor = (kitchenId: string): string | null => {
    for (const c of live(input.conditionalPrinters)) {
      if (c.kitchenId !== kitchenId || !reachable(c.printerId)) continue;
      if (c.originIds.length > 0 && (input.originId === null || !c.originIds.includes(input.originId))) continue;
      const hours = live(input.availabilities).filter((a) => a.ownerType === CONDITIONAL_PRINTER_OWNER && a.ownerId === c.id);
      if (isAvailable(hours, moment)) return c.printerId;
    }
    return null;
  };

  return [...linesOf].map(([kitchenId, lines]) => {
    const kitchen = kitchenId ? kitchenById.get(kitchenId) : undefined;
    const printerId =
      (kitchen ? conditionalFor(kitchen.id) : null) ??
      (reachable(kitchen?.printerId) ? kitchen.printerId : null) ??
      (reachable(input.terminalKitchenPrinterId) ? input.terminalKitchenPrinterId : null);
    return { kitchenId: kitchen?.id ?? null, kitchenName: kitchen?.name ?? null, printerId, lines };
  });
}
