import { useState } from 'react';
import { getInputProps } from '@conform-to/react';
import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import CheckIcon from 'lucide-react/icons/check';
import CircleIcon from 'lucide-react/icons/circle';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/utils';
import { ariaRequired, FieldShell, type AnyField } from './field';
import { PASSWORD_RULES } from './password';

/**
 * A password with a show/hide toggle; `showRules` lists the new-password rules under it and ticks each off as
 * it is met (announced politely to screen readers).
 */
export function PasswordField({
  meta,
  label,
  autoComplete,
  showRules = false,
  required,
}: {
  meta: AnyField;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  showRules?: boolean;
  required?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useState('');
  const rulesId = `${meta.id}-rules`;
  const { key, ...props } = getInputProps(meta, {
    type: visible ? 'text' : 'password',
    ariaDescribedBy: showRules ? rulesId : undefined,
  });
  return (
    <FieldShell meta={meta} label={label} required={required ?? meta.required}>
      <div className="relative">
        <Input
          key={key}
          {...props}
          aria-required={ariaRequired(required ?? meta.required)}
          autoComplete={autoComplete}
          className="pr-10"
          onInput={(event) => setValue(event.currentTarget.value)}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
        </button>
      </div>
      {showRules ? (
        <ul id={rulesId} aria-label="Password rules" aria-live="polite" className="space-y-1 text-sm">
          {PASSWORD_RULES.map((rule) => {
            const met = rule.test(value);
            return (
              <li
                key={rule.id}
                className={cn('flex items-center gap-2', met ? 'text-emerald-700' : 'text-muted-foreground')}
              >
                {met ? (
                  <CheckIcon className="size-4" aria-hidden />
                ) : (
                  <CircleIcon className="size-3" aria-hidden />
                )}
                {rule.text}
                <span className="sr-only">{met ? '(met)' : '(not met yet)'}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </FieldShell>
  );
}
