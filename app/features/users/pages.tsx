/** The user pages' bodies: each reads its route's loader and action data and shows a form or its outcome. */
import { useEffect, useRef } from 'react';
import { useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import { PageHeading } from '~/components/layout/page-heading';
import { toast } from '~/components/ui/sonner';
import { CreatedConfirmation } from './created-confirmation';
import type { UserEditData } from './edit.server';
import type { UserRegistrationData } from './registration.server';
import { StaffRegistrationForm } from './staff-registration-form';
import type { UserCreatedReply, UserSavedReply } from './types';
import { UserEditForm } from './user-edit-form';
import { AdminUserForm, FacilityUserForm } from './user-registration-form';

function Intro({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <PageHeading>{title}</PageHeading>
      <p className="mt-1 max-w-3xl text-muted-foreground">{children}</p>
    </div>
  );
}

export function UserRegistrationPage() {
  const page = useLoaderData<UserRegistrationData>();
  const reply = useActionData<UserCreatedReply>();
  return (
    <section className="space-y-6">
      <Intro title="User Registration">
        {page.mode === 'admin'
          ? 'Create a user of any role. They start in status New and set their own password.'
          : 'Add a colleague to your facility. They start in status New and set their own password.'}
      </Intro>
      {reply?.created ? (
        <CreatedConfirmation
          created={reply.created}
          againPath={
            page.returnLink
              ? `/user-registration?returnTo=${encodeURIComponent(page.returnLink.to)}`
              : '/user-registration'
          }
          returnLink={page.returnLink}
        />
      ) : page.mode === 'admin' ? (
        <AdminUserForm facilities={page.facilities} regions={page.regions} />
      ) : (
        <FacilityUserForm facilityName={page.facility.name} />
      )}
    </section>
  );
}

export function StaffRegistrationPage() {
  const reply = useActionData<UserCreatedReply>();
  return (
    <section className="space-y-6">
      <Intro title="Staff Registration">
        Create a user of the operator’s own staff: an admin with a staff role. They start in status New and
        set their own password.
      </Intro>
      {reply?.created ? (
        <CreatedConfirmation created={reply.created} againPath="/staff-registration" />
      ) : (
        <StaffRegistrationForm />
      )}
    </section>
  );
}

export function UserEditPage() {
  const page = useLoaderData<UserEditData>();
  const reply = useActionData<UserSavedReply>();
  const navigate = useNavigate();
  const name = `${page.user.firstName} ${page.user.lastName}`;
  // A save is announced here, once: the form itself starts again from the saved record (see its key).
  useEffect(() => {
    if (reply?.saved && reply.toast) toast.success(reply.toast.message);
  }, [reply]);
  // Back to where the editor came from, once the page has reloaded the saved record (leaving earlier would
  // abort that reload).
  const idle = useNavigation().state === 'idle';
  const leftFor = useRef<UserSavedReply | null>(null);
  useEffect(() => {
    if (!reply?.saved || !page.returnTo || !idle || leftFor.current === reply) return;
    leftFor.current = reply;
    navigate(page.returnTo);
  }, [reply, idle, page.returnTo, navigate]);
  return (
    <section className="space-y-6">
      <Intro title={page.variant === 'staff' ? 'Edit Staff Registration' : 'Edit User Registration'}>
        {name} ({page.user.email}). Only the fields you change are saved.
      </Intro>
      {/* A saved record comes back from the loader with a new updatedAt: the form starts again from it. */}
      <UserEditForm
        key={page.user.updatedAt}
        user={page.user}
        context={page.context}
        fields={page.fields}
        initial={page.initial}
        regions={page.regions}
        returnTo={page.returnTo}
        reply={reply?.saved ? undefined : reply}
      />
    </section>
  );
}
