/**
 * The image archive form of the Interfaces page (decision 163), browser-safe: the facility's DICOMweb address,
 * derived from the contract's `DicomWebEndpoint` (the same name, `dicomweb.baseUrl`, so the API's refusal lands
 * under the field), its plain words, and the body that saves or removes it.
 */
import { z } from 'zod';
import { schemas, type components } from '../../../contracts';

export type DicomWebEndpoint = components['schemas']['DicomWebEndpoint'];
export type DicomWebTestResult = components['schemas']['DicomWebTestResult'];

export const DICOMWEB_FORM_ID = 'interfaces-dicomweb';
export const DICOMWEB_TEST_FETCHER = 'interfaces-dicomweb-test';

export const DICOMWEB_TEXT = {
  heading: 'Slides from your image archive (DICOMweb)',
  what: 'DICOMweb is the standard way an image archive (PACS) shares its images over the web: with its address, PathBridge can find your slides where your hospital keeps them.',
  who: 'Your PACS or image archive administrator gives you this address.',
  label: 'DICOMweb address',
  hint: 'The base URL of your archive’s DICOMweb service, like https://pacs.hospital.example/dicom-web. Leave it empty and save to remove it.',
  urlFormat: 'Enter an https URL, like https://pacs.hospital.example/dicom-web.',
  save: 'Save image archive',
  saved: 'The image archive address was saved.',
  removed: 'The image archive address was removed.',
  test: 'Test image archive',
  testHint:
    'Searches the saved address for one study and says what the archive answered. It can take up to 20 seconds.',
  testing: 'Searching the image archive for one study…',
} as const;

const contract = schemas.zDicomWebEndpoint.shape;

export const dicomWebForm = z.object({
  dicomweb: z.object({
    baseUrl: z
      .string()
      .refine((value) => contract.baseUrl.safeParse(value).success, { error: DICOMWEB_TEXT.urlFormat })
      .optional(),
  }),
});

/** The body: the address to keep, or null (an empty field) to remove it. */
export function dicomWebBody(
  values: z.output<typeof dicomWebForm>,
): components['schemas']['FacilityInterfacesInput'] {
  const { baseUrl } = values.dicomweb;
  return { dicomweb: baseUrl ? { baseUrl } : null };
}

/** The form's first values: the saved address, or an empty field. */
export const dicomWebDefaults = (endpoint: DicomWebEndpoint | null) => ({
  dicomweb: { baseUrl: endpoint?.baseUrl ?? '' },
});
