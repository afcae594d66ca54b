/**
 * "From the image archive"'s routes against the in-process mock backend, with a real session cookie: the search's
 * criteria checked before the API is asked, a facility without an archive answered in the API's sentence with the
 * way to set one, and an attach's UIDs checked here and refused in the API's words. (A search and an attach that
 * reach a running archive are tested against Orthanc in tests/archive.)
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { sessionFor } from '../../../tests/setup/app-session';
import type { ArchiveStage } from './archive-blocks';
import { archiveStageOf, attachArchive, searchArchive } from './archive.server';

const FACILITY = 'facility@demo.test';
const NOT_SET =
  'Your facility has not set its image archive. A facility admin can add its DICOMweb address under Interfaces.';
const STUDY_UID = '1.2.826.0.1.3680043.8.498.1';
const SERIES_UID = '1.2.826.0.1.3680043.8.498.2';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

type Session = Awaited<ReturnType<typeof sessionFor>>;

async function search(session: Session, query: string) {
  const response = await searchArchive(
    new Request('http://app.test/image-archive/search', {
      method: 'POST',
      headers: { Cookie: session.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: query,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function attach(session: Session, fields: Record<string, string>) {
  const { data: list } = await session.client.GET('/api/cases', {
    params: { query: { status: 'Draft', createdByMyFacility: true, pageSize: 1 } },
  });
  const caseId = list!.data.items[0]!.caseID;
  const { data } = await session.client.GET('/api/cases/{caseId}', { params: { path: { caseId } } });
  const subsectionId = data!.data.slides[0]!.subsections[0]!.id;
  const request = new Request(`http://app.test/cases/${caseId}/subsections/${subsectionId}/archive-series`, {
    method: 'POST',
    headers: { Cookie: session.cookie },
    body: new URLSearchParams(fields),
  });
  const response = await attachArchive(request, { caseId, subsectionId });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /image-archive/search', () => {
  it('asks for a criterion before asking the API (empty fields count as none)', async () => {
    const session = await sessionFor(FACILITY);
    expect(await search(session, 'accessionNumber=&patientId=%20')).toEqual({
      status: 400,
      body: { message: 'Enter an accession number, a patient ID or a study date.' },
    });
  });

  it("answers a facility without an archive in the API's sentence, with the way to Interfaces", async () => {
    const session = await sessionFor(FACILITY);
    expect(await search(session, 'accessionNumber=ACC-77&studyDate=')).toEqual({
      status: 409,
      body: { message: NOT_SET, canSetArchive: true },
    });
  });
});

describe('POST /cases/:caseId/subsections/:subsectionId/archive-series', () => {
  it('refuses UIDs that are not DICOM UIDs without asking the API', async () => {
    const session = await sessionFor(FACILITY);
    expect(await attach(session, { studyInstanceUid: STUDY_UID, seriesInstanceUid: 'x; DROP' })).toEqual({
      status: 400,
      body: { message: 'This series cannot be attached: search the archive again.' },
    });
  });

  it("passes on the API's refusal in its words", async () => {
    const session = await sessionFor(FACILITY);
    expect(await attach(session, { studyInstanceUid: STUDY_UID, seriesInstanceUid: SERIES_UID })).toEqual({
      status: 409,
      body: { message: NOT_SET },
    });
  });
});

describe('the archive stage (/upload-project?attachTo=)', () => {
  it("lists each block's slides as the case holds them; a server without an archive says nothing of one", async () => {
    const session = await sessionFor(FACILITY);
    const { data: list } = await session.client.GET('/api/cases', {
      params: { query: { createdByMyFacility: true, pageSize: 50 } },
    });
    const ids = list!.data.items.filter((item) => item.imageCount > 0).map((item) => item.caseID);
    const caseId = ids[0]!;
    const { data } = await session.client.GET('/api/cases/{caseId}', { params: { path: { caseId } } });
    const stage = await archiveStageOf(
      new Request(`http://app.test/upload-project?attachTo=${caseId}`),
      session.token,
    );
    const images = data!.data.slides.flatMap((s) => s.subsections.map((b) => b.images));
    expect(stage!.blocks.map((block) => block.slides.map((slide) => slide.fileName))).toEqual(
      images.map((block) => block.map((image) => image.fileName)),
    );
    // JSON as the page receives it: no archive state on any slide.
    expect(
      JSON.parse(JSON.stringify(stage!.blocks)).flatMap((b: ArchiveStage['blocks'][number]) => b.slides),
    ).toEqual(images.flat().map(({ fileName, fileContent }) => ({ fileName, fileContent })));
  });
});
