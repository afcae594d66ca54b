/**
 * Automatic assignment's settings (/admin/assignment, docs/assignment.md): the facilities and case types whose
 * cases go, when sent out, to the first-ranked provider. The form's schema is the contract's
 * AssignmentSettingsInput, each list posted as checked boxes (none checked: an empty list).
 */
import { schemas } from '../../../contracts';

export const ASSIGNMENT_SETTINGS_PATH = '/admin/assignment';
export const ASSIGNMENT_FORM_ID = 'assignment-settings';

// Conform reads checked boxes as an array (one box: still an array); none checked is no field, an empty list.
export const settingsForm = schemas.zAssignmentSettingsInput.extend({
  facilityIds: schemas.zAssignmentSettingsInput.shape.facilityIds.default([]),
  caseTypes: schemas.zAssignmentSettingsInput.shape.caseTypes.default([]),
});

export interface AssignmentSettingsData {
  settings: {
    facilityIds: string[];
    caseTypes: string[];
    updatedAt: string | null;
    updatedBy: { id: string; name: string } | null;
  };
  facilities: Array<{ value: string; label: string }>;
}
