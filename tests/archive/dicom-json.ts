/**
 * A Part 10 file's header as the DICOM JSON a WADO-RS archive answers for `…/metadata` (PS3.18 F.2), read by
 * dcmjs: the file meta (its Transfer Syntax UID) and the data set up to Pixel Data, whose value is left out as
 * an archive leaves bulk data out of metadata.
 */
import dcmjs from 'dcmjs';
import { readFileSync } from 'node:fs';
import type { DicomJson } from '../../app/features/viewer/dicom/web-pyramid';

const PIXEL_DATA = '7FE00010';

export function part10AsDicomJson(file: string): DicomJson {
  const bytes = readFileSync(file);
  const { meta, dict } = dcmjs.data.DicomMessage.readFile(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    { untilTag: PIXEL_DATA, includeUntilTagValue: false },
  );
  const { [PIXEL_DATA]: _pixels, ...rest } = { ...meta, ...dict };
  // dcmjs keeps each value's raw text beside it (`_rawValue`), which is not DICOM JSON.
  return JSON.parse(JSON.stringify(rest, (key, value: unknown) => (key === '_rawValue' ? undefined : value)));
}
