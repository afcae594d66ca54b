import { useNavigation } from '@remix-run/react';
import { Button, type ButtonProps } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { cn } from '~/lib/utils';

/**
 * A form's submit button: a spinner and no second submission while the form is on its way. `pending` comes from
 * the caller for fetcher forms; for page forms it is read from the navigation (a submission of this form's
 * action is under way). While busy it is `aria-disabled` and refuses the click itself rather than being
 * `disabled`: a disabled button loses the focus, which falls to the page, and a keyboard or screen reader user
 * who pressed Save would start again from the top of the page; so the focus stays where the person acted.
 */
export function SubmitButton({
  pending,
  action,
  children,
  disabled,
  className,
  onClick,
  ...props
}: ButtonProps & { pending?: boolean; action?: string }) {
  const navigation = useNavigation();
  const submitting =
    pending ??
    (navigation.state !== 'idle' &&
      navigation.formMethod !== undefined &&
      navigation.formMethod.toUpperCase() !== 'GET' &&
      (action === undefined || navigation.formAction?.split('?')[0] === action.split('?')[0]));
  return (
    <Button
      type="submit"
      disabled={disabled}
      aria-disabled={submitting || undefined}
      aria-busy={submitting || undefined}
      className={cn('aria-disabled:cursor-wait aria-disabled:opacity-50', className)}
      onClick={(event) => {
        // Enter in a field clicks the form's submit button too: refused here, the form is not sent twice.
        if (submitting) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {submitting ? <Spinner className="size-4" /> : null}
      {children}
    </Button>
  );
}
