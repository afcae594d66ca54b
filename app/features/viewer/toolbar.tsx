/**
 * The viewer's toolbar (spec 2.8): every button has the spec's label as accessible name and tooltip, its
 * keyboard shortcut in the tooltip and in the help popover, and is disabled while the viewer or slide loads.
 */
import { useEffect, useState, type ComponentType, type SVGProps } from 'react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Camera from 'lucide-react/icons/camera';
import Crosshair from 'lucide-react/icons/crosshair';
import Eraser from 'lucide-react/icons/eraser';
import Redo2 from 'lucide-react/icons/redo-2';
import Ruler from 'lucide-react/icons/ruler';
import SquareDashed from 'lucide-react/icons/square-dashed';
import Trash2 from 'lucide-react/icons/trash-2';
import Undo2 from 'lucide-react/icons/undo-2';
import Columns2 from 'lucide-react/icons/columns-2';
import House from 'lucide-react/icons/house';
import Keyboard from 'lucide-react/icons/keyboard';
import Link2 from 'lucide-react/icons/link-2';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import RotateCw from 'lucide-react/icons/rotate-cw';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import { Button } from '~/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover';
import { Tooltip, TooltipContent, TooltipTrigger } from '~/components/ui/tooltip';
import { cn } from '~/lib/utils';
import type { PaneState } from './model';
import { ScaleBarMenu } from './scale-bar-menu';
import { HELP_KEY, isHelpKey, SHORTCUTS, type ViewerCommand } from './shortcuts';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface ToolbarButton {
  command: ViewerCommand;
  icon: Icon;
  /** Toggles report their state (aria-pressed). */
  pressed?: boolean;
  hidden?: boolean;
  /** Unavailable even when nothing loads (nothing to undo, no ruler to delete). */
  unavailable?: boolean;
  /** Changes annotations: off when the person may not (decision 029). */
  edits?: boolean;
}

export function ToolbarIconButton(props: {
  label: string;
  shortcut?: string;
  icon: Icon;
  disabled: boolean;
  pressed?: boolean;
  /** Why the button is off, under its label in the tooltip. */
  note?: string | null;
  onClick(): void;
}) {
  const { label, shortcut, icon: IconComponent, disabled, pressed, note, onClick } = props;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A span keeps the tooltip working on a disabled button. */}
        <span className="inline-flex">
          <Button
            variant="ghost"
            size="icon"
            aria-label={label}
            aria-pressed={pressed}
            aria-keyshortcuts={shortcut}
            disabled={disabled}
            onClick={onClick}
            className={cn(pressed && 'bg-accent text-accent-foreground')}
          >
            <IconComponent />
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>
        {label}
        {shortcut ? <kbd className="ml-2 rounded border px-1 text-[10px]">{shortcut}</kbd> : null}
        {note ? <span className="block max-w-64 text-xs">{note}</span> : null}
      </TooltipContent>
    </Tooltip>
  );
}

export function ViewerToolbar(props: {
  disabled: boolean;
  splitView: boolean;
  syncSplitView: boolean;
  sidemenu: boolean;
  /** The state of the pane the tools act on (the main pane, or the split pane last clicked). */
  pane: PaneState;
  canUndo: boolean;
  canRedo: boolean;
  canBack: boolean;
  canForward: boolean;
  /** Set when the person may not change annotations: the measuring and deleting tools are off, with this why. */
  readOnlyReason?: string | null;
  run(command: ViewerCommand): void;
}) {
  const { disabled, splitView, syncSplitView, sidemenu, pane, run } = props;
  const rulers = pane.rulersBySlide[pane.slideIndex] ?? [];
  const buttons: ToolbarButton[] = [
    { command: 'showSlides', icon: PanelLeftOpen, pressed: sidemenu },
    { command: 'zoomIn', icon: ZoomIn },
    { command: 'resetZoom', icon: House },
    { command: 'zoomOut', icon: ZoomOut },
    { command: 'splitView', icon: Columns2, pressed: splitView },
    { command: 'syncSplitView', icon: Link2, pressed: syncSplitView, hidden: !splitView },
    { command: 'rotateLeft', icon: RotateCcw },
    { command: 'rotateRight', icon: RotateCw },
    { command: 'captureScreenshot', icon: Camera },
    { command: 'toggleMeasurement', icon: Ruler, pressed: pane.measurementMode === 'STRAIGHT', edits: true },
    {
      command: 'toggleCoordinate',
      icon: Crosshair,
      pressed: pane.measurementMode === 'COORDINATE',
      edits: true,
    },
    { command: 'toggleDelete', icon: Eraser, pressed: pane.deleteMode, edits: true },
    { command: 'deleteAll', icon: Trash2, unavailable: rulers.length === 0, edits: true },
    { command: 'togglePatches', icon: SquareDashed, pressed: pane.patchMode },
    { command: 'undo', icon: Undo2, unavailable: !props.canUndo },
    { command: 'redo', icon: Redo2, unavailable: !props.canRedo },
    { command: 'previousView', icon: ArrowLeft, unavailable: !props.canBack },
    { command: 'nextView', icon: ArrowRight, unavailable: !props.canForward },
  ];
  return (
    <div role="toolbar" aria-label="Viewer tools" className="flex flex-wrap items-center gap-0.5">
      {buttons
        .filter((button) => !button.hidden)
        .map((button) => (
          <ToolbarIconButton
            key={button.command}
            label={SHORTCUTS[button.command].label}
            shortcut={SHORTCUTS[button.command].keys[0]}
            icon={button.icon}
            pressed={button.pressed}
            disabled={
              disabled || Boolean(button.unavailable) || Boolean(button.edits && props.readOnlyReason)
            }
            note={button.edits ? props.readOnlyReason : null}
            onClick={() => run(button.command)}
          />
        ))}
      <ScaleBarMenu disabled={disabled} />
      <ShortcutHelp />
    </div>
  );
}

/** The keyboard shortcuts, listed in a popover (itself opened with '?'). */
export function ShortcutHelp() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isHelpKey(event)) return;
      event.preventDefault();
      setOpen((shown) => !shown);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <Tooltip>
        <TooltipTrigger asChild>
          <PopoverTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Keyboard shortcuts" aria-keyshortcuts={HELP_KEY}>
              <Keyboard />
            </Button>
          </PopoverTrigger>
        </TooltipTrigger>
        <TooltipContent>Keyboard shortcuts</TooltipContent>
      </Tooltip>
      <PopoverContent align="end" className="w-80" aria-label="Keyboard shortcuts">
        <h2 className="mb-2 text-sm font-semibold">Keyboard shortcuts</h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {Object.values(SHORTCUTS).map((shortcut) => (
            <div key={shortcut.label} className="contents">
              <dt>{shortcut.label}</dt>
              <dd className="text-right">
                {shortcut.keys.map((key) => (
                  <kbd key={key} className="ml-1 rounded border px-1 text-xs">
                    {key}
                  </kbd>
                ))}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-muted-foreground">
          Arrow keys pan the slide when it has the focus.{' '}
          <kbd className="rounded border px-1">{HELP_KEY}</kbd> opens and closes this list.
        </p>
      </PopoverContent>
    </Popover>
  );
}
