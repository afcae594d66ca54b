/** The Turnaround form in the browser: each target named by its case type and priority, the holidays as a
 * calendar (days toggled, by pointer and keys, and listed), and a bad target said under its cell before anything
 * is posted. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { formValuesOf } from './schema';
import { TurnaroundForm } from './turnaround-form';
import { spyOnToasts } from '../../../tests/setup/toast-spies';

spyOnToasts();

const VALUES = formValuesOf({
  targets: [
    { caseType: 'surgical', priority: 'STAT', hours: 4 },
    { caseType: 'consult', priority: 'Routine', hours: 72 },
  ],
  holidays: ['2026-12-25', '2026-11-26'],
});

/** A part of the form by its heading's id: queries scoped to it stay quick beside the calendar's 365 buttons. */
const section = (headingId: string) => document.getElementById(headingId)!.closest('section')!;
/** A day's button in the holidays' calendar. */
const day = (iso: string) => document.querySelector<HTMLButtonElement>(`button[data-day="${iso}"]`)!;
const holidaysList = () => document.querySelector<HTMLElement>('ul[aria-labelledby="holidays-chosen"]')!;
/** The holidays listed under the calendar, as their Remove buttons name them. */
const listed = () =>
  [...holidaysList().querySelectorAll('button')].map((b) =>
    b.getAttribute('aria-label')!.replace(/^Remove /, ''),
  );

/** The years the calendar shows, by the names of their groups of days. */
const yearsShown = () =>
  [...section('holidays-heading').querySelectorAll('[role="group"]')].map(
    (group) => document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent,
  );

/** The button that opens the year after the last shown (a role query would weigh every day's button). */
const showButton = () =>
  [...section('holidays-heading').querySelectorAll('button:not([data-day])')].find((b) =>
    b.textContent?.startsWith('Show '),
  )!;

function renderForm(values = VALUES) {
  const action = vi.fn(() => null);
  const router = createMemoryRouter(
    [
      {
        id: 'page',
        path: '/admin/turnaround',
        action,
        element: <TurnaroundForm values={values} year={2026} />,
      },
    ],
    { initialEntries: ['/admin/turnaround'], future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return action;
}

describe('TurnaroundForm', () => {
  it('names each target by its row and column', () => {
    renderForm();
    const targets = within(section('targets-heading'));
    expect(targets.getByRole('textbox', { name: 'Surgical Pathology STAT' })).toHaveValue('4');
    expect(targets.getByRole('textbox', { name: 'Consultation Routine' })).toHaveValue('72');
    expect(targets.getByRole('textbox', { name: 'GI Pathology Rush' })).toHaveValue('');
  });

  it('shows the holidays as a calendar of the year, each day a toggle named by its date, and lists them', async () => {
    renderForm();
    const holidays = section('holidays-heading');
    expect(holidays.querySelectorAll('input[type="text"]')).toHaveLength(0);
    const calendar = holidays.querySelector('[role="group"]')!;
    expect(calendar).toHaveAccessibleName('2026');
    expect(calendar.querySelectorAll('table')).toHaveLength(12);
    expect(calendar.querySelectorAll('button[data-day]')).toHaveLength(365);
    const christmas = day('2026-12-25');
    expect(christmas).toHaveAccessibleName('Friday, December 25, 2026');
    expect(christmas).toHaveAttribute('aria-pressed', 'true');
    expect(day('2026-11-26')).toHaveAttribute('aria-pressed', 'true');
    const eve = day('2026-12-24');
    expect(eve).toHaveAccessibleName('Thursday, December 24, 2026');
    expect(eve).toHaveAttribute('aria-pressed', 'false');
    expect(listed()).toEqual(['Thursday, November 26, 2026', 'Friday, December 25, 2026']);
    // One day of the year in the tab order: the first holiday.
    expect([...calendar.querySelectorAll('button[tabindex="0"]')]).toEqual([day('2026-11-26')]);

    fireEvent.click(eve);
    await waitFor(() => expect(eve).toHaveAttribute('aria-pressed', 'true'));
    expect(listed()).toEqual([
      'Thursday, November 26, 2026',
      'Thursday, December 24, 2026',
      'Friday, December 25, 2026',
    ]);
    fireEvent.click(christmas);
    await waitFor(() => expect(christmas).toHaveAttribute('aria-pressed', 'false'));
    fireEvent.click(holidaysList().querySelector('[aria-label="Remove Thursday, November 26, 2026"]')!);
    await waitFor(() => expect(listed()).toEqual(['Thursday, December 24, 2026']));
    expect(day('2026-11-26')).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves through the days with the arrow keys, into the next year too', async () => {
    renderForm();
    day('2026-11-26').focus();
    fireEvent.keyDown(day('2026-11-26'), { key: 'ArrowRight' });
    await waitFor(() => expect(day('2026-11-27')).toHaveFocus());
    fireEvent.keyDown(day('2026-11-27'), { key: 'ArrowDown' });
    await waitFor(() => expect(day('2026-12-04')).toHaveFocus());
    expect(day('2026-12-04')).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(day('2026-12-04'), { key: 'PageDown' });
    await waitFor(() => expect(day('2027-01-04')).toHaveFocus());
    // The next year opens below this one, as a calendar of its own.
    expect(yearsShown()).toEqual(['2026', '2027']);
    expect(day('2027-01-04').closest('[role="group"]')).toHaveAccessibleName('2027');
  });

  it('shows every year with a holiday listed as a calendar of its own, the same way as this year', async () => {
    renderForm(formValuesOf({ targets: [], holidays: ['2026-12-25', '2027-01-01', '2027-07-05'] }));
    expect(yearsShown()).toEqual(['2026', '2027']);
    const [thisYear, nextYear] = section('holidays-heading').querySelectorAll('[role="group"]');
    expect(nextYear!.querySelectorAll('table')).toHaveLength(12);
    expect(nextYear!.querySelectorAll('caption')[6]).toHaveTextContent('July 2027');
    expect(nextYear!.querySelectorAll('button[data-day]')).toHaveLength(365);
    expect(thisYear!.querySelectorAll('button[aria-pressed="true"]')).toHaveLength(1);
    expect([...nextYear!.querySelectorAll('button[aria-pressed="true"]')].map((b) => b.ariaLabel)).toEqual([
      'Friday, January 1, 2027',
      'Monday, July 5, 2027',
    ]);
    // Each year is one stop of the tab order, on its first holiday.
    expect([...nextYear!.querySelectorAll('button[tabindex="0"]')]).toEqual([day('2027-01-01')]);
    // Its last holidays cleared, the year stays in sight.
    fireEvent.click(day('2027-01-01'));
    await waitFor(() => expect(day('2027-01-01')).toHaveAttribute('aria-pressed', 'false'));
    fireEvent.click(day('2027-07-05'));
    await waitFor(() => expect(listed()).toEqual(['Friday, December 25, 2026']));
    expect(yearsShown()).toEqual(['2026', '2027']);
    // A later year opens on request, its January 1 focused.
    fireEvent.click(showButton());
    await waitFor(() => expect(day('2028-01-01')).toHaveFocus());
    expect(yearsShown()).toEqual(['2026', '2027', '2028']);
    expect(showButton()).toHaveAccessibleName('Show 2029');
  });

  it('says what is wrong with a target under its cell and posts nothing', async () => {
    const action = renderForm();
    const stat = within(section('targets-heading')).getByRole('textbox', { name: 'Surgical Pathology STAT' });
    fireEvent.change(stat, { target: { value: '4.5' } });
    fireEvent.click(screen.getByText('Save targets'));
    await waitFor(() => expect(stat).toHaveAccessibleDescription('Enter a whole number of hours, like 48.'));
    expect(stat).toHaveAttribute('aria-invalid', 'true');
    expect(action).not.toHaveBeenCalled();
  });
});
