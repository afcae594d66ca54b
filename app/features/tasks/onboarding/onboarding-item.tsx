/**
 * One item of the onboarding checklist: its label, whether it is done, its document (a download), and while the
 * provider may still change it, the kit's file slot (upload first; the form carries the id) with Mark done /
 * Mark not done. The API checks again that a done item has its document.
 */
import { getFormProps } from '@conform-to/react';
import { Form, useActionData } from '@remix-run/react';
import { StatusBadge } from '~/components/detail';
import {
  ErrorList,
  FileField,
  SubmitButton,
  formatBytes,
  useContractForm,
  type FormReply,
} from '~/components/form';
import type { Task } from '../types';
import { SendBackDialog } from './onboarding-review';
import {
  itemFormId,
  onboardingDocumentHref,
  onboardingItemForm,
  onboardingUploadUrl,
} from './onboarding-schemas';
import { DownloadLink } from '~/components/ui/download-link';

type Item = Task['checklist'][number];
const ITEM_TONES = { done: 'success', todo: 'neutral' } as const;
const ITEM_LABELS = { done: 'Done', todo: 'To do' };
const LINK = 'text-primary underline-offset-4 hover:underline';

function ItemForm({ task, index, item }: { task: Task; index: number; item: Item }) {
  const id = itemFormId(index);
  const reply = useActionData<FormReply>();
  const mine = reply?.form === id ? reply : undefined;
  const [form, fields] = useContractForm(onboardingItemForm, {
    id,
    reply: mine,
    defaultValue: { intent: 'item', index: String(index), documentId: item.documentId ?? '' },
  });
  const document = task.documents.find((d) => d.id === item.documentId);
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-3 space-y-3">
      <input type="hidden" name="intent" value="item" />
      <input type="hidden" name="index" value={index} />
      <FileField
        meta={fields.documentId}
        label={`Document: ${item.label}`}
        description="JPG, PNG, PDF or Word, at most 20 MB."
        uploadUrl={onboardingUploadUrl(task.id)}
        current={
          document
            ? {
                id: document.id,
                name: document.fileName,
                sizeBytes: document.sizeBytes,
                href: onboardingDocumentHref(task.id, document.id),
              }
            : null
        }
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      {item.done ? (
        <SubmitButton name="done" value="false" variant="outline">
          {`Mark '${item.label}' not done`}
        </SubmitButton>
      ) : (
        <SubmitButton name="done" value="true">
          {`Mark '${item.label}' done`}
        </SubmitButton>
      )}
    </Form>
  );
}

export function OnboardingItem({
  task,
  index,
  item,
  editable,
  sendBack = false,
}: {
  task: Task;
  index: number;
  item: Item;
  editable: boolean;
  /** An admin may send this item back to the provider (decision 041). */
  sendBack?: boolean;
}) {
  const state = item.done ? 'done' : 'todo';
  const document = task.documents.find((d) => d.id === item.documentId);
  return (
    <li className="rounded-md border bg-background p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold break-words">{item.label}</h3>
        <StatusBadge status={state} tones={ITEM_TONES} labels={ITEM_LABELS} />
      </div>
      {editable ? (
        <ItemForm task={task} index={index} item={item} />
      ) : (
        <p className="mt-2 text-sm break-all">
          {document ? (
            <DownloadLink href={onboardingDocumentHref(task.id, document.id)} className={LINK}>
              {`${document.fileName} (${formatBytes(document.sizeBytes)})`}
            </DownloadLink>
          ) : (
            <span className="text-muted-foreground">No document uploaded.</span>
          )}
        </p>
      )}
      {sendBack ? (
        <div className="mt-3">
          <SendBackDialog task={task} index={index} />
        </div>
      ) : null}
    </li>
  );
}
