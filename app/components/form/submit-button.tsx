import { useNavigation } from '@remix-run/react';
import { Button, type ButtonProps } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';

/**
 * A form's submit button: a spinner and no second submission while the form is on its way. `pending` comes from
 * the caller for fetcher forms; for page forms it is read from the navigation (a submission of this form's
 * action is under way).
 */
export function SubmitButton({
  pending,
  action,
  children,
  disabled,
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
    <Button type="submit" disabled={disabled || submitting} aria-busy={submitting || undefined} {...props}>
      {submitting ? <Spinner className="size-4" /> : null}
      {children}
    </Button>
  );
}
