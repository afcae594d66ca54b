/**
 * The first bytes a slide image must start with (decision 042), judged on up to SLIDE_SIGNATURE_BYTES:
 *
 *   .tif .tiff .svs .ndpi .scn .bif .vsi .ome.tiff   TIFF: `II*\0`, `MM\0*`, or BigTIFF `II+\0`, `MM\0+` (Aperio
 *                                                    SVS, Hamamatsu NDPI, Leica SCN, Ventana BIF and Olympus
 *                                                    VSI are TIFF containers)
 *   .jpg .jpeg                                       JPEG: FF D8 FF
 *   .dcm                                             DICOM part 10: `DICM` after the 128-byte preamble
 *   .czi                                             Zeiss CZI: `ZISRAWFILE`
 *   .zvi                                             Zeiss ZVI: an OLE2 compound file (D0 CF 11 E0 A1 B1 1A E1)
 *   .svslide                                         Sakura: an SQLite database (`SQLite format 3\0`)
 *   .isyntax                                         Philips iSyntax: an XML header whose root is `<DataObject`
 *   .mrxs .vms .vmu                                  no signature: the file is an index or a text key file and
 *                                                    the layout is not published; refused when it starts as
 *                                                    something else known (markup, PDF, ZIP, an executable or a
 *                                                    script), so HTML named .mrxs is refused like HTML named .tif
 */
import { open } from 'node:fs/promises';
import { extensionOf } from '../store/files';

/** How many first bytes `slideSignatureMatches` may look at. */
export const SLIDE_SIGNATURE_BYTES = 132;

const TIFF_FAMILY = new Set(['.tif', '.tiff', '.svs', '.ndpi', '.scn', '.bif', '.vsi', '.ome.tiff']);
/** Formats without a signature, judged by what they must not be. */
const UNSIGNED = new Set(['.mrxs', '.vms', '.vmu']);
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

/** The head as text from its first non-blank character (a UTF-8 byte-order mark skipped; UTF-16 read as such). */
function leadingText(head: Uint8Array): string {
  const buffer = Buffer.from(head);
  let text: string;
  if (startsWith(head, [0xff, 0xfe])) text = buffer.subarray(2).toString('utf16le');
  else if (startsWith(head, [0xfe, 0xff]))
    text = Buffer.from(buffer.subarray(2)).swap16().toString('utf16le');
  else text = buffer.toString('latin1').replace(/^\xef\xbb\xbf/, '');
  return text.trimStart();
}

/** Markup (HTML, SVG, XML), PDF, ZIP (and Office files), Windows and ELF executables, scripts. */
function looksLikeAnotherType(head: Uint8Array): boolean {
  const text = leadingText(head);
  if (text.startsWith('<') || text.startsWith('#!') || text.startsWith('%PDF')) return true;
  return (
    startsWith(head, bytes('PK\x03\x04')) ||
    startsWith(head, bytes('MZ')) ||
    startsWith(head, bytes('\x7fELF'))
  );
}

function isISyntax(head: Uint8Array): boolean {
  const text = leadingText(head);
  if (!text.startsWith('<?xml') && !text.startsWith('<DataObject')) return false;
  return text.includes('<DataObject') && !/<(!doctype|html|head|body|script|svg|iframe)\b/i.test(text);
}

/** How many bytes the check for this file name needs (0: nothing is checked). */
export function signatureLength(fileName: string): number {
  const ext = extensionOf(fileName);
  if (TIFF_FAMILY.has(ext)) return 4;
  if (ext === '.jpg' || ext === '.jpeg') return 3;
  if (ext === '.czi') return 10;
  if (ext === '.zvi') return 8;
  if (ext === '.svslide') return 16;
  if (ext === '.dcm' || ext === '.isyntax' || UNSIGNED.has(ext)) return SLIDE_SIGNATURE_BYTES;
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
  if (ext === '.svslide') return startsWith(head, bytes('SQLite format 3\0'));
  if (ext === '.isyntax') return isISyntax(head);
  if (UNSIGNED.has(ext)) return head.length > 0 && !looksLikeAnotherType(head);
  return false;
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
