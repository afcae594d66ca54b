/**
 * The admins' facility accounts (decision 036), browser-safe: the list (/account), Account Details with the
 * review of a submitted account, Edit Account and Create Facility Account. Loaders and actions live in the
 * *.server.ts modules; the detail sections and form field groups come from app/features/facility-account.
 */
export { AccountListView } from './account-list';
export { AccountDetailView, type AccountDetailData } from './account-detail';
export { EditAccountView, CreateAccountView } from './account-forms';
export { FacilityAccountErrorBoundary as AccountsErrorBoundary } from '~/features/facility-account';
