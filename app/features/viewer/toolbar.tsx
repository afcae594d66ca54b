/**
 * The viewer's toolbar (spec 2.8): every button has the spec's label as accessible name and tooltip, its
 * keyboard shortcut in the tooltip and in the help popover, and is disabled while the viewer or slide loads.
 */
import type { ComponentType, SVGProps } from 'react';
import Camera from 'lucide-react/icons/camera';
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
import { SHORTCUTS, type ViewerCommand } from './shortcuts';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface ToolbarButton {
  command: ViewerCommand;
  icon: Icon;
  /** Toggles report their state (aria-pressed). */
  pressed?: boolean;
  hidden?: boolean;
}

export function ToolbarIconButton(props: {
  label: string;
  shortcut?: string;
  icon: Icon;
  disabled: boolean;
  pressed?: boolean;
  onClick(): void;
}) {
  const { label, shortcut, icon: IconComponent, disabled, pressed, onClick } = props;
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
      </TooltipContent>
    </Tooltip>
  );
}

export function ViewerToolbar(props: {
  disabled: boolean;
  splitView: boolean;
  syncSplitView: boolean;
  sidemenu: boolean;
  run(command: ViewerCommand): void;
}) {
  const { disabled, splitView, syncSplitView, sidemenu, run } = props;
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
            disabled={disabled}
            onClick={() => run(button.command)}
          />
        ))}
      <ShortcutHelp />
    </div>
  );
}

/** The keyboard shortcuts, listed in a popover (itself opened with '?'). */
export function ShortcutHelp() {
  return (
    <Popover>
      <Tooltip>
        <TooltipTrigger asChild>
          <PopoverTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Keyboard shortcuts" aria-keyshortcuts="?">
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
        <p className="mt-2 text-xs text-muted-foreground">Arrow keys pan the slide when it has the focus.</p>
      </PopoverContent>
    </Popover>
  );
}
