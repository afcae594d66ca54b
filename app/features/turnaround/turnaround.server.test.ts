/**
 * /admin/turnaround's loader and action against the in-process mock: the 18 targets in grid order and the
 * holidays as MM/DD/YYYY; a bad number, zero, a target over 1,500 and a holiday or target listed twice each
 * refused under its field with nothing changed; a good save redirected with its flash; other roles sent to their landing page.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import type { FormReply } from '~/components/form';
import { TURNAROUND_MESSAGES, type TurnaroundFormInput } from './schema';
import { loadTurnaround, saveTurnaround, TURNAROUND_PATH } from './turnaround.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

type Session = Awaited<ReturnType<typeof sessionFor>>;
type Answer = { data: FormReply; init: { status?: number } | null };

async function load(session: Session) {
  const result = (await loadTurnaround(appRequest(session.cookie, TURNAROUND_PATH))) as unknown as {
    data: {
      values: TurnaroundFormInput;
      updatedBy: string | null;
      flash: unknown;
      figures: {
        windowDays: number;
        byFacility: unknown[];
        byProvider: unknown[];
        byCaseType: Array<{ cases: number; byPriority: Array<{ priority: string; cases: number }> }>;
      } | null;
    };
  };
  return result.data;
}

/** The form as the browser posts it. */
function posted(values: TurnaroundFormInput): Record<string, string> {
  const body: Record<string, string> = {};
  values.targets.forEach((target, i) => {
    body[`targets[${i}].caseType`] = target.caseType;
    body[`targets[${i}].priority`] = target.priority;
    body[`targets[${i}].hours`] = String(target.hours ?? '');
  });
  values.holidays?.forEach((day, i) => (body[`holidays[${i}]`] = day));
  return body;
}

const save = async (session: Session, values: TurnaroundFormInput) =>
  (await saveTurnaround(appRequest(session.cookie, TURNAROUND_PATH, posted(values)))) as unknown;

const withHours = (values: TurnaroundFormInput, index: number, hours: string) => ({
  ...values,
  targets: values.targets.map((t, i) => (i === index ? { ...t, hours } : t)),
});

describe('Turnaround (/admin/turnaround)', () => {
  it('shows the targets in grid order and the holidays as MM/DD/YYYY', async () => {
    const admin = await sessionFor('admin@demo.test');
    const { values, updatedBy } = await load(admin);
    expect(values.targets).toHaveLength(18);
    expect(values.targets.slice(0, 3)).toEqual([
      { caseType: 'surgical', priority: 'Routine', hours: '48' },
      { caseType: 'surgical', priority: 'Rush', hours: '24' },
      { caseType: 'surgical', priority: 'STAT', hours: '4' },
    ]);
    expect(values.holidays).toContain('11/26/2026');
    expect(updatedBy).toBeNull();
  });

  it('reads the on-time figures of the last 30 days beside the targets', async () => {
    const admin = await sessionFor('admin@demo.test');
    const { figures } = await load(admin);
    expect(figures).toMatchObject({ windowDays: 30 });
    expect(figures!.byCaseType.length).toBeGreaterThan(0);
    // On time by case type too, and within it per priority, each beside its own target.
    const figuresOf = (row: { cases: number }) => ({
      cases: expect.any(Number),
      met: expect.any(Number),
      onTimePercent: row.cases ? expect.any(Number) : null,
      medianWorkingHours: row.cases ? expect.any(Number) : null,
    });
    for (const row of figures!.byCaseType) {
      expect(row).toEqual({
        caseType: expect.any(String),
        ...figuresOf(row),
        byPriority: row.byPriority.map((p) => ({ priority: p.priority, ...figuresOf(p) })),
      });
      expect(row.byPriority.map((p) => p.priority)).toEqual(['STAT', 'Rush', 'Routine']);
    }
    expect(Array.isArray(figures!.byFacility) && Array.isArray(figures!.byProvider)).toBe(true);
  });

  it('refuses a bad target or a holiday listed twice under its field, and changes nothing', async () => {
    const admin = await sessionFor('admin@demo.test');
    const before = await load(admin);
    for (const [hours, message] of [
      ['1.5', TURNAROUND_MESSAGES.wholeNumber],
      ['forty', TURNAROUND_MESSAGES.wholeNumber],
      ['0', TURNAROUND_MESSAGES.tooSmall],
      ['-4', TURNAROUND_MESSAGES.tooSmall],
      ['1501', TURNAROUND_MESSAGES.tooBig],
    ] as const) {
      const answer = (await save(admin, withHours(before.values, 1, hours))) as Answer;
      expect(answer.init?.status, hours).toBe(400);
      expect(answer.data.result.error).toEqual({ 'targets[1].hours': [message] });
    }
    expect([
      TURNAROUND_MESSAGES.wholeNumber,
      TURNAROUND_MESSAGES.tooSmall,
      TURNAROUND_MESSAGES.tooBig,
    ]).toEqual([
      'Enter a whole number of hours, like 48.',
      'Enter at least 1 hour.',
      'Enter at most 1,500 hours.',
    ]);

    // The backend decides what is listed twice (422); its message lands on the field it names.
    const twiceHoliday = (await save(admin, {
      ...withHours(before.values, 0, '30'),
      holidays: ['12/24/2026', '01/04/2027', '12/24/2026'],
    })) as Answer;
    expect(twiceHoliday.init?.status).toBe(422);
    expect(twiceHoliday.data.result.error).toMatchObject({
      'holidays[2]': [TURNAROUND_MESSAGES.holidayTwice],
    });
    const twiceTarget = (await save(admin, {
      ...before.values,
      targets: [...before.values.targets.slice(0, 17), { ...before.values.targets[0]!, hours: '12' }],
    })) as Answer;
    expect(twiceTarget.init?.status).toBe(422);
    expect(twiceTarget.data.result.error).toMatchObject({ 'targets[17]': [TURNAROUND_MESSAGES.targetTwice] });

    expect((await load(admin)).values).toEqual(before.values);
  });

  it('saves the targets and holidays, back to the page with its flash', async () => {
    const admin = await sessionFor('admin@demo.test');
    const before = await load(admin);
    const response = (await save(admin, {
      ...withHours(before.values, 2, '6'),
      holidays: ['12/25/2026', '12/24/2026'],
    })) as Response;
    expect(redirectOf(response)).toEqual({
      status: 302,
      location: TURNAROUND_PATH,
      flash: { kind: 'success', message: 'Turnaround targets saved.' },
    });
    const after = await load(admin);
    expect(after.values.targets[2]).toEqual({ caseType: 'surgical', priority: 'STAT', hours: '6' });
    expect(after.values.holidays).toEqual(['12/24/2026', '12/25/2026']);
    expect(after.updatedBy).not.toBeNull();
  });

  it('without JavaScript, adds a holiday field and saves nothing', async () => {
    const admin = await sessionFor('admin@demo.test');
    const before = await load(admin);
    const body = {
      ...posted(before.values),
      __intent__: JSON.stringify({ type: 'insert', payload: { name: 'holidays', defaultValue: '' } }),
    };
    const answer = (await saveTurnaround(
      appRequest(admin.cookie, TURNAROUND_PATH, body),
    )) as unknown as Answer;
    expect(answer.init?.status ?? 200).toBe(200);
    const shown = answer.data.result.initialValue as { holidays: string[] };
    expect(shown.holidays).toHaveLength(before.values.holidays!.length + 1);
    expect((await load(admin)).updatedBy).toBeNull();
  });

  it('sends other roles to their landing page before reading or saving anything', async () => {
    const facility = await sessionFor('facility@demo.test');
    const attempts: (() => Promise<unknown>)[] = [
      () => loadTurnaround(appRequest(facility.cookie, TURNAROUND_PATH)),
      () => saveTurnaround(appRequest(facility.cookie, TURNAROUND_PATH, { 'targets[0].hours': '1' })),
    ];
    for (const run of attempts) {
      const { thrown, value } = await settle(run);
      expect(thrown).toBe(true);
      expect((value as Response).headers.get('Location')).toBe('/upload-project');
    }
  });
});
