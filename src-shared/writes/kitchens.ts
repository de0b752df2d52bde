// Kitchens with their conditional printers and the restaurant's tables, as Configurações →
// "Categorias e cozinhas" and → "Mesas" send them. None has an optimistic effect: the counter's mirror gets them on
// its next pull, and the screens that send them show the server's answer (the manager waits at the screen).
import { catalogsCalls as calls } from '../api/areas/catalogs.js';
import { tablesCalls } from '../api/areas/tables.js';
import * as cs from '../api/schemas/catalogs.js';
import { conditionalPrinterCreate, conditionalPrinterUpdate, kitchenCreate, kitchenUpdate } from '../api/schemas/printers.js';
import { tableCreate, tableUpdate } from '../api/schemas/tables.js';
import { catalogScreenMessages as m } from '../i18n/catalogScreens.js';
import { declareWrite } from './define.js';

const l = m.label;
const settings = 'configuração do cardápio: a tela mostra a resposta do servidor; o balcão a recebe na próxima sincronização';
const ids = (...values: (string | null | undefined)[]) => values.filter((x): x is string => Boolean(x));

// ---------------------------------------------------------------- kitchens
export const kitchensCreate = declareWrite('kitchensCreate', calls.kitchensCreate, {
  schema: kitchenCreate,
  label: ({ body }) => l.kitchen(body.name),
  entityIds: ({ body }) => ids(body.id),
  effect: null,
  noEffect: settings,
});
export const kitchensUpdate = declareWrite('kitchensUpdate', calls.kitchensUpdate, {
  schema: kitchenUpdate,
  label: ({ body }) => l.kitchen(body.name ?? ''),
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: settings,
});
export const kitchensDelete = declareWrite('kitchensDelete', calls.kitchensDelete, {
  schema: cs.noBody,
  label: () => l.kitchenDeleted,
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: settings,
});

/** A printer that also prints a kitchen's items, for some origins (none: every origin). */
export const kitchenConditionalPrintersCreate = declareWrite('kitchenConditionalPrintersCreate', calls.kitchenConditionalPrintersCreate, {
  schema: conditionalPrinterCreate,
  label: () => l.conditionalPrinter,
  entityIds: ({ params, body }) => ids(body.id, params.kitchenId),
  effect: null,
  noEffect: settings,
});
export const kitchenConditionalPrintersUpdate = declareWrite('kitchenConditionalPrintersUpdate', calls.kitchenConditionalPrintersUpdate, {
  schema: conditionalPrinterUpdate,
  label: () => l.conditionalPrinter,
  entityIds: ({ params }) => [params.id, params.kitchenId],
  effect: null,
  noEffect: settings,
});
export const kitchenConditionalPrintersDelete = declareWrite('kitchenConditionalPrintersDelete', calls.kitchenConditionalPrintersDelete, {
  schema: cs.noBody,
  label: () => l.conditionalPrinterDeleted,
  entityIds: ({ params }) => [params.id, params.kitchenId],
  effect: null,
  noEffect: settings,
});

// ---------------------------------------------------------------- tables
const tablesSetup = 'cadastro de mesas: a tela Mesas mostra a resposta do servidor; o mapa de mesas do balcão a recebe na próxima sincronização';
export const tablesCreate = declareWrite('tablesCreate', tablesCalls.tablesCreate, {
  schema: tableCreate,
  label: ({ body }) => l.table(body.name),
  entityIds: ({ body }) => ids(body.id),
  effect: null,
  noEffect: tablesSetup,
});
export const tablesUpdate = declareWrite('tablesUpdate', tablesCalls.tablesUpdate, {
  schema: tableUpdate,
  label: ({ body }) => l.table(body.name ?? ''),
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: tablesSetup,
});
export const tablesDelete = declareWrite('tablesDelete', tablesCalls.tablesDelete, {
  schema: cs.noBody,
  label: () => l.tableDeleted,
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: tablesSetup,
});
