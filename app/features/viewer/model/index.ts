/** The viewer's model: event log, folded state, split-view sync and the pure rules of rulers and patches. */
export {
  activePatch,
  canGoBack,
  canGoForward,
  currentPatches,
  currentRulers,
  FIELD_OF_VIEW_HISTORY_LIMIT,
  fold,
  hasArea,
  initialPaneState,
  replay,
  rotateBy,
  type FieldOfView,
  type ViewHistory,
  type ViewStack,
  type MeasurementMode,
  type PaneState,
  type View,
} from './state';
export { MERGE_WINDOW_MS, slideOfEvents, type PaneLog, type SlideContent } from './log';
export {
  diffDocument,
  inOrder,
  outgoingEvents,
  sameDocument,
  slideDocument,
  type SlideEvents,
} from './annotation-log';
export { createPaneModel, type PaneModel, type PaneModelOptions } from './pane-model';
export { linkPanes, toSyncCopy } from './link-panes';
export { newId, userMeta, type EventMeta } from './ids';
export {
  canRemoveRuler,
  formatLength,
  isInsideImage,
  requireMpp,
  rulerFromDrag,
  rulerLength,
  rulerModeOf,
  type Mpp,
  type RulerLength,
} from './measurement';
export { loadRulers, rulerStorageKey, saveRulers, type RulerStorage } from './ruler-storage';
export {
  clampPatchSize,
  createPatch,
  DEFAULT_PATCH_COLOR,
  DEFAULT_PATCH_SIZE,
  keepInsideImage,
  MIN_PATCH_SIDE_PX,
  patchTemplate,
  type NewPatchOptions,
  type PatchTemplate,
} from './patches';
export {
  parsePatchFile,
  patchesFromGeoJson,
  patchesFromJson,
  patchesToGeoJson,
  patchesToJson,
  type PatchFeatureCollection,
  type PatchImport,
} from './patch-export';
export { createViewerModel, type ViewerModel, type PaneName } from './viewer-model';
