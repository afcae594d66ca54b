/**
 * The task list's related case: a link to the case's page where the caller may open it, the record id
 * as text with the reason where the API says they may not (a cancelled QA task's case, for its reviewer).
 */
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TASK_AREAS } from './areas';
import { taskListQuery } from './list-query';
import { TaskListView, type TaskListData } from './task-list';
import type { Task } from './types';
import { spyOnToasts } from '../../../tests/setup/toast-spies';

spyOnToasts();

function qaTask(n: number, overrides: Partial<Task>): Task {
  const id = String(n).padStart(4, '0');
  return {
    id: `task-${id}`,
    taskNumber: `TSK-00${id}`,
    type: 2,
    typeKey: 'qa',
    typeLabel: 'QA',
    title: `QA review of LUMC-2026-${id}`,
    description: null,
    status: 'Open',
    priority: 'Normal',
    ownerGroup: 'Operator',
    assignee: { id: 'usr-provider', name: 'Maya Okafor' },
    facility: null,
    case: { caseID: `case-${id}`, caseRecordId: `LUMC-2026-${id}` },
    createdBy: { id: 'usr-admin', name: 'Alex Admin' },
    dueDate: null,
    checklist: [],
    comments: [],
    resolution: null,
    qaReview: null,
    documents: [],
    submittedAt: null,
    createdAt: '2026-10-02T09:30:00Z',
    updatedAt: '2026-10-02T09:30:00Z',
    startedAt: null,
    completedAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

function renderTasks(items: Task[]) {
  const data: TaskListData = {
    state: taskListQuery.defaults,
    page: { items, page: 1, pageSize: 20, total: items.length, totalPages: 1 },
    error: null,
  };
  const router = createMemoryRouter(
    [
      {
        id: 'list',
        path: '/task',
        loader: () => null,
        element: <TaskListView title="My Tasks" area={TASK_AREAS.provider} data={data} />,
      },
    ],
    {
      initialEntries: ['/task'],
      hydrationData: { loaderData: { list: null } },
      future: { v7_relativeSplatPath: true },
    },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

/** The Related case cell of the row whose header is `title`. */
function relatedCase(title: string) {
  const table = screen.getByRole('table', { name: 'My Tasks' });
  const column = within(table)
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent === 'Related case');
  const row = within(table).getByRole('rowheader', { name: title }).closest('tr')!;
  return row.children[column] as HTMLElement;
}

describe('TaskListView: the related case', () => {
  it('links the case the caller may open, and names one out of reach as text with the reason', () => {
    renderTasks([
      qaTask(1, { canOpenCase: true }),
      qaTask(50, { status: 'Cancelled', cancelledAt: '2026-10-03T09:30:00Z', canOpenCase: false }),
      qaTask(7, {
        type: 1,
        typeKey: 'general',
        typeLabel: 'General',
        title: 'Return the blocks',
        canOpenCase: false,
      }),
      // A backend that does not say: linked, as before.
      qaTask(9, {}),
    ]);
    expect(within(relatedCase('QA review of LUMC-2026-0001')).getByRole('link')).toHaveAttribute(
      'href',
      '/case-details/case-0001',
    );
    const cancelled = relatedCase('QA review of LUMC-2026-0050');
    expect(within(cancelled).queryByRole('link')).toBeNull();
    expect(cancelled).toHaveTextContent(
      /^LUMC-2026-0050You cannot open this case: the task was cancelled\.$/,
    );
    const general = relatedCase('Return the blocks');
    expect(within(general).queryByRole('link')).toBeNull();
    expect(general).toHaveTextContent(/^LUMC-2026-0007You cannot open this case\.$/);
    expect(within(relatedCase('QA review of LUMC-2026-0009')).getByRole('link')).toHaveTextContent(
      'LUMC-2026-0009',
    );
  });
});
