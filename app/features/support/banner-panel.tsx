/**
 * The global banner on /support: what everyone sees now (or that nothing is shown), a form to set it (the
 * contract's 500-character limit), and Clear behind a confirm. Decision 037.
 */
import { getFormProps } from '@conform-to/react';
import { useFetcher } from '@remix-run/react';
import { ConfirmDialog, DetailSection } from '~/components/detail';
import { ErrorList, SubmitButton, TextareaField, useContractForm, type FormReply } from '~/components/form';
import { Button } from '~/components/ui/button';
import { DateTime } from '~/components/ui/date-time';
import { toast } from '~/components/ui/sonner';
import { BANNER_FORM_ID, type Banner, type SupportActionResult } from './list';
import { bannerForm } from './schemas';

function SetBannerForm() {
  const fetcher = useFetcher<FormReply>();
  const [form, fields] = useContractForm(bannerForm, {
    id: BANNER_FORM_ID,
    reply: fetcher.data,
    defaultValue: { intent: 'set-banner' },
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="set-banner" />
      <TextareaField
        meta={fields.message}
        label="Banner message"
        description="Shown under the header to every user on their next page, until it is cleared."
        rows={3}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton pending={fetcher.state !== 'idle'}>Set banner</SubmitButton>
    </fetcher.Form>
  );
}

export function BannerPanel({ banner, error }: { banner: Banner | null; error: string | null }) {
  const current = banner?.message ?? null;
  return (
    <DetailSection
      title="Banner message"
      items={[]}
      actions={
        current ? (
          <ConfirmDialog<SupportActionResult>
            trigger={<Button variant="outline">Clear banner</Button>}
            title="Clear the banner?"
            description="Nobody sees it any more from their next page on."
            confirmLabel="Clear banner"
            cancelLabel="Keep banner"
            destructive
            submit={{ method: 'post', fields: { intent: 'clear-banner' } }}
            onDone={(result) => result && (result.ok ? toast.success : toast.error)(result.message)}
          />
        ) : null
      }
    >
      <div className="space-y-4">
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : current ? (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
            <p className="text-sm font-medium">Shown to everyone now:</p>
            <p className="mt-1 text-sm break-words whitespace-pre-line" data-testid="current-banner">
              {current}
            </p>
            <p className="mt-2 text-sm">
              {banner?.updatedBy ? `Set by ${banner.updatedBy.name}` : 'Set'}
              {banner?.updatedAt ? (
                <>
                  {' · '}
                  <DateTime value={banner.updatedAt} />
                </>
              ) : null}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No banner is shown.</p>
        )}
        <SetBannerForm />
      </div>
    </DetailSection>
  );
}
