/** The FHIR API's references: which are followed, and the verdict on a read. */
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../types';
import { readVerdict, referencesIn } from './fhir-references';

const BASE = 'https://pb.example/fhir/R4';
const answer = (status: number, json: unknown): Pick<Exchange, 'response'> => ({
  response: { status, headers: {}, json, text: '', size: 1, ms: 1 },
});

describe("the FHIR API's references", () => {
  it('follows relative references and URLs on the API, nowhere else', () => {
    const report = {
      resourceType: 'DiagnosticReport',
      subject: { reference: 'Patient/case-1-patient' },
      specimen: [{ reference: 'Specimen/S1' }, { reference: 'Specimen/S1' }],
      presentedForm: [{ url: `${BASE}/Binary/case-1-v1` }],
      extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/x', valueString: 'y' }],
      basedOn: [{ reference: 'https://elsewhere.example/ServiceRequest/1' }, { reference: '#contained' }],
    };
    expect(referencesIn(report, BASE).sort()).toEqual(
      [`${BASE}/Binary/case-1-v1`, `${BASE}/Patient/case-1-patient`, `${BASE}/Specimen/S1`].sort(),
    );
  });

  it('a read passes with the resource its path names, and only then', () => {
    const url = `${BASE}/Practitioner/usr-1`;
    expect(readVerdict(url, BASE, answer(200, { resourceType: 'Practitioner' }))).toEqual({ pass: true });
    expect(readVerdict(url, BASE, answer(200, { resourceType: 'Patient' }))).toMatchObject({ pass: false });
    expect(readVerdict(url, BASE, answer(404, { resourceType: 'OperationOutcome' }))).toMatchObject({
      pass: false,
      expected: '200 with a Practitioner: a reference the FHIR API answered resolves (Practitioner/usr-1)',
    });
    expect(readVerdict(url, BASE, { response: undefined })).toBeNull();
  });
});
