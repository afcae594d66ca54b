/**
 * A download that may take a while (an export of every page of a list, a PDF rendered on the server, a stored
 * file streamed from the API): the kit's busy pattern for links (decision 069). It is a real `<a href download>`,
 * so it works before hydration and without JavaScript; once hydrated, a click fetches the file itself:
 *
 * - while it runs, the icon turns into a spinner, the link says `aria-busy` and `aria-disabled`, and another
 *   click does nothing (no second export);
 * - done: the file is saved under the name the server gives (Content-Disposition), as the plain link would;
 * - refused (4xx, 5xx): the server's own sentence in an error toast ('Narrow it with search or filters.'), or
 *   the product's catalogue sentence when it sent none; no connection: the catalogue's offline or network one;
 * - a redirect to another page (the session ended: the login page) is followed, as the plain link would.
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
import { MESSAGES } from '../../../contracts';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/sonner';
import { cn } from '~/lib/utils';

export interface DownloadLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'download'
> {
  href: string;
  /** The icon before the text; a spinner takes its place while the file is on its way. */
  icon?: ReactNode;
}

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` first, then `filename="…"`). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (disposition) {
    const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
    if (extended) {
      try {
        return decodeURIComponent(extended[1]!.trim());
      } catch {
        // Not valid percent-encoding: try the plain parameter.
      }
    }
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
    const name = (plain?.[1] ?? plain?.[2])?.trim();
    if (name) return name;
  }
  return fallback;
}

/** What a refused download says: the server's plain sentence, else the catalogue's. */
async function refusalOf(response: Response): Promise<string> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/plain')) {
    const text = (await response.text().catch(() => '')).trim();
    if (text && text.length <= 400) return text;
  }
  if (response.status === 401) return MESSAGES.unauthorized;
  if (response.status === 403) return MESSAGES.forbidden;
  return response.status >= 500 ? MESSAGES.serverError : MESSAGES.other;
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click returns; give it a moment before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
        const target = new URL(href, window.location.href);
        let response: Response;
        try {
          response = await fetch(target, { credentials: 'same-origin' });
        } catch {
          toast.error(navigator.onLine === false ? MESSAGES.offline : MESSAGES.network);
          return;
        }
        if (response.redirected && new URL(response.url).pathname !== target.pathname) {
          window.location.assign(response.url);
          return;
        }
        if (!response.ok) {
          toast.error(await refusalOf(response));
          return;
        }
        const fallback = decodeURIComponent(target.pathname.split('/').pop() || 'download');
        save(await response.blob(), fileNameFrom(response.headers.get('Content-Disposition'), fallback));
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
