/**
 * The Turnaround page's on-time figures as a reader meets them: per case type a group of rows, one per priority,
 * each with the one target its cases were judged against beside its figures, headed so that a screen reader
 * names the case type, the priority and the column of every figure.
 */
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../contracts';
import { OnTimeFigures } from './on-time-figures';
import { formValuesOf } from './schema';

type DueTimes = components['schemas']['DueTimeFigures'];
type Row = DueTimes['byCaseType'][number];

const NONE = { cases: 0, met: 0, onTimePercent: null, medianWorkingHours: null };
const empty = (caseType: Row['caseType']): Row => ({
  caseType,
  ...NONE,
  byPriority: [
    { priority: 'STAT', ...NONE },
    { priority: 'Rush', ...NONE },
    { priority: 'Routine', ...NONE },
  ],
});

const FIGURES: DueTimes = {
  windowDays: 30,
  byFacility: [],
  byProvider: [],
  byCaseType: [
    {
      caseType: 'surgical',
      cases: 7,
      met: 5,
      onTimePercent: 71.4,
      medianWorkingHours: 20,
      byPriority: [
        { priority: 'STAT', cases: 3, met: 2, onTimePercent: 66.7, medianWorkingHours: 3.1 },
        { priority: 'Rush', ...NONE },
        { priority: 'Routine', cases: 4, met: 3, onTimePercent: 75, medianWorkingHours: 40.5 },
      ],
    },
    empty('cytology'),
  ],
  overdue: { total: 0, unassigned: 0, byFacility: [], byProvider: [] },
};

const TARGETS = formValuesOf({
  targets: [
    { caseType: 'surgical', priority: 'STAT', hours: 4 },
    { caseType: 'surgical', priority: 'Rush', hours: 24 },
    { caseType: 'surgical', priority: 'Routine', hours: 1500 },
    { caseType: 'cytology', priority: 'Routine', hours: 48 },
  ],
  holidays: [],
}).targets;

function renderFigures() {
  const router = createMemoryRouter(
    [{ path: '/', element: <OnTimeFigures figures={FIGURES} targets={TARGETS} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('table', {
    name: 'On time and median turnaround by case type and priority, each against its target, last 30 days',
  });
}

/** Text as it reads: the soft hyphens that let a long case type name break are not read. */
const texts = (elements: Element[]) => elements.map((e) => e.textContent!.replaceAll('\u00ad', ''));

describe('the on-time figures per priority, beside their targets', () => {
  it('gives each case type a group of rows, a priority each, its target beside its figures', () => {
    const table = renderFigures();
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Priority and target',
      'On time',
      'Median (working hours)',
    ]);
    const groups = table.querySelectorAll('tbody');
    expect(groups).toHaveLength(2);
    const rowsOf = (group: Element) =>
      [...group.querySelectorAll('tr')].map((tr) => texts([...tr.querySelectorAll('th, td')]));
    expect(rowsOf(groups[0]!)).toEqual([
      ['Surgical Pathology'],
      ['STAT 4 h', '2 of 3 (66.7 %)', '3.1 h'],
      ['Rush 24 h', 'None signed out', 'N/A'],
      ['Routine 1,500 h', '3 of 4 (75 %)', '40.5 h'],
    ]);
    expect(rowsOf(groups[1]!)).toEqual([
      ['Cytopathology'],
      ['STAT not set', 'None signed out', 'N/A'],
      ['Rush not set', 'None signed out', 'N/A'],
      ['Routine 48 h', 'None signed out', 'N/A'],
    ]);
  });

  it('heads each group by its case type and each row by its priority, so every figure is named by both', () => {
    const table = renderFigures();
    const groupHeaders = table.querySelectorAll('th[scope="rowgroup"]');
    expect(texts([...groupHeaders])).toEqual(['Surgical Pathology', 'Cytopathology']);
    for (const header of groupHeaders) expect(header.getAttribute('colspan')).toBe('3');
    // A row group's header is a row header too: the case type, then its priorities with their targets.
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual([
      'Surgical Pathology',
      'STAT 4 h',
      'Rush 24 h',
      'Routine 1,500 h',
      'Cytopathology',
      'STAT not set',
      'Rush not set',
      'Routine 48 h',
    ]);
    // The case type links to its signed-out cases; each priority to those of that priority alone.
    expect(within(table).getByRole('link', { name: 'Surgical Pathology' })).toHaveAttribute(
      'href',
      '/case?status=SignOutCompleted&type=surgical',
    );
    expect(within(table).getAllByRole('link', { name: 'STAT' })[0]).toHaveAttribute(
      'href',
      '/case?status=SignOutCompleted&type=surgical&priority=STAT',
    );
  });
});
