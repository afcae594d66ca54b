/** The viewer's DICOM tile source (see docs/viewer-dicom.md). Browser only. */
export { openDicomSlide, openDicomwebSlide } from './open-slide';
export { isDicomLink, looksLikeDicom } from './route';
export { DICOM_INCOMPLETE, DICOM_LOAD_FAILED, DICOM_NOT_A_SLIDE, dicomUnsupported } from './errors';
export type { DicomwebSource } from './dicomweb-source';
