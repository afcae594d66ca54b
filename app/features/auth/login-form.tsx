import { useEffect, useState } from 'react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/sonner';
import { finishLogout } from './browser-session';
import { followServerSessionEnd } from './session-end';
import { fieldErrorsAfterEdit, loginFieldErrors, type LoginFieldErrors } from './login-schema';

export type LoginActionData =
  | { kind: 'invalid'; fieldErrors: LoginFieldErrors }
  | { kind: 'refused'; formError: string; email?: string }
  | { kind: 'status-failed'; toast: string };

/**
 * The login screen of spec 2.1 and 5: validated on submit; any edit of either field clears the errors (the login
 * failure's message too), and after a submit the edited field is checked again. The server's answer is shown from
 * the first render, so a page rendered on the server (a form posted without JavaScript, a login the server shed)
 * has its sentence under the form and the e-mail that was sent. `action` is /login, with the page to return to
 * when there is one (`/login?returnTo=…`, decision 124): a failed attempt stays on it, so the next one returns.
 */
export function LoginForm({
  sessionEnded = false,
  action = '/login',
}: {
  sessionEnded?: boolean;
  action?: string;
}) {
  const actionData = useActionData<LoginActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction?.split('?')[0] === '/login';

  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>(() =>
    actionData?.kind === 'invalid' ? actionData.fieldErrors : {},
  );
  const [formError, setFormError] = useState<string | null>(() =>
    actionData?.kind === 'refused' ? actionData.formError : null,
  );
  // Once the form has been submitted (checked here or by the server), an edit checks its field again.
  const [submitted, setSubmitted] = useState(actionData !== undefined);
  // Only when the answer has it: a `defaultValue` of nothing would empty the field as the page hydrates (the app
  // server writes a shed login's e-mail into the page itself, server/login-refusal.js).
  const sentEmail =
    actionData?.kind === 'refused' && actionData.email ? { defaultValue: actionData.email } : {};
  const [showPassword, setShowPassword] = useState(false);

  // Arriving at the login page ends any logout that led here; one the server did on a 401 is told to the other
  // tabs first (spec 4.1).
  useEffect(() => {
    if (sessionEnded) followServerSessionEnd(Date.now());
    finishLogout();
  }, [sessionEnded]);

  useEffect(() => {
    if (!actionData) return;
    setSubmitted(true);
    if (actionData.kind === 'invalid') setFieldErrors(actionData.fieldErrors);
    if (actionData.kind === 'refused') setFormError(actionData.formError);
    if (actionData.kind === 'status-failed') toast.error(actionData.toast);
  }, [actionData]);

  const onEdit = (form: HTMLFormElement, field: string) => {
    setFieldErrors(fieldErrorsAfterEdit(Object.fromEntries(new FormData(form)), field, submitted));
    setFormError(null);
  };

  return (
    <Form
      method="post"
      action={action}
      noValidate
      className="space-y-5"
      onChange={(event) => onEdit(event.currentTarget, (event.target as HTMLInputElement).name)}
      onSubmit={(event) => {
        setSubmitted(true);
        const errors = loginFieldErrors(Object.fromEntries(new FormData(event.currentTarget)));
        if (errors) {
          event.preventDefault();
          setFieldErrors(errors);
          setFormError(null);
        }
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          placeholder="Your email *"
          {...sentEmail}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? 'email-error' : undefined}
        />
        {fieldErrors.email ? (
          <p id="email-error" className="text-sm text-destructive">
            {fieldErrors.email}
          </p>
        ) : null}
      </div>

      <div className="space-y-2">
        <Label htmlFor="password">Password</Label>
        <div className="relative">
          <Input
            id="password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="Your password *"
            className="pr-10"
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? 'password-error' : undefined}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground hover:text-foreground"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
          </button>
        </div>
        {fieldErrors.password ? (
          <p id="password-error" className="text-sm text-destructive">
            {fieldErrors.password}
          </p>
        ) : null}
      </div>

      <div className="flex justify-end">
        <Link to="/email-verification" className="text-sm text-primary underline-offset-4 hover:underline">
          Forgot Password
        </Link>
      </div>

      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? <Spinner className="size-4" /> : null}
        Log In
      </Button>

      {formError ? (
        <p role="alert" className="text-center text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
    </Form>
  );
}
