/**
 * The billing feature's public entry (browser-safe): the admins' list, detail and form pages (decision 039).
 * Loaders and actions live in list.server.ts and billing.server.ts.
 */
export { BillingListView, BillingTotals } from './billing-list';
export { BillingDetailView, type BillingDetailData } from './billing-detail';
export { BillingFormView, type BillingFormData } from './billing-form';
export { BillingErrorBoundary } from './error-boundary';
export * from './labels';
export { createBillingHref } from './labels';
