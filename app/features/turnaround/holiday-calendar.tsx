/**
 * The holidays as a calendar: every year that has a holiday listed (and this one) as its months' wall-calendar
 * grids (./year-calendar.tsx), each day a toggle button that marks or clears it, and below them the chosen days,
 * each with a Remove button. Marking and clearing are Conform's list intents on the `holidays` field (insert with
 * the day, remove by index), so the form and its contract-derived schema are as before and a day toggles without
 * JavaScript too (the intent posts and comes back). Keys, once the script runs: the arrows move a day or a week,
 * Home/End to the week's ends, Page Up/Down a month (into the next or last year too, which then shows); Enter or
 * Space toggles.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { getInputProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import { ErrorList, toUsDate } from '~/components/form';
import { parseUsDate } from '~/components/form/date';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { calendarYears, dayLabel, moveDay, yearOf } from './calendar-days';
import type { TurnaroundFormInput } from './schema';
import { YearCalendar } from './year-calendar';

type Form = FormMetadata<TurnaroundFormInput, string[]>;
type HolidaysField = FieldMetadata<TurnaroundFormInput['holidays'], TurnaroundFormInput, string[]>;

export function HolidayCalendar({
  form,
  field,
  year: firstYear,
}: {
  form: Form;
  field: HolidaysField;
  year: number;
}) {
  const holidays = field.getFieldList();
  // Each listed day (ISO) and its place in the list, which a removal names.
  const chosen = holidays.map((holiday, index) => ({
    holiday,
    index,
    day: parseUsDate(holiday.value ?? ''),
  }));
  const indexOf = new Map(chosen.flatMap(({ day, index }) => (day ? [[day, index] as const] : [])));

  // Years shown since the page opened: those listed then, and those opened by the "Show" button or the keys. A
  // year stays when its last holiday is cleared, so the calendar does not vanish under the pointer.
  const [opened, setOpened] = useState(() => calendarYears(firstYear, indexOf.keys(), []));
  const years = calendarYears(firstYear, indexOf.keys(), opened);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const moved = useRef(false);
  const grid = useRef<HTMLDivElement>(null);
  const sortedDays = [...indexOf.keys()].sort();
  // Each year's one day in the tab order: the one last moved to, else its first holiday, else January 1.
  const tabDayOf = (year: number) =>
    (focusDay?.startsWith(`${year}-`) ? focusDay : null) ??
    sortedDays.find((day) => day.startsWith(`${year}-`)) ??
    `${year}-01-01`;

  useEffect(() => {
    if (!moved.current || !focusDay) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, opened]);

  function moveTo(day: string) {
    moved.current = true;
    if (!years.includes(yearOf(day))) setOpened([...opened, yearOf(day)]);
    setFocusDay(day);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const from = (event.target as HTMLElement).dataset['day'];
    const to = from ? moveDay(from, event.key) : null;
    if (!to) return;
    event.preventDefault();
    moveTo(to);
  }

  const buttonFor = (day: string) =>
    indexOf.has(day)
      ? form.remove.getButtonProps({ name: field.name, index: indexOf.get(day)! })
      : form.insert.getButtonProps({ name: field.name, defaultValue: toUsDate(day) });
  const next = years[years.length - 1]! + 1;

  // The list in date order (days not read last); each keeps its place in the field for its removal.
  const sorted = [...chosen].sort(byDay);

  return (
    <div className="space-y-4">
      <div ref={grid} onKeyDown={onKeyDown} className="space-y-6">
        {years.map((year) => (
          <YearCalendar
            key={year}
            year={year}
            tabDay={tabDayOf(year)}
            isHoliday={(day) => indexOf.has(day)}
            buttonFor={buttonFor}
            onFocusDay={setFocusDay}
          />
        ))}
      </div>
      <Button type="button" variant="outline" onClick={() => moveTo(`${next}-01-01`)}>
        {`Show ${next}`}
      </Button>
      <p id="holidays-keys" className="text-xs text-muted-foreground">
        Choose a day to mark it a holiday, and again to clear it. Arrow keys move a day or a week, Page Up and
        Page Down a month.
      </p>

      <h3 id="holidays-chosen" className="text-base font-semibold">
        {`Holidays listed (${holidays.length})`}
      </h3>
      {holidays.length ? (
        <ul aria-labelledby="holidays-chosen" className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {sorted.map(({ holiday, index, day }) => {
            const { key, ...hidden } = getInputProps(holiday, { type: 'hidden' });
            const name = day ? dayLabel(day) : holiday.value || 'A day not read';
            return (
              <li key={holiday.key} className="flex min-h-10 items-center justify-between gap-2 text-sm">
                <input key={key} {...hidden} />
                <span className="min-w-0">
                  <span className={cn(holiday.errors?.length && 'text-destructive')}>{name}</span>
                  <ErrorList id={holiday.errorId} errors={holiday.errors} />
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  aria-describedby={holiday.errors?.length ? holiday.errorId : undefined}
                  {...form.remove.getButtonProps({ name: field.name, index })}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm">No holidays are listed: every Monday to Friday counts.</p>
      )}
    </div>
  );
}

const byDay = (a: { day: string | null }, b: { day: string | null }) =>
  (a.day ?? '9999').localeCompare(b.day ?? '9999');
