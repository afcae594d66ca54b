/** What the viewer's unit tests build their cases and slide links from (tests only). */
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
    ...extra,
  };
}
