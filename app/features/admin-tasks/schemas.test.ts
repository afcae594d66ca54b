/** The admin's task forms (decision 035): what the schemas accept and the bodies they send. */
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { formErrorMap } from '~/components/form';
import { createTaskForm, editTaskForm, TASK_FORM_MESSAGES, taskInputOf, taskUpdateOf } from './schemas';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const parse = (schema: typeof createTaskForm | typeof editTaskForm, fields: Record<string, string>) =>
  parseWithZod(form(fields), { schema, error: formErrorMap });

/** The field messages of a refused submission (none for a success). */
const errorsOf = (fields: Record<string, string>) => {
  const result = parse(createTaskForm, fields);
  return result.status === 'error' ? (result.error ?? {}) : {};
};

describe('createTaskForm', () => {
  it('turns a general task with a due date and checklist lines into a TaskInput', () => {
    const result = parse(createTaskForm, {
      type: '1',
      title: ' Order recuts ',
      priority: 'High',
      ownerGroup: 'Operator',
      dueDate: '12/31/2026',
      checklist: 'Call the lab\n\n  Check the slides  \n',
    });
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(taskInputOf(result.value as never)).toEqual({
      type: 1,
      title: 'Order recuts',
      description: null,
      priority: 'High',
      ownerGroup: 'Operator',
      assigneeId: null,
      facilityId: null,
      caseId: null,
      dueDate: '2026-12-31',
      checklist: [
        { label: 'Call the lab', done: false },
        { label: 'Check the slides', done: false },
      ],
    });
  });

  it('asks a QA task for its case and provider, and a facility-owned task for its facility', () => {
    expect(errorsOf({ type: '2', title: 'Review', ownerGroup: 'Operator' })).toMatchObject({
      caseId: [TASK_FORM_MESSAGES.qaCase],
      assigneeId: [TASK_FORM_MESSAGES.qaAssignee],
    });
    expect(errorsOf({ type: '1', title: 'Call', ownerGroup: 'Facility' })).toMatchObject({
      facilityId: [TASK_FORM_MESSAGES.facility],
    });
  });

  it('refuses a checklist item past the contract’s 200 characters and a wrong date', () => {
    const errors = errorsOf({
      type: '1',
      title: 'T',
      ownerGroup: 'Operator',
      checklist: 'x'.repeat(201),
      dueDate: '13/45/2026',
    });
    expect(errors.checklist).toEqual([TASK_FORM_MESSAGES.checklistItem]);
    expect(errors.dueDate?.length).toBe(1);
  });
});

describe('taskUpdateOf', () => {
  it('keeps the tick and document of an item whose label stays, clears what was emptied', () => {
    const result = parse(editTaskForm, {
      title: 'Renamed',
      ownerGroup: 'Operator',
      checklist: 'Call the lab\nNew item',
    });
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    const body = taskUpdateOf(result.value as never, [
      { label: 'Call the lab', done: true, documentId: 'doc-1' },
      { label: 'Dropped', done: true },
    ]);
    expect(body).toMatchObject({
      title: 'Renamed',
      assigneeId: null,
      dueDate: null,
      description: null,
      checklist: [
        { label: 'Call the lab', done: true, documentId: 'doc-1' },
        { label: 'New item', done: false },
      ],
    });
  });
});
