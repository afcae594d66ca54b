/**
 * Where a slide lives in a DICOMweb archive: the WADO-RS root and the series that is the slide. The contract's
 * `SlideLink.dicomweb` (`SlideDicomwebSource`) carries these same three fields; this is the viewer's one home
 * for their shape, and the check below keeps the two the same.
 */
import type { components } from '../../../../contracts';

export interface DicomwebSource {
  /** The WADO-RS root, e.g. https://archive.example/dicom-web (no trailing slash needed). */
  wadoRsRoot: string;
  studyInstanceUid: string;
  seriesInstanceUid: string;
}

/** The most a series' metadata may be: a large slide's per-frame positions run to a few MiB. */
export const METADATA_BYTES = 32 * 1024 * 1024;

/** The series' metadata (WADO-RS), as dicomweb-client asks for it. */
export const seriesMetadataUrl = ({ wadoRsRoot, studyInstanceUid, seriesInstanceUid }: DicomwebSource) =>
  `${wadoRsRoot.replace(/\/+$/, '')}/studies/${studyInstanceUid}/series/${seriesInstanceUid}/metadata`;

/** The archive reader's worker name, the same whoever starts it (the page's boot script or the viewer's module). */
export const DICOMWEB_WORKER_NAME = 'dicomweb-slide';

type Contract = components['schemas']['SlideDicomwebSource'];
/** Fails to compile when the contract's source and the viewer's differ in either direction. */
export type ContractMatches = [Contract, DicomwebSource] extends [DicomwebSource, Contract] ? true : never;
export const CONTRACT_MATCHES: ContractMatches = true;
