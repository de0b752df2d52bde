// What the order pad's catalog says: while it is still reading the whole menu, and on a tile on sale.
export const orderPadCatalogMessages = {
  loadingCatalog: 'Carregando o cardápio completo…',
  /** the struck-out price of a tile on sale, as a screen reader says it */
  wasPrice: (price: string) => `de ${price}`,
  /** a tile's picture, for a screen reader */
  photoOf: (name: string) => `Foto de ${name}`,
} as const;
