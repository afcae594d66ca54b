/**
 * Uploaded files: type and size rules, file-name sanitising, and storage on disk.
 *
 * A client's file name never becomes a path: bytes are stored under a server-generated id (`att-<hex>`,
 * `sld-<hex>`, `doc-<hex>`) in MOCK_UPLOADS_DIR (default .mock-data/uploads, read at call time so tests can
 * point it at a temporary folder). The sanitized name is kept only for display and for Content-Disposition.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ATTACHMENT_CONTENT_TYPES_BY_EXTENSION as ATTACHMENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  isAttachmentExtension,
  signatureMatches,
} from '../../contracts';
import { SLIDE_IMAGE_EXTENSIONS, SLIDE_IMAGE_MAX_BYTES } from '../reference/data';

export const uploadsDir = () => path.resolve(process.env.MOCK_UPLOADS_DIR ?? '.mock-data/uploads');

/**
 * The contract's 2 GB: uploads stream to disk (multipart and tus alike), so the mock takes the whole limit.
 * MOCK_MAX_SLIDE_UPLOAD_BYTES may set a lower one (tests of the limit, a small disk).
 */
export const slideImageLimit = () =>
  Math.min(SLIDE_IMAGE_MAX_BYTES, Number(process.env.MOCK_MAX_SLIDE_UPLOAD_BYTES ?? SLIDE_IMAGE_MAX_BYTES));
export const attachmentLimit = () => ATTACHMENT_MAX_BYTES;

const STORAGE_KEY = /^(att|sld|doc)-[0-9a-f]{16}$/;
export const newStorageKey = (kind: 'att' | 'sld' | 'doc') => `${kind}-${randomBytes(8).toString('hex')}`;

/** The absolute path of a stored file; refuses anything that is not a server-generated key. */
export function storagePath(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return path.join(uploadsDir(), key);
}

export async function storeFile(key: string, bytes: Uint8Array): Promise<void> {
  await mkdir(uploadsDir(), { recursive: true });
  await writeFile(storagePath(key), bytes, { flag: 'wx' });
}

/** The stored bytes, or null when the file is gone. */
export async function readStoredFile(key: string): Promise<Buffer | null> {
  try {
    return await readFile(storagePath(key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A display name that is safe anywhere: the last path segment only, no control characters, no characters
 * outside letters, digits, space and `._()-`, no leading dots, at most 150 characters (the extension kept).
 */
export function sanitizeFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (name.length > 150) {
    const ext = extensionOf(name);
    name = name.slice(0, 150 - ext.length) + ext;
  }
  return name || 'file';
}

/** The lower-cased extension, treating `.ome.tiff` as one. */
export function extensionOf(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith('.ome.tiff')) return '.ome.tiff';
  const dot = lower.lastIndexOf('.');
  return dot > 0 ? lower.slice(dot) : '';
}

export const ATTACHMENT_CONTENT_TYPES = [...new Set(Object.values(ATTACHMENT_TYPES).map((t) => t[0]!))];

/** Generic types a browser sends when it does not know better; the extension then decides. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream']);

/**
 * The content type to store for an attachment, or null when extension, declared type or content disagree
 * with the allowed kinds (→ 415).
 */
export function attachmentContentType(name: string, declaredType: string, head: Uint8Array): string | null {
  const ext = extensionOf(name);
  if (!isAttachmentExtension(ext)) return null;
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  if (!GENERIC_TYPES.has(declared) && !ATTACHMENT_TYPES[ext].includes(declared)) return null;
  if (!signatureMatches(ext, head)) return null;
  return ATTACHMENT_TYPES[ext][0]!;
}

/** The content type to store for a slide image, or null when the extension is not one of spec 5 (→ 415). */
export function slideImageContentType(name: string): string | null {
  const ext = extensionOf(name) as (typeof SLIDE_IMAGE_EXTENSIONS)[number];
  if (!SLIDE_IMAGE_EXTENSIONS.includes(ext)) return null;
  if (ext === '.jpg' || ext === '.jpeg') return 'image/jpeg';
  if (ext === '.tif' || ext === '.tiff' || ext === '.ome.tiff') return 'image/tiff';
  if (ext === '.dcm') return 'application/dicom';
  return 'application/octet-stream';
}

/**
 * `Content-Disposition` for a download: an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987); `inline`
 * for what a page shows itself (tiles, thumbnails, region images).
 */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const safe = sanitizeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A stored file as a download: its type, length and name, private, never sniffed. */
export function fileDownload(bytes: Uint8Array, file: { contentType: string; fileName: string }): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A small valid one-page PDF showing a few lines of text: the placeholder bytes of seeded attachments. */
export function placeholderPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const stream = [
    'BT /F1 14 Tf 72 720 Td 18 TL',
    ...lines.map((line, i) => `${i ? 'T* ' : ''}(${escape(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
