/**
 * A short status in words with a tone (its colours live in tailwind.css under [data-slot='tone-badge']): the
 * words always carry the meaning, the colour only repeats it. A lighter sibling of the detail kit's StatusBadge
 * for values a list shows on every row.
 */
export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

export function ToneBadge({ tone, children, title }: { tone: BadgeTone; children: string; title?: string }) {
  return (
    <span data-slot="tone-badge" data-tone={tone} title={title}>
      {children}
    </span>
  );
}
