import { useEffect, useRef } from 'react';
import { Form, useLocation, useSubmit } from '@remix-run/react';
import SearchIcon from 'lucide-react/icons/search';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { LIST_DEFAULTS, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, type ListParams } from './list-params';

/** The form's fields without the empty ones, so a cleared search leaves no `search=` in the URL. */
function filledFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) fields.set(name, value.trim());
  }
  return fields;
}

/**
 * Search as a GET form: without JavaScript the button submits it; with it, typing submits 300 ms after the last
 * key (spec 9). A new search starts at page 1 and keeps the sort and page size.
 */
export function CaseSearch({ params, label }: { params: ListParams; label: string }) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward changes the URL's search under the field: show it, unless the person is still typing.
  useEffect(() => {
    const input = inputRef.current;
    if (input && pending.current === undefined && input.value.trim() !== params.search) {
      input.value = params.search;
    }
  }, [params.search]);

  useEffect(() => {
    return () => clearTimeout(pending.current);
  }, []);

  const send = (form: HTMLFormElement) => {
    clearTimeout(pending.current);
    pending.current = undefined;
    // Typing refines one search: only the first keystroke of a search adds a history entry.
    submit(filledFields(form), { method: 'get', action: pathname, replace: Boolean(params.search) });
  };

  const sortChanged = params.sort !== LIST_DEFAULTS.sort || params.order !== LIST_DEFAULTS.order;
  return (
    <Form
      method="get"
      role="search"
      className="flex w-full max-w-xl items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget);
      }}
    >
      <Label htmlFor="case-search" className="sr-only">
        {label}
      </Label>
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          id="case-search"
          name="search"
          type="search"
          defaultValue={params.search}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Case record ID, patient or facility"
          autoComplete="off"
          className="pl-8"
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(pending.current);
            pending.current = setTimeout(() => form && send(form), SEARCH_DEBOUNCE_MS);
          }}
        />
      </div>
      {sortChanged ? (
        <>
          <input type="hidden" name="sort" value={params.sort} />
          <input type="hidden" name="order" value={params.order} />
        </>
      ) : null}
      {params.pageSize !== LIST_DEFAULTS.pageSize ? (
        <input type="hidden" name="pageSize" value={params.pageSize} />
      ) : null}
      <Button type="submit" variant="outline">
        Search
      </Button>
    </Form>
  );
}
