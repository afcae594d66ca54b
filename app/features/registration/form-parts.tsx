/** What the three registration forms share: sections, the contact person, the login, the 409 hints. */
import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { PasswordField, PhoneField, TextField, type AnyField, type FormReply } from '~/components/form';
import type { InitialValues } from './schemas';
import type { CreateReply, RegistrationLists } from './types';

/** Who fills the form in and what it does: a person registering, an admin entering one, or an edit. */
export type FormMode = 'self' | 'admin' | 'edit';

/** What each kind's form takes from its page. */
export interface KindFormProps {
  mode: FormMode;
  lists: RegistrationLists;
  reply?: FormReply | null;
  initial?: InitialValues;
  formKey?: string;
}

/** Conform's fields of whichever schema the mode uses, read by name. */
export type Fields = Record<string, AnyField>;

export function FormSection({
  title,
  description,
  children,
  hidden,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  hidden?: boolean;
}) {
  return (
    <fieldset className="min-w-0 rounded-lg border p-4 pt-2 sm:p-6 sm:pt-3" hidden={hidden}>
      <legend className="px-1 text-base font-semibold">{title}</legend>
      <div className="space-y-5">
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        {children}
      </div>
    </fieldset>
  );
}

export const GRID = 'grid gap-5 sm:grid-cols-2';
const LINK = 'font-medium text-primary underline-offset-4 hover:underline';

/** Under a field whose value is in use (a 409): what the person can do instead. */
function ConflictHint({ field, reply }: { field: CreateReply['conflict']; reply?: CreateReply | null }) {
  if (!reply?.conflict || reply.conflict !== field) return null;
  return (
    <p className="text-sm" data-conflict-hint={field}>
      {field === 'email' ? (
        <>
          Already registered with this email?{' '}
          <Link to="/login" className={LINK}>
            Log in
          </Link>{' '}
          or{' '}
          <Link to="/email-verification" className={LINK}>
            reset your password
          </Link>
          .
        </>
      ) : (
        <>
          If this facility is yours, its first user can{' '}
          <Link to="/login" className={LINK}>
            log in
          </Link>{' '}
          and add you from User Registration; otherwise check the name.
        </>
      )}
    </p>
  );
}

export function FacilityNameField({ fields, reply }: { fields: Fields; reply?: CreateReply | null }) {
  return (
    <div className="space-y-2 sm:col-span-2">
      <TextField
        meta={fields.facilityName!}
        label="Facility name"
        inputProps={{ autoComplete: 'organization' }}
      />
      <ConflictHint field="facilityName" reply={reply} />
    </div>
  );
}

/** The person: name, email (not on an edit: the email is the login and changes elsewhere), phone. */
export function ContactFields({
  fields,
  mode,
  reply,
  emailHint,
  children,
}: {
  fields: Fields;
  mode: FormMode;
  reply?: CreateReply | null;
  emailHint?: string;
  /** Fields before the name (a provider's salutation). */
  children?: ReactNode;
}) {
  // A person fills in their own details; an admin enters someone else's, which the browser must not suggest.
  const own = mode === 'self';
  return (
    <div className={GRID}>
      {children}
      <TextField
        meta={fields.firstName!}
        label="First name"
        inputProps={{ autoComplete: own ? 'given-name' : 'off' }}
      />
      <TextField
        meta={fields.lastName!}
        label="Last name"
        inputProps={{ autoComplete: own ? 'family-name' : 'off' }}
      />
      {mode === 'edit' ? null : (
        <div className="space-y-2">
          <TextField
            meta={fields.email!}
            type="email"
            label="Email"
            description={emailHint}
            inputProps={{ autoComplete: own ? 'email' : 'off' }}
          />
          <ConflictHint field="email" reply={reply} />
        </div>
      )}
      <PhoneField meta={fields.phone!} label="Phone" />
    </div>
  );
}

/** The new login's password, typed twice, with the rules ticked off as typed (a person registering only). */
export function LoginFields({ fields }: { fields: Fields }) {
  return (
    <FormSection
      title="Your login"
      description="You log in with your email and this password once you have registered."
    >
      <div className={GRID}>
        <PasswordField meta={fields.password!} label="Password" autoComplete="new-password" showRules />
        <PasswordField meta={fields.confirmPassword!} label="Confirm password" autoComplete="new-password" />
      </div>
    </FormSection>
  );
}

/** The values the edit form was opened with, sent back so the action sends only what changed. */
export function InitialValuesField({ initial }: { initial: Record<string, unknown> }) {
  return <input type="hidden" name="initial" value={JSON.stringify(initial)} />;
}
