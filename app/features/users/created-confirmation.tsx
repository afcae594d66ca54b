/** After a user is created: what was created and what happens next (the person sets their own password). */
import { useEffect, useRef } from 'react';
import { Link } from '@remix-run/react';
import { DetailList } from '~/components/detail';
import type { CreatedUser } from './types';

export function CreatedConfirmation({
  created,
  againPath,
  returnLink,
}: {
  created: CreatedUser;
  againPath: string;
  /** The page the person came from (`?returnTo=`), e.g. My Team. */
  returnLink?: { to: string; label: string } | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had focus; a keyboard or screen reader user continues from the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="user-created"
      className="max-w-3xl space-y-5 rounded-lg border bg-card p-4 sm:p-6"
    >
      <h2 id="user-created" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        User created
      </h2>
      <DetailList
        items={[
          { label: 'Name', value: created.name },
          { label: 'Email', value: created.email },
          { label: 'Role', value: created.role },
          { label: 'User type', value: created.userType },
          ...(created.staffRole ? [{ label: 'Staff role', value: created.staffRole }] : []),
          ...(created.facility ? [{ label: 'Facility', value: created.facility }] : []),
          { label: 'Status', value: created.status },
        ]}
      />
      <div className="space-y-2 text-sm">
        <h3 className="font-semibold">What happens next</h3>
        <p>
          {created.name} starts in status {created.status} and has no password yet, so they cannot log in
          until they set one. Tell them to open the login page, choose &lsquo;Forgot Password&rsquo; and enter{' '}
          <strong>{created.email}</strong>: they receive a code by email and then choose their own password.
        </p>
      </div>
      <div className="flex flex-wrap gap-4 text-sm">
        <Link to={againPath} className="font-medium text-primary underline-offset-4 hover:underline">
          Create another user
        </Link>
        {returnLink ? (
          <Link to={returnLink.to} className="font-medium text-primary underline-offset-4 hover:underline">
            {returnLink.label}
          </Link>
        ) : null}
        {created.editPath ? (
          <Link to={created.editPath} className="font-medium text-primary underline-offset-4 hover:underline">
            Edit {created.name}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
