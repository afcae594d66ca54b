/** The archive helper against Debian's Orthanc: it starts, takes a dicomized fixture, answers QIDO-RS, and stops. */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveMissing, dicomize, fixturePath, startOrthanc, type Orthanc } from './orthanc';

const FIXTURE = 'aperio-CMU-1-Small-Region.svs';
const missing = archiveMissing(FIXTURE);
if (missing) console.warn(`Skipping the image archive tests: ${missing}`);

describe.skipIf(missing !== null)('Orthanc test archive', () => {
  let orthanc: Orthanc;
  beforeAll(async () => {
    orthanc = await startOrthanc();
    await dicomize(orthanc, fixturePath(FIXTURE));
  }, 90_000);
  afterAll(async () => orthanc?.stop());

  it('serves the dicomized slide as one VL Whole Slide Microscopy series by QIDO-RS', async () => {
    const res = await fetch(`${orthanc.dicomWeb}/series?Modality=SM`, {
      headers: { Accept: 'application/dicom+json' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(200);
    const series = (await res.json()) as Array<Record<string, { Value?: unknown[] }>>;
    expect(series).toHaveLength(1);
    // (0008,0060) Modality
    expect(series[0]?.['00080060']?.Value).toEqual(['SM']);
  });

  it('removes its storage when stopped', async () => {
    const other = await startOrthanc();
    expect(existsSync(other.dir)).toBe(true);
    await other.stop();
    expect(existsSync(other.dir)).toBe(false);
    await expect(fetch(`${other.url}/system`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
  });
});
