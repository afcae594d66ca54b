/** The Turnaround form in the browser: each target named by its case type and priority, holidays added
 * (focused) and removed, and a bad target said under its cell before anything is posted. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { formValuesOf } from './schema';
import { TurnaroundForm } from './turnaround-form';

vi.mock('~/components/ui/sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const VALUES = formValuesOf({
  targets: [
    { caseType: 'surgical', priority: 'STAT', hours: 4 },
    { caseType: 'consult', priority: 'Routine', hours: 72 },
  ],
  holidays: ['2026-12-25', '2026-11-26'],
});

function renderForm() {
  const action = vi.fn(() => null);
  const router = createMemoryRouter(
    [{ id: 'page', path: '/admin/turnaround', action, element: <TurnaroundForm values={VALUES} /> }],
    { initialEntries: ['/admin/turnaround'], future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return action;
}

describe('TurnaroundForm', () => {
  it('names each target by its row and column, lists the holidays in order, and adds and removes one', async () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Surgical Pathology STAT' })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Consultation Routine' })).toHaveValue('72');
    expect(screen.getByRole('textbox', { name: 'GI Pathology Rush' })).toHaveValue('');
    expect(
      screen
        .getAllByRole('textbox', { name: /^Holiday \d+$/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['11/26/2026', '12/25/2026']);

    fireEvent.click(screen.getByRole('button', { name: 'Add a holiday' }));
    const added = await screen.findByRole('textbox', { name: 'Holiday 3' });
    await waitFor(() => expect(added).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Remove holiday 1' }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Holiday \d+$/ })).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Holiday 1' })).toHaveValue('12/25/2026');
  });

  it('says what is wrong with a target under its cell and posts nothing', async () => {
    const action = renderForm();
    const stat = screen.getByRole('textbox', { name: 'Surgical Pathology STAT' });
    fireEvent.change(stat, { target: { value: '4.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save targets' }));
    await waitFor(() => expect(stat).toHaveAccessibleDescription('Enter a whole number of hours, like 48.'));
    expect(stat).toHaveAttribute('aria-invalid', 'true');
    expect(action).not.toHaveBeenCalled();
  });
});
