/**
 * Where a slide lives in a DICOMweb archive: the WADO-RS root and the series that is the slide. The contract's
 * `SlideLink.dicomweb` carries these same three fields; this is the viewer's one home for their shape.
 */
export interface DicomwebSource {
  /** The WADO-RS root, e.g. https://archive.example/dicom-web (no trailing slash needed). */
  wadoRsRoot: string;
  studyInstanceUid: string;
  seriesInstanceUid: string;
}
