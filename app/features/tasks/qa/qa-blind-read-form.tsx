/**
 * Step 1 of a sampled QA review: the reviewer's own diagnosis, read blind (the contract's QaBlindReadInput).
 * Recording it shows the signer's diagnosis for grading; it cannot be changed afterwards, which the form says
 * before it is sent.
 */
import { getFormProps } from '@conform-to/react';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { DetailSection } from '~/components/detail';
import { ErrorList, SubmitButton, TextareaField, useContractForm, type FormReply } from '~/components/form';
import { QA_BLIND_READ_FORM_ID, qaBlindReadForm } from './qa-schemas';

export function QaBlindReadForm() {
  const reply = useActionData<FormReply>();
  const mine = reply?.form === QA_BLIND_READ_FORM_ID ? reply : undefined;
  const navigation = useNavigation();
  const [form, fields] = useContractForm(qaBlindReadForm, {
    id: QA_BLIND_READ_FORM_ID,
    reply: mine,
    defaultValue: { intent: 'blind-read' },
  });
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'blind-read';
  return (
    <DetailSection title="Your blind read" items={[]}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="blind-read" />
        <TextareaField
          meta={fields.reviewerDiagnosis}
          label="Your diagnosis"
          description="Your own read of the case, written before you see the signer's diagnosis."
          rows={4}
          required
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <p className="text-sm text-muted-foreground">
          Recording your diagnosis shows the signer&apos;s diagnosis, without their name, for you to grade. It
          cannot be changed afterwards.
        </p>
        <SubmitButton pending={pending}>Record my diagnosis</SubmitButton>
      </Form>
    </DetailSection>
  );
}
