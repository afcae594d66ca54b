/**
 * About Me's "Availability" section: the provider's open cases against their cap (set by an admin) and their
 * away dates, with a small form to set or clear them (posted to About Me's action with `?away`).
 */
import { Form, useActionData } from '@remix-run/react';
import { DateField, SubmitButton, toUsDate, useContractForm, type FormReply } from '~/components/form';
import { Button } from '~/components/ui/button';
import { AWAY_FORM_ID, awayForm, type AssignmentProfile } from './away';

const formatDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

export function awaySummary(profile: AssignmentProfile): string {
  if (!profile.awayFrom || !profile.awayTo) return 'Not away';
  return `Away from ${formatDay(profile.awayFrom)} to ${formatDay(profile.awayTo)}`;
}

export function AwayDatesForm({ profile }: { profile: AssignmentProfile }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(awayForm, {
    id: AWAY_FORM_ID,
    reply,
    defaultValue: { awayFrom: toUsDate(profile.awayFrom), awayTo: toUsDate(profile.awayTo) },
  });
  return (
    <Form
      method="post"
      action="?away"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      className="mt-4 grid max-w-xl gap-3 sm:grid-cols-2"
      aria-label="Away dates"
    >
      <DateField meta={fields.awayFrom} label="First day away" />
      <DateField meta={fields.awayTo} label="Last day away" />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton name="intent" value="save">
          Save away dates
        </SubmitButton>
        {profile.awayFrom ? (
          <Button type="submit" variant="outline" name="intent" value="clear" formNoValidate>
            Clear away dates
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
