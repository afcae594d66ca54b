/** After a registration is sent: what happens next, for the person who registered and for an admin. */
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link } from '@remix-run/react';
import { DetailList } from '~/components/detail';
import { Button } from '~/components/ui/button';
import { useLogout } from '~/features/auth';
import { enumLabel } from '../../../contracts/enumerations';
import { KIND_TEXT, behalfPath, editPath } from './kinds';
import type { Registration, RegistrationKind } from './schemas';

const LINK = 'font-medium text-primary underline-offset-4 hover:underline';

/** The section a confirmation is: its heading takes the focus (the form it replaces had it). */
function Confirmation({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="registration-confirmation"
      className="max-w-3xl space-y-5 rounded-lg border bg-card p-4 sm:p-6"
    >
      <h2 id="registration-confirmation" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const NEXT_STEPS: Record<RegistrationKind, readonly string[]> = {
  provider: [
    'Your registration is in status New.',
    'Our team reviews it: your practice, the states you are licensed in and your documents. We may contact you by email or phone.',
    'You can log in now with your email and the password you chose. Until your registration is approved you see only what a new provider may use; we let you know when you can pick up cases.',
  ],
  facility: [
    'Your facility account and your user are in status New.',
    'Our team reviews the registration and may contact you by email or phone.',
    'You can log in now with your email and the password you chose, complete your facility’s account details and add colleagues. You can send out cases once the facility is approved.',
  ],
  other: [
    'We have your details; no login is created for another organisation.',
    'Our team reviews what you would like to do and contacts you by email or phone.',
  ],
};

/** /register?type=…&submitted=1: the page a registration lands on (a reload shows it again, sends nothing). */
export function SubmittedConfirmation({ kind }: { kind: RegistrationKind }) {
  return (
    <Confirmation title={kind === 'other' ? 'Thank you, we will be in touch' : 'Thank you for registering'}>
      <div className="space-y-2 text-sm">
        <h3 className="font-semibold">What happens next</h3>
        <ul className="list-disc space-y-1 pl-5">
          {NEXT_STEPS[kind].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
      {kind === 'other' ? (
        <Button asChild variant="outline">
          <Link to="/">Back to the home page</Link>
        </Button>
      ) : (
        <Button asChild>
          <Link to="/login">Log In</Link>
        </Button>
      )}
    </Confirmation>
  );
}

/** An admin entered a registration: what was created, what the person does next, where to go on. */
export function CreatedOnBehalf({
  kind,
  registration,
}: {
  kind: RegistrationKind;
  registration: Registration;
}) {
  const name = `${registration.firstName} ${registration.lastName}`;
  const organisation = registration.facilityName ?? registration.organisationName;
  return (
    <Confirmation title="Registration created">
      <DetailList
        items={[
          { label: 'Kind', value: KIND_TEXT[kind].title.replace(/^Register (as )?/, '') },
          { label: kind === 'provider' ? 'Provider' : 'Contact person', value: name },
          { label: 'Email', value: registration.email },
          ...(organisation ? [{ label: 'Organisation', value: organisation }] : []),
          ...(registration.specialty
            ? [{ label: 'Specialty', value: enumLabel('specialty', registration.specialty) }]
            : []),
          { label: 'Status', value: registration.status },
        ]}
      />
      <div className="space-y-2 text-sm">
        <h3 className="font-semibold">What happens next</h3>
        <p>
          {kind === 'other' ? (
            <>No login is created: follow the registration up with {name}.</>
          ) : (
            <>
              {name} has no password yet, so they cannot log in until they set one. Tell them to open the
              login page, choose &lsquo;Forgot Password&rsquo; and enter <strong>{registration.email}</strong>
              : they receive a code by email and then choose their own password. The registration stays in
              status New until it is reviewed.
            </>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-4 text-sm">
        <Link to={editPath(kind, registration.id)} className={LINK}>
          Edit this registration
        </Link>
        <Link to={behalfPath(kind)} className={LINK}>
          Enter another registration
        </Link>
      </div>
    </Confirmation>
  );
}

/** /register for someone logged in (not an admin): they are registered already. */
export function SignedInNotice({ name, home }: { name: string; home: string }) {
  // The header's logout (other tabs follow); a plain post to /logout without JavaScript.
  const logout = useLogout();
  return (
    <div className="space-y-4">
      <p>
        You are logged in as {name}, so you are registered already. A registration creates a new account for a
        provider or a facility: to register someone else, log out first, or ask the operator’s staff to enter
        it for them.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild>
          <Link to={home}>Go to your start page</Link>
        </Button>
        <Form
          method="post"
          action="/logout"
          onSubmit={(event) => {
            event.preventDefault();
            logout();
          }}
        >
          <Button type="submit" variant="outline">
            Log out
          </Button>
        </Form>
      </div>
    </div>
  );
}
