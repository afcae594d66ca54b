/**
 * The DICOMweb reader against a real archive: Debian's Orthanc holding a dicomized fixture, read through
 * dicomweb-client on jsdom's XMLHttpRequest (same origin as the archive: Orthanc sends no CORS headers, so a
 * browser page of another origin could not read it directly), frames decoded by sharp as reader.test.ts does.
 */
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archiveMissing,
  dicomize,
  fixturePath,
  startOrthanc,
  type Orthanc,
} from '../../../../tests/archive/orthanc';
import { toFrame } from './decode';
import type { DicomwebSource } from './dicomweb-source';
import { DICOM_LOAD_FAILED } from './errors';
import type { FrameDecoder } from './reader';
import { ArchiveLimitError, archiveClient } from './web-client';
import { openDicomweb } from './web-reader';

const missing = archiveMissing();
if (missing) console.warn(`Skipping the DICOMweb reader tests: ${missing}`);

const sharpDecoder: FrameDecoder = async (frame, instance) => {
  const { data, info } = await sharp(frame).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return toFrame(data, info.width, info.height, info.channels, instance);
};

describe.skipIf(missing !== null)('a slide read from Orthanc by WADO-RS', () => {
  let orthanc: Orthanc;
  let source: DicomwebSource;
  let XMLHttpRequest: typeof globalThis.XMLHttpRequest;
  beforeAll(async () => {
    orthanc = await startOrthanc();
    // The sides crossed: see web-pyramid.test.ts (Orthanc 1.10's dicomizer swaps them in Pixel Spacing).
    await dicomize(orthanc, fixturePath('aperio-CMU-1-Small-Region.svs'), [
      '--pyramid=1',
      '--levels=3',
      '--imaged-width=1.480533',
      '--imaged-height=1.10778',
    ]);
    const res = await fetch(`${orthanc.dicomWeb}/series`, {
      headers: { Accept: 'application/dicom+json' },
      signal: AbortSignal.timeout(10_000),
    });
    const [series] = (await res.json()) as Array<Record<string, { Value: string[] }>>;
    source = {
      wadoRsRoot: orthanc.dicomWeb,
      studyInstanceUid: series!['0020000D']!.Value[0]!,
      seriesInstanceUid: series!['0020000E']!.Value[0]!,
    };
    XMLHttpRequest = new JSDOM('', { url: `${orthanc.url}/` }).window.XMLHttpRequest;
  }, 90_000);
  afterAll(async () => orthanc?.stop());

  it('opens the three-level pyramid at 0.499 µm per pixel and draws tissue from JPEG frames', async () => {
    const reader = await openDicomweb(source, sharpDecoder, { XMLHttpRequest });
    expect(reader.info.geometry).toMatchObject({ width: 2220, height: 2967, tileSize: 240 });
    expect(reader.info.geometry.levels).toHaveLength(3);
    expect(reader.info.mpp.x).toBeCloseTo(0.499, 4);
    expect(reader.info.mppFromFile).toBe(true);
    // Metadata, then the first tile's 12 frames in one request, whose answer names their coding (Orthanc's
    // metadata names none); that tile is then drawn without another request.
    expect(reader.requests()).toBe(2);
    const tile = await reader.readTile(reader.info.geometry.minLevel, 0, 0);
    expect(reader.requests()).toBe(2);
    expect(tile.data.length).toBe(tile.width * tile.height * 4);
    let dark = 0;
    for (let i = 0; i < tile.data.length; i += 4)
      if (tile.data[i]! + tile.data[i + 1]! + tile.data[i + 2]! < 600) dark++;
    // The CMU-1 region is mostly stained tissue, not white glass.
    expect(dark / (tile.width * tile.height)).toBeGreaterThan(0.3);
    reader.close();
  });

  it('reads a frame in the coding the archive stores it (baseline JPEG), as one multipart part', async () => {
    const client = archiveClient(source, { XMLHttpRequest });
    const reader = await openDicomweb(source, sharpDecoder, { client });
    const frame = await client.frame(reader.pyramid.levels[0]!.sopInstanceUid, 1);
    expect(frame.transferSyntax).toBe('1.2.840.10008.1.2.4.50');
    expect([...frame.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    // Several frames in one request come back as as many parts, in the order asked.
    const frames = await client.frames(reader.pyramid.levels[0]!.sopInstanceUid, [3, 1, 2]);
    expect(frames.map((part) => part.bytes.length)).not.toContain(0);
    expect(frames[1]!.bytes).toEqual(frame.bytes);
    expect(frames.every((part) => part.transferSyntax === '1.2.840.10008.1.2.4.50')).toBe(true);
  });

  it('stops reading a frame past its byte bound, and the slide fails to load with the DICOM sentence', async () => {
    const client = archiveClient(source, { XMLHttpRequest, limits: { frameBytes: 1_000 } });
    const opening = openDicomweb(source, sharpDecoder, { client });
    await expect(opening).rejects.toThrow(DICOM_LOAD_FAILED);
    await expect(opening.catch((error: Error) => Promise.reject(error.cause))).rejects.toBeInstanceOf(
      ArchiveLimitError,
    );
  });

  it('fails to load with the DICOM sentence when the series is not in the archive', async () => {
    const opening = openDicomweb({ ...source, seriesInstanceUid: '1.2.3.4' }, sharpDecoder, {
      XMLHttpRequest,
    });
    await expect(opening).rejects.toThrow(DICOM_LOAD_FAILED);
  });
});
