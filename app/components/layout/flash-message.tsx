import { Link } from '@remix-run/react';
import { useEffect } from 'react';
import CheckCircleIcon from 'lucide-react/icons/circle-check';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { toast } from '~/components/ui/sonner';
import { cn } from '~/lib/utils';

/** A message carried across a redirect (`app/flash.server.ts`), as the loader hands it to the page. */
export interface FlashData {
  kind: 'success' | 'error';
  message: string;
  /** A page the message is about, one click away (a path of this app). */
  link?: { label: string; to: string };
}

/**
 * Shows a flash: as a toast once the page runs (spec 9's notifications), and as a note on the page itself, so it
 * is there without JavaScript and after the toast has closed, with its link. The note is a status: a screen
 * reader says it on the page a redirect led to. Rendered as text, never as markup.
 */
export function FlashMessage({ flash, className }: { flash: FlashData | null; className?: string }) {
  useEffect(() => {
    if (!flash) return;
    if (flash.kind === 'error') toast.error(flash.message);
    else toast.success(flash.message);
  }, [flash]);

  if (!flash) return null;
  const Icon = flash.kind === 'error' ? CircleAlertIcon : CheckCircleIcon;
  return (
    <p
      role="status"
      data-flash={flash.kind}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
        flash.kind === 'error'
          ? 'border-destructive/40 bg-destructive/5 text-destructive'
          : 'border-emerald-300 bg-emerald-50 text-emerald-900',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {flash.message}
        {flash.link ? (
          <>
            {' '}
            <Link to={flash.link.to} className="font-medium underline underline-offset-4">
              {flash.link.label}
            </Link>
          </>
        ) : null}
      </span>
    </p>
  );
}
