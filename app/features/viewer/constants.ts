/** The viewer's constants, as spec section 9 gives them. One place; every module reads them from here. */

export const LINK_BATCH_SIZE = 5;
export const PRELOAD_DEBOUNCE_MS = 1000;
export const PRELOAD_RETRY_MS = 500;
export const OVERLAY_HIDE_DELAY_MS = 200;
export const OVERLAY_FORCED_END_MS = 60_000;
/**
 * A slide change: the screen follows the new slide (counter, side menu, loading state) when its first tile is
 * drawn, or this long after the click if that takes longer (decision 056).
 */
export const SCREEN_FOLLOWS_SLIDE_MS = 150;

/** Tile time-outs and retries: the main viewer and the split (second) viewer. */
export const MAIN_TILES = { timeoutMs: 120_000, retries: 5, retryDelayMs: 1500 } as const;
export const SPLIT_TILES = { timeoutMs: 60_000, retries: 3, retryDelayMs: 1000 } as const;

export const ZOOM_IN_FACTOR = 1.2;
export const ZOOM_OUT_FACTOR = 0.8;
/** The zoom buttons, as multiples of the home zoom. */
export const ZOOM_PRESETS = [1, 10, 20, 30, 40] as const;
export const ROTATION_STEP = 90;

export { DEFAULT_MPP, SCALE_BAR_MIN_WIDTH_PX } from '../../../contracts/scale-bar';
/** The scale bar's defaults (spec 9); type, location and units are the reader's to change (decision 050). */
export const SCALE_BAR_DEFAULTS = {
  type: 'microscopy',
  location: 'bottom-left',
  units: 'metric',
  thicknessPx: 2,
  offsetXPx: 5,
  offsetYPx: 5,
  zIndex: 101,
} as const;
/** The label's line above the bar (12 px text). */
export const SCALE_BAR_LABEL_HEIGHT_PX = 16;

/** Screenshot (spec 9): a capture that has not finished after this fails with 'Failed to capture snapshot'. */
export const SCREENSHOT_TIMEOUT_MS = 15_000;

export const SIDE_MENU_WIDTH_PX = 270;
/**
 * The lane above the panes that holds the zoom buttons, the true magnification and the slide stepper:
 * two rows on a phone, one from 1024 px. A fixed height, so the page's frame (screen/viewer-frame.tsx) keeps
 * the same room and the slide it opens before hydration is not resized when the screen takes it over.
 */
export const CONTROL_LANE_CLASS =
  'relative z-[110] flex h-[5.5rem] shrink-0 flex-wrap content-center items-center justify-center gap-x-3 gap-y-1 border-b bg-background px-2 lg:h-12';

/** The navigator's picture (spec 2.8); OpenSeadragon draws its 2 px border outside it (app/tailwind.css). */
export const NAVIGATOR_SIZE = { width: 180, height: 120 } as const;
export const NAVIGATOR_BORDER_PX = 2;

/** OpenSeadragon settings of section 9. */
export const OSD_SETTINGS = {
  minZoomImageRatio: 0.8,
  maxZoomPixelRatio: 2,
  visibilityRatio: 0.5,
  defaultZoomLevel: 0,
  animationTime: 0.5,
  sequenceMode: true,
  showRotationControl: true,
  // Spec 9's "anonymous cross-origin with credentials" (decision 051): images are fetched anonymously (no
  // cookies, readable into the canvas); OpenSeadragon's own requests (a Deep Zoom descriptor) carry credentials.
  crossOriginPolicy: 'Anonymous',
  ajaxWithCredentials: true,
} as const;

/** Spec 9: the types a slide may be as one plain image, opened whole instead of by tiles. */
export const DIRECT_IMAGE_TYPES = ['png', 'jpeg', 'jpg'] as const;

/**
 * The patch panel's "Choose a note" list (decision 051): common findings, each with its colour, the same for
 * every case. Choosing one sets the patch's note and colour; a note can still be typed.
 */
export const PATCH_NOTE_OPTIONS: ReadonlyArray<{ text: string; color: string }> = [
  { text: 'Tumour', color: '#ef4444' },
  { text: 'Tumour margin', color: '#f97316' },
  { text: 'Lymphovascular invasion', color: '#a855f7' },
  { text: 'Necrosis', color: '#78716c' },
  { text: 'Inflammation', color: '#3b82f6' },
  { text: 'Mitotic figure', color: '#ec4899' },
  { text: 'Normal tissue', color: '#7cfc00' },
  { text: 'Artefact', color: '#facc15' },
];

/** What a pane passes to OpenSeadragon besides its element: spec 9's settings, the pane's look, its tile preset. */
export function paneOsdOptions(preset: { timeoutMs: number; retries: number; retryDelayMs: number }) {
  return {
    ...OSD_SETTINGS,
    // The canvas drawer: its tiles can be read back for the screenshot, and it reports drawn tiles.
    drawer: 'canvas',
    showNavigationControl: false,
    showSequenceControl: false,
    showNavigator: true,
    navigatorPosition: 'BOTTOM_RIGHT',
    navigatorWidth: `${NAVIGATOR_SIZE.width}px`,
    navigatorHeight: `${NAVIGATOR_SIZE.height}px`,
    navigatorAutoFade: false,
    timeout: preset.timeoutMs,
    tileRetryMax: preset.retries,
    tileRetryDelay: preset.retryDelayMs,
    // A pane holds at most ~100 decoded tiles (about 25 MB); split view doubles it, nothing more.
    maxImageCacheCount: 100,
    // OpenSeadragon asks for one tile a frame after its first few: a frame held by the page's scripts then held
    // the requests too. Eight a frame has a field's tiles on the wire within a few frames (bench:viewer
    // --first-visit: fully loaded 1,210 → 616 ms for the fixture slide; the bare page, with these options too,
    // 757 → 363 ms).
    maxTilesPerFrame: 8,
    preserveImageSizeOnResize: true,
  } as const;
}

/** The texts of the viewer (spec 2.8 and 8), to the letter. */
export const VIEWER_TEXT = {
  loadingSlides: 'Loading slides...',
  loadingSlide: 'Loading slide...',
  unknownSlide: 'Unknown Slide',
  noSlideData: 'No slide data available',
  noImages: 'No images available',
  failedAnySlides: 'Failed to load any slides. Please try again.',
  errorLoadingSlides: (message: string) => `Error loading slides: ${message}`,
  failedInitViewer: (message: string) => `Failed to initialize viewer: ${message}`,
  failedLoadSlide: (message: string) => `Failed to load slide: ${message}`,
  /** What follows 'Failed to load slide: ' when OpenSeadragon fails: its own text names internals (and may hold
   * a signed URL), so the reader gets these words instead. */
  slideNotOpened: 'the image could not be opened. Try again, or choose another slide.',
  tilesNotLoaded: 'its tiles could not be loaded. Check your connection and try again.',
  annotationsNotLoaded: 'Annotations could not be loaded. Reload the viewer to try again.',
  failedInitSplit: (message: string) => `Failed to initialize split view: ${message}`,
  failedDownload: (message: string) => `Failed to download file: ${message}`,
  failedSnapshot: 'Failed to capture snapshot',
  /** Delete All Measurements' toast (not in the spec; decision 047), with the toolbar's Undo beside it. */
  measurementsDeleted: (count: number) =>
    count === 1 ? 'Deleted 1 measurement.' : `Deleted ${count} measurements.`,
  tileFetchFailed: (status: number) => `Tile fetch failed: HTTP ${status}`,
  annotationsUpdated: 'This slide was updated by someone else.',
  annotationsNotSaved: (message: string) => `Annotations not saved: ${message}`,
  annotationsOffline:
    'No connection: annotations are kept on this device and sent when the connection is back.',
  readOnlyAnnotations: 'You can view these annotations but not change them.',
} as const;
