/** The reading workspace's public entry (browser-safe); loaders and actions are in workspace.server.ts. */
export { WorkspaceView, ClinicalInfoView } from './workspace-view';
export { readingPaths, type WorkspaceData, type WorkspaceMode, type DraftSaveAnswer } from './labels';
export { REPORT_MESSAGES } from './schema';
export { AUTOSAVE_MESSAGES } from './use-autosave';
export { SIGN_OUT_TEXT } from './report-form';
export { takePageAhead } from './next-case';
export { type SynopticItem, type SynopticTemplate, unitText } from './synoptic';
export { SynopticFields } from './synoptic-fields';
export {
  type SynopticPart,
  refineSynoptic,
  synopticBody,
  synopticDefaults,
  synopticFormPart,
  templatesFor,
  withSynopticFields,
} from './synoptic';
