// The domain enumerations of the specification, spelt exactly as the documents spell them
// (000 §3–4, 001 §4 and §9, 002 §3–4 and §6). Each is a `const` array (for schemas and iteration)
// plus its union type; Portuguese label maps only where a person reads the value.
// Where a document describes values in prose without spelling them, the spelling here is our
// reading and the comment says so.

// ── Channels, modes, people ─────────────────────────────────────────────────────────────────────

/** Order channels (000 §3, 002 §3). */
export const ORDER_CHANNELS = [
  'saloon', 'balcony', 'balconyDelivery', 'phone', 'others', 'whatsapp', 'pedidos10', 'pedidos10Bot',
  'pedidos10MeuCardapio', 'pedidos10AppProprio', 'ifood', 'deliveryMuch', 'cardapioWeb', 'uaiRango', 'aiqfome',
  'anotaAi', 'pedeAi', 'linkVendas', 'maisDelivery', 'orderSlip', 'multipedidos', 'linkVendasMesa',
  'linkVendasTotem', 'linkVendasBot',
] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** Delivery modes (000 §3, 002 §3). */
export const DELIVERY_MODES = ['delivery', 'balcony', 'saloon', 'self_service', 'others'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** User types (000 §3, 002 §3); entity types are the same values (001 §3). */
export const USER_TYPES = [
  'businessOwner', 'employee', 'waiter', 'franchise', 'deliveryMan', 'provider', 'customer', 'externalCustomer',
  'others', 'linkVendasCustomer', 'botWhatsappCustomer',
] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Person type (000 §3, 001 §9). */
export const PERSON_TYPES = ['legal', 'physical'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
export const PERSON_TYPE_LABELS: Record<PersonType, string> = { legal: 'Pessoa jurídica', physical: 'Pessoa física' };

/** Tax regime codes (CRT, 000 §3, 001 §9). */
export const TAX_REGIMES = [1, 2, 3, 4] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
export const TAX_REGIME_LABELS: Record<TaxRegime, string> = {
  1: 'Simples Nacional',
  2: 'Simples Nacional, excesso de sublimite de receita bruta',
  3: 'Regime Normal',
  4: 'MEI',
};

/** ICMS taxpayer codes (indIEDest, 000 §3, 001 §9). */
export const ICMS_TAXPAYER_CODES = [1, 2, 9] as const;
export type IcmsTaxpayerCode = (typeof ICMS_TAXPAYER_CODES)[number];
// Labels are the official meaning of indIEDest (the spec gives the codes only).
export const ICMS_TAXPAYER_LABELS: Record<IcmsTaxpayerCode, string> = {
  1: 'Contribuinte ICMS',
  2: 'Contribuinte isento de inscrição',
  9: 'Não contribuinte',
};

/** Address types (000 §3, 001 §9). */
export const ADDRESS_TYPES = ['personal', 'commercial', 'residential', 'financial'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  personal: 'Pessoal',
  commercial: 'Comercial',
  residential: 'Residencial',
  financial: 'Financeiro',
};

// ── Catalogue ──────────────────────────────────────────────────────────────────────────────────

/** Product types (000 §3, 001 §3). */
export const PRODUCT_TYPES = ['unique', 'composite', 'allYouCanEat', 'combo'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Subproduct kinds (000 §3, 001 §3). */
export const SUBPRODUCT_KINDS = ['feedstock', 'recipe', 'nominal'] as const;
export type SubproductKind = (typeof SUBPRODUCT_KINDS)[number];

/** Subproduct selection types (000 §3, 001 §9). */
export const SUBPRODUCT_SELECTION_TYPES = ['select', 'check', 'quantity'] as const;
export type SubproductSelectionType = (typeof SUBPRODUCT_SELECTION_TYPES)[number];

/** Price rules for composites (000 §3, 001 §9). */
export const COMPOSITE_PRICE_RULES = ['default', 'average', 'rounded_average', 'highest'] as const;
export type CompositePriceRule = (typeof COMPOSITE_PRICE_RULES)[number];

/** Image kinds (000 §3, 001 §9). */
export const IMAGE_KINDS = ['main', 'cover'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Discount types (000 §3, 001 §9, 002 §3). */
export const DISCOUNT_TYPES = ['value', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Units (000 §3, 001 §9). */
export const UNITS = ['unity', 'kilograms', 'grams', 'liters', 'milliliters', 'meters'] as const;
export type Unit = (typeof UNITS)[number];
export const UNIT_LABELS: Record<Unit, string> = {
  unity: 'Unidade',
  kilograms: 'Quilogramas',
  grams: 'Gramas',
  liters: 'Litros',
  milliliters: 'Mililitros',
  meters: 'Metros',
};

/** Scale export formats (000 §3, 001 §7.1). */
export const SCALE_EXPORT_FORMATS = ['TOLEDO_TXITENS', 'TOLEDO_ITENSMGV'] as const;
export type ScaleExportFormat = (typeof SCALE_EXPORT_FORMATS)[number];

// ── Printers ───────────────────────────────────────────────────────────────────────────────────

/** Printer models (000 §3, 002 §3). */
export const PRINTER_MODELS = [
  'ESC/POS', 'ESC/BEMA', 'DARUMA', 'TANCA', 'BEMATECH', 'EPSON', 'TECTOY', 'C3TECH', 'ZJIANG', 'ELGIN', 'CONTROL_ID',
] as const;
export type PrinterModel = (typeof PRINTER_MODELS)[number];

/** Printer sizes (000 §3, 002 §3). */
export const PRINTER_SIZES = ['small', 'medium', 'large'] as const;
export type PrinterSize = (typeof PRINTER_SIZES)[number];

/** Alignment (000 §3, 002 §3). */
export const ALIGNMENTS = ['start', 'center', 'end'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

// ── Tables, services, cash ─────────────────────────────────────────────────────────────────────

/** Table kinds with their labels (000 §3: "table, order-slip, reference-point (labels Mesa, Comanda, Ponto de Referência)"). */
export const TABLE_KINDS = ['table', 'order-slip', 'reference-point'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];
export const TABLE_KIND_LABELS: Record<TableKind, string> = {
  table: 'Mesa',
  'order-slip': 'Comanda',
  'reference-point': 'Ponto de Referência',
};

/** Table status (000 §4, 002 §4). */
export const TABLE_STATUSES = ['occupied', 'released'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];
export const TABLE_STATUS_LABELS: Record<TableStatus, string> = { occupied: 'Ocupada', released: 'Livre' };

/** Cash movement types (000 §3, 002 §3). */
export const CASH_MOVEMENT_TYPES = ['supply', 'bleeding'] as const;
export type CashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];
export const CASH_MOVEMENT_TYPE_LABELS: Record<CashMovementType, string> = { supply: 'Suprimento', bleeding: 'Sangria' };

/** Cash owner (000 §3, 002 §3). */
export const CASH_OWNERS = ['cashRegister', 'deliveryMan'] as const;
export type CashOwner = (typeof CASH_OWNERS)[number];

/** Register state (000 §4, 002 §4). */
export const REGISTER_STATES = ['open', 'closed'] as const;
export type RegisterState = (typeof REGISTER_STATES)[number];
export const REGISTER_STATE_LABELS: Record<RegisterState, string> = { open: 'Aberto', closed: 'Fechado' };

// ── Financial ──────────────────────────────────────────────────────────────────────────────────

/** Financial entry kinds (000 §3, 001 §4). */
export const FINANCIAL_ENTRY_KINDS = ['income', 'expense'] as const;
export type FinancialEntryKind = (typeof FINANCIAL_ENTRY_KINDS)[number];
export const FINANCIAL_ENTRY_KIND_LABELS: Record<FinancialEntryKind, string> = { income: 'Receita', expense: 'Despesa' };

/** Financial entry recurrences (000 §3, 001 §4). */
export const FINANCIAL_RECURRENCES = [
  'daily', 'weekly', 'fortnightly', 'monthly', 'bimonthly', 'quarterly', 'halfYearly', 'yearly',
] as const;
export type FinancialRecurrence = (typeof FINANCIAL_RECURRENCES)[number];

/** Financial entry modes (000 §3, 001 §4). */
export const FINANCIAL_ENTRY_MODES = ['fixed', 'installment'] as const;
export type FinancialEntryMode = (typeof FINANCIAL_ENTRY_MODES)[number];

/** Financial entry update scope, `updateType` (000 §3, 001 §4, §9). */
export const FINANCIAL_UPDATE_TYPES = ['this', 'subsequent', 'all'] as const;
export type FinancialUpdateType = (typeof FINANCIAL_UPDATE_TYPES)[number];

/** Financial entry status (000 §4, 001 §4). */
export const FINANCIAL_ENTRY_STATUSES = ['pending', 'paid', 'overdue'] as const;
export type FinancialEntryStatus = (typeof FINANCIAL_ENTRY_STATUSES)[number];
export const FINANCIAL_ENTRY_STATUS_LABELS: Record<FinancialEntryStatus, string> = {
  pending: 'Pendente',
  paid: 'Pago',
  overdue: 'Vencido',
};

/** Income-statement (DRE) line kinds (000 §3, 001 §7.7). */
export const INCOME_STATEMENT_LINE_KINDS = [
  'grossRevenue', 'deductionsAndTaxes', 'costOfGoodsSold', 'salesExpenses', 'administrativeExpenses',
  'otherOperatingExpenses', 'otherOperatingRevenues', 'financialRevenues', 'financialExpenses',
  'incomeTaxAndSocialContribution', 'netRevenue', 'grossProfit', 'operatingResult', 'resultBeforeTax', 'netIncome',
] as const;
export type IncomeStatementLineKind = (typeof INCOME_STATEMENT_LINE_KINDS)[number];

// ── Reports ────────────────────────────────────────────────────────────────────────────────────

/** Report formats (000 §3, 002 §3): "pdf, excel; resumed, detailed; grouping hour, product, hour-product". */
export const REPORT_FILE_FORMATS = ['pdf', 'excel'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];
export const REPORT_DETAIL_LEVELS = ['resumed', 'detailed'] as const;
export type ReportDetailLevel = (typeof REPORT_DETAIL_LEVELS)[number];
export const REPORT_GROUPINGS = ['hour', 'product', 'hour-product'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

// ── Orders ─────────────────────────────────────────────────────────────────────────────────────

/** Order statuses (000 §4, 002 §4). Allowed transitions come from the server (nextStatuses). */
export const ORDER_STATUSES = [
  'pending', 'confirmed', 'canceled', 'readyToPickUp', 'pickedUp', 'readyToDelivery', 'sentLogistics', 'delivering',
  'delivered', 'customerNotFound', 'consumed', 'readyToConsumption', 'pendingPayment',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** How a channel reads on the orders board (marketplaces keep their own names). */
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  saloon: 'Salão',
  balcony: 'Balcão',
  balconyDelivery: 'Balcão (entrega)',
  phone: 'Telefone',
  others: 'Outros',
  whatsapp: 'WhatsApp',
  pedidos10: 'Pedidos10',
  pedidos10Bot: 'Pedidos10 Bot',
  pedidos10MeuCardapio: 'Pedidos10 Meu Cardápio',
  pedidos10AppProprio: 'Pedidos10 App Próprio',
  ifood: 'iFood',
  deliveryMuch: 'Delivery Much',
  cardapioWeb: 'Cardápio Web',
  uaiRango: 'UaiRango',
  aiqfome: 'aiqfome',
  anotaAi: 'Anota AI',
  pedeAi: 'Pede Aí',
  linkVendas: 'Link de Vendas',
  maisDelivery: 'Mais Delivery',
  orderSlip: 'Comanda',
  multipedidos: 'Multipedidos',
  linkVendasMesa: 'Link de Vendas (mesa)',
  linkVendasTotem: 'Link de Vendas (totem)',
  linkVendasBot: 'Link de Vendas (bot)',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendente',
  confirmed: 'Confirmado',
  canceled: 'Cancelado',
  readyToPickUp: 'Pronto para retirada',
  pickedUp: 'Retirado',
  readyToDelivery: 'Pronto para entrega',
  sentLogistics: 'Enviado à logística',
  delivering: 'Em entrega',
  delivered: 'Entregue',
  customerNotFound: 'Cliente não encontrado',
  consumed: 'Consumido',
  readyToConsumption: 'Pronto para consumo',
  pendingPayment: 'Aguardando pagamento',
};

/** Kitchen item status (000 §4, 002 §4). */
export const KITCHEN_ITEM_STATUSES = ['preparing', 'done'] as const;
export type KitchenItemStatus = (typeof KITCHEN_ITEM_STATUSES)[number];
export const KITCHEN_ITEM_STATUS_LABELS: Record<KitchenItemStatus, string> = { preparing: 'Em preparo', done: 'Pronto' };

/** Order payment state (000 §4, 002 §4). */
export const ORDER_PAYMENT_STATES = ['pending', 'prepaid'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/** Order payment mode (000 §4, 002 §4). */
export const ORDER_PAYMENT_MODES = ['prepaid', 'postpaid', 'postpaid_separated_order'] as const;
export type OrderPaymentMode = (typeof ORDER_PAYMENT_MODES)[number];

// ── Fiscal ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Tax document statuses (000 §4: "Tax document statuses (Portuguese wording): authorized, canceled, unused,
 * pending, sent, not authorized"). The codes are the English names camel-cased (our reading); the product
 * shows them in Portuguese through the label map.
 */
export const TAX_DOCUMENT_STATUSES = ['authorized', 'canceled', 'unused', 'pending', 'sent', 'notAuthorized'] as const;
export type TaxDocumentStatus = (typeof TAX_DOCUMENT_STATUSES)[number];
export const TAX_DOCUMENT_STATUS_LABELS: Record<TaxDocumentStatus, string> = {
  authorized: 'Autorizada',
  canceled: 'Cancelada',
  unused: 'Inutilizada',
  pending: 'Pendente',
  sent: 'Enviada',
  notAuthorized: 'Não autorizada',
};

/** Tax document import status (000 §4, 001 §4). */
export const TAX_DOCUMENT_IMPORT_STATUSES = ['imported', 'processed'] as const;
export type TaxDocumentImportStatus = (typeof TAX_DOCUMENT_IMPORT_STATUSES)[number];
export const TAX_DOCUMENT_IMPORT_STATUS_LABELS: Record<TaxDocumentImportStatus, string> = {
  imported: 'Importada',
  processed: 'Processada',
};

/** Document models (000 §4): 65 consumer (NFC-e), 55 standard (NF-e). */
export const DOCUMENT_MODELS = [65, 55] as const;
export type DocumentModel = (typeof DOCUMENT_MODELS)[number];
export const DOCUMENT_MODEL_LABELS: Record<DocumentModel, string> = { 65: 'NFC-e', 55: 'NF-e' };

/** Emission modes (tpEmis, 000 §4): 1 normal, 9 offline contingency. */
export const EMISSION_MODES = [1, 9] as const;
export type EmissionMode = (typeof EMISSION_MODES)[number];
export const EMISSION_MODE_LABELS: Record<EmissionMode, string> = { 1: 'Normal', 9: 'Contingência off-line' };

// ── Online payment ─────────────────────────────────────────────────────────────────────────────

/** Online transaction statuses (000 §4, 002 §4). */
export const ONLINE_TRANSACTION_STATUSES = ['succeeded', 'failed', 'pending', 'canceled', 'chargedBack', 'dispute'] as const;
export type OnlineTransactionStatus = (typeof ONLINE_TRANSACTION_STATUSES)[number];

/** Provider account status (000 §4, 002 §4). */
export const PROVIDER_ACCOUNT_STATUSES = ['active', 'blocked', 'pending'] as const;
export type ProviderAccountStatus = (typeof PROVIDER_ACCOUNT_STATUSES)[number];

// ── Inventory ──────────────────────────────────────────────────────────────────────────────────

/**
 * Inventory movement types (000 §4, 002 §4). The document names "production, production_input,
 * production_output and their reversals", "manual_write_off and its reversal", "order_output and its
 * reversal" without spelling the reversals; they are spelt with the `_reversal` suffix the document uses
 * in `nfe_entry_output_reversal` (our reading).
 */
export const INVENTORY_MOVEMENT_TYPES = [
  'manual_input', 'manual_output',
  'production', 'production_input', 'production_output',
  'production_reversal', 'production_input_reversal', 'production_output_reversal',
  'positive_adjust', 'negative_adjust',
  'manual_write_off', 'manual_write_off_reversal',
  'order_output', 'order_output_reversal',
  'order_product_return',
  'nfe_entry_input', 'nfe_entry_output_reversal',
] as const;
export type InventoryMovementType = (typeof INVENTORY_MOVEMENT_TYPES)[number];

// ── Audit and store events ─────────────────────────────────────────────────────────────────────

export const AUDIT_SEVERITIES = ['info', 'warning', 'error'] as const;
export type AuditSeverity = (typeof AUDIT_SEVERITIES)[number];

/**
 * Audit event types (000 §3: "reopen, open, close, cancel order pad; add and update payment; add, update,
 * remove and transfer order product; update delivery method; add tables to service; transfer service;
 * release table; cancel order; order status notification; reprint ticket", "each with severity info,
 * warning or error"). The document names them in prose: the identifiers are the prose camel-cased, and
 * which severity each carries is not shown — ours: undoing or removing what was done is a warning,
 * cancelling a whole order or order pad is an error, the rest is info.
 */
export const AUDIT_EVENT_SEVERITIES = {
  reopenOrderPad: 'warning',
  openOrderPad: 'info',
  closeOrderPad: 'info',
  cancelOrderPad: 'error',
  addPayment: 'info',
  updatePayment: 'warning',
  addOrderProduct: 'info',
  updateOrderProduct: 'info',
  removeOrderProduct: 'warning',
  transferOrderProduct: 'info',
  updateDeliveryMethod: 'info',
  addTablesToService: 'info',
  transferService: 'info',
  releaseTable: 'info',
  cancelOrder: 'error',
  orderStatusNotification: 'info',
  reprintTicket: 'warning',
  // Ours (issue 13 item 7): a discount and a cash movement are audited with who made and who authorised them.
  applyDiscount: 'warning',
  addCashRegisterEntry: 'warning',
} as const satisfies Record<string, AuditSeverity>;
export type AuditEventType = keyof typeof AUDIT_EVENT_SEVERITIES;
export const AUDIT_EVENT_TYPES = Object.keys(AUDIT_EVENT_SEVERITIES) as AuditEventType[];
export const AUDIT_EVENT_LABELS: Record<AuditEventType, string> = {
  reopenOrderPad: 'Comanda reaberta',
  openOrderPad: 'Comanda aberta',
  closeOrderPad: 'Comanda fechada',
  cancelOrderPad: 'Comanda cancelada',
  addPayment: 'Pagamento lançado',
  updatePayment: 'Pagamento alterado',
  addOrderProduct: 'Produto lançado',
  updateOrderProduct: 'Produto alterado',
  removeOrderProduct: 'Produto removido',
  transferOrderProduct: 'Produto transferido',
  updateDeliveryMethod: 'Forma de entrega alterada',
  addTablesToService: 'Mesas adicionadas ao atendimento',
  transferService: 'Atendimento transferido',
  releaseTable: 'Mesa liberada',
  cancelOrder: 'Pedido cancelado',
  orderStatusNotification: 'Notificação de status do pedido',
  reprintTicket: 'Reimpressão de via',
  applyDiscount: 'Desconto aplicado',
  addCashRegisterEntry: 'Sangria ou suprimento',
};

/** Store events (000 §3: "manual opening, manual closing, product enabled, disabled, sold out, available"). Camel-cased prose (our reading). */
export const STORE_EVENTS = [
  'manualOpening', 'manualClosing', 'productEnabled', 'productDisabled', 'productSoldOut', 'productAvailable',
] as const;
export type StoreEvent = (typeof STORE_EVENTS)[number];
export const STORE_EVENT_LABELS: Record<StoreEvent, string> = {
  manualOpening: 'Abertura manual',
  manualClosing: 'Fechamento manual',
  productEnabled: 'Produto habilitado',
  productDisabled: 'Produto desabilitado',
  productSoldOut: 'Produto esgotado',
  productAvailable: 'Produto disponível',
};

// ── Platform ───────────────────────────────────────────────────────────────────────────────────

/** Supported integrators (000 §3, "names as spelt"). */
export const INTEGRATORS = [
  'pedidos10', 'ifood', 'uaiRango', 'entregas10', 'deliveryMuch', 'cardapioWeb', 'aiqfome', 'anotaAi', 'pedeAi',
  'maisDelivery', 'delmatch', 'multipedidos',
] as const;
export type Integrator = (typeof INTEGRATORS)[number];

/** Roles (000 §6, 002 §6). */
export const ROLES = [
  'admin', 'franchise', 'business_admin', 'business_manager', 'business_employee', 'business_operator',
  'business_operator_launch', 'business_operator_dispatch', 'business_operator_financial', 'business_accountant',
  'business_kds',
] as const;
export type Role = (typeof ROLES)[number];

/** Request contexts, the values of the `role` header (000 §6: "admin, franchise (partner), business"). */
export const REQUEST_CONTEXTS = ['admin', 'franchise', 'business'] as const;
export type RequestContext = (typeof REQUEST_CONTEXTS)[number];

/** Projects (product variants, 000 §1): management, point of sale, sales-link storefront, digital menu. */
export const PROJECTS = ['gestao', 'pdv', 'linkVendas', 'menu'] as const;
export type Project = (typeof PROJECTS)[number];
/** Web projects that keep token and business id in local storage (000 §9). */
export const WEB_PROJECTS = ['gestao', 'pdv', 'linkVendas'] as const satisfies readonly Project[];

/** Environments (000 §9). */
export const ENVIRONMENTS = ['staging', 'testing', 'production', 'local'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Checkout step names (000 §2), in the order the document names them. */
export const CHECKOUT_STEPS = [
  'select-origin', 'select-product', 'select-table', 'occupants', 'new-order-pad', 'post-payments',
  'select-customer', 'select-address', 'select-delivery-method', 'checkout', 'select-order-slip',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Weekday is numeric (002 §9): 0 Sunday … 6 Saturday, as JavaScript's Date#getDay (our reading). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];
