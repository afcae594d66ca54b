/**
 * Account Details for admins: the account's status and actions (edit; approve or request changes once it was
 * submitted for review; deactivate or reactivate), its profile, contact details, address and proof of address
 * (the facility pages' own sections), and its users, each linked to their User Details.
 */
import { useId } from 'react';
import { Link } from '@remix-run/react';
import type { components } from '../../../contracts';
import { ActionBar, ConfirmDialog, DetailView, StatusBadge } from '~/components/detail';
import { CONTROL_CLASS } from '~/components/form';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { DateTime } from '~/components/ui/date-time';
import { Label } from '~/components/ui/label';
import { toast } from '~/components/ui/sonner';
import { ROLE_LABELS, normalizeRole } from '~/features/auth';
import {
  LINK_CLASS,
  USER_STATUS_TONES,
  contactSections,
  organisationSection,
} from '~/features/facility-account';
import { accountEditHref } from './list';
import {
  APPROVE_INTENT,
  DEACTIVATE_INTENT,
  REACTIVATE_INTENT,
  REQUEST_CHANGES_INTENT,
  approvalEffect,
  deactivationEffect,
  submittedForReview,
  type ReviewReply,
} from './review';

type FacilityAccount = components['schemas']['FacilityAccount'];
type User = components['schemas']['User'];

export interface AccountDetailData {
  account: FacilityAccount;
  users: User[] | null;
  flash: FlashData | null;
}

const showRefusal = (reply: ReviewReply | undefined) => {
  if (reply?.toast.kind === 'error') toast.error(reply.toast.message);
};

function ReasonField() {
  const id = useId();
  return (
    <>
      <Label htmlFor={id}>Reason *</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        What the facility must change. Its users read it when they next log in.
      </p>
      <textarea
        id={id}
        name="reason"
        rows={3}
        required
        maxLength={1000}
        aria-describedby={`${id}-hint`}
        className={CONTROL_CLASS}
      />
    </>
  );
}

function ReviewActions({ account, users }: { account: FacilityAccount; users: User[] | null }) {
  return (
    <>
      <ConfirmDialog<ReviewReply>
        trigger={<Button className="w-full sm:w-auto">Approve</Button>}
        title={`Approve ${account.name}?`}
        description={`The account becomes Active: its facility can create and send out cases. ${approvalEffect(users, account.userCount)}`}
        confirmLabel="Approve"
        cancelLabel="Not yet"
        submit={{ method: 'post', fields: { intent: APPROVE_INTENT } }}
        onDone={showRefusal}
      />
      <ConfirmDialog<ReviewReply>
        trigger={
          <Button variant="outline" className="w-full sm:w-auto">
            Request changes
          </Button>
        }
        title={`Request changes to ${account.name}?`}
        description="The submission is cleared: the facility corrects its details and submits them again."
        confirmLabel="Request changes"
        cancelLabel="Keep waiting"
        submit={{ method: 'post', fields: { intent: REQUEST_CHANGES_INTENT } }}
        onDone={showRefusal}
      >
        <ReasonField />
      </ConfirmDialog>
    </>
  );
}

/** Deactivate (any account not deactivated) or Reactivate (a deactivated one), each after a confirm. */
function StatusAction({ account, users }: { account: FacilityAccount; users: User[] | null }) {
  const reactivate = account.status === 'Deactivated';
  const action = reactivate ? 'Reactivate account' : 'Deactivate account';
  return (
    <ConfirmDialog<ReviewReply>
      trigger={
        <Button variant="outline" className="w-full sm:w-auto">
          {action}
        </Button>
      }
      title={`${reactivate ? 'Reactivate' : 'Deactivate'} ${account.name}?`}
      description={
        reactivate
          ? 'The account becomes Active. Its users deactivated with it get back the status they had; users deactivated on their own stay deactivated.'
          : `The facility can no longer create or send out cases. ${deactivationEffect(users, account.userCount)}`
      }
      confirmLabel={action}
      cancelLabel={reactivate ? 'Not yet' : 'Keep it active'}
      destructive={!reactivate}
      submit={{ method: 'post', fields: { intent: reactivate ? REACTIVATE_INTENT : DEACTIVATE_INTENT } }}
      onDone={showRefusal}
    />
  );
}

function UserList({ users, total }: { users: User[] | null; total: number }) {
  if (users === null) {
    return (
      <p className="text-sm text-muted-foreground">
        The users could not be read. Reload the page to try again.
      </p>
    );
  }
  if (users.length === 0)
    return <p className="text-sm text-muted-foreground">This account has no users yet.</p>;
  return (
    <>
      <ul className="divide-y rounded-md border">
        {users.map((u) => (
          <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <div className="min-w-0">
              <Link to={`/users/detail/${encodeURIComponent(u.id)}`} className={LINK_CLASS}>
                {u.firstName} {u.lastName}
              </Link>
              <p className="break-all text-sm text-muted-foreground">
                {u.email} · {ROLE_LABELS[normalizeRole(u.role) ?? 'MedicalFacility'] ?? u.role}
              </p>
            </div>
            <StatusBadge status={u.status} tones={USER_STATUS_TONES} />
          </li>
        ))}
      </ul>
      {total > users.length ? (
        <p className="mt-2 text-sm text-muted-foreground">
          The first {users.length} of {total} users. Find the others on{' '}
          <Link to="/users" className={LINK_CLASS}>
            Users
          </Link>
          .
        </p>
      ) : null}
    </>
  );
}

export function AccountDetailView({ data, editHref }: { data: AccountDetailData; editHref?: string }) {
  const { account, users, flash } = data;
  const status = <StatusBadge status={account.status} tones={USER_STATUS_TONES} />;
  const submitted = submittedForReview(account);
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Account Details</PageHeading>
        <p className="mt-1 text-muted-foreground">{account.name}</p>
      </div>
      <FlashMessage flash={flash} />
      {submitted ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {account.reviewRequestedBy?.name ?? 'A facility user'} submitted this account for review on{' '}
          <DateTime value={account.reviewRequestedAt} />. Check its contact details, address and proof of
          address, then approve it or request changes.
        </p>
      ) : null}
      <ActionBar label="Account actions" start={status}>
        {submitted ? <ReviewActions account={account} users={users} /> : null}
        <Button asChild variant={submitted ? 'outline' : 'default'} className="w-full sm:w-auto">
          <Link to={editHref ?? accountEditHref(account.id)}>Edit account</Link>
        </Button>
        <StatusAction account={account} users={users} />
      </ActionBar>
      <DetailView
        sections={[
          organisationSection(account),
          {
            title: 'Account',
            items: [
              { label: 'Status', value: status },
              { label: 'Account ID', value: account.id },
              { label: 'Created', value: account.createdAt, type: 'dateTime' },
              { label: 'Last updated', value: account.updatedAt, type: 'dateTime' },
              { label: 'Submitted for review', value: account.reviewRequestedAt, type: 'dateTime' },
              { label: 'Submitted by', value: account.reviewRequestedBy?.name },
            ],
          },
          ...contactSections(account, 'No proof of address yet.'),
          {
            title: `Users (${account.userCount})`,
            items: [],
            children: <UserList users={users} total={account.userCount} />,
          },
        ]}
      />
    </section>
  );
}
