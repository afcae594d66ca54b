/**
 * My Team as a list of the kit: its URL state derived from the contract's getMyTeam query (sort by name, email,
 * role or status; search; role and status filters), its columns, and what the page says.
 */
import { schemas, type components } from '../../../contracts';
import { defineListQuery, type ListData, type ListState } from '~/components/data-table';
import { ROLE_LABELS } from '~/features/auth';

export type TeamMember = components['schemas']['User'];

export const teamListQuery = defineListQuery({
  schema: schemas.zGetMyTeamQuery,
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: ['role', 'status'],
});

export type TeamListState = ListState<'name' | 'email' | 'role' | 'status', 'role' | 'status'>;

export interface TeamData extends ListData<
  TeamMember,
  'name' | 'email' | 'role' | 'status',
  'role' | 'status'
> {
  /** The facility's name (null when the list could not be read). */
  facilityName: string | null;
  /** A MedicalFacility user adds colleagues through User Registration; a Facility NP user cannot. */
  canAddUsers: boolean;
  /** The logged-in person's email, to mark their own row. */
  myEmail: string;
}

export const TEAM_ROLE_OPTIONS = {
  MedicalFacility: ROLE_LABELS.MedicalFacility,
  Facility_NP: ROLE_LABELS.Facility_NP,
} as const;

/** User Registration, then back here (the confirmation links to it). */
export const ADD_USER_PATH = `/user-registration?returnTo=${encodeURIComponent('/my-team')}`;
