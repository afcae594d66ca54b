import { useEffect, useState } from 'react';

/** What each promise handed to `noteSettled` settled to, once it has. */
const noted = new WeakMap<Promise<unknown>, { value: unknown } | { rejected: true }>();
const watched = new WeakSet<Promise<unknown>>();

/**
 * Starts noting what `promise` settles to, so that a `useSettled` mounted after it has settled has its value in
 * its first render rather than in a render after its effect (the viewer's screen, whose links have come
 * long before it hydrates). Only for a component whose first render during hydration does not show the value:
 * the server rendered it without. Returns `promise`.
 */
export function noteSettled<T>(promise: Promise<T>): Promise<T> {
  if (watched.has(promise)) return promise;
  watched.add(promise);
  promise.then(
    (value) => void noted.set(promise, { value }),
    () => void noted.set(promise, { rejected: true }),
  );
  return promise;
}

/**
 * What `promise` resolved to, null until then (and during the server's render and hydration, which a promise
 * never holds up); `failed` if it rejected. For data a loader sends after the page's frame (decision 092). A
 * promise `noteSettled` has seen settle is read at once.
 */
export function useSettled<T>(promise: Promise<T>, failed: T): T | null {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T } | null>(() => {
    const known = noted.get(promise);
    if (!known) return null;
    return { promise, value: 'value' in known ? (known.value as T) : failed };
  });
  useEffect(() => {
    let current = true;
    // Read at once already: no render for the same value.
    const keep = (value: T) =>
      current &&
      setSettled((shown) =>
        shown?.promise === promise && shown.value === value ? shown : { promise, value },
      );
    promise.then(keep, () => keep(failed));
    return () => {
      current = false;
    };
    // `failed` is a fallback, read when the promise rejects: not a reason to listen again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [promise]);
  return settled?.promise === promise ? settled.value : null;
}
