/**
 * A searchable choice from a long reference list (payers, states, provinces, subspecialties, stains, IHC markers,
 * order options), one value or several. The server renders a native select, so the form works before the page's
 * script runs and without it; once hydrated, the same select stays in the form as the value holder (Conform's
 * `useControl` drives it) and a search box in a popover (cmdk) takes over the choosing.
 */
import { useMemo, useState } from 'react';
import { unstable_useControl as useControl } from '@conform-to/react';
import { Command } from 'cmdk';
import CheckIcon from 'lucide-react/icons/check';
import ChevronsUpDownIcon from 'lucide-react/icons/chevrons-up-down';
import XIcon from 'lucide-react/icons/x';
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';
import { ariaRequired, CONTROL_CLASS, FieldShell, describedBy, type AnyField, type Option } from './field';

const asList = (value: string | string[] | undefined): string[] =>
  Array.isArray(value) ? value.filter(Boolean) : value ? [value] : [];

export function ComboboxField({
  meta,
  label,
  options,
  multiple = false,
  placeholder = multiple ? 'Choose one or more…' : 'Choose…',
  searchPlaceholder = 'Search…',
  description,
  required,
}: {
  meta: AnyField;
  label: string;
  options: readonly Option[];
  multiple?: boolean;
  placeholder?: string;
  searchPlaceholder?: string;
  description?: string;
  required?: boolean;
}) {
  const hydrated = useHydrated();
  const control = useControl<string | string[]>(
    meta as { key?: string | null; initialValue?: string | string[] },
  );
  const [open, setOpen] = useState(false);
  const selected = asList(control.value);
  const labels = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const groups = useMemo(() => {
    const byGroup = new Map<string, Option[]>();
    for (const option of options) {
      const group = option.group ?? '';
      byGroup.set(group, [...(byGroup.get(group) ?? []), option]);
    }
    return [...byGroup];
  }, [options]);
  const ariaDescribedBy = describedBy(meta, Boolean(description));
  const invalid = meta.errors?.length ? true : undefined;

  const choose = (value: string) => {
    if (!multiple) {
      control.change(value);
      setOpen(false);
      return;
    }
    control.change(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  };

  const summary = selected.length
    ? multiple
      ? `${selected.length} selected`
      : (labels.get(selected[0]!) ?? selected[0])
    : placeholder;

  return (
    <FieldShell meta={meta} label={label} description={description} required={required ?? meta.required}>
      <select
        ref={control.register}
        id={hydrated ? undefined : meta.id}
        name={meta.name}
        form={meta.formId}
        multiple={multiple}
        defaultValue={multiple ? selected : (selected[0] ?? '')}
        aria-invalid={invalid}
        aria-describedby={ariaDescribedBy}
        aria-hidden={hydrated || undefined}
        tabIndex={hydrated ? -1 : undefined}
        className={hydrated ? 'sr-only' : cn(CONTROL_CLASS, multiple && 'min-h-32')}
        onFocus={control.focus}
        onBlur={control.blur}
      >
        {multiple ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hydrated ? (
        <Popover
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) control.blur();
          }}
        >
          <PopoverTrigger asChild>
            <button
              type="button"
              id={meta.id}
              role="combobox"
              aria-expanded={open}
              aria-required={ariaRequired(required ?? meta.required)}
              aria-invalid={invalid}
              aria-describedby={ariaDescribedBy}
              className={cn(CONTROL_CLASS, 'h-auto min-h-9 items-center justify-between gap-2 text-left')}
            >
              <span className={cn('truncate', !selected.length && 'text-muted-foreground')}>{summary}</span>
              <ChevronsUpDownIcon className="size-4 shrink-0 opacity-60" aria-hidden />
            </button>
          </PopoverTrigger>
          <PopoverContent align="start" className="w-[var(--radix-popover-trigger-width)] min-w-64 p-0">
            <Command label={label}>
              <Command.Input
                placeholder={searchPlaceholder}
                className="h-10 w-full border-b bg-transparent px-3 text-sm outline-none"
              />
              <Command.List className="max-h-64 overflow-y-auto p-1">
                <Command.Empty className="px-3 py-2 text-sm text-muted-foreground">No match.</Command.Empty>
                {groups.map(([group, items]) => (
                  <Command.Group
                    key={group}
                    heading={group || undefined}
                    className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground"
                  >
                    {items.map((option) => {
                      const isSelected = selected.includes(option.value);
                      return (
                        <Command.Item
                          key={option.value}
                          value={`${option.label} ${option.value}`}
                          onSelect={() => choose(option.value)}
                          className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[selected=true]:bg-accent"
                        >
                          <CheckIcon
                            className={cn('size-4', isSelected ? 'opacity-100' : 'opacity-0')}
                            aria-hidden
                          />
                          {option.label}
                        </Command.Item>
                      );
                    })}
                  </Command.Group>
                ))}
              </Command.List>
            </Command>
          </PopoverContent>
        </Popover>
      ) : null}
      {hydrated && multiple && selected.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={`${label}: selected`}>
          {selected.map((value) => (
            <li
              key={value}
              className="flex items-center gap-1 rounded-full border bg-muted px-2 py-0.5 text-xs"
            >
              {labels.get(value) ?? value}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background"
                aria-label={`Remove ${labels.get(value) ?? value}`}
                onClick={() => control.change(selected.filter((v) => v !== value))}
              >
                <XIcon className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldShell>
  );
}
