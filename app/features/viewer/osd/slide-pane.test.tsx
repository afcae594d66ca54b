import type OpenSeadragon from 'openseadragon';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_TILES } from '../constants';
import { testSlideLink } from '../test-fixtures';
import type { SlideLink } from '../slide-links';
import type { BootedViewer } from './boot';
import { SlidePane } from './slide-pane';

// What the pane does with an open viewer is the handlers' (their own tests); here they do nothing. The module's
// OpenSeadragon download never finishes: the pane makes no viewer of its own.
vi.mock('./viewer-handlers', () => ({
  openLink: () => () => undefined,
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
        <SlidePane
          bootable
          link={link}
          linkError={null}
          preset={MAIN_TILES}
          view={null}
          rotation={0}
          label="Main slide"
          onStatus={() => undefined}
          onUserView={() => undefined}
          onInitError={(message) => errors.push(message)}
        />
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
});
