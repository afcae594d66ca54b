/** Comfortable / Compact for a list (decision 075): two toggle buttons, the pressed one the list's density. */
import { cn } from '~/lib/utils';
import { LIST_DENSITIES, LIST_DENSITY_LABELS, type ListDensity } from './list-density';

// 32 px high for a mouse, 44 px to a finger (decision 067), as the row actions.
const BUTTON =
  'inline-flex h-8 pointer-coarse:h-11 items-center px-3 text-sm font-medium first:rounded-l-md last:rounded-r-md border -ml-px first:ml-0 bg-background hover:bg-accent aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:border-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function DensityToggle({
  density,
  onChange,
}: {
  density: ListDensity;
  onChange: (density: ListDensity) => void;
}) {
  return (
    <div role="group" aria-label="Row density" className="flex">
      {LIST_DENSITIES.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={density === value}
          onClick={() => onChange(value)}
          className={cn(BUTTON)}
        >
          {LIST_DENSITY_LABELS[value]}
        </button>
      ))}
    </div>
  );
}
