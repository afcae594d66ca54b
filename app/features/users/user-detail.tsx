/**
 * A user's page for admins: their fields, a provider's profile from their registration, the groups they are
 * in, the status lifecycle's actions and the status history; Edit leads to the edit screen of the same set
 * (/users/edit or the legacy /EditUser).
 */
import { Link } from '@remix-run/react';
import type { components } from '../../../contracts';
import { ActionBar, Breadcrumbs, DetailView, StatusBadge, type DetailItem } from '~/components/detail';
import { FlashMessage } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { DateTime } from '~/components/ui/date-time';
import { isAdminRole, isProviderRole, ROLE_LABELS } from '~/features/auth';
import { USER_STATUS_TONES as STATUS_TONES } from '~/features/facility-account';
import { enumLabel } from '../../../contracts/enumerations';
import type { UserDetailData } from './detail.server';
import { USERS_LIST_PATH, userEditHref, type UserScreens } from './screens';
import { StatusActions } from './status-actions';
import { CaseloadForm } from './caseload-form';

type StatusChange = components['schemas']['UserStatusChange'];

function StatusHistory({ history }: { history: readonly StatusChange[] }) {
  if (!history.length) {
    return <p className="text-sm text-muted-foreground">No status changes recorded yet.</p>;
  }
  return (
    <ol className="space-y-3" aria-label="Status changes, newest first">
      {history.map((change) => (
        <li key={change.id} className="rounded-md border p-3 text-sm">
          <p className="font-medium">
            {change.from} → {change.to}
          </p>
          <p className="text-muted-foreground">
            <DateTime value={change.changedAt} /> · {change.changedBy?.name ?? 'System'}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">
            {change.reason ?? 'No reason given (changed on the edit form).'}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function UserDetailView({ data, screens }: { data: UserDetailData; screens: UserScreens }) {
  const { user, status, profile, groups } = data;
  const name = `${user.firstName} ${user.lastName}`;
  const badge = <StatusBadge status={status.status} tones={STATUS_TONES} />;
  const provider = isProviderRole(user.role);
  const account: DetailItem[] = [
    { label: 'First name', value: user.firstName },
    { label: 'Last name', value: user.lastName },
    { label: 'Email', value: user.email },
    { label: 'Phone', value: user.phone },
    { label: 'Role', value: ROLE_LABELS[user.role] },
    { label: 'User type', value: enumLabel('userType', user.userType) },
    ...(isAdminRole(user.role)
      ? [{ label: 'Staff role', value: enumLabel('staffRole', user.staffRole) }]
      : []),
    { label: 'Status', value: badge },
    ...(user.facility ? [{ label: 'Facility', value: user.facility.name }] : []),
    ...(provider ? [{ label: 'Groups', value: groups }] : []),
    { label: 'Created', value: user.createdAt, type: 'dateTime' as const },
    { label: 'Updated', value: user.updatedAt, type: 'dateTime' as const },
  ];
  const practice: DetailItem[] = [
    { label: 'Specialty', value: enumLabel('specialty', user.specialty) },
    { label: 'Work authorization', value: enumLabel('workAuthorization', user.workAuthorization) },
    { label: 'Experience', value: enumLabel('experience', user.experience) },
    { label: 'Country', value: enumLabel('country', user.country) },
    { label: 'State or province', value: user.state },
    { label: 'City', value: user.city },
  ];
  return (
    <div className="space-y-6">
      <Breadcrumbs items={[{ label: 'Users', to: USERS_LIST_PATH }, { label: name }]} />
      <PageHeading>{name}</PageHeading>
      <FlashMessage flash={data.flash} />
      <ActionBar label="User actions" start={badge}>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to={userEditHref(user.id, screens)}>Edit</Link>
        </Button>
        <StatusActions name={name} role={user.role} status={status.status} allowed={status.allowed} />
      </ActionBar>
      {data.isSelf ? (
        <p className="text-sm text-muted-foreground">
          This is your own account: another admin can deactivate it, you cannot.
        </p>
      ) : null}
      <DetailView
        sections={[
          { title: 'Account', items: account },
          ...(provider ? [{ title: 'Practice', items: practice }] : []),
          ...(provider
            ? [
                {
                  title: 'Provider profile',
                  items: profile
                    ? [
                        { label: 'Salutation', value: enumLabel('salutation', profile.salutation) },
                        { label: 'Subspecialties', value: profile.subspecialties, wide: true },
                        { label: 'Licensed states', value: profile.licensedStates, wide: true },
                        {
                          label: 'Registration submitted',
                          value: profile.submittedAt,
                          type: 'dateTime' as const,
                        },
                      ]
                    : [],
                  children: profile ? null : (
                    <p className="text-sm text-muted-foreground">
                      {name} has no provider registration, so there are no subspecialties or licensed states
                      to show.
                    </p>
                  ),
                },
              ]
            : []),
          ...(provider
            ? [
                {
                  title: 'Caseload',
                  items: data.caseload
                    ? [
                        { label: 'Open cases', value: String(data.caseload.openCases) },
                        { label: 'Caseload cap', value: String(data.caseload.caseloadCap) },
                        {
                          label: 'Away',
                          value:
                            data.caseload.awayFrom && data.caseload.awayTo
                              ? `${data.caseload.awayFrom} to ${data.caseload.awayTo}`
                              : 'Not away',
                        },
                      ]
                    : [],
                  children: data.caseload ? (
                    <CaseloadForm key={data.caseload.caseloadCap} caseload={data.caseload} />
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      The caseload could not be loaded. Reload the page.
                    </p>
                  ),
                },
              ]
            : []),
          { title: 'Status history', items: [], children: <StatusHistory history={status.history} /> },
        ]}
      />
    </div>
  );
}
