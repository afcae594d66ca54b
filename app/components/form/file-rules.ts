/**
 * What a file slot accepts, checked in the browser before any byte is sent (the server checks again and
 * decides): the extension, the first bytes (the file's "magic number", so a renamed file is refused as the API
 * refuses it), and the size. Spec 5's attachment rules are the default; the sentences are the ones people see.
 */
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPE_MESSAGE,
  describeFailure,
  fileTooLargeMessage as tooLargeMessage,
  formatBytes,
  readErrorBody,
  signatureMatches,
} from '../../../contracts';

export { formatBytes, signatureMatches, tooLargeMessage };

export interface FileRules {
  /** Lower-case extensions with their dot: ['.pdf', '.png']. */
  accept: readonly string[];
  maxBytes: number;
  /** Said when the extension or the content is not one of `accept`. */
  typeMessage: string;
}

/** Spec 5: clinical attachments and registration documents (GET /api/reference/file-rules says the same). */
export const ATTACHMENT_FILE_RULES: FileRules = {
  accept: ATTACHMENT_EXTENSIONS,
  maxBytes: ATTACHMENT_MAX_BYTES,
  typeMessage: ATTACHMENT_TYPE_MESSAGE,
};

export const EMPTY_FILE_MESSAGE = 'The file is empty.';

/** How many first bytes `checkFile` needs. */
export const SIGNATURE_BYTES = 8;

/** The content type a checked file is shown as (previews are made only from these). */
const PREVIEW_TYPES: Record<string, string> = {
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

/** The lower-cased extension with its dot, '' for none. */
export function extensionOf(name: string): string {
  const lower = name.toLowerCase();
  const dot = lower.lastIndexOf('.');
  return dot > 0 ? lower.slice(dot) : '';
}

/**
 * Why a file may not be uploaded under `rules`, or null when it may. The extension first (it is what the
 * person chose by), then the size, then whether the bytes are what the extension says.
 */
export function checkFile(file: { name: string; size: number }, head: Uint8Array, rules: FileRules) {
  const extension = extensionOf(file.name);
  if (!rules.accept.includes(extension)) return rules.typeMessage;
  if (file.size > rules.maxBytes) return tooLargeMessage(rules.maxBytes);
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (!signatureMatches(extension, head)) return rules.typeMessage;
  return null;
}

/** How a checked file can be previewed: an image, a PDF, or not at all (Word documents). */
export function previewKind(name: string): { kind: 'image' | 'pdf'; type: string } | null {
  const type = PREVIEW_TYPES[extensionOf(name)];
  if (!type) return null;
  return { kind: type === 'application/pdf' ? 'pdf' : 'image', type };
}

/**
 * The sentence for a refused upload, from the API's envelope as the upload route passed it on: its field
 * messages or its own message for the statuses whose words are the server's (400, 404, 409, 413, 415, 422, 429),
 * the error catalogue's sentence for the rest (401, 403, 5xx, a body that is not an envelope).
 */
export function describeUploadFailure(status: number, body: unknown): string {
  const read = readErrorBody(body);
  const serverWords = status >= 400 && status < 500 && ![401, 403, 405].includes(status);
  if (serverWords) {
    if (read.fieldMessages.length) return read.fieldMessages.join(', ');
    if (read.message) return read.message;
  }
  return describeFailure({ kind: 'http', status, body });
}

/**
 * The names a file slot posts besides its own (the uploaded file's id): the file itself when the page runs
 * without JavaScript (the action uploads it: `readFormWithFiles`), and the uploaded file's name, so a form sent
 * back with errors still says which file it holds.
 */
export const filePartName = (name: string) => `${name}__file`;
export const fileNameField = (name: string) => `${name}__fileName`;
