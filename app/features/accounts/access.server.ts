/**
 * Who may open the admins' account screens: admins, checked before anything is read. At the legacy shared paths
 * of spec 2.6 (/accountDetail/:accountId, /EditAccount/:accountId) a facility user is sent to their own
 * facility's pages (decision 036) and anyone else, as from any page for admins, to their own landing page with
 * 'That page is for admins.'
 */
import { redirect } from '@remix-run/node';
import { adminOnly, requireAdmin, requireUser } from '~/auth.server';
import { isFacilityRole } from '~/features/auth';
import type { SessionUser } from '~/session.server';

export type AccountScreen = 'detail' | 'edit';

const OWN_PAGE: Record<AccountScreen, string> = {
  detail: '/facility-account',
  edit: '/edit-facility-account',
};

/** The admin; `legacy` pages send a facility user to their own account page instead. */
export async function requireAccountAdmin(request: Request, legacy?: AccountScreen): Promise<SessionUser> {
  if (!legacy) return requireAdmin(request);
  const user = await requireUser(request);
  if (isFacilityRole(user.role)) throw redirect(OWN_PAGE[legacy]);
  return adminOnly(user);
}
