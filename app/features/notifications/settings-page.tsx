/**
 * /notification-settings (decision 085): per kind of event, how the user is told — in the app and by e-mail, in
 * the app only, by e-mail only, or off — saved together; the time zone times are written in (decision 121); and
 * the kinds always sent, which cannot be changed.
 */
import { getInputProps, getSelectProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import {
  CONTROL_CLASS,
  ErrorList,
  FieldShell,
  RadioGroupField,
  SubmitButton,
  useContractForm,
  type AnyField,
  type FormReply,
} from '~/components/form';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { DateTime, useDeviceTimeZone } from '~/components/ui/date-time';
import {
  ALWAYS_SENT_TEXT,
  DELIVERY_OPTIONS,
  PREFERENCE_TEXT,
  PREFERENCES_FORM_ID,
  TIME_ZONE_HINT,
  TIME_ZONE_LABEL,
  formValuesOf,
  preferenceLabel,
  preferencesForm,
  timeZoneOptions,
  type NotificationPreferences,
} from './settings';

/**
 * The zone: the saved one selected, else the browser's ("Use this device's time zone"). The browser's is known
 * once the page's script runs, so the select is drawn again then (its key), with it selected when none is saved.
 */
function TimeZoneField({
  meta,
  zones,
  saved,
}: {
  meta: AnyField;
  zones: readonly string[];
  saved: string | null;
}) {
  const device = useDeviceTimeZone();
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: meta.descriptionId });
  return (
    <FieldShell meta={meta} label={TIME_ZONE_LABEL} description={TIME_ZONE_HINT}>
      <select
        key={`${key ?? ''}|${device ?? ''}`}
        className={CONTROL_CLASS}
        {...props}
        defaultValue={saved ?? device ?? ''}
      >
        {timeZoneOptions(zones, device, saved).map((option) => (
          <option key={option.value || 'device'} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function NotificationSettingsPage({
  title,
  preferences,
  flash,
  timeZones,
}: {
  title: string;
  preferences: NotificationPreferences;
  flash: FlashData | null;
  timeZones: readonly string[];
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
        <div className="rounded-md border p-4">
          <TimeZoneField meta={fields.timeZone} zones={timeZones} saved={preferences.timeZone} />
        </div>
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
