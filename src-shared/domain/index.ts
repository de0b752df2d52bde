// The business rules shared by server (to decide) and terminal (to show the same result offline).
export * from './money.js';
export * from './pricing.js';
export * from './orderPad.js';
export * from './payment.js';
export * from './paymentExtras.js';
export * from './cashAudit.js';
export * from './orderStatus.js';
export * from './tables.js';
