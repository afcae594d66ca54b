import { useEffect, useState } from 'react';

/**
 * True once the page's script runs. Before that (the server's markup, and without JavaScript for good) a form
 * shows what works without a script: every role's fields, both region lists, a native select, a plain file input.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
