/**
 * The grade of a QA review (the contract's QaReviewInput): agree, minor or major discrepancy, and a comment that a
 * discrepancy requires. Submitting completes the task: the grade cannot be changed afterwards, which the form says
 * before it is sent.
 */
import { getFormProps } from '@conform-to/react';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { DetailSection } from '~/components/detail';
import {
  ErrorList,
  RadioGroupField,
  SubmitButton,
  TextareaField,
  useContractForm,
  type FormReply,
} from '~/components/form';
import { QA_FORM_ID, QA_GRADE_HINTS, QA_GRADE_LABELS, QA_GRADES, qaReviewForm } from './qa-schemas';

const OPTIONS = QA_GRADES.map((grade) => ({
  value: grade,
  label: QA_GRADE_LABELS[grade],
  hint: QA_GRADE_HINTS[grade],
}));

export function QaGradeForm() {
  const reply = useActionData<FormReply>();
  const mine = reply?.form === QA_FORM_ID ? reply : undefined;
  const navigation = useNavigation();
  const [form, fields] = useContractForm(qaReviewForm, {
    id: QA_FORM_ID,
    reply: mine,
    defaultValue: { intent: 'review' },
  });
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'review';
  return (
    <DetailSection title="Grade" items={[]}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="review" />
        <RadioGroupField meta={fields.grade} label="Your grade" options={OPTIONS} required />
        <TextareaField
          meta={fields.comment}
          label="Comment"
          description="Required for a discrepancy: what differs, and where (slide, block)."
          rows={4}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <p className="text-sm text-muted-foreground">
          Submitting the grade completes the task; it cannot be changed afterwards.
        </p>
        <SubmitButton pending={pending}>Submit grade</SubmitButton>
      </Form>
    </DetailSection>
  );
}
