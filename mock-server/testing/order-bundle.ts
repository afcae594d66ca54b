/** A valid FHIR order (createOrder, decision 106): for the mock's tests and the e2e tests alike (no test runner). */
import type { Bundle } from '@medplum/fhirtypes';

const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';

/** A valid order: ServiceRequest (entry 0), Patient (entry 1), two Specimens (entries 2 and 3). */
export function orderBundle(placer = 'ORD-20261127-0042'): Bundle {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    entry: [
      {
        fullUrl: 'urn:uuid:6f1c1a56-8f0e-4c55-9f0b-0c1b2e3d4f50',
        resource: {
          resourceType: 'ServiceRequest',
          identifier: [
            {
              type: { coding: [{ system: V2_0203, code: 'PLAC' }] },
              system: 'urn:oid:2.16.840.1.113883.3.1234.1',
              value: placer,
            },
          ],
          status: 'active',
          intent: 'order',
          priority: 'stat',
          code: {
            coding: [
              { system: 'https://pathbridge.example/fhir/CodeSystem/case-type', code: 'dermatopathology' },
            ],
          },
          subject: { reference: 'urn:uuid:0b0a7c1e-3c1d-4a4e-8f0e-5a6b7c8d9e01' },
          specimen: [
            { reference: 'urn:uuid:3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b02' },
            { reference: 'urn:uuid:3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b03' },
          ],
          note: [{ text: 'Pigmented lesion, left shoulder, 6 mm.' }],
        },
      },
      {
        fullUrl: 'urn:uuid:0b0a7c1e-3c1d-4a4e-8f0e-5a6b7c8d9e01',
        resource: {
          resourceType: 'Patient',
          identifier: [{ type: { coding: [{ system: V2_0203, code: 'MR' }] }, value: 'MRN-5520' }],
          name: [{ family: 'Okafor', given: ['Adaeze'] }],
          gender: 'female',
          birthDate: '1968-04-12',
        },
      },
      {
        fullUrl: 'urn:uuid:3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b02',
        resource: {
          resourceType: 'Specimen',
          identifier: [{ value: 'S26-1190-A' }],
          type: { text: 'Shave biopsy' },
          collection: {
            collectedDateTime: '2026-11-26T09:40:00-05:00',
            bodySite: { text: 'Shoulder, left' },
          },
        },
      },
      {
        fullUrl: 'urn:uuid:3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b03',
        resource: {
          resourceType: 'Specimen',
          identifier: [{ value: 'S26-1190-B' }],
          type: { text: 'Punch biopsy' },
          collection: { collectedDateTime: '2026-11-26' },
        },
      },
    ],
  };
}
