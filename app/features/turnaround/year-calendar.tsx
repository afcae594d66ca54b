/**
 * One year of the holidays' calendar (./holiday-calendar.tsx): its heading, then its months as wall-calendar
 * grids, each day a toggle button (aria-pressed, named by its full date). Every year the calendar shows is drawn
 * by this one component, so the next year's holidays read exactly as this year's do.
 */
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '~/lib/utils';
import { MONTHS, WEEKDAYS, dayLabel, isWeekend, monthWeeks } from './calendar-days';

const DAY =
  'size-8 rounded-md text-sm tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1';

/** The id of a year's heading, which names its group of days ('2027'). */
export const yearHeadingId = (year: number) => `holiday-year-${year}`;

type DayButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

export function YearCalendar({
  year,
  tabDay,
  isHoliday,
  buttonFor,
  onFocusDay,
}: {
  year: number;
  /** The one day of the year in the tab order (a grid is one stop: the arrow keys move inside it). */
  tabDay: string;
  isHoliday: (day: string) => boolean;
  /** The day's form props: Conform's insert or remove intent, so a day toggles without JavaScript too. */
  buttonFor: (day: string) => DayButtonProps;
  onFocusDay: (day: string) => void;
}) {
  return (
    <div className="space-y-2">
      <h3 id={yearHeadingId(year)} className="text-base font-semibold">
        {year}
      </h3>
      <div
        role="group"
        aria-labelledby={yearHeadingId(year)}
        aria-describedby="holidays-keys"
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
                          holiday={isHoliday(day)}
                          tabbable={day === tabDay}
                          buttonProps={buttonFor(day)}
                          onFocus={() => onFocusDay(day)}
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
    </div>
  );
}

function DayButton({
  day,
  holiday,
  tabbable,
  buttonProps,
  onFocus,
}: {
  day: string;
  holiday: boolean;
  tabbable: boolean;
  buttonProps: DayButtonProps;
  onFocus: () => void;
}) {
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
