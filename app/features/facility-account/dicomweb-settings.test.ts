/** The image archive form's body (decision 163): an address kept, an empty field removing it, a bad one refused. */
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../contracts';
import { DICOMWEB_TEXT, dicomWebBody, dicomWebForm } from './dicomweb-settings';

const parse = (dicomweb: Record<string, unknown>) => dicomWebForm.safeParse({ dicomweb });

describe('the image archive form', () => {
  it('sends the address to keep, or null to remove it, as the contract takes them', () => {
    const kept = dicomWebBody(parse({ baseUrl: 'https://pacs.hospital.example/dicom-web' }).data!);
    expect(kept).toEqual({ dicomweb: { baseUrl: 'https://pacs.hospital.example/dicom-web' } });
    const removed = dicomWebBody(parse({}).data!);
    expect(removed).toEqual({ dicomweb: null });
    for (const body of [kept, removed])
      expect(schemas.zFacilityInterfacesInput.safeParse(body).success).toBe(true);
  });

  it('refuses what is not an http or https URL, in the page’s words', () => {
    for (const baseUrl of ['ftp://pacs.example/dicom-web', 'pacs.hospital.example', 'https://'])
      expect(parse({ baseUrl }).error!.issues[0]!.message).toBe(DICOMWEB_TEXT.urlFormat);
  });
});
