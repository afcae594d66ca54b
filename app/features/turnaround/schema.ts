/**
 * The Turnaround form's schema (/admin/turnaround, decision 080), derived from the contract's
 * TurnaroundSettingsInput: one target per case type and priority, a whole number of working hours within the
 * contract's bounds, and the holidays typed as MM/DD/YYYY. A type and priority or a holiday listed twice is the
 * backend's to refuse (422 under `targets.N` / `holidays.N`); the action puts its message on that field.
 */
import { z } from 'zod';
import { schemas, type components, SENTENCES } from '../../../contracts';
import { CASE_PRIORITIES } from '../../../contracts/turnaround';
import { usDateSchema, toUsDate } from '~/components/form';

export type TurnaroundSettings = components['schemas']['TurnaroundSettings'];

const hoursSchema = schemas.zTurnaroundTarget.shape.hours;
/** The contract's bounds of a target, in working hours (1 and 1,500). */
export const TARGET_BOUNDS = { min: hoursSchema.minValue ?? 1, max: hoursSchema.maxValue ?? 1_500 } as const;

const formatted = (n: number) => n.toLocaleString('en-US');

export const TURNAROUND_MESSAGES = {
  wholeNumber: 'Enter a whole number of hours, like 48.',
  tooSmall: `Enter at least ${formatted(TARGET_BOUNDS.min)} hour.`,
  tooBig: `Enter at most ${formatted(TARGET_BOUNDS.max)} hours.`,
  saved: SENTENCES.turnaround.saved,
  targetTwice: SENTENCES.turnaround.targetTwice,
  holidayTwice: SENTENCES.turnaround.holidayTwice,
} as const;

const CASE_TYPES = schemas.zCaseTypeName.options;

/** Working hours as typed: digits only (no decimals, no separators), within the bounds; then the contract's. */
const hoursField = z
  .string()
  .transform((text, ctx) => {
    const trimmed = text.trim();
    const problem = !/^[-+]?\d+$/.test(trimmed)
      ? TURNAROUND_MESSAGES.wholeNumber
      : Number(trimmed) < TARGET_BOUNDS.min
        ? TURNAROUND_MESSAGES.tooSmall
        : Number(trimmed) > TARGET_BOUNDS.max
          ? TURNAROUND_MESSAGES.tooBig
          : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return Number(trimmed);
  })
  .pipe(hoursSchema);

export const turnaroundForm = schemas.zTurnaroundSettingsInput.extend({
  targets: z
    .array(schemas.zTurnaroundTarget.extend({ hours: hoursField }))
    .max(CASE_TYPES.length * CASE_PRIORITIES.length),
  // No holidays at all is an empty list (Conform leaves the field out when every holiday is removed).
  holidays: z
    .array(usDateSchema.pipe(schemas.zTurnaroundSettingsInput.shape.holidays.element))
    .max(100)
    .default([]),
});

export type TurnaroundFormInput = z.input<typeof turnaroundForm>;
export type TurnaroundInput = z.output<typeof turnaroundForm>;

/** The grid's rows and columns: every case type by every priority, in the contract's order. */
export const TARGET_GRID = CASE_TYPES.map((caseType) => ({
  caseType,
  cells: CASE_PRIORITIES.map((priority) => ({ caseType, priority })),
}));

/** The form's values for stored settings: the 18 targets in grid order, the holidays as MM/DD/YYYY. */
export function formValuesOf(settings: Pick<TurnaroundSettings, 'targets' | 'holidays'>) {
  const targets = TARGET_GRID.flatMap((row) =>
    row.cells.map((cell) => {
      const stored = settings.targets.find(
        (t) => t.caseType === cell.caseType && t.priority === cell.priority,
      );
      return { ...cell, hours: stored ? String(stored.hours) : '' };
    }),
  );
  return { targets, holidays: [...settings.holidays].sort().map(toUsDate) };
}

/**
 * One target in words, as the on-time figures judged against it show it beside its priority: '48 h', '1,500 h'
 * (working hours); a target not set says so.
 */
export function targetInWords(
  targets: TurnaroundFormInput['targets'],
  caseType: string,
  priority: (typeof CASE_PRIORITIES)[number],
): string {
  const hours = targets.find((t) => t.caseType === caseType && t.priority === priority)?.hours;
  return hours ? `${formatted(Number(hours))} h` : 'not set';
}
