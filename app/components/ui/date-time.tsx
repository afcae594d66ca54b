import { useSyncExternalStore } from 'react';
import { NOT_AVAILABLE, formatDateTime } from '~/lib/format';

const neverChanges = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The server does not know the reader's zone: it renders UTC, and the browser switches to its own zone right
 * after hydration (useSyncExternalStore's server snapshot keeps hydration free of mismatches). */
const serverTimeZone = () => 'UTC';

/** A date in the spec-5 format, in the reader's own time zone. */
export function DateTime({ value }: { value: string | null | undefined }) {
  const timeZone = useSyncExternalStore(neverChanges, browserTimeZone, serverTimeZone);
  const text = formatDateTime(value, timeZone);
  return text === NOT_AVAILABLE || !value ? <span>{text}</span> : <time dateTime={value}>{text}</time>;
}
