import { cn } from '~/lib/utils';

/** The colour families a status can take; each pairs a tinted background with text at ≥ 4.5:1 contrast. */
export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'danger';

const TONE_CLASSES: Record<StatusTone, { badge: string; dot: string }> = {
  neutral: { badge: 'border-border bg-muted text-foreground', dot: 'bg-slate-500' },
  info: { badge: 'border-sky-200 bg-sky-50 text-sky-900', dot: 'bg-sky-600' },
  progress: { badge: 'border-violet-200 bg-violet-50 text-violet-900', dot: 'bg-violet-600' },
  success: { badge: 'border-emerald-200 bg-emerald-50 text-emerald-900', dot: 'bg-emerald-600' },
  warning: { badge: 'border-amber-300 bg-amber-50 text-amber-950', dot: 'bg-amber-500' },
  danger: { badge: 'border-red-200 bg-red-50 text-red-900', dot: 'bg-red-600' },
};

/** A resource's status → tone map, typed over its statuses so a new status cannot be forgotten. */
export function statusTones<S extends string>(tones: Record<S, StatusTone>): Record<S, StatusTone> {
  return tones;
}

export interface StatusBadgeProps<S extends string> {
  status: S | null | undefined;
  tones: Partial<Record<S, StatusTone>>;
  /** The status's label (spec 3.3 labels); the raw value when absent. */
  labels?: Partial<Record<S, string>>;
  className?: string;
}

/**
 * A status as a coloured badge. Colour is never the only cue: the label is always written out (never
 * truncated, never an icon alone); an unknown status shows neutral, and no status shows 'N/A'.
 */
export function StatusBadge<S extends string>({ status, tones, labels, className }: StatusBadgeProps<S>) {
  const tone: StatusTone = (status && tones[status]) || 'neutral';
  const text = status ? (labels?.[status] ?? status) : 'N/A';
  const classes = TONE_CLASSES[tone];
  return (
    <span
      data-slot="status-badge"
      data-tone={tone}
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-md border px-2 py-0.5 text-xs font-medium',
        classes.badge,
        className,
      )}
    >
      <span className={cn('size-1.5 shrink-0 rounded-full', classes.dot)} aria-hidden />
      {text}
    </span>
  );
}
