/**
 * A slide's standing with an image archive as a line of text under its name (slide-archive.ts says the words).
 * Where the page allows it (`retry`: the case's facility and admins), a failed store offers to be tried again
 * (decision 182): the post queues it, the page's loaders are read again, and the line that replaces the button
 * takes the focus.
 */
import { useEffect, useRef } from 'react';
import { useFetcher } from '@remix-run/react';
import { SubmitButton } from '~/components/form/submit-button';
import { cn } from '~/lib/utils';
import { SLIDE_ARCHIVE_TEXT, archiveStoreRetryPath, slideArchiveNote } from './slide-archive';

export function SlideArchiveLine({
  image,
  retry,
  className,
}: {
  image: Parameters<typeof slideArchiveNote>[0];
  /** The slide's case, id and name, where this reader may try a failed store again. */
  retry?: { caseId: string; imageId: string; name: string };
  className?: string;
}) {
  const note = slideArchiveNote(image);
  const store = useFetcher<{ storage?: unknown; message?: string }>();
  const answer = store.state === 'idle' ? store.data : undefined;
  const line = useRef<HTMLParagraphElement>(null);
  const queued = Boolean(answer?.storage);
  useEffect(() => {
    if (queued) line.current?.focus();
  }, [queued]);
  if (!note) return null;
  return (
    <div className={cn('space-y-1', className)}>
      <p
        ref={line}
        tabIndex={queued ? -1 : undefined}
        data-testid="slide-archive"
        className={cn('text-xs break-words', note.failed ? 'text-destructive' : 'text-muted-foreground')}
      >
        {note.text}
      </p>
      {note.failed && retry ? (
        <store.Form method="post" action={archiveStoreRetryPath(retry.caseId, retry.imageId)}>
          <SubmitButton
            size="sm"
            variant="outline"
            pending={store.state !== 'idle'}
            aria-label={SLIDE_ARCHIVE_TEXT.retryNamed(retry.name)}
          >
            {SLIDE_ARCHIVE_TEXT.retry}
          </SubmitButton>
        </store.Form>
      ) : null}
      {answer?.message ? (
        <p role="alert" className="text-xs break-words text-destructive">
          {answer.message}
        </p>
      ) : null}
    </div>
  );
}
