import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '../../../../tests/setup/strict-console';
import { createViewerModel } from './viewer-model';

describe('createViewerModel', () => {
  it('says on the console when an emitted event breaks the schema', async () => {
    const model = createViewerModel();
    const scope = fork();
    await allSettled(model.main.dispatched, {
      scope,
      params: { type: 'mode/delete', id: 'e1', at: 1, origin: 'user', on: true },
    });
    expect(takeConsoleErrors()).toEqual([]);
    await allSettled(model.main.dispatched, {
      scope,
      // A colour that is not #rrggbb.
      params: { type: 'patch/recoloured', id: 'e2', at: 2, origin: 'user', patchId: 'p1', color: 'red' },
    });
    expect(takeConsoleErrors().join('\n')).toMatch(
      /Invalid viewer event in the main pane: patch\/recoloured/,
    );
  });

  it('mirrors the main pane into the split pane only while sync is on', async () => {
    const model = createViewerModel();
    const scope = fork();
    const zoom = (id: string) => ({
      type: 'viewport/changed' as const,
      id,
      at: 1,
      origin: 'user' as const,
      zoom: 2,
      center: { x: 0.5, y: 0.5 },
      rotation: 90 as const,
    });
    await allSettled(model.main.dispatched, { scope, params: zoom('a') });
    expect(scope.getState(model.split.$state).rotation).toBe(0);
    await allSettled(model.syncChanged, { scope, params: true });
    expect(scope.getState(model.split.$state).rotation).toBe(90);
    expect(scope.getState(model.split.$log).every((event) => event.id.startsWith('sync-'))).toBe(true);
  });
});
