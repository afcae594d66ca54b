/**
 * Who may open the facility's case pages, decided from the session's role before anything is read (the API
 * decides again for every case): MedicalFacility and Facility_NP users. Anyone else gets a 403 page in the frame
 * saying whose page it is (decision 024), not a silent redirect: a provider or an admin who follows a shared
 * link learns why it does not open.
 */
import { data } from '@remix-run/node';
import type { requireUser } from '~/auth.server';
import { isFacilityRole } from '~/features/auth';

type SessionUser = Awaited<ReturnType<typeof requireUser>>;

export const FACILITY_ONLY_MESSAGES = {
  'send-out-cases':
    'Send-Out Cases lists the cases a facility created. Only facility users (Medical Facility and Facility NP) can open it.',
  'review-project':
    'Reviewing a case before it is sent out is for the facility that created it. Only facility users (Medical Facility and Facility NP) can open it.',
} as const;

export type FacilityPage = keyof typeof FACILITY_ONLY_MESSAGES;

/** A 403 page for anyone but a facility user. */
export function requireFacilityUser(user: SessionUser, page: FacilityPage): void {
  if (!isFacilityRole(user.role)) throw data(FACILITY_ONLY_MESSAGES[page], { status: 403 });
}
