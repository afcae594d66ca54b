/**
 * The forgot-password page (/email-verification): one card, the step the flow cookie says (email → code → new
 * password). Each step is a kit form posting its `intent` to the page's action; the replies name their form.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import {
  ErrorList,
  LeaveGuard,
  PasswordField,
  SubmitButton,
  TextField,
  useContractForm,
  type FormReply,
} from '~/components/form';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader } from '~/components/ui/card';
import {
  CODE_RULES,
  FORGOT_PASSWORD_FORMS as FORMS,
  FORGOT_PASSWORD_TEXT as TEXT,
  type ForgotPasswordIntent,
  type ForgotPasswordStep,
} from './forgot-password-steps';
import { emailVerificationForm, newPasswordWithCodeForm, resendCodeForm, verifyCodeForm } from './schemas';

const STEP_TITLES = {
  email: 'Step 1 of 3: Your email',
  code: 'Step 2 of 3: Enter the code',
  password: 'Step 3 of 3: Choose a new password',
} as const;

/** Whether this page's form with `intent` is on its way (several forms share the action). */
function useSubmitting(intent: ForgotPasswordIntent): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

const IntentField = ({ intent }: { intent: ForgotPasswordIntent }) => (
  <input type="hidden" name="intent" value={intent} />
);

export function ForgotPasswordScreen({
  step,
  flash,
  title = 'Forgot Password',
  intro,
}: {
  step: ForgotPasswordStep;
  flash: FlashData | null;
  /** The page's h1 (the flow also serves a visitor's /change-password). */
  title?: string;
  /** Said under the title, before the steps. */
  intro?: ReactNode;
}) {
  // A step reached by a form (not a page load) takes the focus to its heading, so a screen reader says where
  // the person now is; the page's h1 does not change between steps.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step.step);
  useEffect(() => {
    if (shownStep.current === step.step) return;
    shownStep.current = step.step;
    heading.current?.focus({ preventScroll: true });
  }, [step.step]);

  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <PageHeading>{title}</PageHeading>
          {intro ? <Note>{intro}</Note> : null}
          <h2 ref={heading} tabIndex={-1} className="text-base font-medium">
            {STEP_TITLES[step.step]}
          </h2>
        </CardHeader>
        <CardContent className="space-y-5">
          <FlashMessage flash={flash} />
          {step.step === 'email' ? <EmailStep /> : null}
          {step.step === 'code' ? (
            <CodeStep email={step.email} sent={step.sent} codeExpired={step.codeExpired} />
          ) : null}
          {step.step === 'password' ? <PasswordStep email={step.email} /> : null}
        </CardContent>
      </Card>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function EmailStep() {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(emailVerificationForm, { id: FORMS.request, reply });
  const sending = useSubmitting(FORMS.request);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <IntentField intent={FORMS.request} />
      <Note>
        Enter the email address of your account. If an account exists for it, we send it a {CODE_RULES.length}
        -digit code to choose a new password.
      </Note>
      <TextField meta={fields.email} type="email" label="Email" inputProps={{ autoComplete: 'email' }} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton className="w-full" pending={sending}>
        Send code
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          Back to Log In
        </Link>
      </p>
    </Form>
  );
}

function CodeStep({ email, sent, codeExpired }: { email: string; sent: string; codeExpired: boolean }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(verifyCodeForm, { id: FORMS.verify, reply });
  const [resend] = useContractForm(resendCodeForm, { id: FORMS.resend, reply });
  const verifying = useSubmitting(FORMS.verify);
  const resending = useSubmitting(FORMS.resend);
  return (
    <div className="space-y-5">
      {codeExpired ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {TEXT.codeExpired}
        </p>
      ) : null}
      <div className="space-y-1">
        <Note>{sent}</Note>
        <Note>
          Email: <span className="font-medium break-all text-foreground">{email}</span>
        </Note>
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <IntentField intent={FORMS.verify} />
        <TextField
          meta={fields.code}
          label={`${CODE_RULES.length}-digit code`}
          description={`From the email. A code allows ${CODE_RULES.maxAttempts} attempts.`}
          inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code' }}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton className="w-full" pending={verifying} disabled={resending}>
          Verify code
        </SubmitButton>
      </Form>
      <Form method="post" {...getFormProps(resend)} className="space-y-3 border-t pt-4">
        <IntentField intent={FORMS.resend} />
        <Note>
          No email, or the code has expired or run out of attempts? A new code replaces the old one.
        </Note>
        <ErrorList id={resend.errorId} errors={resend.errors} />
        <SubmitButton variant="outline" className="w-full" pending={resending} disabled={verifying}>
          Send a new code
        </SubmitButton>
      </Form>
      <RestartForm label="Use a different email" />
    </div>
  );
}

function PasswordStep({ email }: { email: string }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(newPasswordWithCodeForm, { id: FORMS.password, reply });
  const saving = useSubmitting(FORMS.password);
  return (
    <div className="space-y-5">
      <Note>
        Choose a new password for <span className="font-medium break-all text-foreground">{email}</span>.
        Every session of the account ends, and you log in again with the new password.
      </Note>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <IntentField intent={FORMS.password} />
        {/* For password managers: which account the new password belongs to (not posted). */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordField meta={fields.newPassword} label="New password" autoComplete="new-password" showRules />
        <PasswordField
          meta={fields.confirmPassword}
          label="Confirm new password"
          autoComplete="new-password"
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton className="w-full" pending={saving}>
          Set new password
        </SubmitButton>
        <LeaveGuard when={form.dirty} />
      </Form>
      <RestartForm label="Start over" />
    </div>
  );
}

/** Forgets the flow (the cookie) and goes back to step 1. */
function RestartForm({ label }: { label: string }) {
  return (
    <Form method="post" className="text-center">
      <IntentField intent={FORMS.restart} />
      <Button type="submit" variant="link" size="sm">
        {label}
      </Button>
    </Form>
  );
}
