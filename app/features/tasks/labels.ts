/**
 * How tasks are named on screen: values from the contract, labels as spec 3.3 and the contract give them (the
 * type's label is the contract's `typeLabel`: 1 General, 2 QA, 3 Onboarding), tones for the status badge.
 */
import { statusTones } from '~/components/detail';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { schemas } from '../../../contracts';
import type { OwnerGroup, TaskPriority, TaskStatus, TaskType } from './types';

const labelsOf = <V extends string>(options: ReadonlyArray<{ value: V; label: string }>) =>
  Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<V, string>;

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = labelsOf(ENUM_OPTIONS.taskStatus);
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = labelsOf(ENUM_OPTIONS.taskPriority);
export const OWNER_GROUP_LABELS: Record<OwnerGroup, string> = labelsOf(ENUM_OPTIONS.ownerGroup);

/** Type number → the contract's label, in the order of both enums (TaskType 1, 2, 3; typeLabel General, QA,
 * Onboarding). */
export const TASK_TYPE_LABELS = Object.fromEntries(
  schemas.zTaskType.options.map((option, index) => [
    String(option.value),
    schemas.zTask.shape.typeLabel.options[index]!,
  ]),
) as Record<`${TaskType}`, string>;

export const TASK_STATUS_TONES = statusTones<TaskStatus>({
  Open: 'info',
  InProgress: 'progress',
  Completed: 'success',
  Cancelled: 'neutral',
});

export const TASK_PRIORITY_TONES = statusTones<TaskPriority>({
  Low: 'neutral',
  Normal: 'neutral',
  High: 'warning',
  Urgent: 'danger',
});
