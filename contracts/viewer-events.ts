/**
 * The slide viewer's event log (one per pane): every action a person or the split-view sync takes is one of
 * these events. The viewer's state is a pure fold over the log (app/features/viewer/model), so this schema is
 * the whole vocabulary of the viewer: anything the viewer can do is an event here. Rulers follow spec 3.8 and
 * patches spec 3.9; coordinates of rulers and patches are image pixels, those of the viewport are
 * OpenSeadragon viewport coordinates.
 */
import { z } from 'zod';

/** Ids of events and measurements mirrored into the split view's second pane start with this (spec 4.4). */
export const SYNC_ID_PREFIX = 'sync-';
/** The longest note a patch may carry. */
export const PATCH_NOTE_MAX_LENGTH = 2000;

// zod 4 numbers refuse NaN and the infinities already.
const finite = z.number();
const positive = z.number().positive();
const id = z.string().min(1).max(200);
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #7cfc00');
// Notes are plain text: shown as text, never as markup; control characters other than tab and line breaks
// have no business in a note and are refused.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const plainText = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((text) => !CONTROL_CHARACTERS.test(text), 'must be plain text');
const note = plainText(PATCH_NOTE_MAX_LENGTH);

export const rotationSchema = z.literal([0, 90, 180, 270]);
export type Rotation = z.infer<typeof rotationSchema>;

export const pointSchema = z.object({ x: finite, y: finite });
export type Point = z.infer<typeof pointSchema>;

export const rectSchema = z.object({ x: finite, y: finite, width: finite, height: finite });
export type Rect = z.infer<typeof rectSchema>;

/**
 * A measurement ruler (spec 3.8). `rect` is in image pixels: a straight ruler runs from (x, y) to
 * (x + width, y + height), so width and height keep their sign (the direction of the drag).
 */
export const rulerSchema = z.object({
  id,
  mode: z.enum(['straight', 'coordinate']).default('straight'),
  rect: rectSchema,
  label: plainText(200),
  visible: z.boolean(),
});
export type Ruler = z.infer<typeof rulerSchema>;

/**
 * An annotation patch (spec 3.9). For a region, `size` is its rectangle (top-left x, y, width, height) in image
 * pixels; for a point, `size` holds the point's x and y only. `widthInClient` is its width on screen when it
 * was made (pixels).
 */
export const patchSchema = z
  .object({
    id,
    note,
    color: hexColor,
    isPoint: z.boolean(),
    size: z.object({ x: finite, y: finite, width: positive.optional(), height: positive.optional() }),
    widthInClient: z.number().nonnegative(),
  })
  .refine(
    (patch) =>
      patch.isPoint
        ? patch.size.width === undefined && patch.size.height === undefined
        : patch.size.width !== undefined && patch.size.height !== undefined,
    { message: 'a region needs width and height; a point has neither', path: ['size'] },
  );
export type Patch = z.infer<typeof patchSchema>;

const base = { id, at: z.number().nonnegative(), origin: z.enum(['user', 'sync']) };
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...base, ...shape });

export const viewportChangedSchema = event('viewport/changed', {
  zoom: positive,
  center: pointSchema,
  rotation: rotationSchema,
  /** This event continues the previous viewport change (one drag or zoom stream): it replaces it in the log. */
  merge: z.boolean().optional(),
  /** Set on the events the back and forward buttons make: they walk the field-of-view history. */
  history: z.enum(['back', 'forward']).optional(),
});
export const viewportHomeSchema = event('viewport/home', {});
export const slideSelectedSchema = event('slide/selected', { index: z.number().int().nonnegative() });

export const measurementModeSchema = event('mode/measurement', { mode: z.enum(['STRAIGHT', 'COORDINATE']) });
export const deleteModeSchema = event('mode/delete', { on: z.boolean() });
export const patchModeSchema = event('mode/patches', { on: z.boolean() });

export const measurementAddedSchema = event('measurement/added', { ruler: rulerSchema });
export const measurementRemovedSchema = event('measurement/removed', { rulerId: id });
export const measurementClearedSchema = event('measurement/cleared', {});
export const patchAddedSchema = event('patch/added', { patch: patchSchema });
export const patchMovedSchema = event('patch/moved', { patchId: id, x: finite, y: finite });
export const patchResizedSchema = event('patch/resized', { patchId: id, width: positive, height: positive });
export const patchRecolouredSchema = event('patch/recoloured', { patchId: id, color: hexColor });
export const patchNotedSchema = event('patch/noted', { patchId: id, note });
export const patchRemovedSchema = event('patch/removed', { patchId: id });
export const patchActivatedSchema = event('patch/activated', { patchId: id.nullable() });

export const viewerEventSchema = z.discriminatedUnion('type', [
  viewportChangedSchema,
  viewportHomeSchema,
  slideSelectedSchema,
  measurementModeSchema,
  deleteModeSchema,
  patchModeSchema,
  measurementAddedSchema,
  measurementRemovedSchema,
  measurementClearedSchema,
  patchAddedSchema,
  patchMovedSchema,
  patchResizedSchema,
  patchRecolouredSchema,
  patchNotedSchema,
  patchRemovedSchema,
  patchActivatedSchema,
]);
export const viewerLogSchema = z.array(viewerEventSchema);

export type ViewerEvent = z.infer<typeof viewerEventSchema>;
export type ViewerEventType = ViewerEvent['type'];
export type ViewerEventOf<T extends ViewerEventType> = Extract<ViewerEvent, { type: T }>;
export type ViewportChangedEvent = ViewerEventOf<'viewport/changed'>;
export type ViewportHomeEvent = ViewerEventOf<'viewport/home'>;
export type SlideSelectedEvent = ViewerEventOf<'slide/selected'>;
export type MeasurementModeEvent = ViewerEventOf<'mode/measurement'>;
export type DeleteModeEvent = ViewerEventOf<'mode/delete'>;
export type PatchModeEvent = ViewerEventOf<'mode/patches'>;
export type MeasurementAddedEvent = ViewerEventOf<'measurement/added'>;
export type MeasurementRemovedEvent = ViewerEventOf<'measurement/removed'>;
export type MeasurementClearedEvent = ViewerEventOf<'measurement/cleared'>;
export type PatchAddedEvent = ViewerEventOf<'patch/added'>;
export type PatchMovedEvent = ViewerEventOf<'patch/moved'>;
export type PatchResizedEvent = ViewerEventOf<'patch/resized'>;
export type PatchRecolouredEvent = ViewerEventOf<'patch/recoloured'>;
export type PatchNotedEvent = ViewerEventOf<'patch/noted'>;
export type PatchRemovedEvent = ViewerEventOf<'patch/removed'>;
export type PatchActivatedEvent = ViewerEventOf<'patch/activated'>;
export type ViewportEvent = ViewportChangedEvent | ViewportHomeEvent | SlideSelectedEvent;
export type MeasurementEvent = MeasurementAddedEvent | MeasurementRemovedEvent | MeasurementClearedEvent;
export type DocumentEvent =
  | MeasurementEvent
  | PatchAddedEvent
  | PatchMovedEvent
  | PatchResizedEvent
  | PatchRecolouredEvent
  | PatchNotedEvent
  | PatchRemovedEvent;

const DOCUMENT_TYPES: ReadonlySet<ViewerEventType> = new Set<DocumentEvent['type']>([
  'measurement/added',
  'measurement/removed',
  'measurement/cleared',
  'patch/added',
  'patch/moved',
  'patch/resized',
  'patch/recoloured',
  'patch/noted',
  'patch/removed',
]);
const VIEWPORT_TYPES: ReadonlySet<ViewerEventType> = new Set<ViewportEvent['type']>([
  'viewport/changed',
  'viewport/home',
  'slide/selected',
]);
const MEASUREMENT_TYPES: ReadonlySet<ViewerEventType> = new Set<MeasurementEvent['type']>([
  'measurement/added',
  'measurement/removed',
  'measurement/cleared',
]);

/** Document events are what undo and redo walk over: the rulers and patches a person made. */
export function isDocumentEvent(event: ViewerEvent): event is DocumentEvent {
  return DOCUMENT_TYPES.has(event.type);
}

/** Viewport events move the field of view (and the slide); split-view sync mirrors them. */
export function isViewportEvent(event: ViewerEvent): event is ViewportEvent {
  return VIEWPORT_TYPES.has(event.type);
}

/** Measurement events add, remove or clear rulers; split-view sync mirrors them too. */
export function isMeasurementEvent(event: ViewerEvent): event is MeasurementEvent {
  return MEASUREMENT_TYPES.has(event.type);
}
