import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True once the page's script runs. Before that (the server's markup, and without JavaScript for good) a form
 * shows what works without a script: every role's fields, both region lists, a native select, a plain file input.
 *
 * False only while React hydrates the server's markup: a screen mounted by a client navigation is script-driven
 * from its first render, so it never shows the scriptless form for a moment (a test that acted on the document's
 * `data-hydrated` mark caught that moment's native select).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
