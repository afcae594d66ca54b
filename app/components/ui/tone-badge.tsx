/**
 * A short status in words with a tone: the words always carry the meaning, the colour only repeats it. A lighter
 * sibling of the detail kit's StatusBadge for values a list shows on every row. Its looks live in tailwind.css
 * under `[data-tone]:not([data-slot])`: an element with a `data-tone` and without StatusBadge's `data-slot`, so a
 * badge carries no attribute more (a list shows two a row; decisions 080, 096).
 */
export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

export function ToneBadge({ tone, children, title }: { tone: BadgeTone; children: string; title?: string }) {
  return (
    <span data-tone={tone} title={title}>
      {children}
    </span>
  );
}
