import { useEffect, useState } from 'react';

/**
 * What `promise` resolved to, null until then (and during the server's render and hydration, which a promise
 * never holds up); `failed` if it rejected. For data a loader sends after the page's frame (decision 092).
 */
export function useSettled<T>(promise: Promise<T>, failed: T): T | null {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T } | null>(null);
  useEffect(() => {
    let current = true;
    const keep = (value: T) => current && setSettled({ promise, value });
    promise.then(keep, () => keep(failed));
    return () => {
      current = false;
    };
    // `failed` is a fallback, read when the promise rejects: not a reason to listen again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [promise]);
  return settled?.promise === promise ? settled.value : null;
}
