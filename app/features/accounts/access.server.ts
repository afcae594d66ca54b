/**
 * Who may open the admins' account screens: admins, checked before anything is read. At the legacy shared paths
 * of spec 2.6 (/accountDetail/:accountId, /EditAccount/:accountId) a facility user is sent to their own
 * facility's pages and anyone else to '/' (decision 036).
 */
import { redirect } from '@remix-run/node';
import { requireAdmin, requireUser } from '~/auth.server';
import { isAdminRole, isFacilityRole } from '~/features/auth';
import type { SessionUser } from '~/session.server';

export type AccountScreen = 'detail' | 'edit';

const OWN_PAGE: Record<AccountScreen, string> = {
  detail: '/facility-account',
  edit: '/edit-facility-account',
};

/** The admin; `legacy` pages send everyone else to their own page instead of refusing. */
export async function requireAccountAdmin(request: Request, legacy?: AccountScreen): Promise<SessionUser> {
  if (!legacy) return requireAdmin(request);
  const user = await requireUser(request);
  if (isAdminRole(user.role)) return user;
  throw redirect(isFacilityRole(user.role) ? OWN_PAGE[legacy] : '/');
}
