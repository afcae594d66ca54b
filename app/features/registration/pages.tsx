/** The registration pages' bodies: each reads its route's loader and action data and shows a form or its outcome. */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import { PageFrame } from '~/components/layout/page-frame';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { DateTime } from '~/components/ui/date-time';
import { toast } from '~/components/ui/sonner';
import { useCurrentPage } from '~/lib/pages';
import { CreatedOnBehalf, SignedInNotice, SubmittedConfirmation } from './confirmation';
import { FacilityForm } from './facility-form';
import type { FormMode } from './form-parts';
import { KIND_TEXT, behalfPath, registerPath } from './kinds';
import { OtherForm } from './other-form';
import { ProviderForm } from './provider-form';
import type { InitialValues, Registration, RegistrationKind } from './schemas';
import type {
  BehalfPageData,
  CreateReply,
  RegisterPageData,
  RegistrationEditData,
  RegistrationLists,
  SavedReply,
} from './types';
import { PrefillNote } from '~/features/enquiries';

const LINK = 'font-medium text-primary underline-offset-4 hover:underline';

function Intro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <PageHeading>{title}</PageHeading>
      {children ? <div className="mt-1 max-w-3xl text-muted-foreground">{children}</div> : null}
    </div>
  );
}

/** The form of a kind in a mode. */
export function KindForm(props: {
  kind: RegistrationKind;
  mode: FormMode;
  lists: RegistrationLists;
  reply?: CreateReply | SavedReply | null;
  initial?: InitialValues;
  formKey?: string;
  /** The registration being edited (a provider's stored documents). */
  registration?: Pick<Registration, 'id' | 'documents'> | null;
}) {
  const { kind, registration, ...rest } = props;
  if (kind === 'provider') return <ProviderForm {...rest} registration={registration} />;
  if (kind === 'facility') return <FacilityForm {...rest} />;
  return <OtherForm {...rest} />;
}

const CHOICES: ReadonlyArray<{ kind: RegistrationKind; variant: 'default' | 'outline' }> = [
  { kind: 'provider', variant: 'default' },
  { kind: 'facility', variant: 'outline' },
  { kind: 'other', variant: 'outline' },
];

const BEHALF_LABELS: Record<RegistrationKind, string> = {
  provider: 'Enter a provider registration',
  facility: 'Enter a facility registration',
  other: 'Enter another organisation’s registration',
};

/** /register: the ways to register, a kind's form, or what happens after it was sent. */
export function RegisterPage() {
  const page = useLoaderData<RegisterPageData>();
  const reply = useActionData<CreateReply>();
  return (
    <PageFrame>
      {page.view === 'choices' ? (
        <section className="mx-auto max-w-2xl py-12 text-center">
          <PageHeading>Register</PageHeading>
          <p className="mt-3 text-muted-foreground">
            {page.behalf
              ? 'You are logged in as an admin: enter a registration for someone who applied by phone or on paper.'
              : 'Choose how you will use the platform.'}
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
            {CHOICES.map(({ kind, variant }) => (
              <Button key={kind} asChild variant={variant}>
                <Link to={page.behalf ? behalfPath(kind) : registerPath(kind)}>
                  {page.behalf ? BEHALF_LABELS[kind] : KIND_TEXT[kind].title}
                </Link>
              </Button>
            ))}
          </div>
          {page.behalf ? null : (
            <p className="mt-6 text-sm text-muted-foreground">
              Already registered?{' '}
              <Link to="/login" className={LINK}>
                Log in
              </Link>
            </p>
          )}
        </section>
      ) : page.view === 'signed-in' ? (
        <section className="mx-auto max-w-2xl space-y-4 py-12">
          <PageHeading>Register</PageHeading>
          <SignedInNotice name={page.name} home={page.home} />
        </section>
      ) : (
        <section className="mx-auto max-w-3xl space-y-6">
          <Intro title={KIND_TEXT[page.kind].title}>
            {page.view === 'form' ? (
              <>
                <p>{KIND_TEXT[page.kind].intro}</p>
                <p className="mt-1 text-sm">
                  Fields marked <span className="text-destructive">*</span> are required.{' '}
                  <Link to="/register" className={LINK}>
                    Choose another way to register
                  </Link>
                  {page.kind === 'other' ? null : (
                    <>
                      {' '}
                      or{' '}
                      <Link to="/login" className={LINK}>
                        log in
                      </Link>{' '}
                      if you are registered already
                    </>
                  )}
                  .
                </p>
              </>
            ) : null}
          </Intro>
          {page.view === 'form' ? (
            <KindForm kind={page.kind} mode="self" lists={page.lists} reply={reply} />
          ) : (
            <SubmittedConfirmation kind={page.kind} />
          )}
        </section>
      )}
    </PageFrame>
  );
}

/** /provider-registration, /facility-registration, /other-registration: an admin enters a registration. */
export function BehalfRegistrationPage() {
  const page = useLoaderData<BehalfPageData>();
  const reply = useActionData<CreateReply>();
  const title = useCurrentPage()?.title ?? KIND_TEXT[page.kind].title;
  return (
    <section className="space-y-6">
      <Intro title={title}>
        <p>{KIND_TEXT[page.kind].behalfIntro}</p>
      </Intro>
      {page.view === 'created' ? (
        <CreatedOnBehalf kind={page.kind} registration={page.registration} />
      ) : (
        <>
          <PrefillNote prefill={page.prefill} />
          <KindForm
            kind={page.kind}
            mode="admin"
            lists={page.lists}
            reply={reply}
            initial={page.prefill?.href ? page.prefill.initial : undefined}
          />
        </>
      )}
    </section>
  );
}

/** …-registration/edit/:id: the registration's form, prefilled; only what changed is saved. */
export function RegistrationEditPage() {
  const page = useLoaderData<RegistrationEditData>();
  const reply = useActionData<SavedReply>();
  const navigate = useNavigate();
  const title = useCurrentPage()?.title ?? 'Edit Registration';
  const { registration } = page;
  const name = `${registration.firstName} ${registration.lastName}`;
  // After a save the toast is said (the form's kit does it); once the page has reloaded the saved record (the
  // form starts again from it, see its key), on to the next page (leaving earlier would abort that reload).
  useEffect(() => {
    if (reply?.next && reply.toast) toast.success(reply.toast.message);
  }, [reply]);
  const idle = useNavigation().state === 'idle';
  const leftFor = useRef<SavedReply | null>(null);
  useEffect(() => {
    if (!reply?.next || !idle || leftFor.current === reply) return;
    leftFor.current = reply;
    navigate(reply.next);
  }, [reply, idle, navigate]);
  return (
    <section className="space-y-6">
      <Intro title={title}>
        <p>
          {page.admin ? `${name} (${registration.email}), ` : 'Your registration, '}
          sent <DateTime value={registration.submittedAt} />; status {registration.status}. Only the fields
          you change are saved.
        </p>
        {reply?.next ? (
          <p className="mt-2 text-sm" role="status">
            Your changes were saved.{' '}
            <Link to={reply.next} className={LINK}>
              Continue
            </Link>
          </p>
        ) : null}
      </Intro>
      <KindForm
        key={registration.updatedAt}
        kind={page.kind}
        mode="edit"
        lists={page.lists}
        initial={page.initial}
        formKey={registration.id}
        registration={registration}
        reply={reply?.next ? undefined : reply}
      />
    </section>
  );
}
