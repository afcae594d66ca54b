/**
 * The holidays as a calendar: a year's months as wall-calendar grids, each day a toggle button
 * (aria-pressed, named by its full date) that marks or clears it, and below them the chosen days, each with a
 * Remove button. Marking and clearing are Conform's list intents on the `holidays` field (insert with the day,
 * remove by index), so the form and its contract-derived schema are as before and a day toggles without
 * JavaScript too (the intent posts and comes back). Keys, once the script runs: the arrows move a day or a week,
 * Home/End to the week's ends, Page Up/Down a month (into the next or last year too); Enter or Space toggles.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { getInputProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { ErrorList, toUsDate } from '~/components/form';
import { parseUsDate } from '~/components/form/date';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { MONTHS, WEEKDAYS, dayLabel, isWeekend, monthWeeks, moveDay } from './calendar-days';
import type { TurnaroundFormInput } from './schema';

type Form = FormMetadata<TurnaroundFormInput, string[]>;
type HolidaysField = FieldMetadata<TurnaroundFormInput['holidays'], TurnaroundFormInput, string[]>;

const DAY =
  'size-8 rounded-md text-sm tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1';

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

  const [year, setYear] = useState(firstYear);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const moved = useRef(false);
  const grid = useRef<HTMLDivElement>(null);
  // The one day of the year in the tab order: the one last moved to, else the year's first holiday, else Jan 1.
  const inYear = (day: string | null | undefined) => day?.startsWith(`${year}-`) ?? false;
  const tabDay =
    (inYear(focusDay) ? focusDay : null) ?? [...indexOf.keys()].filter(inYear).sort()[0] ?? `${year}-01-01`;

  useEffect(() => {
    if (!moved.current || !focusDay) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, year]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const from = (event.target as HTMLElement).dataset['day'];
    const to = from ? moveDay(from, event.key) : null;
    if (!to) return;
    event.preventDefault();
    moved.current = true;
    setYear(Number(to.slice(0, 4)));
    setFocusDay(to);
  }

  // The list in date order (days not read last); each keeps its place in the field for its removal.
  const sorted = [...chosen].sort(byDay);

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={`Show ${year - 1}`}
          onClick={() => setYear(year - 1)}
        >
          <ChevronLeftIcon aria-hidden />
        </Button>
        <h3 id="holiday-year" className="min-w-16 text-center text-base font-semibold" aria-live="polite">
          {year}
        </h3>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={`Show ${year + 1}`}
          onClick={() => setYear(year + 1)}
        >
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
      <div
        ref={grid}
        role="group"
        aria-labelledby="holiday-year"
        aria-describedby="holidays-keys"
        onKeyDown={onKeyDown}
        className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4"
      >
        {MONTHS.map((month, m) => (
          <table key={month} className="w-full border-collapse text-center">
            <caption className="pb-1 text-left text-sm font-medium">{`${month} ${year}`}</caption>
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th
                    key={weekday}
                    scope="col"
                    abbr={weekday}
                    className="pb-1 text-xs font-normal text-muted-foreground"
                  >
                    {weekday.slice(0, 2)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(year, m).map((week, w) => (
                <tr key={w}>
                  {week.map((day, d) => (
                    <td key={day ?? `empty-${d}`} className="p-0.5">
                      {day ? (
                        <DayButton
                          day={day}
                          index={indexOf.get(day)}
                          tabbable={day === tabDay}
                          buttonProps={
                            indexOf.has(day)
                              ? form.remove.getButtonProps({ name: field.name, index: indexOf.get(day)! })
                              : form.insert.getButtonProps({ name: field.name, defaultValue: toUsDate(day) })
                          }
                          onFocus={() => setFocusDay(day)}
                        />
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
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

function DayButton({
  day,
  index,
  tabbable,
  buttonProps,
  onFocus,
}: {
  day: string;
  index: number | undefined;
  tabbable: boolean;
  buttonProps: ReturnType<Form['insert']['getButtonProps']>;
  onFocus: () => void;
}) {
  const holiday = index !== undefined;
  return (
    <button
      {...buttonProps}
      data-day={day}
      tabIndex={tabbable ? 0 : -1}
      aria-pressed={holiday}
      aria-label={dayLabel(day)}
      onFocus={onFocus}
      className={cn(
        DAY,
        holiday
          ? 'bg-primary font-semibold text-primary-foreground hover:bg-primary/90'
          : 'hover:bg-accent hover:text-accent-foreground',
        !holiday && isWeekend(day) && 'text-muted-foreground',
      )}
    >
      {Number(day.slice(8))}
    </button>
  );
}
