import type OpenSeadragon from 'openseadragon';
import { act, render } from '@testing-library/react';
import { createRef, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_TILES } from '../constants';
import { testSlideLink } from '../test-fixtures';
import type { SlideLink } from '../slide-links';
import type { BootedViewer } from './boot';
import { openLink, type Latest } from './viewer-handlers';
import { SlidePane, type PaneHandle, type PaneStatus } from './slide-pane';

// What the pane does with an open viewer is the handlers' (their own tests); here they do nothing. The module's
// OpenSeadragon download never finishes: the pane makes no viewer of its own.
vi.mock('./viewer-handlers', () => ({
  openLink: vi.fn(() => () => undefined),
  watchViewer: () => undefined,
  applyView: () => undefined,
  shownView: () => null,
}));
vi.mock('./openseadragon-script', () => ({
  OPENSEADRAGON_SCRIPT: '/osd.js',
  loadOpenSeadragon: () => new Promise(() => undefined),
}));
vi.mock('../tiff', () => ({ warmTiffReader: () => undefined }));

/** A viewer the page's boot made: once destroyed, any call of it fails, as OpenSeadragon's does. */
function bootedViewer(slide: SlideLink) {
  let destroyed = false;
  const calls: string[] = [];
  const viewer = {
    destroy: () => (destroyed = true),
    drawer: {
      setImageSmoothingEnabled(enabled: boolean) {
        if (destroyed) throw new TypeError("Cannot set properties of undefined (setting 'forceRedraw')");
        calls.push(`smoothing ${enabled}`);
      },
    },
    world: { getItemCount: () => 0 },
  } as unknown as OpenSeadragon.Viewer;
  window.OpenSeadragon = (() => viewer) as unknown as typeof OpenSeadragon;
  window.__viewerBoot = {
    caseId: 'case-0001',
    slide,
    viewer,
    osd: window.OpenSeadragon,
    element: document.createElement('div'),
    opening: null,
    failed: false,
    cancelled: false,
    sourceOpened: true,
    firstTileAt: 1,
    create: () => false,
    open: () => false,
    settled: Promise.resolve(),
    settle: () => undefined,
  } satisfies BootedViewer;
  return { calls, destroyed: () => destroyed };
}

/** The main pane showing `link`, its callbacks doing nothing. */
const mainPane = (link: SlideLink) => ({
  bootable: true,
  link,
  linkError: null,
  preset: MAIN_TILES,
  view: null,
  rotation: 0,
  label: 'Main slide',
  onStatus: () => undefined,
  onUserView: () => undefined,
  onInitError: () => undefined,
});

afterEach(() => {
  delete window.__viewerBoot;
  delete (window as { OpenSeadragon?: unknown }).OpenSeadragon;
  document.body.innerHTML = '';
});

describe('the slide pane', () => {
  it("never calls a viewer it destroyed: React's development mode runs its effects twice", () => {
    const link = testSlideLink('s1');
    const booted = bootedViewer(link);
    const errors: string[] = [];
    const { getByTestId, unmount } = render(
      <StrictMode>
        <SlidePane {...mainPane(link)} onInitError={(message) => errors.push(message)} />
      </StrictMode>,
    );
    // Adopted, then destroyed by the effect's first clean-up: the resampling setting never reaches it after
    // (the render would fail with OpenSeadragon's own error).
    expect(booted.destroyed()).toBe(true);
    expect(booted.calls).toEqual([]);
    expect(errors).toEqual([]);
    expect(getByTestId('osd-container').dataset.resampling).toBe('bilinear');
    unmount();
  });

  it('a slide change to another image of the file it shows says again that the slide is shown', () => {
    vi.mocked(openLink).mockClear();
    const link = testSlideLink('s1');
    bootedViewer(link);
    // The opening draws its first tile at once.
    const ready: PaneStatus = { phase: 'ready', kind: 'tiff', mpp: { x: 0.25, y: 0.25 }, magnification: 40 };
    vi.mocked(openLink).mockImplementationOnce((_viewer, _osd, _link, latest: Latest) => {
      latest.current.onStatus({ phase: 'loading' });
      latest.current.onStatus(ready);
      return () => undefined;
    });
    const statuses: PaneStatus[] = [];
    const pane = createRef<PaneHandle>();
    render(<SlidePane ref={pane} {...mainPane(link)} onStatus={(status) => statuses.push(status)} />);
    expect(statuses).toEqual([{ phase: 'loading' }, ready]);
    // The screen's slide change (decision 056) waits for the pane's word before it takes the slide for shown.
    act(() => pane.current!.openNow(link));
    expect(statuses).toEqual([{ phase: 'loading' }, ready, ready]);
    expect(openLink).toHaveBeenCalledTimes(1);
  });
});
