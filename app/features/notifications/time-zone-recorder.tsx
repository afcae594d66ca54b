/**
 * The quiet write of decision 121: on the first page of a user whose zone the page frame does not know, the
 * browser's zone is posted once to /notifications/time-zone, which records it as theirs when they have none yet
 * and keeps their zone in a cookie for the next pages. Nothing waits for it; a failure is tried again at the next
 * full page load.
 */
import { useEffect } from 'react';
import { TIME_ZONE_PATH } from './time-zone';

/** Once per page load of the app's scripts: moving between pages does not post again. */
let posted = false;

export function TimeZoneRecorder() {
  useEffect(() => {
    if (posted) return;
    posted = true;
    const body = new URLSearchParams({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    // The answer read to its end: a fetch whose body nobody reads is never finished for the browser's network
    // (it stayed "in flight" for as long as the page was open).
    fetch(TIME_ZONE_PATH, { method: 'POST', body, credentials: 'same-origin' })
      .then((answer) => answer.text())
      .catch(() => undefined);
  }, []);
  return null;
}
