/** The slide viewer (spec 2.8): what routes use. Server parts are in viewer.server.ts. */
export { ViewerScreen, ErrorPanel } from './viewer-screen';
export { ViewerPage } from './screen/viewer-page';
export { OPENSEADRAGON_SCRIPT } from './osd/openseadragon-script';
export { startViewerEarly } from './osd/slide-pane';
export { readViewerState } from './viewer-state';
export { VIEWER_TEXT } from './constants';
export { markRouteStart, MEASURES } from './timings';
export type { ViewerCase } from './case-images';
export { type ViewerExtras, flattenCaseImages } from './case-images';
export { type SlideLink } from './slide-links';
export { firstTileUrl, singleTileLevel } from './osd/first-tile';
export { deepZoomObjectOf } from './osd/slide-route';
export { createStoredSetting } from './stored-setting';
