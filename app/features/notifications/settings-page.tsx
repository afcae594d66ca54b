/**
 * /notification-settings (decision 085): per kind of event, how the user is told — in the app and by e-mail, in
 * the app only, by e-mail only, or off — saved together; and the kinds always sent, which cannot be changed.
 */
import { getInputProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { ErrorList, RadioGroupField, SubmitButton, useContractForm, type FormReply } from '~/components/form';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { DateTime } from '~/components/ui/date-time';
import {
  ALWAYS_SENT_TEXT,
  DELIVERY_OPTIONS,
  PREFERENCE_TEXT,
  PREFERENCES_FORM_ID,
  formValuesOf,
  preferenceLabel,
  preferencesForm,
  type NotificationPreferences,
} from './settings';

export function NotificationSettingsPage({
  title,
  preferences,
  flash,
}: {
  title: string;
  preferences: NotificationPreferences;
  flash: FlashData | null;
}) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(preferencesForm, {
    id: PREFERENCES_FORM_ID,
    reply,
    defaultValue: formValuesOf(preferences),
  });
  const items = fields.items.getFieldList();
  const always = preferences.alwaysSent.map((kind) => ALWAYS_SENT_TEXT[kind] ?? kind);
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>{title}</PageHeading>
        <p className="mt-1 max-w-3xl text-muted-foreground">
          Choose how you are told about each kind of event: in the app (the bell at the top and{' '}
          <Link to="/notifications" className="underline underline-offset-4">
            your notifications
          </Link>
          ), by e-mail, both, or not at all.
        </p>
      </div>
      <FlashMessage flash={flash} />
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="max-w-3xl space-y-4">
        {items.map((item, index) => {
          const kind = preferences.items[index]?.kind ?? '';
          const set = item.getFieldset();
          return (
            <div key={item.key} className="rounded-md border p-4">
              <input {...getInputProps(set.kind, { type: 'hidden' })} key={set.kind.key} />
              <RadioGroupField
                meta={set.delivery}
                label={preferenceLabel(kind)}
                description={PREFERENCE_TEXT[kind]?.hint}
                options={DELIVERY_OPTIONS}
                inline
              />
              <ErrorList id={set.kind.errorId} errors={set.kind.errors} />
            </div>
          );
        })}
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton>Save notification settings</SubmitButton>
          {preferences.updatedAt ? (
            <p className="text-sm text-muted-foreground">
              Last saved <DateTime value={preferences.updatedAt} />.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">These are the defaults; nothing saved yet.</p>
          )}
        </div>
      </Form>
      {always.length ? (
        <div className="max-w-3xl space-y-1 text-sm" data-always-sent>
          <h2 className="font-semibold">Always sent in the app and by e-mail</h2>
          <p className="text-muted-foreground">
            So that no patient’s case waits unnoticed, these cannot be turned off: {always.join('; ')}.
          </p>
        </div>
      ) : null}
    </section>
  );
}
