/**
 * The enquiries feature's public entry (browser-safe): the admins' list, detail, create and edit pages
 * (decision 037). Loaders and actions live in list.server.ts and enquiry.server.ts.
 */
export { EnquiryListView } from './enquiry-list';
export { EnquiryDetailView, type EnquiryDetailData } from './enquiry-detail';
export { EnquiryCreatePage, EnquiryEditPage } from './enquiry-form';
export { EnquiryErrorBoundary } from './error-boundary';
export * from './labels';
export { type EnquiryPrefill } from './prefill';
export { PrefillNote } from './prefill-note';
