/**
 * The first bytes a slide image must start with, where its format has a fixed signature: TIFF-based formats
 * (.tif .tiff .svs .ndpi .scn .bif .ome.tiff; classic TIFF or BigTIFF, either byte order), JPEG, DICOM part 10
 * (`DICM` after the 128-byte preamble), Zeiss CZI (`ZISRAWFILE`) and ZVI (an OLE2 compound file). Other
 * extensions of spec 5 (.mrxs .isyntax .vms .vmu .vsi .svslide) have no check here: their first file is an
 * index, XML or text, or the layout is not published.
 */
import { open } from 'node:fs/promises';
import { extensionOf } from '../work/files';

/** How many first bytes `slideSignatureMatches` may look at. */
export const SLIDE_SIGNATURE_BYTES = 132;

const TIFF_FAMILY = new Set(['.tif', '.tiff', '.svs', '.ndpi', '.scn', '.bif', '.ome.tiff']);
const bytes = (text: string) => [...text].map((c) => c.charCodeAt(0));
const startsWith = (head: Uint8Array, expected: readonly number[], at = 0) =>
  head.length >= at + expected.length && expected.every((byte, i) => head[at + i] === byte);

function isTiff(head: Uint8Array): boolean {
  if (head.length < 4) return false;
  const little = head[0] === 0x49 && head[1] === 0x49;
  const big = head[0] === 0x4d && head[1] === 0x4d;
  if (!little && !big) return false;
  const magic = little ? head[2]! | (head[3]! << 8) : (head[2]! << 8) | head[3]!;
  return magic === 42 || magic === 43;
}

/** How many bytes the check for this file name needs (0: nothing is checked). */
export function signatureLength(fileName: string): number {
  const ext = extensionOf(fileName);
  if (TIFF_FAMILY.has(ext)) return 4;
  if (ext === '.jpg' || ext === '.jpeg') return 3;
  if (ext === '.dcm') return 132;
  if (ext === '.czi') return 10;
  if (ext === '.zvi') return 8;
  return 0;
}

/** Whether `head` (the file's first bytes, at least `signatureLength` of them) starts as the extension says. */
export function slideSignatureMatches(fileName: string, head: Uint8Array): boolean {
  const ext = extensionOf(fileName);
  if (TIFF_FAMILY.has(ext)) return isTiff(head);
  if (ext === '.jpg' || ext === '.jpeg') return startsWith(head, [0xff, 0xd8, 0xff]);
  if (ext === '.dcm') return startsWith(head, bytes('DICM'), 128);
  if (ext === '.czi') return startsWith(head, bytes('ZISRAWFILE'));
  if (ext === '.zvi') return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return true;
}

/** The first `length` bytes of a stored file (fewer when it is shorter). */
export async function readHead(file: string, length = SLIDE_SIGNATURE_BYTES): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
