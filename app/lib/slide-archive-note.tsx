/** A slide's standing with an image archive as a line of text under its name (slide-archive.ts says the words). */
import { cn } from '~/lib/utils';
import { slideArchiveNote } from './slide-archive';

export function SlideArchiveLine({
  image,
  className,
}: {
  image: Parameters<typeof slideArchiveNote>[0];
  className?: string;
}) {
  const note = slideArchiveNote(image);
  if (!note) return null;
  return (
    <p
      data-testid="slide-archive"
      className={cn(
        'text-xs break-words',
        note.failed ? 'text-destructive' : 'text-muted-foreground',
        className,
      )}
    >
      {note.text}
    </p>
  );
}
