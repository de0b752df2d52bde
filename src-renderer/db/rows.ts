// The shapes of the mirror's rows the counter screens read. Their columns and column types are generated from the
// server's tables (src-shared/mirror/fields.ts, `npx tsx scripts/mirror-fields.ts`), so a new column needs no edit
// here; this file only narrows what a column's type cannot say (a text column holding one of the spec's enums, a
// JSON column's shape), and adds the mirror's pending mark for a change not yet accepted.
import type { CompositePriceRule, DiscountType, OrderStatus, ProductType, TableKind } from '../../src-shared/api/enums.js';
import type { MirrorColumns } from '../../src-shared/mirror/fields.js';
import type { CollectionName, collections } from './collections.js';

interface Mirrored {
  id: string;
  businessId?: string;
  createdAt?: string;
  updatedAt?: string;
  deletedAt?: string | null;
  /** Set by the mirror while an optimistic change waits in the outbox. */
  pending?: boolean | number | string | null;
}

/** The server's name of a mirror collection (its `remote` where the spec names it otherwise). */
type Remote<N extends CollectionName> = (typeof collections)[N] extends { remote: infer R } ? R : N;

/** A mirror row: the table's generated columns, with `Narrow` replacing the ones a column type cannot say. */
type Row<N extends CollectionName, Narrow = object> = Mirrored &
  Omit<MirrorColumns[Remote<N> & keyof MirrorColumns], keyof Narrow> &
  Narrow;

export type TableRow = Row<'tables', { type: TableKind }>;
export type ServiceRow = Row<'services'>;
export type ServiceTableRow = Row<'serviceTables'>;
export type OrderPadRow = Row<'orderPads', { discountType: DiscountType | null }>;
export type OrderRow = Row<
  'orders',
  {
    status: OrderStatus;
    /** The server's answer (its nextStatuses rule), when the mirror pulls it. */
    nextStatuses?: OrderStatus[];
  }
>;

export interface SelectionRow {
  productSubproductId: string;
  quantity?: number;
  fraction?: number;
  name?: string;
}

export type OrderProductRow = Row<'orderProducts', { selections: SelectionRow[] }>;
export type PaymentRow = Row<'payments'>;
export type PaymentMethodRow = Row<'paymentMethods'>;
export type CardBrandRow = Row<'creditCardBanners'>;
export type CashRegisterRow = Row<'cashRegisters'>;
export type CashRegisterAuditRow = Row<
  'cashRegisterAudits',
  { status: 'open' | 'closed'; counted: Record<string, number> | null }
>;
export type CashRegisterEntryRow = Row<'cashRegisterEntries', { type: 'supply' | 'bleeding' }>;
export type CategoryRow = Row<'categories'>;
export type ProductRow = Row<'products', { type: ProductType; priceRule: CompositePriceRule | null }>;
export type CompositionRow = Row<'compositions', { selectionType: 'select' | 'check' | 'quantity' }>;
export type ProductSubproductRow = Row<'productSubproducts'>;
export type SubproductRow = Row<'subproducts'>;
export type ComboProductRow = Row<'comboProducts'>;
export type OriginRow = Row<'origins'>;
export type EntityRow = Row<'entities'>;
export type EntityPhoneRow = Row<'entityPhones'>;
export type EntityAddressRow = Row<'entityAddresses'>;
/** A customer's account (fiado): `balance` is what they owe, in centavos. */
export type TransactionAccountRow = Row<'entityTransactionAccounts'>;
/** A purchase on a customer's account or a payment of it. */
export type AccountEntryRow = Row<'entityTransactionAccountEntries', { type: 'purchase' | 'payment' }>;
export type DeliveryMethodRow = Row<'deliveryMethods'>;
export type PrinterRow = Row<'printers'>;
export type KitchenRow = Row<'kitchens'>;
export type AvailabilityRow = Row<'availabilities'>;
/** Another kitchen a product's ticket also prints at. */
export type SecondaryKitchenRow = Row<'secondaryKitchens'>;
/** A printer that takes a kitchen's tickets for some origins, in its availabilities' hours. */
export type KitchenConditionalPrinterRow = Row<'kitchenConditionalPrinters'>;
/** A promotion on a category's products (src-shared/domain/sales.ts): a discount between two days. */
export type CategorySaleRow = Row<'categorySales', { discountType: 'value' | 'percentage' }>;
/** An item's (product-subproduct's) promotional price between two instants, on some weekdays (none: every day). */
export type ProductSubproductSaleRow = Row<'productSubproductSales'>;
/** A kitchen display: the kitchens whose items it shows (none: every one), when an order turns late on it. */
export type KdsRow = Row<'kds'>;
/** An option's price at one size of its product (`sizeId`: the size option; null: every size). */
export type CompositionPriceRow = Row<'compositionPrices'>;

/** Every collection the screens read, by the mirror's table name. */
export interface CounterTables {
  tables: TableRow;
  services: ServiceRow;
  serviceTables: ServiceTableRow;
  orderPads: OrderPadRow;
  orders: OrderRow;
  orderProducts: OrderProductRow;
  payments: PaymentRow;
  paymentMethods: PaymentMethodRow;
  creditCardBanners: CardBrandRow;
  cashRegisters: CashRegisterRow;
  cashRegisterAudits: CashRegisterAuditRow;
  cashRegisterEntries: CashRegisterEntryRow;
  categories: CategoryRow;
  products: ProductRow;
  compositions: CompositionRow;
  productSubproducts: ProductSubproductRow;
  subproducts: SubproductRow;
  comboProducts: ComboProductRow;
  origins: OriginRow;
  entities: EntityRow;
  entityPhones: EntityPhoneRow;
  entityAddresses: EntityAddressRow;
  entityTransactionAccounts: TransactionAccountRow;
  entityTransactionAccountEntries: AccountEntryRow;
  deliveryMethods: DeliveryMethodRow;
  printers: PrinterRow;
  kitchens: KitchenRow;
  availabilities: AvailabilityRow;
  secondaryKitchens: SecondaryKitchenRow;
  kitchenConditionalPrinters: KitchenConditionalPrinterRow;
  categorySales: CategorySaleRow;
  compositionPrices: CompositionPriceRow;
  productSubproductSales: ProductSubproductSaleRow;
  kds: KdsRow;
}
export type CounterTable = keyof CounterTables;
