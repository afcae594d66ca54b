/**
 * The slide beside the report (decision 104). From 1280 px the viewer and the report share the width, the
 * separator between them dragged or stepped with the arrow keys, its place kept in local storage. Below 1280 px
 * one shows at a time, chosen with a toggle: both stay mounted and the same size (the hidden one is only
 * invisible), so the viewer keeps its slide and view and the report its unsaved text, and the autosave goes on.
 * The box ends at the window's bottom, so on a phone the slide and the toggle are in the first screen (decision 125).
 * The report shown below 1280 px is part of the page, which scrolls (a box of the window's height inside a page
 * scrolling too held a report many screens long). A skip link before the viewer's controls goes to the report
 * (showing it first below 1280 px): the keyboard's way to the report would otherwise cross the whole viewer.
 */
import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { SkipLink } from '~/components/layout/skip-link';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { createStoredSetting } from '~/features/viewer';
import { READING_SPLIT, readSplit, splitAfterKey, splitAt } from './split';

export const READING_LAYOUT_TEXT = {
  toggle: 'Show',
  slide: 'Slide',
  report: 'Report',
  separator: 'Resize the slide and the report',
  slideRegion: 'Slide viewer',
  reportRegion: 'Report and clinical information',
  skipToReport: 'Skip to the report',
} as const;

/** The report's region, the skip link's target. */
export const READING_REPORT_ID = 'reading-report';

const storedSplit = createStoredSetting<number>({
  key: READING_SPLIT.key,
  read: (storage) => {
    try {
      return readSplit(storage?.getItem(READING_SPLIT.key) ?? null);
    } catch {
      return READING_SPLIT.initial;
    }
  },
  serialize: String,
});

function useSplit(): [number, (value: number) => void] {
  const value = useSyncExternalStore(storedSplit.subscribe, storedSplit.get, () => READING_SPLIT.initial);
  return [value, storedSplit.set];
}

type Shown = 'slide' | 'report';

// Side by side from 1280 px (`min-[1280px]:`; no breakpoint of the kit's is there: spec 9's lg is 1200, xl 1536).
// The classes are written out whole: Tailwind finds them in the source as text.

export function ReadingLayout({ viewer, report }: { viewer: ReactNode; report: ReactNode }) {
  const [split, setSplit] = useSplit();
  // While dragging, the share follows the pointer; it is stored when the pointer is let go.
  const [dragged, setDragged] = useState<number | null>(null);
  const [shown, setShown] = useState<Shown>('slide');
  const row = useRef<HTMLDivElement>(null);
  const share = dragged ?? split;

  const pointerShare = (event: React.PointerEvent) => {
    const box = row.current?.getBoundingClientRect();
    return box ? splitAt(event.clientX, box.left, box.width) : share;
  };

  // Below 1280 px the shown pane is in the page's flow, the other laid over it, invisible: the slide keeps its
  // own height either way (its view is kept), the report hidden behind it is cut to the slide's height.
  const hidden = (which: Shown, place: string) =>
    shown !== which && cn('invisible absolute min-[1280px]:visible min-[1280px]:static', place);

  return (
    <div className="flex flex-col gap-2">
      <SkipLink to={READING_REPORT_ID} onSkip={() => flushSync(() => setShown('report'))}>
        {READING_LAYOUT_TEXT.skipToReport}
      </SkipLink>
      <div
        role="group"
        aria-label={READING_LAYOUT_TEXT.toggle}
        className="flex gap-1 self-start rounded-md border p-0.5 min-[1280px]:hidden"
      >
        {(['slide', 'report'] as const).map((which) => (
          <Button
            key={which}
            type="button"
            size="sm"
            variant={shown === which ? 'default' : 'outline'}
            aria-pressed={shown === which}
            onClick={() => setShown(which)}
          >
            {READING_LAYOUT_TEXT[which]}
          </Button>
        ))}
      </div>
      <div
        ref={row}
        data-testid="reading-layout"
        data-shown={shown}
        className="relative min-[1280px]:flex min-[1280px]:h-[calc(100dvh-12rem)] min-[1280px]:min-h-[28rem]"
        style={{ '--reading-split': `${share}%` } as React.CSSProperties}
      >
        <section
          aria-label={READING_LAYOUT_TEXT.slideRegion}
          data-testid="reading-slide"
          className={cn(
            'min-w-0 overflow-hidden rounded-lg border min-[1280px]:shrink-0 min-[1280px]:basis-(--reading-split)',
            // The slide ends at the window's bottom under the page's header, heading, case bar and (below
            // 1280 px) the toggle, so it is whole in the first screen (decision 125); its minimum lets a
            // landscape phone scroll the page rather than squeeze the slide. From 1280 px the row's height.
            'h-[calc(100dvh-19rem)] min-h-[28rem] max-sm:h-[calc(100dvh-18rem)] min-[1280px]:h-auto min-[1280px]:min-h-0',
            hidden('slide', 'inset-x-0 top-0'),
          )}
        >
          {viewer}
        </section>
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={READING_LAYOUT_TEXT.separator}
          aria-valuemin={READING_SPLIT.min}
          aria-valuemax={READING_SPLIT.max}
          aria-valuenow={Math.round(share)}
          tabIndex={0}
          className={cn(
            'hidden w-3 shrink-0 cursor-col-resize touch-none items-center justify-center rounded',
            'focus-visible:outline-2 focus-visible:outline-ring hover:bg-muted min-[1280px]:flex',
          )}
          onKeyDown={(event) => {
            const next = splitAfterKey(split, event.key);
            if (next === null) return;
            event.preventDefault();
            setSplit(next);
          }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            setDragged(pointerShare(event));
          }}
          onPointerMove={(event) => {
            if (dragged !== null) setDragged(pointerShare(event));
          }}
          onPointerUp={(event) => {
            if (dragged === null) return;
            setSplit(pointerShare(event));
            setDragged(null);
          }}
          onPointerCancel={() => setDragged(null)}
        >
          <span aria-hidden className="h-10 w-1 rounded-full bg-border" />
        </div>
        <section
          id={READING_REPORT_ID}
          tabIndex={-1}
          aria-label={READING_LAYOUT_TEXT.reportRegion}
          data-testid="reading-report"
          className={cn(
            'flex min-w-0 flex-col gap-6 min-[1280px]:flex-1 min-[1280px]:overflow-y-auto',
            hidden('report', 'inset-0 overflow-hidden'),
          )}
        >
          {report}
        </section>
      </div>
    </div>
  );
}
