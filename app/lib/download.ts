/**
 * The pure half of a download link (components/detail/download-link.tsx): the file's name from the answer's
 * Content-Disposition, and the sentence for a download that failed (spec 8: 'Failed to download file:
 * {message}', the message being the fetch path's: 'Forbidden access', 'Resource not found', 'Too many
 * requests', 'Request timed out', …).
 */
import { describeFetchError, describeFetchStatus, downloadFailedText } from '../../contracts/fetch-failures';

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` first, then `filename`); else null. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
      if (name) return name;
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** The sentence for a download answered with a status that is not 2xx. */
export const downloadStatusFailure = (status: number) => downloadFailedText(describeFetchStatus(status));

/** The sentence for a download that got no answer; null when the page aborted it itself. */
export function downloadErrorFailure(error: unknown, online: boolean): string | null {
  const message = describeFetchError(error, online);
  return message === null ? null : downloadFailedText(message);
}
