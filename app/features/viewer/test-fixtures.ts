/** What the viewer's unit tests build their cases and slide links from (tests only). */
import type OpenSeadragon from 'openseadragon';
import type { ViewerCase } from './case-images';
import type { SlideLink } from './slide-links';

/** An image of a block whose file is `id`. */
export const testImage = (id: string) => ({ fileName: `${id}.svs`, fileContent: id });

/** A case with these specimens, and the patient and type the banner tests read. */
export function testViewerCase(slides: ViewerCase['slides']): ViewerCase {
  return {
    caseID: 'case-0001',
    caseRecordId: 'RCH-2026-0001',
    type: { name: 'surgical', displayName: 'Surgical Pathology' },
    patientInfo: {
      lastName: 'Lovelace',
      firstName: 'Ada',
      birthDate: '1815-12-10',
      gender: 'Female',
      race: null,
    },
    slides,
  };
}

/** A signed link for `id`: its TIFF file, no Deep Zoom copy, valid for an hour unless `extra` says otherwise. */
export function testSlideLink(id: string, extra: Partial<SlideLink> = {}): SlideLink {
  return {
    link: `http://slides.test/${id}/file`,
    info: { contentType: 'image/tiff', fileName: `${id}.tif`, sizeBytes: 1 },
    dziUrl: null,
    dziTilesFolder: null,
    dziTileSourceObject: null,
    firstTileUrl: null,
    tileImageUrls: [],
    thumbnailUrl: null,
    previewUrl: null,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    dicomweb: null,
    ...extra,
  };
}

/**
 * A viewer whose image zoom (screen pixels per image pixel) the test sets, with a handler registry; its pane is
 * `paneWidth` wide. For the scale bar's and the true magnification's tests.
 */
export function fakeViewer(initialZoom: number, paneWidth = 800) {
  let zoom = initialZoom;
  const handlers = new Map<string, Set<() => void>>();
  const viewer = {
    world: { getItemAt: () => ({ viewportToImageZoom: (value: number) => value }) },
    viewport: { getZoom: () => zoom, getContainerSize: () => ({ x: paneWidth, y: 600 }) },
    addHandler(name: string, handler: () => void) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)!.add(handler);
    },
    removeHandler(name: string, handler: () => void) {
      handlers.get(name)?.delete(handler);
    },
  };
  return {
    viewer: viewer as unknown as OpenSeadragon.Viewer,
    /** One animation frame at a new zoom. */
    frame(next: number) {
      zoom = next;
      for (const handler of [...(handlers.get('animation') ?? [])]) handler();
    },
    /** OpenSeadragon's event `name`, as it fires it. */
    fire(name: string) {
      for (const handler of [...(handlers.get(name) ?? [])]) handler();
    },
    /** A zoom animated to `next` that ends. */
    zoomTo(next: number) {
      zoom = next;
      for (const name of ['animation', 'animation-finish'])
        for (const handler of [...(handlers.get(name) ?? [])]) handler();
    },
    handlerCount: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
  };
}
