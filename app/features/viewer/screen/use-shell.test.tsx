import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaneUnits } from './panes';
import { useShell } from './use-shell';

// The panes' module brings OpenSeadragon's script: only its event maker is used here.
vi.mock('./panes', () => ({ event: (type: string, fields: object) => ({ type, ...fields }) }));

const pane = () =>
  ({
    state: { slideIndex: 0, rotation: 0, view: null },
    dispatchAll: vi.fn(),
  }) as unknown as PaneUnits;

function Screen() {
  const [shell] = useShell({
    caseId: 'case-1',
    total: 3,
    main: pane(),
    split: pane(),
    sync: false,
    setSync: () => undefined,
  });
  return <p>{shell ? 'screen' : 'frame'}</p>;
}

describe('useShell', () => {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let before: boolean | undefined;
  beforeEach(() => {
    // Outside act: effects run when React schedules them, as in the browser.
    before = flags.IS_REACT_ACT_ENVIRONMENT;
    flags.IS_REACT_ACT_ENVIRONMENT = false;
    window.sessionStorage.clear();
    // A wide window (jsdom has no media queries).
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  });
  afterEach(() => {
    flags.IS_REACT_ACT_ENVIRONMENT = before;
    vi.unstubAllGlobals();
  });

  it('restores the stored state in the commit that mounts the screen, not in a task after it', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    flushSync(() => root.render(<Screen />));
    // The full screen right after the commit that mounted the frame, before the page can paint or run a task.
    expect(host.textContent).toBe('screen');
    flags.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => root.unmount());
  });
});
