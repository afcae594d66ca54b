/**
 * The contract's archive source of a slide link (decision 153): every link names one, or null, and its UIDs are
 * DICOM UIDs only, because the server puts them into the archive's URL path.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadOpenapi } from '../conformance/openapi';
import * as schemas from './generated/zod.gen';

type Json = Record<string, unknown>;
/** The contract's own example of getSlideDownloadLink, without its archive source. */
const operation = loadOpenapi().paths!['/api/wsi/get-download-link/{blobId}']!.get as Json;
const example = (((operation.responses as Json)['200'] as Json).content as Json)['application/json'] as Json;
const { dicomweb, ...link } = (example.example as { data: Json }).data;
const source = {
  wadoRsRoot: 'http://127.0.0.1:4010/slides/blob-demo-01/dicomweb/1795436283/abc',
  studyInstanceUid: '1.2.826.0.1.3680043.8.498.10',
  seriesInstanceUid: '1.2.826.0.1.3680043.8.498.11',
};

describe('SlideLink.dicomweb', () => {
  it('is required: null for a slide without an archive series (as in the example), an object for one with', () => {
    expect(dicomweb).toBeNull();
    expect(schemas.zSlideLink.safeParse(link).success).toBe(false);
    expect(schemas.zSlideLink.safeParse({ ...link, dicomweb: null }).success).toBe(true);
    expect(schemas.zSlideLink.safeParse({ ...link, dicomweb: source }).success).toBe(true);
  });

  it.each([
    ['a path segment', '1.2/../3'],
    ['an empty component', '1..2'],
    ['a trailing dot', '1.2.'],
    ['a letter', '1.2a'],
    ['65 characters', `1.${'2'.repeat(63)}`],
    ['nothing', ''],
  ])('refuses a UID with %s', (_, uid) => {
    expect(schemas.zSlideDicomwebSource.safeParse({ ...source, studyInstanceUid: uid }).success).toBe(false);
    expect(schemas.zSlideDicomwebSource.safeParse({ ...source, seriesInstanceUid: uid }).success).toBe(false);
  });

  it('accepts every dot-separated run of digits up to 64 characters, and nothing a URL path treats specially', () => {
    const uid = fc
      .array(fc.stringMatching(/^[0-9]{1,8}$/), { minLength: 1, maxLength: 12 })
      .map((parts) => parts.join('.'))
      .filter((s) => s.length <= 64);
    fc.assert(
      fc.property(uid, (u) => {
        expect(schemas.zDicomUid.safeParse(u).success).toBe(true);
        expect(encodeURIComponent(u)).toBe(u);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), (s) => {
        if (schemas.zDicomUid.safeParse(s).success) expect(s).toMatch(/^[0-9.]+$/);
      }),
    );
  });
});
