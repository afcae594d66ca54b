/**
 * A clinical attachment of the new case, posted to the app's upload route (which streams it to the API's
 * uploadCaseAttachment) with XMLHttpRequest for its progress. Resolves when stored; rejects with the sentence
 * to show.
 */
import { MESSAGES } from '../../../contracts';
import { describeUploadFailure } from '~/components/form';

export const attachmentUploadUrl = (caseId: string) =>
  `/cases/${encodeURIComponent(caseId)}/attachments/upload`;

export function uploadAttachment({
  caseId,
  slot,
  file,
  fileName,
  onProgress,
  signal,
}: {
  caseId: string;
  slot: string;
  file: Blob;
  fileName: string;
  onProgress: (sent: number, total: number) => void;
  signal: AbortSignal;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set('slot', slot);
    body.set('file', file, fileName);
    const xhr = new XMLHttpRequest();
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let answer: unknown;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        answer = undefined;
      }
      reject(new Error(describeUploadFailure(xhr.status, answer)));
    };
    xhr.onerror = () => reject(new Error(navigator.onLine === false ? MESSAGES.offline : MESSAGES.network));
    xhr.onabort = () => reject(new DOMException('Upload stopped.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open('POST', attachmentUploadUrl(caseId));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.send(body);
  });
}
