import { isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { DateTime } from '~/components/ui/date-time';
import { NOT_AVAILABLE, plainText } from '~/lib/format';
import { cn } from '~/lib/utils';

/** What a detail field may hold; an element (a badge, a link) is shown as it is. */
export type DetailValue =
  string | number | boolean | null | undefined | readonly (string | number)[] | ReactElement;

export interface DetailItem {
  label: string;
  value: DetailValue;
  /**
   * 'text' (default) shows the value as it is; 'dateTime' an ISO date in the spec-5 format in the reader's zone;
   * 'richText' server text that may carry HTML, shown with its tags stripped (spec 5's text helper).
   */
  type?: 'text' | 'dateTime' | 'richText';
  /** Takes the whole row (notes, addresses). */
  wide?: boolean;
}

export interface DetailSectionSpec {
  title: string;
  /** The labelled values; a section of other content (a checklist, comments) may have none. */
  items: readonly DetailItem[];
  /** Controls for this section only (an Edit link), beside its heading. */
  actions?: ReactNode;
  /** Content under the values: a list, a form. */
  children?: ReactNode;
}

const isEmpty = (value: DetailValue) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (Array.isArray(value) && value.length === 0);

/** A field's value as shown: 'N/A' when empty (spec 5), Yes/No for booleans, lists joined by commas. */
function shown({ value, type = 'text' }: DetailItem): ReactNode {
  if (isValidElement(value)) return value;
  if (isEmpty(value)) return NOT_AVAILABLE;
  if (type === 'dateTime') return <DateTime value={String(value)} />;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  const text = String(value);
  return type === 'richText' ? plainText(text) || NOT_AVAILABLE : text;
}

/** Labelled values as a description list: one column on a phone, two from 600 px, three from 1200 px. */
export function DetailList({ items, className }: { items: readonly DetailItem[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map((item) => (
        <div key={item.label} className={cn('min-w-0', item.wide && 'sm:col-span-2 lg:col-span-3')}>
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-sm font-medium break-words whitespace-pre-line">{shown(item)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One titled section of a detail page (a landmark-free region named by its heading). */
export function DetailSection({
  title,
  items,
  actions,
  children,
  headingLevel = 2,
}: DetailSectionSpec & { headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold">
          {title}
        </Heading>
        {actions}
      </div>
      {items.length > 0 ? <DetailList items={items} /> : null}
      {children}
    </section>
  );
}

/**
 * A record's detail page body: its sections in order. The page's h1 (PageHeading), Breadcrumbs and ActionBar
 * go above it; section headings are h2 (h3 when the view sits under another h2).
 */
export function DetailView({
  sections,
  headingLevel = 2,
  className,
}: {
  sections: readonly DetailSectionSpec[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      {sections.map((section) => (
        <DetailSection key={section.title} {...section} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
