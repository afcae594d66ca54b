/**
 * An onboarding checklist item's form (decision 030): the uploaded document's id (the kit's file slot: upload
 * first, the form carries the id) and whether the item is done, for the item at `index` of the task's checklist.
 * The API checks the same rule again (an item is done only with a document) in its own words.
 */
import { z } from 'zod';
import { schemas } from '../../../../contracts';
import type { components } from '../../../../contracts';
import type { TaskPermissions } from '../permissions';
import type { Task } from '../types';

export const ONBOARDING_MESSAGES = {
  needsDocument: 'Upload the document before marking this item done.',
  saved: 'Checklist saved.',
  submitted: 'Your onboarding checklist was submitted for approval.',
  submittedNote: 'Submitted for approval. An admin reviews your documents and activates your account.',
  adminNote:
    'Download and check each document. Then approve the checklist, or send an item back with the reason so the provider can fix it.',
  reasonRequired: 'Say what the provider should fix.',
  sentBack: (label: string, name: string) => `'${label}' was sent back to ${name}.`,
  sentBackComment: (label: string, reason: string) => `Sent back: '${label}'. ${reason}`,
  deactivated: 'The provider is deactivated: reactivate them on their user page before approving.',
  notSubmitted: 'Not submitted yet: the provider has items left to do.',
  noTask: 'You have no open onboarding task.',
  forbidden: 'Onboarding tasks are for providers and admins.',
} as const;

/** The app routes of a task's documents: the file slot's upload, and a stored document's download. */
export const onboardingUploadUrl = (taskId: string) =>
  `/tasks/${encodeURIComponent(taskId)}/documents/upload`;
export const onboardingDocumentHref = (taskId: string, documentId: string) =>
  `/tasks/${encodeURIComponent(taskId)}/documents/${encodeURIComponent(documentId)}`;

export const itemFormId = (index: number) => `onboarding-item-${index}`;

export const onboardingItemForm = z
  .object({
    intent: z.literal('item'),
    index: z.coerce.number().int().min(0).max(49),
    documentId: schemas.zTaskChecklistItem.shape.documentId,
    done: z.enum(['true', 'false']),
  })
  .superRefine((value, ctx) => {
    if (value.done === 'true' && !value.documentId)
      ctx.addIssue({ code: 'custom', path: ['documentId'], message: ONBOARDING_MESSAGES.needsDocument });
  });

export type ProviderStatus = components['schemas']['UserStatus'];
export type ApprovalStatus = NonNullable<components['schemas']['TaskCompletionInput']['providerStatus']>;

/** An admin's approval (decision 041): completeTask with the provider's status afterwards. */
export const approveForm = z.object({
  intent: z.literal('approve'),
  providerStatus: schemas.zTaskCompletionInput.shape.providerStatus.unwrap(),
  resolution: schemas.zTaskCompletionInput.shape.resolution,
});

/** Sending one item back: unticked (its document kept), with the reason as a task comment. */
export const SEND_BACK_REASON_MAX = 1500;
export const sendBackForm = z.object({
  intent: z.literal('send-back'),
  index: z.coerce.number().int().min(0).max(49),
  reason: z
    .string({ error: ONBOARDING_MESSAGES.reasonRequired })
    .trim()
    .min(1, ONBOARDING_MESSAGES.reasonRequired)
    .max(SEND_BACK_REASON_MAX, `Enter at most ${SEND_BACK_REASON_MAX} characters.`),
});

/** What the admin's review actions answer when the API refuses (a redirect with a flash otherwise). */
export interface ReviewReply {
  toast: { kind: 'error' | 'success'; message: string };
}

export interface OnboardingTaskData {
  task: Task;
  can: TaskPermissions;
  /** 'provider': the provider's own checklist; 'admin': the same, read-only. */
  variant: 'provider' | 'admin';
  /** The provider's own status as the API has it now (provider variant), else null. */
  providerStatus: ProviderStatus | null;
  /** Whether the provider may still change items (open, not submitted). */
  editable: boolean;
  /** Admin variant: the onboarded provider's status now (getUserStatus), null when unread or no provider. */
  provider?: { id: string; name: string; status: ProviderStatus } | null;
  /** Admin variant: approve (open, submitted, provider not deactivated) and send items back (open). */
  review?: { approve: boolean; sendBack: boolean };
}
