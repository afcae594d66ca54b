/** The report's versions (version N = version 1 + the first N − 1 addenda), its URL version and file name. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from '.';
import {
  adderLine,
  reportFileName,
  reportSigner,
  reportVersions,
  synopticAt,
  type FinalReport,
} from './report-document';
import { reportAtVersion } from './report-versions';
import { REPORT, addendum } from './report-fixtures';

describe('reportAtVersion', () => {
  it('reads version N as version 1 plus the first N − 1 addenda', () => {
    expect(reportAtVersion(REPORT, 1)).toMatchObject({ version: 1, addenda: [] });
    expect(reportAtVersion(REPORT, 2).addenda.map((a) => a.version)).toEqual([2]);
    expect(reportAtVersion(REPORT, 3)).toEqual(REPORT);
    expect(reportAtVersion(REPORT, 1).primaryDiagnosis).toBe('Benign.');
  });

  it('lists every version, oldest first', () => {
    expect(reportVersions(REPORT)).toEqual([1, 2, 3]);
    expect(reportVersions({ ...REPORT, version: 1, addenda: [] })).toEqual([1]);
  });
});

describe('reportFileName', () => {
  it('names the PDF after the case record id and the version', () => {
    expect(reportFileName('RCH-2026-0001', 2)).toBe('RCH-2026-0001-report-v2.pdf');
    expect(reportFileName('A/B "c"', 1)).toBe('A_B_c_-report-v1.pdf');
    expect(reportFileName('..', 1)).toBe('case-report-v1.pdf');
  });
});

describe('reportSigner', () => {
  it('names the signer with the salutation, specialty and licensed states recorded at sign-out', () => {
    const credentials = REPORT.signerCredentials;
    expect(reportSigner('Maya Okafor', credentials)).toEqual({
      name: 'Dr. Maya Okafor',
      credentials: 'Pathology · Licensed in TX, CA',
    });
    expect(reportSigner('Alex Morgan', { salutation: null, specialty: null, licensedStates: [] })).toEqual({
      name: 'Alex Morgan',
      credentials: null,
    });
    expect(reportSigner('Sam Lee', { salutation: 'None', specialty: 'Other', licensedStates: [] })).toEqual({
      name: 'Sam Lee',
      credentials: 'Other',
    });
    expect(adderLine({ name: 'Dr. Maya Okafor', credentials: 'Pathology' })).toBe(
      'Dr. Maya Okafor (Pathology)',
    );
    expect(adderLine({ name: 'Alex Morgan', credentials: null })).toBe('Alex Morgan');
  });

  it('keeps the name, and says every credential and nothing else, for any profile', () => {
    const state = fc.stringMatching(/^[A-Z]{2}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...schemas.zSalutation.options, null),
        fc.constantFrom(...schemas.zSpecialty.options, null),
        fc.uniqueArray(state, { maxLength: 5 }),
        (salutation, specialty, licensedStates) => {
          const signer = reportSigner('Maya Okafor', { salutation, specialty, licensedStates });
          const prefix = salutation && salutation !== 'None' ? `${salutation} ` : '';
          expect(signer.name).toBe(`${prefix}Maya Okafor`);
          expect(signer.credentials === null).toBe(specialty === null && licensedStates.length === 0);
          if (specialty) expect(signer.credentials).toContain(specialty);
          for (const code of licensedStates) expect(signer.credentials).toContain(code);
        },
      ),
    );
  });
});

describe('synopticAt', () => {
  const template = {
    id: 'breast-core-biopsy',
    version: 1,
    title: 'Breast, core needle biopsy: invasive carcinoma',
    caseTypes: ['surgical' as const],
    items: [
      {
        id: 'histologic-type',
        label: 'Histologic type',
        kind: 'choice' as const,
        required: true,
        coding: { system: 'x', code: 'histologic-type', display: 'Histologic type' },
        answers: [
          { system: 'y', code: 'invasive-nst', display: 'Invasive carcinoma of no special type (ductal)' },
        ],
        unit: null,
        minimum: null,
        maximum: null,
      },
      {
        id: 'invasive-size',
        label: 'Largest invasive focus in a core',
        kind: 'number' as const,
        required: false,
        coding: { system: 'x', code: 'invasive-size', display: 'Largest invasive focus in a core' },
        answers: [],
        unit: 'mm',
        minimum: 0.1,
        maximum: 50,
      },
    ],
  };
  const part = (answers: { itemId: string; value: string | number }[]) => ({
    templateId: 'breast-core-biopsy',
    templateVersion: 1,
    answers,
  });
  const signed = part([{ itemId: 'histologic-type', value: 'invasive-nst' }]);
  const amended = part([...signed.answers, { itemId: 'invasive-size', value: 12.5 }]);
  const report: FinalReport = {
    ...REPORT,
    synoptic: signed,
    addenda: [{ ...addendum(2), synoptic: amended }, addendum(3)],
  };

  it('reads each version’s part: the signed one, then the last addendum up to it that states one', () => {
    expect(synopticAt(reportAtVersion(report, 1), [template])).toEqual({
      title: 'Breast, core needle biopsy: invasive carcinoma',
      rows: [{ label: 'Histologic type', answer: 'Invasive carcinoma of no special type (ductal)' }],
    });
    for (const version of [2, 3]) {
      expect(synopticAt(reportAtVersion(report, version), [template])!.rows).toEqual([
        { label: 'Histologic type', answer: 'Invasive carcinoma of no special type (ductal)' },
        { label: 'Largest invasive focus in a core', answer: '12.5 mm' },
      ]);
    }
    expect(synopticAt(REPORT, [template])).toBeNull();
  });

  it('shows ids and raw values when the templates are not known', () => {
    expect(synopticAt(report, [])).toEqual({
      title: 'breast-core-biopsy',
      rows: [
        { label: 'histologic-type', answer: 'invasive-nst' },
        { label: 'invasive-size', answer: '12.5' },
      ],
    });
  });
});
