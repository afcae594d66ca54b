/**
 * The controls drawn over the slide area (spec 2.8): the zoom buttons 1x…40x at the top, previous and next slide
 * with the 'N of total' counter at the bottom (on a phone under the zoom buttons). The screen places them above
 * the error panel, so a reader moves on from a failed slide.
 */
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '~/components/ui/button';
import { counterText, type NavigationView } from '../case-images';
import { ZOOM_PRESETS } from '../constants';
import { SHORTCUTS, type ViewerCommand } from '../shortcuts';

export function ZoomPresets({ disabled, run }: { disabled: boolean; run(command: ViewerCommand): void }) {
  return (
    <div
      className="pointer-events-auto flex max-w-[calc(100%-1rem)] flex-wrap justify-center gap-1 rounded-md bg-background/90 p-1 shadow"
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
    <div className="pointer-events-none flex justify-center">
      <div className="pointer-events-auto flex items-center gap-2 rounded-md bg-background/90 px-2 py-1 shadow">
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
