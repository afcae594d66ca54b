import { describe, expect, it } from 'vitest';
import { TASK_AREAS, areaForRole, taskDetailHref } from './areas';
import { taskPermissions } from './permissions';

const general = { type: 1 as const, ownerGroup: 'Facility' as const };

describe('taskPermissions', () => {
  it('offers start only while Open, and complete, comment and ticking while Open or InProgress', () => {
    const { provider } = TASK_AREAS;
    expect(taskPermissions(provider, { ...general, status: 'Open' })).toMatchObject({
      start: true,
      complete: true,
      comment: true,
      tick: true,
    });
    expect(taskPermissions(provider, { ...general, status: 'InProgress' })).toMatchObject({
      start: false,
      complete: true,
    });
    for (const status of ['Completed', 'Cancelled'] as const)
      expect(taskPermissions(provider, { ...general, status })).toEqual({
        start: false,
        complete: false,
        cancel: false,
        reopen: false,
        comment: false,
        tick: false,
      });
  });

  it('lets a facility cancel only the general tasks it owns; a provider never; admins reopen', () => {
    const { facility, provider, admin } = TASK_AREAS;
    expect(taskPermissions(facility, { ...general, status: 'Open' }).cancel).toBe(true);
    expect(taskPermissions(facility, { ...general, ownerGroup: 'Both', status: 'Open' }).cancel).toBe(true);
    expect(taskPermissions(facility, { type: 2, ownerGroup: 'Operator', status: 'Open' }).cancel).toBe(false);
    expect(taskPermissions(provider, { ...general, status: 'Open' }).cancel).toBe(false);
    expect(taskPermissions(admin, { type: 3, ownerGroup: 'Operator', status: 'Open' }).cancel).toBe(true);
    expect(taskPermissions(admin, { ...general, status: 'Completed' }).reopen).toBe(true);
  });
});

describe('areas', () => {
  it('are chosen by role; a role without tasks has none', () => {
    expect(areaForRole('MedicalFacility')?.id).toBe('facility');
    expect(areaForRole('FacilityNP')?.id).toBe('facility');
    expect(areaForRole('provider')?.id).toBe('provider');
    expect(areaForRole('Admin')?.id).toBe('admin');
    expect(areaForRole('Guest')).toBeNull();
    expect(taskDetailHref(TASK_AREAS.facility, 'task 1')).toBe('/facility/tasks-detail/task%201');
  });
});
