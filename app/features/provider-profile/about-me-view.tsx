/**
 * About Me: the provider's own profile as a detail view (who they are, their practice, where they practise,
 * their documents), with the way to edit it.
 */
import { Link } from '@remix-run/react';
import { ActionBar, DetailView, StatusBadge } from '~/components/detail';
import { formatBytes, type Option } from '~/components/form';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { USER_STATUS_TONES } from '~/features/facility-account';
import { storedDocument, type RegistrationLists } from '~/features/registration';
import { enumLabel } from '../../../contracts/enumerations';
import { EDIT_ABOUT_ME_PATH, PROFILE_MESSAGES } from './messages';
import type { ProviderProfile } from './types';
import { DownloadLink } from '~/components/detail/download-link';
import type { AssignmentProfile } from './away';
import { AwayDatesForm, awaySummary } from './away-form';

const LINK = 'font-medium text-primary underline-offset-4 hover:underline';
const DOCUMENTS = [
  { kind: 'cv', label: 'CV' },
  { kind: 'proofOfAddress', label: 'Proof of address' },
] as const;

/** A code with its name from a reference list ('Washington (WA)'); the code alone without the list. */
const named = (code: string, list: readonly Option[] | undefined) => {
  const option = list?.find((o) => o.value === code);
  return option && option.label !== code ? `${option.label} (${code})` : code;
};

export interface AboutMeData {
  profile: ProviderProfile;
  lists: RegistrationLists | null;
  flash: FlashData | null;
  /** Caseload and away dates; null when they could not be read. */
  assignment: AssignmentProfile | null;
}

export function AboutMeView({ profile, lists, flash, assignment }: AboutMeData) {
  const status = <StatusBadge status={profile.status} tones={USER_STATUS_TONES} />;
  const regionList =
    profile.country === 'US' ? lists?.regions.US : profile.country === 'Canada' ? lists?.regions.Canada : [];
  const holder = profile.registrationId ? { id: profile.registrationId, documents: profile.documents } : null;
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>About Me</PageHeading>
        <p className="mt-1 text-muted-foreground">
          Your profile as the operator’s staff and the facilities you read for see it.
        </p>
      </div>
      <FlashMessage flash={flash} />
      <ActionBar label="Profile actions" start={status}>
        <Button asChild>
          <Link to={EDIT_ABOUT_ME_PATH}>Edit profile</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/notification-settings">Notification settings</Link>
        </Button>
      </ActionBar>
      <DetailView
        sections={[
          {
            title: 'You',
            items: [
              { label: 'Salutation', value: enumLabel('salutation', profile.salutation) },
              { label: 'First name', value: profile.firstName },
              { label: 'Last name', value: profile.lastName },
              { label: 'Email (your login)', value: profile.email },
              { label: 'Phone', value: profile.phone },
              { label: 'Status', value: status },
            ],
          },
          {
            title: 'Practice',
            items: [
              { label: 'Specialty', value: enumLabel('specialty', profile.specialty) },
              { label: 'Subspecialties', value: profile.subspecialties },
              { label: 'Experience', value: enumLabel('experience', profile.experience) },
              {
                label: 'Work authorization',
                value: enumLabel('workAuthorization', profile.workAuthorization),
              },
              {
                label: 'Licensed states',
                value: profile.licensedStates.map((code) => named(code, lists?.regions.US)),
                wide: true,
              },
            ],
          },
          {
            title: 'Where you practise',
            items: [
              { label: 'Country', value: enumLabel('country', profile.country) },
              {
                label: 'State or province',
                value: profile.state ? named(profile.state, regionList) : null,
              },
              { label: 'City', value: profile.city },
            ],
          },
          {
            title: 'Availability',
            items: assignment
              ? [
                  {
                    label: 'Open cases',
                    value: `${assignment.openCases} of your cap of ${assignment.caseloadCap}`,
                  },
                  { label: 'Away', value: awaySummary(assignment) },
                ]
              : [
                  {
                    label: 'Availability',
                    value: 'Your caseload and away dates could not be loaded. Reload the page.',
                  },
                ],
            children: assignment ? (
              <>
                <p className="mt-4 max-w-3xl text-sm text-muted-foreground">
                  While you are away, and while your open cases are at your cap (an admin sets it), cases are
                  not assigned to you automatically and the Assign dialog says why.
                </p>
                <AwayDatesForm profile={assignment} />
              </>
            ) : null,
          },
          {
            title: 'Documents',
            items: DOCUMENTS.map(({ kind, label }) => {
              const file = storedDocument(holder, kind);
              return {
                label,
                value: file?.href ? (
                  <DownloadLink href={file.href} className={LINK}>
                    {file.name}
                    {file.sizeBytes === undefined ? null : (
                      <span className="text-muted-foreground"> ({formatBytes(file.sizeBytes)})</span>
                    )}
                  </DownloadLink>
                ) : (
                  'Not uploaded'
                ),
              };
            }),
            children: (
              <p className="mt-4 text-sm text-muted-foreground">
                {PROFILE_MESSAGES.onboardingDocuments}{' '}
                <Link to="/task" className={LINK}>
                  Open My Tasks
                </Link>
              </p>
            ),
          },
        ]}
      />
    </section>
  );
}
