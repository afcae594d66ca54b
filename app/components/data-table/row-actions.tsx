/**
 * Row actions: a link (open, view) or a POST to the page's own action (pick up, approve), each named with the
 * row it acts on ('Pick up case RCH-2026-0007'), since a screen reader's list of buttons has no row context.
 * A list renders one set per row, so each button carries one component class (the look of shadcn's Button at
 * size sm), not the utilities behind them: those were a fifth of the page's bytes.
 */
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from '@remix-run/react';
import { ConfirmDialog } from '~/components/detail/confirm-dialog';
import { Spinner } from '~/components/ui/spinner';
import type { ListColumn, RowData } from './columns';
import { useRowNotice } from './list-updates';

// Component classes (app/kit.css), one per look: 32 px high for a mouse, 44 px to a finger (decision 067).
const LINK_CLASS = 'row-action-outline';
const BUTTON_CLASS = 'row-action-primary';
/** A row action that asks first looks quieter than one that acts at once (it is not the row's main action). */
const OUTLINE_CLASS = `${LINK_CLASS} cursor-pointer`;

export function RowActions({ children }: { children: ReactNode }) {
  return <div className="row-actions">{children}</div>;
}

export function RowActionLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link to={to} aria-label={label} className={LINK_CLASS} discover="none">
      {children}
    </Link>
  );
}

/** What a row action that removes or ends something asks first (the kit's ConfirmDialog). */
export interface RowActionConfirm {
  title: string;
  /** What will happen, in the reader's words. */
  description: string;
  /** The confirm button: the action's own verb ('Remove member'), never 'OK'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** The red confirm button (default true: a row action asks first only when it removes or ends something). */
  destructive?: boolean;
  /** The fetcher's key, for a page that reads the answer itself (`useFetcher({ key })`): an action whose success
   * removes its own row takes the dialog with it before it could hand the answer on. */
  fetcherKey?: string;
}

/**
 * A POST of `intent` and `fields` to the current route's action. While it is under way the button shows a
 * spinner and cannot be pressed again. With `confirm` the button opens the kit's ConfirmDialog instead, which
 * posts the same fields once confirmed (a redirect from the action is followed).
 */
export function RowActionForm({
  intent,
  fields,
  label,
  children,
  confirm,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  children: ReactNode;
  confirm?: RowActionConfirm;
}) {
  // The row changed elsewhere (a live update, ./list-updates.tsx): its action says why it can no longer be done.
  const notice = useRowNotice();
  if (notice && !confirm) return <span className="text-sm text-muted-foreground">{notice}</span>;
  if (confirm) {
    return (
      <ConfirmDialog
        trigger={
          <button type="button" aria-label={label} className={OUTLINE_CLASS}>
            {children}
          </button>
        }
        title={confirm.title}
        description={confirm.description}
        confirmLabel={confirm.confirmLabel}
        cancelLabel={confirm.cancelLabel}
        destructive={confirm.destructive ?? true}
        submit={{ method: 'post', fields: { intent, ...fields }, fetcherKey: confirm.fetcherKey }}
        blockedReason={notice}
      />
    );
  }
  return (
    <RowActionPost intent={intent} fields={fields} label={label}>
      {children}
    </RowActionPost>
  );
}

function RowActionPost({
  intent,
  fields,
  label,
  children,
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const formData = navigation.state !== 'idle' ? navigation.formData : undefined;
  const pending =
    formData?.get('intent') === intent &&
    Object.entries(fields).every(([name, value]) => formData.get(name) === value);
  return (
    <Form method="post" preventScrollReset discover="none">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* The intent is the button's own value: a browser sends the pressed button's, with or without scripts. A
          form's button submits without saying so (no `type`: a list pays for each byte of a row). */}
      <button
        name="intent"
        value={intent}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-label={label}
        className={BUTTON_CLASS}
      >
        {pending ? <Spinner /> : null}
        {children}
      </button>
    </Form>
  );
}

/** The row-actions column: header 'Actions', never sorted, never exported, unlabelled across a card. */
export function actionsColumn<TRow extends RowData>(render: (row: TRow) => ReactNode): ListColumn<TRow> {
  return {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => render(row.original),
    meta: { export: false, actions: true },
  };
}
