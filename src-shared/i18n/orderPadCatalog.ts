// What the order pad's catalog says while it is still reading the whole menu.
export const orderPadCatalogMessages = {
  loadingCatalog: 'Carregando o cardápio completo…',
} as const;
