/**
 * Who may open the facility account pages, decided from the session's role before anything is read: the facility
 * roles (spec 6: only they load the current facility user); the Facility NP page only Facility_NP. Anyone else
 * gets a 403 page in the frame saying why. A failed read becomes the page's error (`failPageLoad`).
 */
import { data } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { isFacilityRole, normalizeRole } from '~/features/auth';
import type { SessionUser } from '~/session.server';
import { FORBIDDEN } from './messages';

type FacilityPage = 'accountDetails' | 'facilityAccount' | 'myTeam';

/** The logged-in facility user; a 403 page for any other role. */
export async function requireFacilityUser(request: Request, page: FacilityPage): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isFacilityRole(user.role)) throw data(FORBIDDEN[page], { status: 403 });
  return user;
}

/** The logged-in Facility NP user; a 403 page for anyone else (a MedicalFacility user is pointed elsewhere). */
export async function requireFacilityNp(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  const role = normalizeRole(user.role);
  if (role === 'Facility_NP') return user;
  throw data(role === 'MedicalFacility' ? FORBIDDEN.facilityNp : FORBIDDEN.facilityNpOtherRole, {
    status: 403,
  });
}
