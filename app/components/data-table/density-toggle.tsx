/** Comfortable / Compact for a list (decision 075): two toggle buttons, the pressed one the list's density. */
import { LIST_DENSITIES, LIST_DENSITY_LABELS, type ListDensity } from './list-density';

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
          className="density-option"
        >
          {LIST_DENSITY_LABELS[value]}
        </button>
      ))}
    </div>
  );
}
