/**
 * The case draft in the browser (spec 3.4, 4.3, 8): the form's values and file index in local storage under the
 * user's case-creation key (the index in session storage too), the files in AppStorage v1 store `files`, a
 * corrupt entry removed and treated as absent (the files' store: draft-files.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import { draftKey, fileIndexKey, fileKey, readDraft, writeDraft, type DraftFile } from './draft-storage';
import { CASE_FORM_MESSAGES, caseForm, toCaseInput } from './schema';

const OWNER = 'a1b2c3';
const FILE: DraftFile = {
  key: fileKey(OWNER, 'one'),
  name: 'lab.pdf',
  size: 5,
  type: 'application/pdf',
  target: { kind: 'attachment', slot: 'labReports' },
  stored: true,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the draft', () => {
  it('is saved under the user key with its file index, and read back', () => {
    expect(writeDraft(OWNER, { values: { type: 'surgical' }, files: [FILE], submission: null })).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(fileIndexKey(OWNER))!)).toEqual([FILE]);
    const draft = readDraft(OWNER);
    expect(draft).toMatchObject({
      version: 1,
      values: { type: 'surgical' },
      files: [FILE],
      submission: null,
    });
    expect(readDraft('someone-else')).toBeNull();
  });

  it.each([['not json{'], [JSON.stringify({ version: 99 })], [JSON.stringify({ version: 1, values: 3 })]])(
    'a corrupt entry (%s) is removed and treated as absent',
    (raw) => {
      localStorage.setItem(draftKey(OWNER), raw);
      sessionStorage.setItem(fileIndexKey(OWNER), '[]');
      expect(readDraft(OWNER)).toBeNull();
      expect(localStorage.getItem(draftKey(OWNER))).toBeNull();
      expect(sessionStorage.getItem(fileIndexKey(OWNER))).toBeNull();
    },
  );
});

describe('the form schema', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return parseWithZod(data, { schema: caseForm });
  };
  const VALID = {
    type: 'surgical',
    billingComponent: '2',
    caseRelation: 'Standalone',
    slideDelivery: 'Mail_the_Slides',
    'patientInfo.lastName': 'Okafor',
    'patientInfo.firstName': 'Ngozi',
    'patientInfo.birthDate': '04/12/1967',
    'patientInfo.gender': 'Female',
    'specimens[0].uid': 's1',
    'specimens[0].specimenType': 'Excision',
    'specimens[0].specimenCollectionDate': '11/20/2026',
    'specimens[0].subsections[0].uid': 'b1',
    'specimens[0].subsections[0].slideType': 'H&E',
    'specimens[0].subsections[0].slideCount': '2',
  };

  it('turns the typed form into the contract body: ISO dates, numbers, no uids, no images yet', () => {
    const submission = form(VALID);
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    const body = toCaseInput(submission.value);
    expect(body).toMatchObject({
      billingComponent: 2,
      patientInfo: { birthDate: '1967-04-12' },
      parentCaseId: null,
      specimens: [
        {
          specimenCollectionDate: '2026-11-20',
          subsections: [{ slideType: 'H&E', slideCount: 2, images: [] }],
        },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('uid');
  });

  it('asks for a specimen, a block, and the related case of a child case', () => {
    const noSpecimen = form({ ...VALID, 'specimens[0].uid': '', 'specimens[0].specimenType': '' });
    expect(noSpecimen.status).toBe('error');
    const child = form({ ...VALID, caseRelation: 'Child' });
    expect(child.reply().error?.parentCaseId).toEqual([CASE_FORM_MESSAGES.parentNeeded]);
    const withoutBlocks = Object.fromEntries(
      Object.entries(VALID).filter(([name]) => !name.includes('subsections')),
    );
    expect(form(withoutBlocks).reply().error?.['specimens[0].subsections']).toEqual([
      CASE_FORM_MESSAGES.noBlock,
    ]);
  });
});
