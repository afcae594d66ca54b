/**
 * Spec 5's clinical attachment types, as the upload operations judge them (uploadCaseAttachment,
 * uploadRegistrationDocument): the extensions, the content types each may be declared as, and the first bytes
 * (the "magic number") each must start with, so a renamed file is refused whatever its name says. One table
 * for the API's emulation and for the browser's early check, which must agree.
 */
export const ATTACHMENT_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.pdf', '.doc', '.docx'] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

export const ATTACHMENT_TYPE_MESSAGE = 'Only JPG, PNG, PDF and Word documents are allowed.';
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The content types each extension may be declared as; the first is the one stored and served. */
export const ATTACHMENT_CONTENT_TYPES_BY_EXTENSION: Record<AttachmentExtension, readonly string[]> = {
  '.jpeg': ['image/jpeg', 'image/pjpeg'],
  '.jpg': ['image/jpeg', 'image/pjpeg'],
  '.png': ['image/png'],
  '.pdf': ['application/pdf'],
  '.doc': ['application/msword'],
  '.docx': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

/** The first bytes each attachment type starts with. */
export const ATTACHMENT_SIGNATURES: Record<AttachmentExtension, readonly number[]> = {
  '.jpeg': [0xff, 0xd8, 0xff],
  '.jpg': [0xff, 0xd8, 0xff],
  '.png': [0x89, 0x50, 0x4e, 0x47],
  '.pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  '.doc': [0xd0, 0xcf, 0x11, 0xe0],
  '.docx': [0x50, 0x4b, 0x03, 0x04],
};

export const isAttachmentExtension = (extension: string): extension is AttachmentExtension =>
  (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);

/** Whether `head` (a file's first bytes) starts as a file with this extension must; true for other extensions. */
export function signatureMatches(extension: string, head: Uint8Array): boolean {
  if (!isAttachmentExtension(extension)) return true;
  return ATTACHMENT_SIGNATURES[extension].every((byte, i) => head[i] === byte);
}

/** Spec 5's slide image extensions (`.ome.tiff` is one extension), shared by the mock and the browser's check. */
export const SLIDE_IMAGE_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.tif',
  '.tiff',
  '.ndpi',
  '.mrxs',
  '.isyntax',
  '.svs',
  '.dcm',
  '.vms',
  '.vmu',
  '.scn',
  '.vsi',
  '.bif',
  '.czi',
  '.zvi',
  '.svslide',
  '.ome.tiff',
] as const;
/** The contract's limit for one slide image (uploadSubsectionImage, createSlideUpload). */
export const SLIDE_IMAGE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const SLIDE_TYPE_MESSAGE = `Only slide images are allowed (${SLIDE_IMAGE_EXTENSIONS.join(', ')}).`;

/** A slide image's extension, lower-cased, `.ome.tiff` as one; '' when it has none. */
export function slideImageExtension(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith('.ome.tiff')) return '.ome.tiff';
  const dot = lower.lastIndexOf('.');
  return dot > 0 ? lower.slice(dot) : '';
}
