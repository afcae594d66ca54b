/**
 * A pane's state as a pure fold over its event log (spec 4.4–4.6). `fold` applies one event; `replay` applies
 * many. Both run the same code on a copy-on-write draft, so replaying a long log copies each list once instead
 * of once per event, and finds rulers and patches by id without scanning their slide's list (id-positions.ts):
 * 10,000 events in a few milliseconds, however many a slide holds (scripts/bench-viewer-model.ts).
 */
import type { Patch, Point, Rotation, Ruler, ViewerEvent } from 'contracts';
import { IdPositions } from './id-positions';

export type MeasurementMode = 'NONE' | 'STRAIGHT' | 'COORDINATE';

/** Where the pane looks, in OpenSeadragon viewport coordinates. */
export interface View {
  zoom: number;
  center: Point;
}

/** One entry of the back/forward history. */
export interface FieldOfView extends View {
  rotation: Rotation;
}

/** A persistent stack (newest first): pushing and popping share the rest, so each step is O(1) and copy-free. */
export interface ViewStack {
  view: FieldOfView;
  next: ViewStack | null;
  size: number;
}

/** The fields of view of the current slide: those behind, the one shown, those ahead (after going back). */
export interface ViewHistory {
  back: ViewStack | null;
  current: FieldOfView | null;
  forward: ViewStack | null;
}

export interface PaneState {
  /** The selected image's running index across all specimens (spec 2.8). */
  slideIndex: number;
  /** null: the home view, which OpenSeadragon computes from its container (after load, Reset Zoom, a slide change). */
  view: View | null;
  rotation: Rotation;
  measurementMode: MeasurementMode;
  deleteMode: boolean;
  patchMode: boolean;
  /** Rulers and patches are per slide, keyed by slide index: changing slide shows that slide's own. */
  rulersBySlide: Readonly<Record<number, readonly Ruler[]>>;
  patchesBySlide: Readonly<Record<number, readonly Patch[]>>;
  /** Only one patch is active at a time (spec 4.6); always one of the current slide's patches, or null. */
  activePatchId: string | null;
  /** Back/forward history of this slide's fields of view (plain viewport changes; not home). */
  history: ViewHistory;
}

/**
 * Going back reaches at least this many fields of view (at most twice as many: the stack is cut back to this
 * size when it reaches double, so trimming costs O(1) per step on average).
 */
export const FIELD_OF_VIEW_HISTORY_LIMIT = 100;

export const initialPaneState: PaneState = Object.freeze({
  slideIndex: 0,
  view: null,
  rotation: 0,
  measurementMode: 'NONE',
  deleteMode: false,
  patchMode: false,
  rulersBySlide: {},
  patchesBySlide: {},
  activePatchId: null,
  history: { back: null, current: null, forward: null },
});

/** Rotation kept modulo 360 in steps of 90 (spec 2.8, 9): rotateBy(0, -90) is 270. */
export function rotateBy(rotation: number, degrees: number): Rotation {
  const turned = (((Math.round((rotation + degrees) / 90) * 90) % 360) + 360) % 360;
  return turned as Rotation;
}

/** Spec 5: a ruler with missing or zero width or height is neither added nor stored. */
export function hasArea(ruler: Pick<Ruler, 'rect'>): boolean {
  const { width, height } = ruler.rect;
  return Number.isFinite(width) && Number.isFinite(height) && width !== 0 && height !== 0;
}

export function currentRulers(state: PaneState): readonly Ruler[] {
  return state.rulersBySlide[state.slideIndex] ?? [];
}

export function currentPatches(state: PaneState): readonly Patch[] {
  return state.patchesBySlide[state.slideIndex] ?? [];
}

export function activePatch(state: PaneState): Patch | null {
  return currentPatches(state).find((patch) => patch.id === state.activePatchId) ?? null;
}

export function canGoBack(state: PaneState): boolean {
  return state.history.back !== null;
}

export function canGoForward(state: PaneState): boolean {
  return state.history.forward !== null;
}

/** Applies one event. Pure: the given state is never changed. */
export function fold(state: PaneState, event: ViewerEvent): PaneState {
  const draft = new Draft(state);
  draft.apply(event);
  return draft.result();
}

/** Applies events in order; `include` may skip some (undone document events). Equal to folding one by one. */
export function replay(
  state: PaneState,
  events: readonly ViewerEvent[],
  include: (event: ViewerEvent, index: number) => boolean = () => true,
): PaneState {
  const draft = new Draft(state);
  events.forEach((event, index) => {
    if (include(event, index)) draft.apply(event);
  });
  return draft.result();
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type ListKey = 'rulersBySlide' | 'patchesBySlide';
type Item<K extends ListKey> = K extends 'rulersBySlide' ? Ruler : Patch;

function push(stack: ViewStack | null, view: FieldOfView): ViewStack {
  const pushed = { view, next: stack, size: (stack?.size ?? 0) + 1 };
  return pushed.size >= 2 * FIELD_OF_VIEW_HISTORY_LIMIT ? take(pushed, FIELD_OF_VIEW_HISTORY_LIMIT) : pushed;
}

/** The newest `count` entries of a stack, as a new stack. */
function take(stack: ViewStack, count: number): ViewStack {
  const views: FieldOfView[] = [];
  for (let node: ViewStack | null = stack; node && views.length < count; node = node.next)
    views.push(node.view);
  return views.reduceRight<ViewStack | null>(
    (rest, view) => ({ view, next: rest, size: (rest?.size ?? 0) + 1 }),
    null,
  ) as ViewStack;
}

/**
 * A copy-on-write working copy of a state: each list (the rulers of one slide, the patches of one slide) is
 * copied the first time this draft changes it, then changed in place, its ids indexed. Nothing the caller
 * passed in is ever mutated.
 */
class Draft {
  private readonly next: Mutable<PaneState>;
  /** The maps of lists this draft has copied (rulers, patches). */
  private readonly ownedMaps = new Set<ListKey>();
  /** The lists this draft has copied, with the position of each id in them. */
  private readonly ids = new IdPositions();

  constructor(state: PaneState) {
    this.next = { ...state };
  }

  result(): PaneState {
    return this.next;
  }

  apply(event: ViewerEvent): void {
    const next = this.next;
    switch (event.type) {
      case 'viewport/changed': {
        const { zoom, center } = event;
        const rotation = rotateBy(event.rotation, 0);
        next.view = { zoom, center };
        next.rotation = rotation;
        this.record({ zoom, center, rotation }, event.history);
        return;
      }
      case 'viewport/home':
        next.view = null;
        return;
      case 'slide/selected':
        // Spec 4.4: a slide change resets measurement mode to NONE and leaves delete mode.
        next.slideIndex = event.index;
        next.view = null;
        next.measurementMode = 'NONE';
        next.deleteMode = false;
        next.activePatchId = null;
        next.history = initialPaneState.history;
        return;
      case 'mode/measurement':
        // Toggling the active mode returns to NONE; turning a mode on turns delete mode off (spec 4.4).
        if (next.measurementMode === event.mode) {
          next.measurementMode = 'NONE';
        } else {
          next.measurementMode = event.mode;
          next.deleteMode = false;
          // One tool holds the pointer at a time: measuring turns the patch tool off (and the reverse).
          next.patchMode = false;
        }
        return;
      case 'mode/delete':
        next.deleteMode = event.on;
        if (event.on) {
          next.measurementMode = 'NONE';
          next.patchMode = false;
        }
        return;
      case 'mode/patches':
        next.patchMode = event.on;
        if (event.on) {
          next.measurementMode = 'NONE';
          next.deleteMode = false;
        }
        return;
      case 'measurement/added': {
        const { ruler } = event;
        if (!hasArea(ruler) || this.find('rulersBySlide', ruler.id) >= 0) return;
        this.ids.push(this.own('rulersBySlide'), ruler);
        return;
      }
      case 'measurement/removed': {
        const index = this.find('rulersBySlide', event.rulerId);
        if (index >= 0) this.ids.remove(this.own('rulersBySlide'), index);
        return;
      }
      case 'measurement/cleared':
        if (this.peek('rulersBySlide').length > 0) this.ids.clear(this.own('rulersBySlide'));
        return;
      case 'patch/added':
        if (this.find('patchesBySlide', event.patch.id) >= 0) return;
        this.ids.push(this.own('patchesBySlide'), event.patch);
        return;
      case 'patch/moved':
        this.updatePatch(event.patchId, (patch) => ({
          ...patch,
          size: { ...patch.size, x: event.x, y: event.y },
        }));
        return;
      case 'patch/resized':
        this.updatePatch(event.patchId, (patch) =>
          patch.isPoint
            ? patch
            : { ...patch, size: { ...patch.size, width: event.width, height: event.height } },
        );
        return;
      case 'patch/recoloured':
        this.updatePatch(event.patchId, (patch) => ({ ...patch, color: event.color }));
        return;
      case 'patch/noted':
        this.updatePatch(event.patchId, (patch) => ({ ...patch, note: event.note }));
        return;
      case 'patch/removed': {
        const index = this.find('patchesBySlide', event.patchId);
        if (index < 0) return;
        this.ids.remove(this.own('patchesBySlide'), index);
        if (next.activePatchId === event.patchId) next.activePatchId = null;
        return;
      }
      case 'patch/activated':
        if (event.patchId === null || this.find('patchesBySlide', event.patchId) >= 0) {
          next.activePatchId = event.patchId;
        }
        return;
    }
  }

  /** A plain change becomes the newest field of view (dropping any ahead); back and forward step. */
  private record(view: FieldOfView, direction: 'back' | 'forward' | undefined): void {
    const { back, current, forward } = this.next.history;
    if (direction === 'back' && back && current) {
      this.next.history = { back: back.next, current: view, forward: push(forward, current) };
    } else if (direction === 'forward' && forward && current) {
      this.next.history = { back: push(back, current), current: view, forward: forward.next };
    } else {
      this.next.history = { back: current ? push(back, current) : back, current: view, forward: null };
    }
  }

  /** The current slide's list under `key`, as it stands (not to be changed). */
  private peek<K extends ListKey>(key: K): readonly Item<K>[] {
    return (this.next[key] as Record<number, readonly Item<K>[]>)[this.next.slideIndex] ?? [];
  }

  /** Where the current slide's list under `key` holds the item of this id, or -1. */
  private find(key: ListKey, id: string): number {
    return this.ids.indexOf(this.peek(key), id);
  }

  /** The current slide's list under `key`, copied (with the map holding it) the first time this draft writes. */
  private own<K extends ListKey>(key: K): Item<K>[] {
    const maps = this.next as unknown as Record<K, Record<number, Item<K>[]>>;
    if (!this.ownedMaps.has(key)) {
      this.ownedMaps.add(key);
      maps[key] = { ...maps[key] };
    }
    const lists = maps[key];
    const slide = this.next.slideIndex;
    const list = lists[slide];
    if (list && this.ids.owns(list)) return list;
    const copy = [...(list ?? [])];
    this.ids.adopt(copy);
    lists[slide] = copy;
    return copy;
  }

  private updatePatch(patchId: string, change: (patch: Patch) => Patch): void {
    const index = this.find('patchesBySlide', patchId);
    if (index < 0) return;
    const list = this.own('patchesBySlide');
    list[index] = change(list[index] as Patch);
  }
}
