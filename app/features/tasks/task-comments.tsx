/**
 * The task's comments, oldest first, each with its author and time; the text is shown as written (text, never
 * markup). While the task is open, a form adds one (the contract's TaskCommentInput).
 */
import { getFormProps } from '@conform-to/react';
import { useActionData, useFetcher } from '@remix-run/react';
import { NoteThread } from '~/components/detail';
import { ErrorList, SubmitButton, TextareaField, useContractForm, type FormReply } from '~/components/form';
import { commentForm, TASK_FORM_IDS } from './schemas';
import type { Task } from './types';

function CommentForm() {
  const fetcher = useFetcher<FormReply>();
  const actionData = useActionData<FormReply>();
  const [form, fields] = useContractForm(commentForm, {
    id: TASK_FORM_IDS.comment,
    // The page's other forms (a QA grade, an onboarding item) answer through the same action: only ours.
    reply: fetcher.data ?? (actionData?.form === TASK_FORM_IDS.comment ? actionData : undefined),
    defaultValue: { intent: 'comment' },
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
      <input type="hidden" name="intent" value="comment" />
      <TextareaField meta={fields.body} label="Add a comment" rows={3} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton pending={fetcher.state !== 'idle'}>Add comment</SubmitButton>
    </fetcher.Form>
  );
}

export function TaskComments({ task, canComment }: { task: Task; canComment: boolean }) {
  return (
    <NoteThread
      title="Comments"
      emptyText="No comments yet."
      notes={task.comments.map((c) => ({ id: c.id, author: c.author.name, at: c.createdAt, text: c.body }))}
    >
      {canComment ? <CommentForm /> : null}
    </NoteThread>
  );
}
