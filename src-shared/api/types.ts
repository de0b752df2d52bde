// Entity types of the documents, with the fields they name (000 §3, 001 §3, 002 §3). Field lists are
// partial in the documents ("Fields are known only through payload names"), so each type carries the named
// fields and says nothing about the rest. Money is integer centavos.
import type {
  AddressType, CashMovementType, CashOwner, DiscountType, FinancialEntryKind, FinancialEntryStatus, FinancialRecurrence,
  FinancialEntryMode, ImageKind, KitchenItemStatus, OrderChannel, OrderPaymentMode, OrderPaymentState, OrderStatus,
  PersonType, PrinterModel, PrinterSize, ProductType, RegisterState, SubproductKind, SubproductSelectionType,
  TableKind, TableStatus, TaxDocumentStatus, UserType, Weekday, DocumentModel, Integrator,
} from './enums.js';

export type Id = string;

// ── 000 §3: billing, business, integrators ──────────────────────────────────────────────────────
export interface Duplicate { id: Id; invoiceId: Id; partner?: Id }
export interface DuplicateEntry { id: Id; duplicateId: Id }
export interface Invoice { id: Id; businessId: Id; partnerId: Id }
export interface PaymentPlan { id: Id }
export interface Business { id: Id; partnerId?: Id | null; name?: string; tradeName?: string | null }
export interface BusinessContractPlan { id: Id; businessId: Id }
export interface UserBusiness { id: Id; userId: Id; businessId: Id }
export interface BusinessIntegrator { id: Id; businessIntegratorId: Id; businessId: Id; provider?: Integrator }
export interface DeliveryMuchOrderChange { newStatus: string; pickUpTime?: number; deliveryTime?: number }

// ── 001 §3: catalogue ───────────────────────────────────────────────────────────────────────────
export interface Catalog { id: Id }
export interface CatalogCategory { catalogId: Id; catalogCategoryId: Id }
export interface CategoryImage { type: ImageKind; image: string }
export interface Category { id: Id; categoryId?: Id | null; images?: CategoryImage[] }
export interface CatalogQueryFilters { originId?: Id; catalogId?: Id; productWithFractionalQuantity?: boolean; allYouCanEatProducts?: boolean; term?: string }
export interface Product {
  id: Id; type: ProductType; catalogId?: Id; categoryId?: Id; originId?: Id; images?: CategoryImage[];
  price?: number; isCombo?: boolean;
}
export interface ProductAvailability { id: Id; productId: Id; weekday?: Weekday }
export interface ProductComposition { id: Id; productId: Id; comboProductId?: Id | null; productSubproductId?: Id; productCompositionId?: Id }
export interface Subproduct { id: Id; kind?: SubproductKind; productSubproductId?: Id | null; controlStock?: boolean; images?: CategoryImage[] }
export interface ProductSubproduct { id: Id; productId: Id; subproductId: Id; selectionType?: SubproductSelectionType; price?: number }
export interface SubproductPrice { id: Id; productId: Id; productSubproductId: Id; price?: number }
export interface SubproductSale { id: Id; productId: Id; productSubproductId: Id; saleId: Id }
export interface SubproductTree { id: Id; subproductParentId: Id; subproductId: Id }
export interface ProductFiscalConfig { id: Id }
export interface Cest { id: Id }
export interface Ncm { id: Id }

// ── 001 §3: delivery and entities ───────────────────────────────────────────────────────────────
export interface DeliveryMethod { id: Id }
export interface DeliveryMethodAvailability { id: Id; deliveryMethodId: Id }
export interface ConditionalDeliveryMethodPrinter { conditionalDeliveryMethodPrinterId: Id; deliveryMethodId: Id }
export interface Entity { id: Id; type: UserType; available?: boolean; phone?: string; personType?: PersonType }
export interface EntityAddress { id: Id; entityId: Id; type?: AddressType }
export interface EntityPhone { id: Id; entityId: Id }
export interface EntityTransactionAccount { id: Id; entityId: Id; transactionAccountId: Id }
export interface DeliveryAdjustment { id: Id; deliveryManId: Id }

// ── 001 §3: financial and fiscal ────────────────────────────────────────────────────────────────
export interface FinancialAccount { id: Id }
export interface FinancialCategory { id: Id }
export interface FinancialEntry {
  id: Id; kind?: FinancialEntryKind; status?: FinancialEntryStatus; mode?: FinancialEntryMode; recurrence?: FinancialRecurrence;
  accountDestinationId?: Id | null; isRecurring?: boolean; installmentGroupKey?: string | null;
}
export interface Nfce { groupPaymentId: Id; model: DocumentModel; status: TaxDocumentStatus }
export interface Nfe { id: Id; status?: TaxDocumentStatus }

// ── 002 §3: operations ──────────────────────────────────────────────────────────────────────────
export interface Address { id: Id; businessId: Id }
export interface City { id: Id; stateId: Id }
export interface State { id: Id }
export interface Neighborhood { id: Id; cityId: Id }
export interface NeighborhoodIntegrator { businessIntegratorId: Id; neighborhoodId: Id }
export interface Order {
  id: Id; orderPadId?: Id | null; entityId?: Id | null; deliveryManId?: Id | null; deliveryMethodId?: Id | null;
  entityAddressId?: Id | null; trackingStatus?: OrderStatus; kitchenId?: Id | null; message?: string | null;
  originType?: OrderChannel; status?: OrderStatus; paymentState?: OrderPaymentState; paymentMode?: OrderPaymentMode;
}
export interface OrderProduct { id: Id; orderId: Id; comboId?: Id | null; allYouCanEatOrderProductId?: Id | null; kitchenStatus?: KitchenItemStatus }
export interface OrderPad { id: Id; description?: string | null; serviceId: Id }
export interface Service { id: Id; originId?: Id | null; tableIds?: Id[]; description?: string | null }
export interface Table { id: Id; type: TableKind; token?: string | null; status?: TableStatus }
export interface Payment { id: Id; orderPadId: Id; paymentMethodId?: Id; amount?: number; discountType?: DiscountType }
export interface CashRegister { id: Id; state?: RegisterState }
export interface CashRegisterAudit { id: Id; cashRegisterId: Id; userId?: Id | null }
export interface CashRegisterEntry { id: Id; type: CashMovementType; owner?: CashOwner; amount: number }
export interface PaymentMethod { id: Id }
export interface PaymentMethodAvailability { id: Id; weekday: Weekday }
export interface CardBrand { id: Id; paymentMethodId: Id }
export interface Printer { id: Id; model?: PrinterModel; size?: PrinterSize; businessIds?: Id[] }
export interface ContractPlan { id: Id }
export interface NeighborhoodTemplate { id: Id; partnerId: Id }
export interface User { id: Id; businesses: Array<{ id: Id }>; token?: string }
