/**
 * Keeps the primary pane's rulers and patches in step with the case on the server (decision 029), outside React:
 *
 * - On a slide's first show: its offline copy is restored at once (rulers key of spec 3.8, patches, unsent
 *   events), then the server's merged state replaces it (`rebased`, not undoable).
 * - Every change of the pane is turned into events (model/annotation-log.ts: the person's events as they are,
 *   undo and redo as compensating events), queued per image in the outbox (local storage) and sent in batches
 *   after a short debounce. A failed send keeps the queue and tries again (ids make a resend harmless).
 * - Every answer is the merged state. Events this browser has not seen mean someone else changed the slide: the
 *   slide is rebased on the server's state (its undo history dropped) and `onForeignChange` tells the screen.
 * - A refusal (403, 409: signed out, not assigned) makes the viewer read-only; nothing more is sent.
 *
 * Restores and rebases are applied with the watch told to ignore them, so the server's state is never echoed.
 */
import { createWatch, scopeBind, type Scope } from 'effector';
import {
  foldDocument,
  isDocumentEvent,
  ANNOTATION_BATCH_MAX,
  type DocumentEvent,
  type Patch,
  type Ruler,
} from 'contracts';
import {
  inOrder,
  loadRulers,
  newId as randomId,
  outgoingEvents,
  saveRulers,
  slideOfEvents,
  type PaneLog,
  type PaneModel,
  type RulerStorage,
} from '../model';
import { loadOutbox, loadPatches, saveOutbox, savePatches } from './cache';
import { RelayRequestError } from '~/lib/relay-request';

/** What the app server answers for a slide's annotations (routes/viewer-annotations.tsx). */
export interface AnnotationAnswer {
  rulers: Ruler[];
  patches: Patch[];
  eventIds: string[];
  canEdit: boolean;
  readOnlyReason: string | null;
}

/** A failed load or save: `status` null when the request never got an answer (offline). */
export { RelayRequestError as AnnotationRequestError };

export interface AnnotationTransport {
  load(imageId: string): Promise<AnnotationAnswer>;
  save(imageId: string, events: DocumentEvent[]): Promise<AnnotationAnswer>;
}

export interface AnnotationSyncOptions {
  scope: Scope;
  pane: Pick<PaneModel, '$pane' | 'restored' | 'rebased'>;
  caseId: string;
  /** The image (fileContent) shown at a slide index; null when there is none. */
  imageAt(slideIndex: number): string | null;
  transport: AnnotationTransport;
  storage: RulerStorage | null | undefined;
  /** Whether this person may change annotations (the loader's `canAnnotate`). */
  canEdit: boolean;
  onForeignChange(slideIndex: number): void;
  onReadOnly(reason: string): void;
  onSaveRefused(message: string): void;
  /** While true, the pane's changes are not this person's to save (following a consult's leader: decision 086). */
  paused?: () => boolean;
  now?: () => number;
  newId?: () => string;
  debounceMs?: number;
  retryMs?: number;
  timers?: { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void };
}

interface SlideSync {
  slideIndex: number;
  imageId: string;
  /** Event ids the server is known to hold or this browser sent. */
  known: Set<string>;
  pending: DocumentEvent[];
  /** A first answer (load or save) arrived. */
  synced: boolean;
  sending: boolean;
  /** Resolved once the first load was answered or failed (`ready`). */
  answered: Promise<void>;
  settle(): void;
}

export const SAVE_DEBOUNCE_MS = 800;
export const RETRY_MS = 5000;

export function createAnnotationSync(options: AnnotationSyncOptions) {
  const { scope, pane, caseId, transport, storage } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomId;
  const timers = options.timers ?? {
    set: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const restore = scopeBind(pane.restored, { scope, safe: true });
  const rebase = scopeBind(pane.rebased, { scope, safe: true });
  const slides = new Map<number, SlideSync>();
  let canEdit = options.canEdit;
  let applying = false;
  let disposed = false;
  let previous: PaneLog = scope.getState(pane.$pane);
  let lastAt = 0;
  let flushTimer: unknown = null;
  let retryTimer: unknown = null;
  const cached = new Map<number, { rulers: unknown; patches: unknown }>();

  const apply = (change: () => void) => {
    applying = true;
    try {
      change();
    } finally {
      applying = false;
    }
  };

  function writeCache(state: PaneLog['state']) {
    const slideIndex = state.slideIndex;
    const rulers = state.rulersBySlide[slideIndex];
    const patches = state.patchesBySlide[slideIndex];
    const last = cached.get(slideIndex);
    if (rulers === undefined && patches === undefined) return;
    if (last && last.rulers === rulers && last.patches === patches) return;
    cached.set(slideIndex, { rulers, patches });
    if (!slides.has(slideIndex)) return;
    saveRulers(storage, caseId, slideIndex, rulers ?? []);
    savePatches(storage, caseId, slideIndex, patches ?? []);
  }

  const unwatch = createWatch({
    unit: pane.$pane,
    scope,
    fn(after) {
      const before = previous;
      previous = after;
      if (!applying) enqueue(before, after);
      writeCache(after.state);
    },
  });

  function enqueue(before: PaneLog, after: PaneLog) {
    const out = outgoingEvents(before, after, () => ({ id: newId(), at: now(), origin: 'user' }));
    if (!out.length || !canEdit || options.paused?.()) return;
    for (const { slideIndex, events } of out) {
      const slide = slides.get(slideIndex);
      if (!slide) continue;
      const stamped = inOrder(events, lastAt);
      lastAt = stamped[stamped.length - 1]!.at;
      for (const event of stamped) slide.known.add(event.id);
      slide.pending.push(...stamped);
      saveOutbox(storage, caseId, slide.imageId, slide.pending);
    }
    schedule(options.debounceMs ?? SAVE_DEBOUNCE_MS);
  }

  function schedule(ms: number) {
    if (disposed) return;
    if (flushTimer !== null) timers.clear(flushTimer);
    flushTimer = timers.set(() => {
      flushTimer = null;
      void flush();
    }, ms);
  }

  function retryLater() {
    if (disposed || retryTimer !== null) return;
    retryTimer = timers.set(() => {
      retryTimer = null;
      retry();
    }, options.retryMs ?? RETRY_MS);
  }

  /** Whether the pane's log holds document events made on this slide. */
  function hasOwnEdits(slideIndex: number): boolean {
    const pane = scope.getState(options.pane.$pane);
    const slideOf = slideOfEvents(pane);
    return pane.log.some((event, index) => isDocumentEvent(event) && slideOf[index] === slideIndex);
  }

  function applyAnswer(slide: SlideSync, answer: AnnotationAnswer) {
    const foreign = answer.eventIds.filter((id) => !slide.known.has(id));
    const held = new Set(answer.eventIds);
    for (const id of answer.eventIds) slide.known.add(id);
    if (canEdit && !answer.canEdit) {
      canEdit = false;
      options.onReadOnly(answer.readOnlyReason ?? '');
    }
    const unsent = slide.pending.filter((event) => !held.has(event.id));
    const content = foldDocument(unsent, { rulers: answer.rulers, patches: answer.patches });
    const first = !slide.synced;
    slide.synced = true;
    if (!first && !foreign.length) return;
    const dropHistory = foreign.length > 0 && (!first || hasOwnEdits(slide.slideIndex));
    apply(() => rebase({ slideIndex: slide.slideIndex, ...content, dropHistory }));
    if (!first) options.onForeignChange(slide.slideIndex);
  }

  function failed(slide: SlideSync, error: unknown, batch: readonly DocumentEvent[]) {
    const status = error instanceof RelayRequestError ? error.status : null;
    const message = error instanceof Error ? error.message : String(error);
    if (status === 403 || status === 409) {
      for (const each of slides.values()) {
        each.pending = [];
        saveOutbox(storage, caseId, each.imageId, []);
      }
      if (canEdit) {
        canEdit = false;
        options.onReadOnly(message);
      }
      return;
    }
    if (status === 400 || status === 404 || status === 413) {
      // Never accepted however often it is sent: dropped, and said.
      const refused = new Set(batch.map((event) => event.id));
      slide.pending = slide.pending.filter((event) => !refused.has(event.id));
      saveOutbox(storage, caseId, slide.imageId, slide.pending);
      options.onSaveRefused(message);
      return;
    }
    retryLater();
  }

  async function send(slide: SlideSync): Promise<void> {
    while (!disposed && canEdit && slide.pending.length && !slide.sending) {
      const batch = slide.pending.slice(0, ANNOTATION_BATCH_MAX);
      slide.sending = true;
      try {
        const answer = await transport.save(slide.imageId, batch);
        const sent = new Set(batch.map((event) => event.id));
        slide.pending = slide.pending.filter((event) => !sent.has(event.id));
        saveOutbox(storage, caseId, slide.imageId, slide.pending);
        slide.sending = false;
        if (!disposed) applyAnswer(slide, answer);
      } catch (error) {
        slide.sending = false;
        if (!disposed) failed(slide, error, batch);
        return;
      }
    }
  }

  /** Sends every queued event now. */
  async function flush(): Promise<void> {
    if (flushTimer !== null) {
      timers.clear(flushTimer);
      flushTimer = null;
    }
    await Promise.all([...slides.values()].map(send));
  }

  async function load(slide: SlideSync, refresh: boolean): Promise<void> {
    try {
      const answer = await transport.load(slide.imageId);
      if (disposed) return;
      if (refresh && !slide.synced) return;
      applyAnswer(slide, answer);
    } catch (error) {
      if (disposed) return;
      const status = error instanceof RelayRequestError ? error.status : null;
      if (status === null || status >= 500 || status === 429) retryLater();
    } finally {
      slide.settle();
    }
  }

  /** A slide shown for the first time: its offline copy now, the server's state when it answers. */
  function show(slideIndex: number) {
    if (disposed || slides.has(slideIndex)) return;
    const imageId = options.imageAt(slideIndex);
    if (!imageId) return;
    const pending = canEdit ? loadOutbox(storage, caseId, imageId) : [];
    let settle = () => {};
    const answered = new Promise<void>((resolve) => (settle = resolve));
    const slide: SlideSync = {
      slideIndex,
      imageId,
      known: new Set(pending.map((event) => event.id)),
      pending,
      synced: false,
      sending: false,
      answered,
      settle,
    };
    slides.set(slideIndex, slide);
    lastAt = Math.max(lastAt, ...pending.map((event) => event.at));
    const offline = foldDocument(pending, {
      rulers: loadRulers(storage, caseId, slideIndex),
      patches: loadPatches(storage, caseId, slideIndex),
    });
    apply(() => restore({ slideIndex, ...offline }));
    void load(slide, false);
    if (pending.length) schedule(0);
  }

  /**
   * Shows these slides as a slide shown does, and resolves once each one's first load was answered (or failed):
   * a consult's replay reads them before it plays, so no first answer lands in the middle of it.
   */
  async function ready(slideIndices: readonly number[]): Promise<void> {
    for (const slideIndex of slideIndices) show(slideIndex);
    await Promise.all(slideIndices.map((slideIndex) => slides.get(slideIndex)?.answered));
  }

  /** Reads a shown slide again (the window came back into view): someone else's changes arrive. */
  function refresh(slideIndex: number) {
    const slide = slides.get(slideIndex);
    if (slide && !slide.sending && !slide.pending.length) void load(slide, true);
  }

  /** After a failure or coming back online: loads what never answered, sends what is queued. */
  function retry() {
    if (disposed) return;
    for (const slide of slides.values()) if (!slide.synced && !slide.pending.length) void load(slide, false);
    void flush();
  }

  function dispose() {
    disposed = true;
    unwatch.unsubscribe();
    if (flushTimer !== null) timers.clear(flushTimer);
    if (retryTimer !== null) timers.clear(retryTimer);
  }

  return {
    show,
    ready,
    flush,
    refresh,
    retry,
    dispose,
    /** Events not yet acknowledged, per image (for tests and the screen's "saving" state). */
    pendingCount: () => [...slides.values()].reduce((sum, slide) => sum + slide.pending.length, 0),
    canEdit: () => canEdit,
  };
}

export type AnnotationSync = ReturnType<typeof createAnnotationSync>;
