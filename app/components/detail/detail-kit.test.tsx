import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ActionBar, ActionBarLinks } from './action-bar';
import { Breadcrumbs } from './breadcrumbs';
import { DetailView } from './detail-view';
import { StatusBadge, statusTones } from './status-badge';

/** Links need a router; a memory one, as Remix renders it. */
function renderInRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }], { future: { v7_relativeSplatPath: true } });
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

/** A description list as [term, definition] pairs. */
const pairs = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('DetailView', () => {
  it('shows each section under its heading, its values labelled in a description list', () => {
    render(
      <DetailView
        sections={[
          {
            title: 'Patient',
            items: [
              { label: 'Last name', value: 'Lovelace' },
              { label: 'Specimens', value: 2 },
              { label: 'Consent on file', value: true },
            ],
          },
          { title: 'Facility', items: [{ label: 'Name', value: 'Riverside Community Hospital' }] },
        ]}
      />,
    );
    const patient = screen.getByRole('region', { name: 'Patient' });
    expect(within(patient).getByRole('heading', { level: 2, name: 'Patient' })).toBeInTheDocument();
    expect(pairs(patient.querySelector('dl')!)).toEqual([
      ['Last name', 'Lovelace'],
      ['Specimens', '2'],
      ['Consent on file', 'Yes'],
    ]);
    expect(screen.getByRole('region', { name: 'Facility' })).toHaveTextContent(
      'Riverside Community Hospital',
    );
  });

  it('shows other content under a section heading, with or without values', () => {
    render(
      <DetailView
        sections={[
          { title: 'Checklist', items: [], children: <p>Nothing to tick.</p> },
          { title: 'Task', items: [{ label: 'Number', value: 'TSK-000001' }], children: <p>More.</p> },
        ]}
      />,
    );
    const checklist = screen.getByRole('region', { name: 'Checklist' });
    expect(checklist.querySelector('dl')).toBeNull();
    expect(checklist).toHaveTextContent('Nothing to tick.');
    const task = screen.getByRole('region', { name: 'Task' });
    expect(pairs(task.querySelector('dl')!)).toEqual([['Number', 'TSK-000001']]);
    expect(task).toHaveTextContent('More.');
  });

  it("says 'N/A' for every kind of empty value and for an invalid date (spec 5)", () => {
    render(
      <DetailView
        sections={[
          {
            title: 'Record',
            items: [
              { label: 'Null', value: null },
              { label: 'Missing', value: undefined },
              { label: 'Blank', value: '   ' },
              { label: 'No items', value: [] },
              { label: 'Bad date', value: 'not a date', type: 'dateTime' },
              { label: 'Only tags', value: '<p></p>', type: 'richText' },
            ],
          },
        ]}
      />,
    );
    expect(
      pairs(screen.getByRole('region', { name: 'Record' }).querySelector('dl')!).map(([, v]) => v),
    ).toEqual(Array(6).fill('N/A'));
  });

  it('formats dates as MM/DD/YYYY 12-hour with the zone, joins lists, strips HTML from rich text', () => {
    render(
      <DetailView
        headingLevel={3}
        sections={[
          {
            title: 'Case',
            items: [
              { label: 'Created', value: '2026-10-02T21:30:00.000Z', type: 'dateTime' },
              { label: 'Stains', value: ['H&E', 'PAS'] },
              { label: 'Notes', value: '<p>Margins <b>clear</b></p>', type: 'richText', wide: true },
            ],
          },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Case' });
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent('Case');
    const [created, stains, notes] = pairs(section.querySelector('dl')!).map(([, v]) => v);
    // jsdom's zone is the machine's; the format is what matters here.
    expect(created).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2} (AM|PM) \S+$/);
    expect(section.querySelector('time')).toHaveAttribute('dateTime', '2026-10-02T21:30:00Z');
    expect(stains).toBe('H&E, PAS');
    expect(notes).toBe('Margins clear');
  });

  it('shows an element value (a badge) as it is', () => {
    const tones = statusTones<'Available' | 'Cancelled'>({ Available: 'info', Cancelled: 'danger' });
    render(
      <DetailView
        sections={[
          {
            title: 'Status',
            items: [{ label: 'Status', value: <StatusBadge status="Cancelled" tones={tones} /> }],
          },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Status' }).querySelector('dd')).toHaveTextContent('Cancelled');
  });
});

describe('StatusBadge', () => {
  const tones = statusTones<'Available' | 'SignOutCompleted' | 'Cancelled'>({
    Available: 'info',
    SignOutCompleted: 'success',
    Cancelled: 'danger',
  });
  const labels = { SignOutCompleted: 'Sign-out completed' };

  it('takes its tone from the map and always writes the status out', () => {
    render(<StatusBadge status="SignOutCompleted" tones={tones} labels={labels} />);
    const badge = screen.getByText('Sign-out completed');
    expect(badge).toBeVisible();
    expect(badge).toHaveAttribute('data-tone', 'success');
  });

  it('shows an unknown status as neutral with its raw value, and no status as N/A', () => {
    const { rerender } = render(<StatusBadge status={'Archived' as 'Available'} tones={tones} />);
    expect(screen.getByText('Archived')).toHaveAttribute('data-tone', 'neutral');
    rerender(<StatusBadge status={null} tones={tones} />);
    expect(screen.getByText('N/A')).toHaveAttribute('data-tone', 'neutral');
  });
});

describe('ActionBar', () => {
  it('groups the actions under its name, with the extra content beside them', () => {
    render(
      <ActionBar label="Case actions" start={<span>Updated today</span>}>
        <button type="button">Edit</button>
        <button type="button">Send out</button>
      </ActionBar>,
    );
    const group = screen.getByRole('group', { name: 'Case actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Send out']);
    expect(group).not.toHaveTextContent('Updated today');
    expect(screen.getByText('Updated today')).toBeInTheDocument();
  });
});

describe('ActionBarLinks', () => {
  const links = [
    { label: 'Case details', to: '/case-details/c-1' },
    { label: 'Open viewer', to: '/viewer?caseId=c-1' },
  ];
  const named = (elements: HTMLElement[]) => elements.map((el) => [el.textContent, el.getAttribute('href')]);

  it('offers its links as links and, in a menu for a phone, as items of the same names (decision 125)', async () => {
    renderInRouter(
      <ActionBar label="Case actions" phone="row">
        <ActionBarLinks label="More case actions" links={links} />
        <button type="button">Next case</button>
      </ActionBar>,
    );
    const group = screen.getByRole('group', { name: 'Case actions' });
    const expected = [
      ['Case details', '/case-details/c-1'],
      ['Open viewer', '/viewer?caseId=c-1'],
    ];
    expect(named(within(group).getAllByRole('link'))).toEqual(expected);
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['More case actions', 'Next case']);
    // The menu's items exist only while it is open: no name is on the page twice.
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(within(group).getByRole('button', { name: 'More case actions' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(named(within(menu).getAllByRole('menuitem'))).toEqual(expected);
  });

  it('renders nothing without links', () => {
    renderInRouter(
      <ActionBar label="Case actions" phone="row">
        <ActionBarLinks label="More case actions" links={[]} />
      </ActionBar>,
    );
    expect(screen.queryByRole('button', { name: 'More case actions' })).toBeNull();
  });
});

describe('Breadcrumbs', () => {
  it('links every ancestor and marks the current page, which is not a link', () => {
    renderInRouter(
      <Breadcrumbs
        items={[
          { label: 'Cases', to: '/case' },
          { label: 'RCH-2026-0001', to: '/case/c-1' },
          { label: 'Edit' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Cases', 'RCH-2026-0001', 'Edit']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Cases', '/case'],
      ['RCH-2026-0001', '/case/c-1'],
    ]);
    const current = within(nav).getByText('Edit');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
    expect(within(nav).getAllByText((_, el) => el?.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('renders nothing without items', () => {
    renderInRouter(<Breadcrumbs items={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
