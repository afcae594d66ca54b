/**
 * About Me's edit mode (/about-me?edit): the provider registration's form (the same fields, rules, reference
 * lists and document slots), prefilled with the profile; only what changed is saved, then back to About Me.
 */
import { Link, useActionData } from '@remix-run/react';
import type { FormReply } from '~/components/form';
import { PageHeading } from '~/components/layout/page-heading';
import { ProviderForm, type InitialValues, type RegistrationLists } from '~/features/registration';
import { ABOUT_ME_PATH } from './messages';
import type { ProviderProfile } from './types';

const LINK = 'font-medium text-primary underline-offset-4 hover:underline';

export interface EditAboutMeData {
  profile: ProviderProfile;
  lists: RegistrationLists;
  initial: InitialValues;
}

export function EditAboutMeView({ profile, lists, initial }: EditAboutMeData) {
  const reply = useActionData<FormReply>();
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Edit About Me</PageHeading>
        <p className="mt-1 max-w-3xl text-muted-foreground">
          Your email ({profile.email}) is your login and stays as it is. Only the fields you change are saved.{' '}
          <Link to={ABOUT_ME_PATH} className={LINK}>
            Back to About Me
          </Link>
        </p>
      </div>
      <ProviderForm
        // A save reloads the profile; the form then starts again from it.
        key={profile.updatedAt}
        mode="edit"
        own
        lists={lists}
        initial={initial}
        formKey={profile.userId}
        registration={
          profile.registrationId ? { id: profile.registrationId, documents: profile.documents } : null
        }
        reply={reply}
      />
    </section>
  );
}
