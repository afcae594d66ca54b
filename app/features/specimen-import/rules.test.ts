/** The row rules: contract-derived per-cell messages, agreement within a case, and the API body they build. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemas } from '../../../contracts';
import { IMPORT_LIMITS, type Cells, type ImportRow } from './columns';
import { issuesFromApi } from './api-issues';
import { IMPORT_MESSAGES, checkRows } from './rules';
import { EXAMPLE } from './test-helpers';

const PAYERS = [{ value: 'aetna', label: 'Aetna' }];
const row = (line: number, cells: Partial<Cells> = {}): ImportRow => ({
  id: `row-${line}`,
  line,
  cells: { ...EXAMPLE, ...cells },
});
const check = (rows: ImportRow[]) => checkRows(rows, { payers: PAYERS, facilityId: 'fac-001' });

describe('checkRows', () => {
  it('builds one case per case reference, one specimen per row, valid for the contract', () => {
    const result = check([
      row(2),
      row(3, { specimenId: 'A2', collectionTime: '7:05', slideCount: '4', insurancePayer: 'AETNA' }),
      row(4, {
        caseReference: 'CASE-2',
        firstName: 'Grace',
        billingComponent: '0',
        slideDelivery: 'Upload_the_Slide_Images',
      }),
    ]);
    expect(result.issues).toEqual({});
    expect(result.caseRows).toEqual([['row-2', 'row-3'], ['row-4']]);
    expect(schemas.zCaseImportInput.parse(result.body)).toBeTruthy();
    const [first, second] = result.body!.cases;
    expect(first).toMatchObject({
      type: 'surgical',
      patientInfo: {
        firstName: 'Ada',
        birthDate: '1961-12-10',
        gender: 'Female',
        race: 'White',
        mrn: 'MRN-0001',
      },
      billingComponent: 2,
      slideDelivery: 'Mail_the_Slides',
      caseRelation: 'Standalone',
      clinicalInfo: 'Palpable mass, 2 cm.',
    });
    expect(first!.specimens[1]).toEqual({
      facilitySpecimenID: 'A2',
      specimenType: 'Biopsy',
      bodysite: 'Breast',
      subsite: 'Left upper outer quadrant',
      specimenCollectionDate: '2026-10-01',
      collectionTime: '07:05',
      subsections: [{ slideType: 'H&E', stain: 'H&E', slideCount: 4, images: [] }],
    });
    expect(second).toMatchObject({ billingComponent: 0, slideDelivery: 'Upload_the_Slide_Images' });
  });

  it('marks each bad cell with its message', () => {
    const result = check([
      row(2, {
        firstName: '',
        birthDate: '02/30/1990',
        gender: 'F',
        mrn: 'M'.repeat(51),
        collectionTime: '25:00',
        slideCount: '1.5',
        insurancePayer: 'Nobody',
        caseType: '',
      }),
    ]);
    expect(result.body).toBeNull();
    expect(result.cellCount).toBe(8);
    expect(result.issues['row-2']).toEqual({
      caseType: ['This field is required.'],
      firstName: ['This field is required.'],
      birthDate: ['Enter a real date as MM/DD/YYYY.'],
      gender: ['Use one of: Male, Female, Other.'],
      mrn: ['Enter at most 50 characters.'],
      collectionTime: [IMPORT_MESSAGES.time],
      slideCount: [IMPORT_MESSAGES.wholeNumber],
      insurancePayer: [IMPORT_MESSAGES.payer],
    });
    expect(check([row(2, { slideCount: '501' })]).issues['row-2']).toEqual({
      slideCount: ['Enter 500 or less.'],
    });
  });

  it('requires the rows of one case to agree on its case and patient columns', () => {
    const result = check([row(2), row(3, { caseReference: ' case-1 ', lastName: 'Byron', gender: 'Male' })]);
    expect(result.issues['row-3']).toEqual({
      lastName: [
        'Row 2 of case CASE-1 says "Lovelace": every row of a case gives the same patient last name.',
      ],
      gender: ['Row 2 of case CASE-1 says "Female": every row of a case gives the same gender.'],
    });
    expect(result.issues['row-2']).toBeUndefined();
  });

  it('reads Priority in any case, blank as Routine, and marks any other value on its row', () => {
    const result = check([
      row(2, { priority: '' }),
      row(3, { caseReference: 'CASE-2', priority: ' stat ' }),
      row(4, { caseReference: 'CASE-3', priority: 'Rush' }),
    ]);
    expect(result.issues).toEqual({});
    expect(result.body!.cases.map((c) => c.priority)).toEqual(['Routine', 'STAT', 'Rush']);
    expect(IMPORT_MESSAGES.priority).toBe('Priority must be Routine, Rush or STAT.');
    expect(check([row(2, { priority: 'Urgent' })]).issues).toEqual({
      'row-2': { priority: ['Priority must be Routine, Rush or STAT.'] },
    });
    // A blank and 'Routine' are the same priority; 'Rush' on another row of the case is not.
    expect(check([row(2, { priority: '' }), row(3, { priority: 'routine' })]).issues).toEqual({});
    expect(check([row(2, { priority: '' }), row(3, { priority: 'Rush' })]).issues['row-3']).toEqual({
      priority: ['Row 2 of case CASE-1 says nothing: every row of a case gives the same priority.'],
    });
  });

  it('limits specimens per case and cases per upload', () => {
    const many = Array.from({ length: IMPORT_LIMITS.maxSpecimens + 1 }, (_, i) => row(i + 2));
    expect(check(many).issues[`row-${IMPORT_LIMITS.maxSpecimens + 2}`]).toEqual({
      caseReference: [IMPORT_MESSAGES.tooManySpecimens],
    });
    const cases = Array.from({ length: IMPORT_LIMITS.maxCases + 1 }, (_, i) =>
      row(i + 2, { caseReference: `C${i}` }),
    );
    expect(check(cases).problems).toEqual([IMPORT_MESSAGES.tooManyCases]);
    expect(check([]).problems).toEqual([IMPORT_MESSAGES.noRows]);
  });

  it("keeps the limits the contract's", () => {
    const bag = (schema: z.ZodType) => (z.toJSONSchema(schema) as { maxItems?: number }).maxItems;
    expect(IMPORT_LIMITS.maxCases).toBe(bag(schemas.zCaseImportInput.shape.cases));
    expect(IMPORT_LIMITS.maxSpecimens).toBe(bag(schemas.zCaseInput.shape.specimens));
  });
});

describe('issuesFromApi', () => {
  it("puts the API's messages on the cells they name, the rest on the upload", () => {
    const caseRows = [['row-2', 'row-3'], ['row-4']];
    expect(
      issuesFromApi(
        {
          'cases.0.patientInfo.birthDate': ['Bad date.'],
          'cases.1.priority': ['Bad priority.'],
          'cases.1.specimens.0.subsections.0.slideCount': ['Too many.'],
          'cases.0.specimens.1.specimenType': ['Unknown type.'],
          facilityId: ['Choose a facility account that exists.'],
        },
        caseRows,
      ),
    ).toEqual({
      issues: {
        'row-2': { birthDate: ['Bad date.'] },
        'row-3': { birthDate: ['Bad date.'], specimenType: ['Unknown type.'] },
        'row-4': { slideCount: ['Too many.'], priority: ['Bad priority.'] },
      },
      problems: ['Choose a facility account that exists.'],
    });
  });
});
