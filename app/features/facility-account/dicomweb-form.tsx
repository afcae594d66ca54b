/** The image archive section of the Interfaces page (decision 163): the DICOMweb address, saved and tested. */
import { Form, useActionData } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { ErrorList, SubmitButton, TextField, useContractForm, type FormReply } from '~/components/form';
import { ActionTest } from './action-test';
import {
  DICOMWEB_FORM_ID,
  DICOMWEB_TEST_FETCHER,
  DICOMWEB_TEXT,
  dicomWebDefaults,
  dicomWebForm,
  type DicomWebEndpoint,
} from './dicomweb-settings';

export function DicomWebForm({ endpoint }: { endpoint: DicomWebEndpoint | null }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(dicomWebForm, {
    id: DICOMWEB_FORM_ID,
    reply,
    defaultValue: dicomWebDefaults(endpoint),
  });
  const f = fields.dicomweb.getFieldset();
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {DICOMWEB_TEXT.what} {DICOMWEB_TEXT.who}
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="save-dicomweb" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <TextField
          meta={f.baseUrl}
          type="url"
          label={DICOMWEB_TEXT.label}
          description={DICOMWEB_TEXT.hint}
          inputProps={{ autoComplete: 'off' }}
        />
        <div className="flex justify-end">
          <SubmitButton>{DICOMWEB_TEXT.save}</SubmitButton>
        </div>
      </Form>
      <ActionTest
        fetcherKey={DICOMWEB_TEST_FETCHER}
        intent="test-dicomweb"
        label={DICOMWEB_TEXT.test}
        hint={DICOMWEB_TEXT.testHint}
        pendingText={DICOMWEB_TEXT.testing}
        testId="dicomweb-test-result"
        answerText={(answer) =>
          answer.intent !== 'test-dicomweb' ? null : answer.ok ? answer.result.sentence : answer.message
        }
      />
    </div>
  );
}
