import { createContext, useContext, useSyncExternalStore } from 'react';
import { dateTimeLines, inTimeZone } from '../../../contracts/time-format';
import { NOT_AVAILABLE, formatDateTime } from '~/lib/format';

const neverChanges = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** A user who has chosen no zone: the server does not know the browser's, so it renders UTC, and the browser
 * switches to its own zone right after hydration (useSyncExternalStore's server snapshot keeps hydration free of
 * mismatches); the page frame then records that zone as theirs, so later pages are rendered in it. */
const serverTimeZone = () => 'UTC';

/**
 * The zone the user chose (decision 121: the API's CurrentUser.timeZone, which their e-mails and notices are
 * written in), provided by the page frame from its cookie; null where it is not known (the browser's is used).
 */
const ChosenTimeZone = createContext<string | null>(null);
export const ChosenTimeZoneProvider = ChosenTimeZone.Provider;

/** The browser's own zone; null on the server and until hydration. */
export const useDeviceTimeZone = () => useSyncExternalStore(neverChanges, browserTimeZone, () => null);

/**
 * The reader's time zone: the one they chose, on the server too, so a list's due time reads as their e-mail's;
 * else the browser's (UTC on the server and until hydration).
 */
export function useReaderTimeZone(): string {
  const chosen = useContext(ChosenTimeZone);
  const device = useSyncExternalStore(neverChanges, browserTimeZone, serverTimeZone);
  return chosen ?? device;
}

/** The sentence that says which zone a page's times are written in: the one its dates use (decision 149). */
export function timesAreIn(timeZone: string): string {
  return `Times are in ${timeZone}.`;
}

/** `timesAreIn` for the reader's zone, the one every DateTime of the page is written in. */
export function TimesAreIn() {
  return <>{timesAreIn(useReaderTimeZone())}</>;
}

/**
 * A text the backend wrote with times in UTC (a notice: '… is due 03/01/2027 12:00 PM UTC …'), its times in the
 * reader's zone, so a notice's due time reads as the list's does (contracts/time-format.ts). A notice
 * to a user with a zone is written in it already (decision 121), and left as it is.
 */
export function ZonedText({ text }: { text: string }) {
  return <>{inTimeZone(text, useReaderTimeZone())}</>;
}

/**
 * A date in the spec-5 format, in the reader's own time zone. `wrap`: the day and the time may take a line each
 * (in a narrow table column), never breaking inside either.
 */
export function DateTime({
  value,
  wrap = false,
}: {
  value: string | null | undefined;
  /** true: the day and the time a line each when needed; 'narrow': the zone may take a line of its own too. */
  wrap?: boolean | 'narrow';
}) {
  const timeZone = useReaderTimeZone();
  const text = formatDateTime(value, timeZone);
  if (text === NOT_AVAILABLE || !value) return <span>{text}</span>;
  // The API's whole seconds without their '.000' say the same instant (a list has two dates a row).
  const instant = value.replace(/\.000Z$/, 'Z');
  if (!wrap) return <time dateTime={instant}>{text}</time>;
  const { day, time, zone, long } = dateTimeLines(text);
  return (
    // Each part on one line: `time > span` (app/kit.css), not a class per part (a list has two dates a row).
    <time dateTime={instant}>
      <span>{day}</span>{' '}
      {wrap === 'narrow' || long ? (
        <>
          {/* The zone's space is its own, so Compact density can keep a short zone beside the time (app/kit.css). */}
          <span>{time}</span>
          <span data-zone={long ? 'long' : ''}>{` ${zone}`}</span>
        </>
      ) : (
        <span>{`${time} ${zone}`}</span>
      )}
    </time>
  );
}
