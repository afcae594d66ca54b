/**
 * A case's slide images must be its own or uploads of its facility (decision 068): the rule alone (property
 * test), then createCase, updateCase and importCases through the typed client against the in-process mock.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../../contracts';
import { db } from '../store/db';
import { ADMIN, FACILITY, OTHER_FACILITY, clientFor } from '../testing/test-clients';
import { FOREIGN_IMAGE, imageProblems } from './images';

type CaseInput = components['schemas']['CaseInput'];
type Image = { fileName: string; fileContent: string };

const bodyWith = (images: Image[]): CaseInput => ({
  type: 'surgical',
  patientInfo: { firstName: 'Ima', lastName: 'Ges', birthDate: '1970-01-02', gender: 'Male' },
  specimens: [
    {
      specimenType: 'Biopsy',
      subsections: [
        { slideType: 'H&E', stain: 'H&E', slideCount: 1, images: [] },
        { slideType: 'H&E', stain: 'H&E', slideCount: 1, images },
      ],
    },
  ],
  billingComponent: 2,
  caseRelation: 'Standalone',
  slideDelivery: 'Upload_the_Slide_Images',
});

/** A stored upload (as a finished tus upload leaves it) into a case of the facility. */
async function uploadInto(facilityId: string, id: string): Promise<Image> {
  const item = db.cases.all().find((c) => c.facility.id === facilityId && c.slides[0]?.subsections[0])!;
  await db.slideUploads.create({
    id,
    caseID: item.caseID,
    subsectionId: item.slides[0]!.subsections[0]!.id,
    fileName: `${id}.svs`,
    contentType: 'image/tiff',
    sizeBytes: 10,
    sha256: '0'.repeat(64),
    uploadedBy: { id: 'usr-facility', name: 'Facility user' },
    uploadedAt: new Date().toISOString(),
  });
  return { fileName: `${id}.svs`, fileContent: id };
}

const facilityOf = async (email: string) => db.users.findFirst((q) => q.where({ email }))!.facilityId!;

describe('the rule', () => {
  it('names exactly the images it does not allow, by their path', () => {
    const id = fc.stringMatching(/^[a-z]{1,3}$/);
    const specimens = fc.array(
      fc.record({
        subsections: fc.array(
          fc.record({
            images: fc.array(
              id.map((fileContent) => ({ fileName: 'x', fileContent })),
              { maxLength: 3 },
            ),
          }),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 3 },
    );
    fc.assert(
      fc.property(specimens, fc.uniqueArray(id), (given, allowedIds) => {
        const allowed = new Set(allowedIds);
        const problems = imageProblems(given as never, (fileContent) => allowed.has(fileContent), 'cases.1.');
        const expected = given.flatMap((specimen, s) =>
          specimen.subsections.flatMap((sub, b) =>
            sub.images.flatMap((image, i) =>
              allowed.has(image.fileContent)
                ? []
                : [`cases.1.specimens.${s}.subsections.${b}.images.${i}.fileContent`],
            ),
          ),
        );
        expect(Object.keys(problems).sort()).toEqual(expected.sort());
        for (const messages of Object.values(problems)) expect(messages).toEqual([FOREIGN_IMAGE]);
      }),
    );
  });
});

describe('slide images in a case', () => {
  it("createCase takes an upload of the caller's facility and refuses a catalogue slide, another facility's upload or an unknown id", async () => {
    const client = await clientFor(FACILITY);
    const own = await uploadInto(await facilityOf(FACILITY), 'sld-00000000000000a1');
    const foreign = await uploadInto(await facilityOf(OTHER_FACILITY), 'sld-00000000000000b2');

    const accepted = await client.POST('/api/cases', { body: bodyWith([own]) });
    expect(accepted.response.status).toBe(201);
    expect(accepted.data!.data.slides[0]!.subsections[1]!.images).toEqual([own]);

    for (const image of [
      { fileName: 'demo.tiff', fileContent: 'blob-demo-01' },
      foreign,
      { fileName: 'x.svs', fileContent: 'sld-ffffffffffffffff' },
    ]) {
      const refused = await client.POST('/api/cases', { body: bodyWith([own, image]) });
      expect(refused.response.status, image.fileContent).toBe(422);
      expect(refused.error).toEqual({
        isSuccess: false,
        message: FOREIGN_IMAGE,
        data: { 'specimens.0.subsections.1.images.1.fileContent': [FOREIGN_IMAGE] },
        error: null,
        details: null,
      });
    }
  });

  it('updateCase keeps the images a seeded draft holds (catalogue slides too) and refuses a catalogue slide it does not hold or another facility’s upload', async () => {
    const client = await clientFor(FACILITY);
    const facilityId = await facilityOf(FACILITY);
    const draft = db.cases
      .all()
      .find(
        (c) =>
          c.facility.id === facilityId && c.status === 'Draft' && c.slides[0]?.subsections[0]?.images.length,
      )!;
    const held = draft.slides[0]!.subsections[0]!.images;
    const body = {
      ...bodyWith([]),
      specimens: [
        { specimenType: 'Biopsy', subsections: [{ slideType: 'H&E', slideCount: 1, images: held }] },
      ],
    };
    const params = { params: { path: { caseId: draft.caseID } } };
    const kept = await client.PUT('/api/cases/{caseId}', { ...params, body });
    expect(kept.response.status).toBe(200);

    // A catalogue slide the draft does not hold, and another facility's upload.
    const catalogue = db.slides.all().find((slide) => !held.some((i) => i.fileContent === slide.id))!;
    const foreign = await uploadInto(await facilityOf(OTHER_FACILITY), 'sld-00000000000000e5');
    const taken = body.specimens[0]!.subsections[0]!;
    for (const stranger of [{ fileName: catalogue.fileName, fileContent: catalogue.id }, foreign]) {
      const refused = await client.PUT('/api/cases/{caseId}', {
        ...params,
        body: {
          ...body,
          specimens: [{ ...body.specimens[0]!, subsections: [{ ...taken, images: [...held, stranger] }] }],
        },
      });
      expect(refused.response.status, stranger.fileContent).toBe(422);
      expect(refused.error).toMatchObject({
        data: { [`specimens.0.subsections.0.images.${held.length}.fileContent`]: [FOREIGN_IMAGE] },
      });
    }
  });

  it('importCases checks each case against the chosen facility', async () => {
    const admin = await clientFor(ADMIN);
    const facilityId = await facilityOf(FACILITY);
    const own = await uploadInto(facilityId, 'sld-00000000000000c3');
    const foreign = await uploadInto(await facilityOf(OTHER_FACILITY), 'sld-00000000000000d4');
    const refused = await admin.POST('/api/cases/import', {
      body: { facilityId, cases: [bodyWith([own]), bodyWith([foreign])] },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error).toMatchObject({
      data: { 'cases.1.specimens.0.subsections.1.images.0.fileContent': [FOREIGN_IMAGE] },
    });
    const accepted = await admin.POST('/api/cases/import', {
      body: { facilityId, cases: [bodyWith([own])] },
    });
    expect(accepted.response.status).toBe(201);
  });
});
