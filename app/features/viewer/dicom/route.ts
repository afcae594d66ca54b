/** Whether a slide link goes to the DICOM route: by its file name or type, else by the file's first bytes. */
import { isDicomPreamble } from '../../../../formats/dicom/dataset';

interface LinkLike {
  link: string;
  info: { fileName: string; contentType: string };
  instanceLinks?: string[] | null;
}

/** Slide names the TIFF route (or the Deep Zoom copy) answers for: no need to look inside. */
const OTHER_SLIDE = /\.(svs|tiff?|ndpi|jpe?g|scn|bif|vms|vmu|mrxs|isyntax|vsi|czi|zvi|svslide)$/i;

/** true: DICOM by name, type or series; false: another format by name; null: only the bytes can tell. */
export function isDicomLink(link: LinkLike): boolean | null {
  const name = link.info.fileName;
  if (/\.(dcm|dicom)$/i.test(name) || /^application\/dicom$/i.test(link.info.contentType)) return true;
  if (link.instanceLinks?.length) return true;
  return OTHER_SLIDE.test(name) ? false : null;
}

/** Reads the 128-byte preamble and 'DICM' by Range; false on any failure (the TIFF route then says why). */
export async function looksLikeDicom(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { Range: 'bytes=0-131' }, signal, credentials: 'omit' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return response.ok && isDicomPreamble(bytes);
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}
