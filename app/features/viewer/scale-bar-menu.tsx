/**
 * The toolbar's scale bar settings (decision 050): type, location and units in a small popover, kept in local
 * storage for every viewer of this browser.
 */
import { useId } from 'react';
import RulerDimensionLine from 'lucide-react/icons/ruler-dimension-line';
import { CONTROL_CLASS } from '~/components/form/field';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover';
import { Tooltip, TooltipContent, TooltipTrigger } from '~/components/ui/tooltip';
import { setScaleBarSettings, useScaleBarSettings, type ScaleBarSettings } from './scale-bar-settings';

export const SCALE_BAR_MENU_LABEL = 'Scale bar';

type Choices = {
  [K in keyof ScaleBarSettings]: { label: string; options: Record<ScaleBarSettings[K], string> };
};

const CHOICES: Choices = {
  type: { label: 'Type', options: { none: 'None', microscopy: 'Microscopy', map: 'Map' } },
  location: {
    label: 'Location',
    options: {
      'top-left': 'Top left',
      'top-right': 'Top right',
      'bottom-right': 'Bottom right',
      'bottom-left': 'Bottom left',
    },
  },
  units: {
    label: 'Units',
    options: { metric: 'Metric', imperial: 'Imperial', astronomy: 'Astronomy', time: 'Time' },
  },
};

export function ScaleBarMenu({ disabled }: { disabled: boolean }) {
  const settings = useScaleBarSettings();
  const id = useId();
  const fields = Object.keys(CHOICES) as (keyof ScaleBarSettings)[];
  return (
    <Popover>
      <Tooltip>
        <TooltipTrigger asChild>
          <span className="inline-flex">
            <PopoverTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={SCALE_BAR_MENU_LABEL} disabled={disabled}>
                <RulerDimensionLine />
              </Button>
            </PopoverTrigger>
          </span>
        </TooltipTrigger>
        <TooltipContent>{SCALE_BAR_MENU_LABEL}</TooltipContent>
      </Tooltip>
      <PopoverContent align="end" className="w-60" aria-label={SCALE_BAR_MENU_LABEL}>
        <h2 className="mb-2 text-sm font-semibold">{SCALE_BAR_MENU_LABEL}</h2>
        <div className="grid gap-2">
          {fields.map((field) => {
            const choice = CHOICES[field];
            return (
              <div key={field} className="grid grid-cols-[5rem_1fr] items-center gap-2">
                <Label htmlFor={`${id}-${field}`}>{choice.label}</Label>
                <select
                  id={`${id}-${field}`}
                  value={settings[field]}
                  className={CONTROL_CLASS}
                  onChange={(event) =>
                    setScaleBarSettings({ [field]: event.currentTarget.value } as Partial<ScaleBarSettings>)
                  }
                >
                  {Object.entries(choice.options).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      </PopoverContent>
    </Popover>
  );
}
