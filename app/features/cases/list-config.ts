/**
 * The provider's case lists (spec 2.5, 6): one list feature, configured per list with the spec's flags.
 * `filter` is what the list asks the API for; the server decides what the caller may see.
 */
import type { ListData } from '~/components/data-table';
import type { FlashData } from '~/components/layout/flash-message';
import type { components } from '../../../contracts';
import type { AvailabilityNotice } from './availability';
import type { CaseListState } from './list-query';
import type { CaseListRow } from './list-rows';

export type CaseSummary = components['schemas']['CaseSummary'];
export type CaseStatus = components['schemas']['CaseStatus'];

export interface CaseListConfig {
  /** The route-table id of the page that shows the list. */
  id: 'available-cases' | 'selected-cases' | 'completed-cases';
  filter: { status: CaseStatus; assignedToMe?: boolean };
  /** Open the case's slides in the viewer. */
  allowView: boolean;
  allowEdit: boolean;
  allowAssign: boolean;
  /** Take the case (Available → Assigned); shown to providers only. */
  allowPickup: boolean;
  /** Return the case to the pool (Assigned → Available), after a confirm; shown to providers only. */
  allowRelease?: boolean;
  /** Open the case in the reading workspace to write its report (My Cases: the reader's assigned cases). */
  allowDiagnose?: boolean;
  /** Said when the list itself is empty (no search). */
  emptyText: string;
}

export const CASE_LISTS = {
  available: {
    id: 'available-cases',
    filter: { status: 'Available' },
    allowView: true,
    allowEdit: false,
    allowAssign: false,
    allowPickup: true,
    emptyText: 'There are no available cases right now.',
  },
  selected: {
    id: 'selected-cases',
    filter: { status: 'Assigned', assignedToMe: true },
    allowView: true,
    allowDiagnose: true,
    allowEdit: false,
    allowAssign: false,
    allowPickup: false,
    allowRelease: true,
    emptyText: 'You have no cases yet. Cases you pick up appear here.',
  },
  completed: {
    id: 'completed-cases',
    filter: { status: 'SignOutCompleted', assignedToMe: true },
    allowView: true,
    allowEdit: false,
    allowAssign: false,
    allowPickup: false,
    emptyText: 'You have no completed cases yet.',
  },
} as const satisfies Record<string, CaseListConfig>;

export { CASE_STATUS_LABELS } from '../../../contracts/enumerations';

/** What a list page's loader hands its view: the kit's list data (rows of the displayed fields: list-rows.ts),
 * and whether this user may pick up. */
export interface CaseListData extends ListData<CaseListRow, NonNullable<CaseListState['sort']>> {
  /** The list allows pick-up and the user is a provider. */
  canPickUp: boolean;
  /** The list allows Return to pool and the user is a provider (the server still checks the case is theirs). */
  canRelease?: boolean;
  /** Why the provider sees no available cases (not yet approved or activated); said instead of the empty text. */
  unavailable?: AvailabilityNotice | null;
  /** A message carried across a redirect to this page (a landing page's: 'That page is for admins.'); absent
   * when there is none. */
  flash?: FlashData;
}

/** A provider's change from a case list: take a case, or give it back (Return to pool, Pick up's Undo). */
export type CaseListIntent = 'pick-up' | 'release';

/** What the case list actions answer: the change made (for its Undo), or why not. */
export type PickUpResult =
  { ok: true; intent: CaseListIntent; caseId: string; message: string } | { ok: false; message: string };
