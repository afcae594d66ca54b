/**
 * Above a list: search and filters as one GET form (the URL is the state), and the export links. Without
 * JavaScript the Search button submits the form; with it, typing submits 300 ms after the last key (spec 9)
 * and a filter submits when it changes. A new search or filter starts at page 1 and keeps the sort and page
 * size.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useLocation, useSubmit } from '@remix-run/react';
import DownloadIcon from 'lucide-react/icons/download';
import SearchIcon from 'lucide-react/icons/search';
import { Button, buttonVariants } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import type { ListQuery, ListState } from './list-query';
import { DownloadLink } from '~/components/detail/download-link';

/** Spec 9: debounce default 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** How a filter is offered: its label and the label of each value the schema allows. */
export interface FilterControl {
  label: string;
  /** Value → label; values the schema does not allow are never offered. */
  options: Record<string, string>;
  /** The label of 'no filter'. */
  allLabel?: string;
  /** 'date': a day picked or typed (the URL keeps YYYY-MM-DD), for a lookup filter of a date field such as a
   * created-from / created-to range; `options` is then unused. 'text': typed (a user, a case id), for a lookup
   * filter of a free-text field; sent after a pause in typing, like the search. A select otherwise. */
  type?: 'select' | 'date' | 'text';
  /** The hint inside a 'text' filter. */
  placeholder?: string;
}

/** The form's fields without the empty ones, so a cleared search leaves no `search=` in the URL. */
function filledFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) fields.set(name, value.trim());
  }
  return fields;
}

// A filter and its select (`filter-field`, `filter-select`: app/kit.css, decision 067).
const selectClass = 'filter-select';
const filterClass = 'filter-field';

export interface ListToolbarProps<TSort extends string, TFilter extends string> {
  /** Names the search field ('Search Available Cases') and the export links. */
  title: string;
  /** Prefix of the fields' ids: unique on the page. */
  id: string;
  state: ListState<TSort, TFilter>;
  query: ListQuery<TSort, TFilter>;
  searchPlaceholder?: string;
  filters?: Partial<Record<TFilter, FilterControl>>;
  /** The export links' href without a format ('/availableCases/export?search=…'); none when null. */
  exportHref: string | null;
  /**
   * The export is large (past EXPORT_FETCHED_MAX_ROWS): plain download links, which the browser streams to disk
   * with its own progress, instead of a fetch that holds the file in the tab until it is whole (decision 099).
   */
  exportLarge?: boolean;
  /** More controls beside the export links (the density toggle). */
  tools?: ReactNode;
}

export function ListToolbar<TSort extends string, TFilter extends string>({
  title,
  id,
  state,
  query,
  searchPlaceholder,
  filters = {},
  exportHref,
  exportLarge = false,
  tools,
}: ListToolbarProps<TSort, TFilter>) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward changes the URL's search under the field: show it, unless the person is still typing.
  useEffect(() => {
    const input = inputRef.current;
    if (input && pending.current === undefined && input.value.trim() !== state.search) {
      input.value = state.search;
    }
  }, [state.search]);

  useEffect(() => {
    return () => clearTimeout(pending.current);
  }, []);

  const send = (form: HTMLFormElement) => {
    clearTimeout(pending.current);
    pending.current = undefined;
    // Typing refines one search: only the first keystroke of a search adds a history entry.
    submit(filledFields(form), { method: 'get', action: pathname, replace: Boolean(state.search) });
  };

  const { defaults } = query;
  const sortChanged = state.sort !== defaults.sort || state.order !== defaults.order;
  const filterFields = query.filterFields.filter((field) => filters[field]);
  const exportLink = (format: string) =>
    `${exportHref}${exportHref?.includes('?') ? '&' : '?'}format=${format}`;

  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <Form
        method="get"
        role="search"
        className="flex min-w-0 max-w-3xl flex-1 basis-80 flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          send(event.currentTarget);
        }}
      >
        {query.searchMaxLength !== null ? (
          <div className="relative min-w-0 flex-1 basis-56 max-sm:basis-full">
            <Label htmlFor={`${id}-search`} className="sr-only">
              {`Search ${title}`}
            </Label>
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={inputRef}
              id={`${id}-search`}
              name="search"
              type="search"
              defaultValue={state.search}
              maxLength={query.searchMaxLength}
              placeholder={searchPlaceholder}
              autoComplete="off"
              className="pl-8"
              onChange={(event) => {
                const form = event.currentTarget.form;
                clearTimeout(pending.current);
                pending.current = setTimeout(() => form && send(form), SEARCH_DEBOUNCE_MS);
              }}
            />
          </div>
        ) : null}
        {filterFields.map((field) => {
          const control = filters[field]!;
          if (control.type === 'date' || control.type === 'text') {
            // A date applies at once; typed text waits for a pause, as the search does.
            const typed = control.type === 'text';
            return (
              <div key={field} className={filterClass}>
                <Label htmlFor={`${id}-${field}`}>{control.label}</Label>
                <Input
                  id={`${id}-${field}`}
                  name={field}
                  type={control.type}
                  defaultValue={state.filters[field] ?? ''}
                  {...(typed
                    ? { placeholder: control.placeholder, autoComplete: 'off', maxLength: 100 }
                    : {})}
                  className={typed ? 'h-9 w-40 max-sm:w-full' : 'h-9 w-auto max-sm:w-full'}
                  onChange={(event) => {
                    const form = event.currentTarget.form;
                    clearTimeout(pending.current);
                    if (!form) return;
                    if (typed) pending.current = setTimeout(() => send(form), SEARCH_DEBOUNCE_MS);
                    else send(form);
                  }}
                />
              </div>
            );
          }
          // A lookup filter (no values in the schema) offers the page's choices, and keeps a chosen value the
          // choices no longer hold (a link from elsewhere) so the select shows what the list is filtered by.
          const schemaValues = query.filterValues(field);
          const current = state.filters[field];
          const values = schemaValues.length
            ? schemaValues
            : [
                ...Object.keys(control.options),
                ...(current && control.options[current] === undefined ? [current] : []),
              ];
          return (
            <div key={field} className={filterClass}>
              <Label htmlFor={`${id}-${field}`}>{control.label}</Label>
              <select
                id={`${id}-${field}`}
                name={field}
                defaultValue={state.filters[field] ?? ''}
                className={selectClass}
                onChange={(event) => event.currentTarget.form && send(event.currentTarget.form)}
              >
                <option value="">{control.allLabel ?? 'All'}</option>
                {values.map((value) =>
                  control.options[value] !== undefined || value === current ? (
                    <option key={value} value={value}>
                      {control.options[value] ?? value}
                    </option>
                  ) : null,
                )}
              </select>
            </div>
          );
        })}
        {sortChanged && state.sort ? (
          <>
            <input type="hidden" name="sort" value={state.sort} />
            <input type="hidden" name="order" value={state.order} />
          </>
        ) : null}
        {state.pageSize !== defaults.pageSize ? (
          <input type="hidden" name="pageSize" value={state.pageSize} />
        ) : null}
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      {exportHref !== null || tools ? (
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {tools}
          {exportHref !== null ? (
            <>
              {/* Download links, not client-side navigations: busy while the server builds the file (decision 069);
                  a large export is left to the browser's own download (decision 099). */}
              {(['csv', 'xlsx'] as const).map((format) => {
                const label = `Export ${format.toUpperCase()}`;
                const className = buttonVariants({ variant: 'outline', size: 'sm' });
                return exportLarge ? (
                  <a key={format} href={exportLink(format)} download className={className}>
                    <DownloadIcon aria-hidden="true" />
                    {label}
                  </a>
                ) : (
                  <DownloadLink
                    key={format}
                    href={exportLink(format)}
                    icon={<DownloadIcon aria-hidden="true" />}
                    className={className}
                  >
                    {label}
                  </DownloadLink>
                );
              })}
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
