// Kitchens with their conditional printers, and the restaurant's tables, as Configurações → "Categorias e cozinhas"
// and → "Mesas" send them. All three are mirrored (the counter routes fired tickets by kitchen and printer, and
// draws its map of tables), so each write pictures its row at once, like the menu's other collections.
import { catalogsCalls as calls } from '../api/areas/catalogs.js';
import { tablesCalls } from '../api/areas/tables.js';
import { conditionalPrinterCreate, conditionalPrinterUpdate, kitchenCreate, kitchenUpdate } from '../api/schemas/printers.js';
import { tableCreate, tableUpdate } from '../api/schemas/tables.js';
import { catalogScreenMessages as m } from '../i18n/catalogScreens.js';
import { collection } from './catalog.js';

const l = m.label;

// ---------------------------------------------------------------- kitchens
const kitchens = collection(
  'kitchens',
  'kitchens',
  { create: calls.kitchensCreate, update: calls.kitchensUpdate, delete: calls.kitchensDelete },
  { create: kitchenCreate, update: kitchenUpdate },
  { label: (n) => l.kitchen(n) },
);
export const kitchensCreate = kitchens.create;
export const kitchensUpdate = kitchens.update;
export const kitchensDelete = kitchens.remove;

/** A printer that also prints a kitchen's items, for some origins (none: every origin). */
const conditionalPrinters = collection(
  'kitchenConditionalPrinters',
  'kitchenConditionalPrinters',
  { create: calls.kitchenConditionalPrintersCreate, update: calls.kitchenConditionalPrintersUpdate, delete: calls.kitchenConditionalPrintersDelete },
  { create: conditionalPrinterCreate, update: conditionalPrinterUpdate },
  { label: l.conditionalPrinter, parent: async (params) => ({ kitchenId: params.kitchenId }), parentParams: ['kitchenId'] },
);
export const kitchenConditionalPrintersCreate = conditionalPrinters.create;
export const kitchenConditionalPrintersUpdate = conditionalPrinters.update;
export const kitchenConditionalPrintersDelete = conditionalPrinters.remove;

// ---------------------------------------------------------------- tables
const tables = collection(
  'tables',
  'tables',
  { create: tablesCalls.tablesCreate, update: tablesCalls.tablesUpdate, delete: tablesCalls.tablesDelete },
  { create: tableCreate, update: tableUpdate },
  { label: (n) => l.table(n) },
);
export const tablesCreate = tables.create;
export const tablesUpdate = tables.update;
export const tablesDelete = tables.remove;
