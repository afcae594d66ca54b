/** Every handler of the people part of the backend, in one list for mock-server/index.ts. */
import '../people/rules';
import { accountReviewHandlers } from './account-review';
import { accountHandlers } from './accounts';
import { passwordHandlers } from './auth-password';
import { groupHandlers } from './groups';
import { providerProfileHandlers } from './provider-profile';
import { registrationHandlers } from './registration';
import { supportHandlers } from './support';
import { userHandlers } from './users';
import { userStatusHandlers } from './user-status';

export const peopleHandlers = [
  ...passwordHandlers,
  ...userHandlers,
  ...userStatusHandlers,
  ...accountHandlers,
  ...accountReviewHandlers,
  ...groupHandlers,
  ...supportHandlers,
  ...registrationHandlers,
  ...providerProfileHandlers,
];
