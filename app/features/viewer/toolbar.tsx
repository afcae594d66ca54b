/**
 * The viewer's toolbar (spec 2.8): every button has the spec's label as accessible name and tooltip, its
 * keyboard shortcut in the tooltip and in the help popover, and is disabled while the viewer or slide loads.
 * The buttons come in labelled groups; below 1024 px the most used stay in the bar and the rest fold into a
 * menu.
 */
import { useEffect, useState, type ComponentType, type SVGProps } from 'react';
import Camera from 'lucide-react/icons/camera';
import Crosshair from 'lucide-react/icons/crosshair';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Eraser from 'lucide-react/icons/eraser';
import Grid3x3 from 'lucide-react/icons/grid-3x3';
import Redo2 from 'lucide-react/icons/redo-2';
import Ruler from 'lucide-react/icons/ruler';
import SquareArrowLeft from 'lucide-react/icons/square-arrow-left';
import SquareArrowRight from 'lucide-react/icons/square-arrow-right';
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
import { Spinner } from '~/components/ui/spinner';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover';
import { Tooltip, TooltipContent, TooltipTrigger } from '~/components/ui/tooltip';
import { cn } from '~/lib/utils';
import type { PaneState } from './model';
import { useResampling, type Resampling } from './resampling';
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
  /** At work (a screenshot being made): a spinner in place of the icon, and off until it is done. */
  busy?: boolean;
}

export function ToolbarIconButton(props: {
  label: string;
  shortcut?: string;
  icon: Icon;
  disabled: boolean;
  pressed?: boolean;
  /** At work: a spinner in place of the icon (announced as busy). */
  busy?: boolean;
  /** Why the button is off, under its label in the tooltip. */
  note?: string | null;
  onClick(): void;
}) {
  const { label, shortcut, icon: IconComponent, disabled, pressed, busy, note, onClick } = props;
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
            aria-busy={busy || undefined}
            disabled={disabled}
            onClick={onClick}
            // Pressed toggles are tinted and outlined; disabled tools fade further than the kit's default.
            // 32 px from 1024 px up, so the whole bar fits one row beside the banner on a 1280 px screen.
            className={cn(
              'disabled:opacity-35 desktop:size-8',
              pressed && 'bg-primary/15 text-primary ring-1 ring-primary/50 ring-inset hover:bg-primary/20',
            )}
          >
            {busy ? <Spinner /> : <IconComponent />}
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

interface ToolbarGroup {
  label: string;
  buttons: ToolbarButton[];
}

/** The commands a phone shows in the bar itself; the rest fold into the 'More tools' menu. */
const ON_A_PHONE: ReadonlySet<ViewerCommand> = new Set<ViewerCommand>([
  'showSlides',
  'zoomIn',
  'zoomOut',
  'toggleMeasurement',
  'undo',
]);

export interface ViewerToolbarProps {
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
  /** Below 1024 px: the few most used tools in the bar, the others in an overflow menu. */
  compact?: boolean;
  /** A screenshot is being made. */
  capturing?: boolean;
  /** Below 600 px one row that never wraps, in a box that scrolls sideways (inside the reading workspace). */
  oneRowOnPhone?: boolean;
  run(command: ViewerCommand): void;
}

/** The toolbar's groups, in order, with each button's state. */
function groupsOf(props: ViewerToolbarProps, resampling: Resampling): ToolbarGroup[] {
  const { splitView, syncSplitView, sidemenu, pane } = props;
  const rulers = pane.rulersBySlide[pane.slideIndex] ?? [];
  return [
    { label: 'Slides', buttons: [{ command: 'showSlides', icon: PanelLeftOpen, pressed: sidemenu }] },
    {
      label: 'Zoom',
      buttons: [
        { command: 'zoomIn', icon: ZoomIn },
        { command: 'resetZoom', icon: House },
        { command: 'zoomOut', icon: ZoomOut },
      ],
    },
    {
      label: 'Layout',
      buttons: [
        { command: 'splitView', icon: Columns2, pressed: splitView },
        { command: 'syncSplitView', icon: Link2, pressed: syncSplitView, hidden: !splitView },
        { command: 'rotateLeft', icon: RotateCcw },
        { command: 'rotateRight', icon: RotateCw },
        { command: 'toggleResampling', icon: Grid3x3, pressed: resampling === 'nearest' },
      ],
    },
    {
      label: 'Measure',
      buttons: [
        {
          command: 'toggleMeasurement',
          icon: Ruler,
          pressed: pane.measurementMode === 'STRAIGHT',
          edits: true,
        },
        {
          command: 'toggleCoordinate',
          icon: Crosshair,
          pressed: pane.measurementMode === 'COORDINATE',
          edits: true,
        },
        { command: 'toggleDelete', icon: Eraser, pressed: pane.deleteMode, edits: true },
        { command: 'deleteAll', icon: Trash2, unavailable: rulers.length === 0, edits: true },
        { command: 'togglePatches', icon: SquareDashed, pressed: pane.patchMode },
      ],
    },
    {
      label: 'History',
      buttons: [
        { command: 'undo', icon: Undo2, unavailable: !props.canUndo },
        { command: 'redo', icon: Redo2, unavailable: !props.canRedo },
        { command: 'previousView', icon: SquareArrowLeft, unavailable: !props.canBack },
        { command: 'nextView', icon: SquareArrowRight, unavailable: !props.canForward },
      ],
    },
    { label: 'Capture', buttons: [{ command: 'captureScreenshot', icon: Camera, busy: props.capturing }] },
  ];
}

export function ViewerToolbar(props: ViewerToolbarProps) {
  const { disabled, compact = false, run } = props;
  const isOff = (button: ToolbarButton) =>
    disabled || Boolean(button.unavailable || button.busy) || Boolean(button.edits && props.readOnlyReason);
  const resampling = useResampling();
  const groups = groupsOf(props, resampling).map((group) => ({
    ...group,
    buttons: group.buttons.filter((button) => !button.hidden),
  }));
  const inBar = (button: ToolbarButton) => !compact || ON_A_PHONE.has(button.command);
  const folded = groups
    .map((group) => ({ ...group, buttons: group.buttons.filter((button) => !inBar(button)) }))
    .filter((group) => group.buttons.length > 0);
  return (
    <div
      role="toolbar"
      aria-label="Viewer tools"
      className={cn(
        'flex flex-wrap items-center gap-x-1 gap-y-0.5 lg:shrink-0 lg:flex-nowrap',
        props.oneRowOnPhone && 'max-sm:shrink-0 max-sm:flex-nowrap',
      )}
    >
      {groups.map((group) => {
        const shown = group.buttons.filter(inBar);
        return shown.length ? (
          <div
            key={group.label}
            role="group"
            aria-label={group.label}
            className="flex items-center gap-0.5 border-l pl-1 first:border-l-0 first:pl-0"
          >
            {shown.map((button) => (
              <ToolbarIconButton
                key={button.command}
                label={SHORTCUTS[button.command].label}
                shortcut={SHORTCUTS[button.command].keys[0]}
                icon={button.icon}
                pressed={button.pressed}
                busy={button.busy}
                disabled={isOff(button)}
                note={button.edits ? props.readOnlyReason : null}
                onClick={() => run(button.command)}
              />
            ))}
          </div>
        ) : null;
      })}
      {folded.length ? <MoreTools groups={folded} isOff={isOff} run={run} /> : null}
      <ScaleBarMenu disabled={disabled} />
      <ShortcutHelp />
    </div>
  );
}

/** The tools a phone's bar has no room for, by group, in a menu (toggles as checkbox items). */
function MoreTools(props: {
  groups: ToolbarGroup[];
  isOff(button: ToolbarButton): boolean;
  run(command: ViewerCommand): void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="More tools" title="More tools">
          <Ellipsis />
        </Button>
      </DropdownMenuTrigger>
      {/* Above the slide's own controls (z-index 110 and up). */}
      <DropdownMenuContent align="end" className="z-[200] w-64">
        {props.groups.map((group, index) => (
          <DropdownMenuGroup key={group.label} aria-label={group.label}>
            {index > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuLabel className="text-xs text-muted-foreground">{group.label}</DropdownMenuLabel>
            {group.buttons.map((button) => {
              const { label, keys } = SHORTCUTS[button.command];
              const content = (
                <>
                  <button.icon aria-hidden />
                  <span className="flex-1">{label}</span>
                  <kbd className="text-xs text-muted-foreground">{keys[0]}</kbd>
                </>
              );
              return button.pressed === undefined ? (
                <DropdownMenuItem
                  key={button.command}
                  disabled={props.isOff(button)}
                  onSelect={() => props.run(button.command)}
                >
                  {content}
                </DropdownMenuItem>
              ) : (
                <DropdownMenuCheckboxItem
                  key={button.command}
                  checked={button.pressed}
                  disabled={props.isOff(button)}
                  onSelect={() => props.run(button.command)}
                >
                  {content}
                </DropdownMenuCheckboxItem>
              );
            })}
          </DropdownMenuGroup>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Keys that scroll the list of shortcuts while it has the focus (PageDown is otherwise Next Slide). */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

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
            <Button
              variant="ghost"
              size="icon"
              className="desktop:size-8"
              aria-label="Keyboard shortcuts"
              aria-keyshortcuts={HELP_KEY}
            >
              <Keyboard />
            </Button>
          </PopoverTrigger>
        </TooltipTrigger>
        <TooltipContent>Keyboard shortcuts</TooltipContent>
      </Tooltip>
      {/* Never taller or wider than the window: the list scrolls inside it, by keyboard too, since the list
          itself takes the focus; its scroll keys scroll it and are not the viewer's. */}
      <PopoverContent
        align="end"
        collisionPadding={8}
        tabIndex={0}
        className="max-h-[var(--radix-popover-content-available-height)] w-80 max-w-[calc(100vw-1rem)] overflow-y-auto overscroll-contain focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Keyboard shortcuts"
        data-testid="keyboard-help"
        onKeyDown={(event) => {
          if (SCROLL_KEYS.has(event.key)) event.stopPropagation();
        }}
      >
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
        <p className="mt-1 text-xs text-muted-foreground" data-testid="keyboard-tools-help">
          With a measurement mode or patches on, arrow keys move a cross on the slide (
          <kbd className="rounded border px-1">Shift</kbd> for bigger steps);{' '}
          <kbd className="rounded border px-1">Enter</kbd> starts and ends a ruler or adds a patch there,{' '}
          <kbd className="rounded border px-1">Escape</kbd> cancels a ruler.
        </p>
      </PopoverContent>
    </Popover>
  );
}
