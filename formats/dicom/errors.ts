/** How reading a DICOM file fails, before the viewer words it for a person (app/features/viewer/dicom/errors.ts). */

/** The bytes do not follow DICOM Part 10 (no 'DICM', a bad VR, a missing item tag). */
export class DicomFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DicomFormatError';
  }
}

/** A read or a structure past the end of the file. */
export class DicomTruncatedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DicomTruncatedError';
  }
}
