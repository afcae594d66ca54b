/** Explainable assignment's admin pages (docs/assignment.md): the automatic assignment settings. */
export { AssignmentSettingsPage } from './settings-page';
export { ASSIGNMENT_SETTINGS_PATH } from './settings';
