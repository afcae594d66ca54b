/**
 * A link to a file the app serves (an attachment, a document, an export, a report PDF). Without JavaScript it is
 * a plain download link. With it, the file is fetched first, so a download that fails says so on the page
 * ('Failed to download file: Forbidden access', spec 8) instead of leaving a broken file in the browser's
 * downloads, and a session the server has ended ends in this tab too (spec 4.1).
 */
import * as React from 'react';
import { REQUEST_TIMEOUT_MS } from '../../../contracts/retry';
import { sessionEndedBy } from '../../../contracts/fetch-failures';
import { downloadErrorFailure, downloadStatusFailure, fileNameFromDisposition } from '~/lib/download';
import { announceSessionEnded } from '~/lib/session-ended';
import { toast } from './sonner';

const online = () => navigator.onLine !== false;

/** Fetches `href` and saves it under the server's file name; a failure is said as a toast. */
export async function downloadFile(href: string, fallbackName: string): Promise<void> {
  // Spec 9's request time-out, until the answer starts (a large file may take longer to arrive).
  const controller = new AbortController();
  const timer = window.setTimeout(
    () => controller.abort(new DOMException('The download timed out', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  let response: Response;
  try {
    response = await fetch(href, {
      credentials: 'same-origin',
      redirect: 'manual',
      signal: controller.signal,
    });
  } catch (error) {
    const message = downloadErrorFailure(
      controller.signal.aborted ? controller.signal.reason : error,
      online(),
    );
    if (message) toast.error(message);
    return;
  } finally {
    window.clearTimeout(timer);
  }
  if (sessionEndedBy(response)) {
    announceSessionEnded();
    return;
  }
  if (!response.ok) {
    toast.error(downloadStatusFailure(response.status));
    return;
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    toast.error(downloadErrorFailure(error, online()) ?? downloadStatusFailure(500));
    return;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click is handled; the URL is kept a while for slow machines.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type DownloadLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement>;

export const DownloadLink = React.forwardRef<HTMLAnchorElement, DownloadLinkProps>(
  ({ href, onClick, download, ...props }, ref) => {
    const [busy, setBusy] = React.useState(false);
    if (!href) return <a ref={ref} {...props} />;
    return (
      <a
        ref={ref}
        href={href}
        download={download ?? true}
        aria-busy={busy || undefined}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
          if (event.defaultPrevented || event.button !== 0 || modified) return;
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          const fallback =
            typeof download === 'string' && download
              ? download
              : decodeURIComponent(new URL(href, window.location.href).pathname.split('/').pop() ?? '');
          void downloadFile(href, fallback).finally(() => setBusy(false));
        }}
      />
    );
  },
);
DownloadLink.displayName = 'DownloadLink';
