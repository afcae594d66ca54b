/**
 * A download that may take a while (an export of every page of a list, a PDF rendered on the server, a stored
 * file streamed from the API): the kit's busy pattern for links (decision 069). It is a real `<a href download>`,
 * so it works before hydration and without JavaScript; once hydrated, a click fetches the file itself:
 *
 * - while it runs, the icon turns into a spinner, the link says `aria-busy` and `aria-disabled`, and another
 *   click does nothing (no second export);
 * - done: the file is saved under the name the server gives (Content-Disposition), as the plain link would;
 * - refused (4xx, 5xx), timed out or cut off: 'Failed to download file: {message}' (spec 8) in an error toast,
 *   the message the server's own plain sentence ('Narrow it with search or filters.') or the fetch path's word
 *   ('Forbidden access', 'Request timed out'; contracts/fetch-failures.ts);
 * - the guard's redirect to /login: the session is over, and the session watch ends it as spec 4.1 says.
 *
 * A modified click (a new tab, a save-as) is left to the browser.
 */
import {
  forwardRef,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { REQUEST_TIMEOUT_MS } from '../../../contracts/retry';
import { downloadFailedText } from '../../../contracts/fetch-failures';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/sonner';
import { downloadErrorFailure, downloadStatusFailure, fileNameFromDisposition } from '~/lib/download';
import { sessionEndedAnswer } from '~/lib/session-ended';
import { cn } from '~/lib/utils';
import { saveFile } from '~/lib/save-file';

export interface DownloadLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'download'
> {
  href: string;
  /** The icon before the text; a spinner takes its place while the file is on its way. */
  icon?: ReactNode;
}

/** Refusals whose plain-text sentence says what to do ('Narrow it with search or filters.') or why (409: 'The
 * report is not signed out yet.'). */
const ACTIONABLE = new Set([400, 409, 413, 422]);

/**
 * What a refused download says (spec 8: 'Failed to download file: {message}'): the server's own sentence for
 * a refusal the user can act on, else the fetch path's word for the status ('Forbidden access').
 */
async function refusalOf(response: Response): Promise<string> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/plain') && ACTIONABLE.has(response.status)) {
    const text = (await response.text().catch(() => '')).trim();
    if (text && text.length <= 400) return downloadFailedText(text);
  }
  return downloadStatusFailure(response.status);
}

const online = () => navigator.onLine !== false;

/** Fetches `href` and saves it under the server's file name; a failure is said in a toast. */
export async function downloadFile(href: string, fallbackName: string): Promise<void> {
  // Spec 9's request time-out, until the answer starts (a large file may take longer to arrive).
  const controller = new AbortController();
  const timer = window.setTimeout(
    () => controller.abort(new DOMException('The download timed out', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  let response: Response;
  try {
    response = await fetch(new URL(href, window.location.href), {
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
  // The guard's redirect to /login: the session is over (spec 4.1), in this tab and the others.
  if (sessionEndedAnswer(response)) {
    return;
  }
  if (!response.ok) {
    toast.error(await refusalOf(response));
    return;
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    toast.error(downloadErrorFailure(error, online()) ?? downloadStatusFailure(500));
    return;
  }
  saveFile(blob, fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName);
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export const DownloadLink = forwardRef<HTMLAnchorElement, DownloadLinkProps>(
  ({ href, icon, children, onClick, className, ...props }, ref) => {
    const [busy, setBusy] = useState(false);
    const running = useRef(false);

    const download = async () => {
      running.current = true;
      setBusy(true);
      try {
        const fallback = decodeURIComponent(
          new URL(href, window.location.href).pathname.split('/').pop() || 'download',
        );
        await downloadFile(href, fallback);
      } finally {
        running.current = false;
        setBusy(false);
      }
    };

    return (
      <a
        ref={ref}
        href={href}
        download
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        data-busy={busy || undefined}
        className={cn(className, busy && 'cursor-progress opacity-80')}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || !plainClick(event)) return;
          event.preventDefault();
          if (!running.current) void download();
        }}
        {...props}
      >
        {busy ? <Spinner /> : icon}
        {children}
      </a>
    );
  },
);
DownloadLink.displayName = 'DownloadLink';
