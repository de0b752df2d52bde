// The shapes of the mirror's rows the counter screens read: the server's collections in camelCase
// (src-server/db/schema.ts), each with the mirror's pending mark for a change not yet accepted.
import type { CompositePriceRule, DiscountType, OrderStatus, ProductType, TableKind } from '../../src-shared/api/enums.js';

interface Mirrored {
  id: string;
  businessId?: string;
  createdAt?: string;
  updatedAt?: string;
  deletedAt?: string | null;
  /** Set by the mirror while an optimistic change waits in the outbox. */
  pending?: boolean | number | string | null;
}

export interface TableRow extends Mirrored {
  type: TableKind;
  name: string;
  number: number | null;
  capacity?: number | null;
}

export interface ServiceRow extends Mirrored {
  originId: string | null;
  status: string;
  description: string | null;
  occupants: number;
  waiterId?: string | null;
  targetServiceId?: string | null;
  openedAt: string;
  closedAt?: string | null;
}

export interface ServiceTableRow extends Mirrored {
  serviceId: string;
  tableId: string;
  releasedAt: string | null;
}

export interface OrderPadRow extends Mirrored {
  serviceId: string;
  description: string | null;
  status: string;
  occupants: number;
  serviceFeeEnabled: boolean;
  serviceFeeRate: number;
  discountType: DiscountType | null;
  discountValue: number;
  entityId?: string | null;
  closedAt?: string | null;
}

export interface OrderRow extends Mirrored {
  number: number;
  orderPadId: string | null;
  serviceId: string | null;
  originId: string | null;
  originType: string;
  deliveryMode: string;
  status: OrderStatus;
  entityId: string | null;
  entityAddressId: string | null;
  deliveryManId: string | null;
  deliveryMethodId: string | null;
  deliveryFee: number;
  message: string | null;
  dispatchedAt?: string | null;
  deliveryCheckedAt?: string | null;
  /** The server's answer (its nextStatuses rule), when the mirror pulls it. */
  nextStatuses?: OrderStatus[];
}

export interface SelectionRow {
  productSubproductId: string;
  quantity?: number;
  fraction?: number;
  name?: string;
}

export interface OrderProductRow extends Mirrored {
  orderId: string;
  productId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  selections: SelectionRow[];
  observation: string | null;
  kitchenStatus: string;
}

export interface PaymentRow extends Mirrored {
  orderPadId: string;
  paymentMethodId: string;
  creditCardBannerId: string | null;
  amount: number;
  /** the gorjeta given with it, above the bill */
  tip: number;
  tendered: number;
  change: number;
  cashRegisterAuditId: string | null;
}

export interface PaymentMethodRow extends Mirrored {
  name: string;
  type: string;
  allowsChange: boolean;
  available: boolean;
  position: number;
}

export interface CardBrandRow extends Mirrored {
  paymentMethodId: string;
  name: string;
}

export interface CashRegisterRow extends Mirrored {
  name: string;
}

export interface CashRegisterAuditRow extends Mirrored {
  cashRegisterId: string;
  userId: string | null;
  status: 'open' | 'closed';
  openingAmount: number;
  openedAt: string;
  closedAt: string | null;
  counted: Record<string, number> | null;
}

export interface CashRegisterEntryRow extends Mirrored {
  cashRegisterAuditId: string;
  type: 'supply' | 'bleeding';
  amount: number;
  description: string | null;
}

export interface CategoryRow extends Mirrored {
  name: string;
  position: number;
  available: boolean;
  kitchenId?: string | null;
}

export interface ProductRow extends Mirrored {
  type: ProductType;
  name: string;
  internalCode: string | null;
  barcode: string | null;
  categoryId: string | null;
  kitchenId?: string | null;
  price: number;
  unit: string;
  fractionalQuantity: boolean;
  priceRule: CompositePriceRule | null;
  maxFlavors: number | null;
  available: boolean;
  position: number;
}

export interface CompositionRow extends Mirrored {
  productId: string;
  name: string;
  selectionType: 'select' | 'check' | 'quantity';
  minQuantity: number;
  maxQuantity: number;
  flavors: boolean;
  position: number;
}

export interface ProductSubproductRow extends Mirrored {
  productId: string;
  compositionId: string;
  subproductId: string;
  price: number;
  maxQuantity: number;
  position: number;
  available: boolean;
}

export interface SubproductRow extends Mirrored {
  name: string;
}

export interface ComboProductRow extends Mirrored {
  comboId: string;
  productId: string;
  quantity: number;
  price: number;
}

export interface OriginRow extends Mirrored {
  name: string;
  type: string;
  deliveryMode: string;
  available: boolean;
}

export interface EntityRow extends Mirrored {
  type: string;
  name: string;
  document?: string | null;
  available?: boolean;
}

export interface EntityPhoneRow extends Mirrored {
  entityId: string;
  number: string;
  main: boolean;
}

export interface EntityAddressRow extends Mirrored {
  entityId: string;
  cep: string | null;
  street: string;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  reference: string | null;
}

/** A customer's account (fiado): `balance` is what they owe, in centavos. */
export interface TransactionAccountRow extends Mirrored {
  entityId: string;
  name: string;
  creditLimit: number | null;
  balance: number;
  available: boolean;
}

/** A purchase on a customer's account or a payment of it. */
export interface AccountEntryRow extends Mirrored {
  entityId: string;
  transactionAccountId: string;
  type: 'purchase' | 'payment';
  amount: number;
  description: string | null;
  paymentMethodId: string | null;
  /** a payment: the register session that received it */
  cashRegisterAuditId?: string | null;
  settles: boolean;
  occurredAt?: string;
}

export interface DeliveryMethodRow extends Mirrored {
  name: string;
  mode: string;
  fee: number;
  available: boolean;
}

export interface PrinterRow extends Mirrored {
  name: string;
  model: string;
  size: string;
  connection: string;
  address: string | null;
  port: number | null;
}

export interface KitchenRow extends Mirrored {
  name: string;
  printerId: string | null;
}

export interface AvailabilityRow extends Mirrored {
  ownerType: string;
  ownerId: string;
  weekdays: number[];
  originIds: string[];
  startTime: string | null;
  endTime: string | null;
}

/** Another kitchen a product's ticket also prints at. */
export interface SecondaryKitchenRow extends Mirrored {
  productId: string;
  kitchenId: string;
}

/** A printer that takes a kitchen's tickets for some origins, in its availabilities' hours. */
export interface KitchenConditionalPrinterRow extends Mirrored {
  kitchenId: string;
  printerId: string;
  originIds: string[];
}

/** A promotion on a category's products (src-shared/domain/sales.ts): a discount between two days. */
export interface CategorySaleRow extends Mirrored {
  categoryId: string;
  name: string | null;
  discountType: 'value' | 'percentage';
  discount: number;
  startDate: string;
  endDate: string;
}

/** An item's (product-subproduct's) promotional price between two instants, on some weekdays (none: every day). */
export interface ProductSubproductSaleRow extends Mirrored {
  productId: string;
  productSubproductId: string;
  price: number;
  startsAt: string | null;
  endsAt: string | null;
  weekdays: number[];
}

/** An option's price at one size of its product (`sizeId`: the size option; null: every size). */
export interface CompositionPriceRow extends Mirrored {
  compositionId: string;
  productSubproductId: string;
  sizeId: string | null;
  price: number;
}

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
}
export type CounterTable = keyof CounterTables;
