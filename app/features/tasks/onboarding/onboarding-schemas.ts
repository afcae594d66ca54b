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
    'The provider’s checklist as submitted, read-only. Approving it (completing the task) belongs to the admins’ task pages.',
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

export type ProviderStatus = components['schemas']['CurrentUser']['status'];

export interface OnboardingTaskData {
  task: Task;
  can: TaskPermissions;
  /** 'provider': the provider's own checklist; 'admin': the same, read-only. */
  variant: 'provider' | 'admin';
  /** The provider's own status as the API has it now (provider variant), else null. */
  providerStatus: ProviderStatus | null;
  /** Whether the provider may still change items (open, not submitted). */
  editable: boolean;
}
