/**
 * A detail page's thread of notes (a task's comments, an enquiry's follow-ups): oldest first, each with its
 * author and time, the text shown as written (text, never markup), then whatever adds one (`children`).
 */
import type { ReactNode } from 'react';
import { DateTime } from '~/components/ui/date-time';
import { DetailSection } from './detail-view';

export interface ThreadNote {
  id: string;
  author: string;
  at: string;
  text: string;
}

export function NoteThread({
  title,
  emptyText,
  notes,
  children,
}: {
  title: string;
  emptyText: string;
  notes: ThreadNote[];
  children?: ReactNode;
}) {
  return (
    <DetailSection title={title} items={[]}>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ol className="space-y-4" aria-label={title}>
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border bg-background p-3">
              <p className="text-sm text-muted-foreground">
                <span className="font-medium text-foreground">{note.author}</span>
                {' · '}
                <DateTime value={note.at} />
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-line">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      {children}
    </DetailSection>
  );
}
