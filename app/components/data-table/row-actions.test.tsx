/**
 * A row action that removes something asks first through the kit's ConfirmDialog, then posts the same fields as
 * a plain row action; Cancel and Escape send nothing. A row action without `confirm` posts at once.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RowActionForm } from './row-actions';

function renderRow(withConfirm: boolean) {
  const received: Array<Record<string, FormDataEntryValue>> = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    received.push(Object.fromEntries(await request.formData()));
    return { ok: true };
  });
  const router = createMemoryRouter(
    [
      {
        path: '/groups',
        action,
        loader: () => null,
        element: (
          <RowActionForm
            intent="remove-member"
            fields={{ groupId: 'grp-1', userId: 'usr-1' }}
            label="Remove Maya Okafor from Night Reads"
            confirm={
              withConfirm
                ? {
                    title: 'Remove Maya Okafor from Night Reads?',
                    description: 'Maya Okafor leaves the group; their account and cases stay.',
                    confirmLabel: 'Remove member',
                    cancelLabel: 'Keep member',
                  }
                : undefined
            }
          >
            Remove
          </RowActionForm>
        ),
      },
    ],
    { initialEntries: ['/groups'], future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { action, received };
}

const trigger = () => screen.findByRole('button', { name: 'Remove Maya Okafor from Night Reads' });

describe('RowActionForm with confirm', () => {
  it('asks first, named for the action with the focus on the safe choice; Escape and Cancel send nothing', async () => {
    const { action } = renderRow(true);
    fireEvent.click(await trigger());
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Maya Okafor from Night Reads?' });
    expect(dialog).toHaveAccessibleDescription('Maya Okafor leaves the group; their account and cases stay.');
    expect(within(dialog).getByRole('button', { name: 'Keep member' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Remove member' })).toHaveClass('btn-destructive');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(await trigger());
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep member' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
    expect(await trigger()).toHaveFocus();
  });

  it('posts the intent and fields once confirmed', async () => {
    const { received } = renderRow(true);
    fireEvent.click(await trigger());
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(received).toEqual([{ intent: 'remove-member', groupId: 'grp-1', userId: 'usr-1' }]);
  });

  it('posts at once without confirm', async () => {
    const { received } = renderRow(false);
    fireEvent.click(await trigger());
    await waitFor(() =>
      expect(received).toEqual([{ intent: 'remove-member', groupId: 'grp-1', userId: 'usr-1' }]),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
