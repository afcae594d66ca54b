/**
 * Which slide images a case may name (createCase, updateCase, importCases; decision 068): an image the case
 * already holds (so an edit keeps what it has, the seeded cases' catalogue slides included), or a slide image
 * uploaded into a case of the same facility (`db.slideUploads`, decision 023). Anything else, a catalogue slide,
 * another facility's upload or an unknown id, answers 422 under the image's path.
 */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { db } from '../store/db';

type SpecimenInput = z.infer<typeof schemas.zCaseInput>['specimens'][number];

export const FOREIGN_IMAGE =
  'This slide image was not uploaded to your facility’s cases. Upload the image into the case instead.';

/**
 * Field messages for every image `allowed` refuses, by its path in the body
 * (`{prefix}specimens.0.subsections.1.images.2.fileContent`).
 */
export function imageProblems(
  specimens: readonly Pick<SpecimenInput, 'subsections'>[],
  allowed: (fileContent: string) => boolean,
  prefix = '',
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  specimens.forEach((specimen, s) =>
    specimen.subsections.forEach((sub, b) =>
      sub.images.forEach((image, i) => {
        if (!allowed(image.fileContent))
          problems[`${prefix}specimens.${s}.subsections.${b}.images.${i}.fileContent`] = [FOREIGN_IMAGE];
      }),
    ),
  );
  return problems;
}

/** The images a case of `facilityId` may name: its own (`caseID`, on an edit) and the facility's uploads. */
export function imagesAllowedFor(facilityId: string, caseID?: string): (fileContent: string) => boolean {
  const own = new Set<string>();
  const item = caseID ? db.cases.findFirst((q) => q.where({ caseID })) : undefined;
  for (const specimen of item?.slides ?? [])
    for (const sub of specimen.subsections) for (const image of sub.images) own.add(image.fileContent);
  const facilityOfCase = new Map<string, string | undefined>();
  return (fileContent) => {
    if (own.has(fileContent)) return true;
    const upload = db.slideUploads.findFirst((q) => q.where({ id: fileContent }));
    if (!upload) return false;
    if (!facilityOfCase.has(upload.caseID)) {
      const owner = db.cases.findFirst((q) => q.where({ caseID: upload.caseID }));
      facilityOfCase.set(upload.caseID, owner?.facility.id);
    }
    return facilityOfCase.get(upload.caseID) === facilityId;
  };
}
