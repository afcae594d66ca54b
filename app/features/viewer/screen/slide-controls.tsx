/**
 * The controls of the slide area (spec 2.8), in the lane above the panes: the zoom buttons 1x…40x
 * (multiples of the home zoom) with the view's true magnification beside them, and previous and next slide with
 * the 'N of total' counter. The screen places the lane above the error panel, so a reader moves on from a failed
 * slide.
 */
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '~/components/ui/button';
import { counterText, type NavigationView } from '../case-images';
import { ZOOM_PRESETS } from '../constants';
import { SHORTCUTS, type ViewerCommand } from '../shortcuts';

export function ZoomPresets({
  disabled,
  run,
  magnificationSlot,
}: {
  disabled: boolean;
  run(command: ViewerCommand): void;
  /** Where the targeted pane writes its true magnification (a status, said when a zoom ends). */
  magnificationSlot?(element: HTMLElement | null): void;
}) {
  return (
    <div
      className="flex max-w-full flex-wrap items-center justify-center gap-1"
      role="group"
      aria-label="Magnification"
    >
      {ZOOM_PRESETS.map((multiple, i) => (
        <Button
          key={multiple}
          size="sm"
          variant="ghost"
          className="px-2"
          disabled={disabled}
          aria-label={`${multiple}x`}
          title={`${multiple}x (${i + 1})`}
          onClick={() => run(`zoom${multiple}` as ViewerCommand)}
        >
          {multiple}x
        </Button>
      ))}
      <p
        ref={magnificationSlot}
        role="status"
        title="True magnification of the view (from the slide's scale)"
        className="min-w-16 px-1 text-sm tabular-nums text-muted-foreground"
      />
    </div>
  );
}

export function SlideStepper(props: {
  disabled: boolean;
  index: number;
  total: number;
  navigation: NavigationView | null;
  run(command: ViewerCommand): void;
}) {
  const { disabled, navigation, run } = props;
  return (
    <div className="flex justify-center">
      <div className="flex items-center gap-2">
        <Button
          size="icon"
          variant="ghost"
          aria-label={SHORTCUTS.previousSlide.label}
          title={SHORTCUTS.previousSlide.label}
          disabled={disabled || !navigation?.previous.available}
          onClick={() => run('previousSlide')}
        >
          <ChevronLeft />
        </Button>
        <span
          className="min-w-16 text-center text-sm tabular-nums"
          data-testid="slide-counter"
          aria-live="polite"
        >
          {counterText(props.index, props.total)}
        </span>
        <Button
          size="icon"
          variant="ghost"
          aria-label={SHORTCUTS.nextSlide.label}
          title={SHORTCUTS.nextSlide.label}
          disabled={disabled || !navigation?.next.available}
          onClick={() => run('nextSlide')}
        >
          <ChevronRight />
        </Button>
      </div>
    </div>
  );
}
