import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useFetcher, type ActionFunction } from 'react-router-dom';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '~/components/ui/button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** The dialog on a page of a memory data router whose action the test controls. */
function renderDialog(
  props: Partial<ConfirmDialogProps> = {},
  action: ActionFunction = vi.fn(async () => ({ ok: true })),
) {
  const router = createMemoryRouter(
    [
      {
        id: 'case',
        path: '/cases/:caseId',
        action,
        element: (
          <ConfirmDialog
            trigger={<Button variant="destructive">Cancel case</Button>}
            title="Cancel case RCH-2026-0001?"
            description="The facility is told, and the case can no longer be picked up."
            confirmLabel="Cancel case"
            cancelLabel="Keep case"
            destructive
            submit={{ method: 'post', fields: { intent: 'cancel' } }}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: ['/cases/c-1'], future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { action, router };
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Cancel case' }));

describe('ConfirmDialog', () => {
  it('asks in an alert dialog with the focus on the safe choice', async () => {
    renderDialog();
    open();
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel case RCH-2026-0001?' });
    expect(dialog).toHaveAccessibleDescription(
      'The facility is told, and the case can no longer be picked up.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep case' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Cancel case' })).toHaveClass('btn-destructive');
  });

  it('does nothing when cancelled, and gives the focus back to its trigger', async () => {
    const { action } = renderDialog();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Keep case' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel case' })).toHaveFocus();
  });

  it('is cancelled by Escape, sending nothing', async () => {
    const { action } = renderDialog();
    open();
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel case' })).toHaveFocus();
  });

  it('puts the focus where the page asks once a confirmed action removed its trigger', async () => {
    function Slot() {
      const [held, setHeld] = useState(true);
      const input = useRef<HTMLInputElement>(null);
      return (
        <>
          <input ref={input} aria-label="Choose a file" />
          {held ? (
            <ConfirmDialog
              trigger={<Button>Remove scan.png</Button>}
              title="Remove scan.png?"
              description="The file is taken off this form."
              confirmLabel="Remove file"
              destructive
              onConfirm={() => setHeld(false)}
              focusAfterConfirm={() => input.current}
            />
          ) : null}
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <Slot /> }], {
      future: { v7_relativeSplatPath: true },
    });
    render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove scan.png' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove file' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Choose a file' })).toHaveFocus());
  });

  it('submits the action with its fields, shows a spinner while it runs, and closes when it is done', async () => {
    let finish: (value: { ok: boolean }) => void = () => {};
    const received: Array<Record<string, FormDataEntryValue>> = [];
    const action = vi.fn(async ({ request }: { request: Request }) => {
      received.push(Object.fromEntries(await request.formData()));
      return new Promise<{ ok: boolean }>((resolve) => (finish = resolve));
    });
    const onDone = vi.fn();
    renderDialog({ onDone }, action);
    open();
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel case' }));

    const confirm = await within(dialog).findByRole('button', { name: 'Cancel case' });
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Keep case' })).toBeDisabled();
    // A second click cannot submit twice.
    fireEvent.click(confirm);
    expect(action).toHaveBeenCalledTimes(1);
    expect(received).toEqual([{ intent: 'cancel' }]);

    await act(async () => finish({ ok: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDone).toHaveBeenCalledWith({ ok: true });
  });

  it('sends the fields asked in the dialog with its hidden ones', async () => {
    const received: Array<Record<string, FormDataEntryValue>> = [];
    const action = vi.fn(async ({ request }: { request: Request }) => {
      received.push(Object.fromEntries(await request.formData()));
      return { ok: true };
    });
    renderDialog(
      {
        children: (
          <label>
            Reason
            <textarea name="reason" />
          </label>
        ),
      },
      action,
    );
    open();
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Duplicate of RCH-2026-0002' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel case' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(received).toEqual([{ intent: 'cancel', reason: 'Duplicate of RCH-2026-0002' }]);
  });

  it('shares its answer with the page through a fetcher key, also when the action removes the dialog', async () => {
    let done = false;
    function Page() {
      const answer = useFetcher<{ message: string }>({ key: 'cancel-case' });
      return (
        <>
          <p>{answer.data?.message ?? 'No answer yet'}</p>
          {done ? null : (
            <ConfirmDialog
              trigger={<Button variant="destructive">Cancel case</Button>}
              title="Cancel case RCH-2026-0001?"
              description="The case can no longer be picked up."
              confirmLabel="Cancel case"
              submit={{ method: 'post', fields: { intent: 'cancel' }, fetcherKey: 'cancel-case' }}
            />
          )}
        </>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          action: async () => {
            done = true;
            return { message: 'Case cancelled.' };
          },
          loader: () => null,
          element: <Page />,
        },
      ],
      { future: { v7_relativeSplatPath: true } },
    );
    render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel case' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel case' }),
    );
    expect(await screen.findByText('Case cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel case' })).toBeNull());
  });

  it('runs a callback instead of an action when given one', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDialog({ submit: undefined, onConfirm, destructive: false, confirmLabel: 'Send out' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel case' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send out' }));
    expect(within(dialog).getByRole('button', { name: 'Send out' })).toBeDisabled();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
