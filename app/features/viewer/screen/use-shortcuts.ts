/** The screen's keys: every toolbar command has a shortcut (see the help popover); none while loading. */
import { useEffect, useRef } from 'react';
import { commandOf, type ViewerCommand } from '../shortcuts';

export function useShortcuts(run: (command: ViewerCommand) => void, loading: boolean) {
  // The latest run and loading flag, read by one listener for the screen's life.
  const latest = useRef({ run, loading });
  latest.current = { run, loading };
  useEffect(() => {
    const onKey = (keyEvent: KeyboardEvent) => {
      const command = commandOf(keyEvent);
      if (!command || latest.current.loading) return;
      keyEvent.preventDefault();
      latest.current.run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
