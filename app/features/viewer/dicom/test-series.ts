/** Series in DICOM JSON for the DICOMweb reader's tests (web-pyramid, web-frames, web-reader). */
import type { DicomJson } from './web-pyramid';

export const JPEG_BASELINE = '1.2.840.10008.1.2.4.50';

/** A minimal WSI instance in DICOM JSON. */
export function instance(fields: {
  uid: string;
  width: number;
  height: number;
  tile: [number, number];
  planes?: number;
  paths?: number;
  frames?: number;
  imageType?: string[];
  syntax?: string;
  organisation?: string;
}): DicomJson {
  const across = Math.ceil(fields.width / fields.tile[0]);
  const down = Math.ceil(fields.height / fields.tile[1]);
  const frames = fields.frames ?? across * down * (fields.planes ?? 1) * (fields.paths ?? 1);
  return {
    '00020010': { vr: 'UI', Value: [fields.syntax ?? JPEG_BASELINE] },
    '00080008': { vr: 'CS', Value: fields.imageType ?? ['ORIGINAL', 'PRIMARY', 'VOLUME', 'NONE'] },
    '00080016': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.77.1.6'] },
    '00080018': { vr: 'UI', Value: [fields.uid] },
    '00209311': { vr: 'CS', Value: [fields.organisation ?? 'TILED_FULL'] },
    '00280002': { vr: 'US', Value: [3] },
    '00280004': { vr: 'CS', Value: ['YBR_FULL_422'] },
    '00280008': { vr: 'IS', Value: [String(frames)] },
    '00280010': { vr: 'US', Value: [fields.tile[1]] },
    '00280011': { vr: 'US', Value: [fields.tile[0]] },
    '00280100': { vr: 'US', Value: [8] },
    '00480006': { vr: 'UL', Value: [fields.width] },
    '00480007': { vr: 'UL', Value: [fields.height] },
    '00480302': { vr: 'UL', Value: [fields.paths ?? 1] },
    '00480303': { vr: 'UL', Value: [fields.planes ?? 1] },
  };
}

/**
 * The CMU-1 region as Orthanc's dicomizer writes it with three levels: 2220 × 2967, 1110 × 1484 and 555 × 742
 * pixels in 240-px frames (130, 35 and 12 frames). `syntax` null: the metadata names none, as Orthanc's does not.
 */
export function cmu1Series(syntax: string | null = JPEG_BASELINE): DicomJson[] {
  const sizes = [
    [2220, 2967],
    [1110, 1484],
    [555, 742],
  ] as const;
  return sizes.map(([width, height], level) => {
    const json = instance({ uid: `1.2.${level}`, width, height, tile: [240, 240] });
    if (syntax === null) delete json['00020010'];
    else json['00020010'] = { vr: 'UI', Value: [syntax] };
    return json;
  });
}
