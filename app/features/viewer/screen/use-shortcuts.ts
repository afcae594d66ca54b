/**
 * The screen's keys: every toolbar command has a shortcut (see the help popover); none while loading, or while a
 * slide change is pending (decision 056).
 */
import { useEffect, useRef } from 'react';
import { commandOf, type ViewerCommand } from '../shortcuts';
import type { SlideChange } from './slide-change';

export function useShortcuts(run: (command: ViewerCommand) => void, loading: boolean, change: SlideChange) {
  // The latest run and loading flag, read by one listener for the screen's life.
  const latest = useRef({ run, loading });
  latest.current = { run, loading };
  useEffect(() => {
    const onKey = (keyEvent: KeyboardEvent) => {
      const command = commandOf(keyEvent);
      if (!command || latest.current.loading || change.changing()) return;
      keyEvent.preventDefault();
      latest.current.run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [change]);
}
