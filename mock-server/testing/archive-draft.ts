/** A draft case whose one block takes slide images (uploaded or from an archive), for the archive tests. */
import type { components } from '../../contracts';

export const ARCHIVE_DRAFT: components['schemas']['CaseInput'] = {
  type: 'surgical',
  patientInfo: { firstName: 'Ar', lastName: 'Chive', birthDate: '1970-01-02', gender: 'Male' },
  specimens: [{ specimenType: 'Biopsy', subsections: [{ slideType: 'H&E', slideCount: 1, images: [] }] }],
  billingComponent: 2,
  caseRelation: 'Standalone',
  slideDelivery: 'Upload_the_Slide_Images',
};
