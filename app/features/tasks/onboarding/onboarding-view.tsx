/**
 * The onboarding task page (decision 030): where the provider stands (their status, items done, submitted or
 * not), the checklist of documents, and the task's comments. The provider uploads and marks items while the task
 * is open and not submitted; an admin downloads each document, then approves the checklist (the provider's
 * status afterwards chosen in the confirm) or sends an item back with a reason (decision 041).
 */
import { ActionBar, Breadcrumbs, DetailSection, StatusBadge } from '~/components/detail';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { sameStatus } from '~/features/auth';
import { TASK_AREAS, taskDetailHref } from '../areas';
import { TASK_STATUS_LABELS, TASK_STATUS_TONES } from '../labels';
import { TaskComments } from '../task-comments';
import { OnboardingItem } from './onboarding-item';
import { ApproveOnboardingDialog } from './onboarding-review';
import { ONBOARDING_MESSAGES, type OnboardingTaskData } from './onboarding-schemas';

const PROVIDER_TONES = {
  New: 'neutral',
  'In Progress': 'progress',
  'Provisionally Active': 'info',
  Active: 'success',
  Deactivated: 'danger',
} as const;

export function OnboardingTaskView({ data }: { data: OnboardingTaskData & { flash?: FlashData | null } }) {
  const { task, can, variant, providerStatus, editable, provider, review } = data;
  const area = TASK_AREAS[variant];
  const done = task.checklist.filter((item) => item.done).length;
  const total = task.checklist.length;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: area.listLabel, to: area.listPath },
          { label: task.taskNumber, to: taskDetailHref(area, task.id) },
          { label: 'Onboarding' },
        ]}
      />
      <PageHeading className="mb-4 break-words">{task.title}</PageHeading>
      <FlashMessage flash={data.flash ?? null} className="mb-4" />
      <ActionBar
        label="Task status"
        start={
          <>
            <StatusBadge status={task.status} tones={TASK_STATUS_TONES} labels={TASK_STATUS_LABELS} />
            <span className="text-sm text-muted-foreground">{task.taskNumber}</span>
          </>
        }
      >
        <p className="text-sm text-muted-foreground" role="status">
          {`${done} of ${total} done`}
        </p>
        {review?.approve ? <ApproveOnboardingDialog task={task} provider={provider ?? null} /> : null}
      </ActionBar>
      <div className="flex flex-col gap-6">
        <DetailSection
          title="Onboarding"
          items={[
            ...(providerStatus
              ? [
                  {
                    label: 'Your status',
                    value: <StatusBadge status={providerStatus} tones={PROVIDER_TONES} />,
                  },
                ]
              : [
                  { label: 'Provider', value: task.assignee?.name },
                  {
                    label: 'Provider status',
                    value: provider ? <StatusBadge status={provider.status} tones={PROVIDER_TONES} /> : null,
                  },
                ]),
            { label: 'Items done', value: `${done} of ${total}` },
            { label: 'Submitted for approval', value: task.submittedAt, type: 'dateTime' as const },
          ]}
        >
          <p className="mt-4 text-sm">
            {variant === 'admin'
              ? ONBOARDING_MESSAGES.adminNote
              : task.submittedAt
                ? ONBOARDING_MESSAGES.submittedNote
                : 'Upload each document, then mark the item done. Marking the last item done submits your checklist for approval.'}
          </p>
          {variant === 'admin' && !task.submittedAt ? (
            <p className="mt-2 text-sm text-muted-foreground">{ONBOARDING_MESSAGES.notSubmitted}</p>
          ) : null}
          {variant === 'admin' && can.comment && sameStatus(provider?.status, 'Deactivated') ? (
            <p className="mt-2 text-sm text-muted-foreground">{ONBOARDING_MESSAGES.deactivated}</p>
          ) : null}
        </DetailSection>
        <DetailSection title="Checklist" items={[]}>
          <ol className="space-y-3">
            {task.checklist.map((item, index) => (
              <OnboardingItem
                key={`${index}-${item.label}`}
                task={task}
                index={index}
                item={item}
                editable={editable}
                sendBack={Boolean(review?.sendBack) && item.done}
              />
            ))}
          </ol>
        </DetailSection>
        <TaskComments task={task} canComment={can.comment} />
      </div>
    </>
  );
}
