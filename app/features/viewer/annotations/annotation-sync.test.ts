import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentEvent, Patch, Ruler, ViewerEvent } from 'contracts';
import { createPaneModel, currentPatches, currentRulers, loadRulers } from '../model';
import {
  AnnotationRequestError,
  createAnnotationSync,
  type AnnotationAnswer,
  type AnnotationTransport,
} from './annotation-sync';
import { loadOutbox, loadPatches } from './cache';

let counter = 0;
const meta = () => ({ id: `e${(counter += 1)}`, at: 1000 + counter, origin: 'user' as const });
const ruler = (id: string): Ruler => ({
  id,
  mode: 'straight',
  rect: { x: 1, y: 1, width: 30, height: 40 },
  label: '50 μm',
  visible: true,
});
const patch = (id: string, note = ''): Patch => ({
  id,
  note,
  color: '#7cfc00',
  isPoint: false,
  size: { x: 10, y: 10, width: 100, height: 100 },
  widthInClient: 40,
});
const addRuler = (id: string): ViewerEvent => ({ type: 'measurement/added', ...meta(), ruler: ruler(id) });

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A server of one image: the merged log, as the mock keeps it. */
function fakeServer() {
  let events: DocumentEvent[] = [];
  const answer = (): AnnotationAnswer => {
    const rulers = new Map<string, Ruler>();
    const patches = new Map<string, Patch>();
    for (const e of events) {
      if (e.type === 'measurement/added') rulers.set(e.ruler.id, e.ruler);
      if (e.type === 'measurement/removed') rulers.delete(e.rulerId);
      if (e.type === 'patch/added') patches.set(e.patch.id, e.patch);
      if (e.type === 'patch/noted') patches.set(e.patchId, { ...patches.get(e.patchId)!, note: e.note });
    }
    return {
      rulers: [...rulers.values()],
      patches: [...patches.values()],
      eventIds: events.map((e) => e.id),
      canEdit: true,
      readOnlyReason: null,
    };
  };
  const transport: AnnotationTransport & { offline: boolean; refuse: number | null } = {
    offline: false,
    refuse: null,
    load: vi.fn(async () => answer()),
    save: vi.fn(async (_imageId: string, batch: DocumentEvent[]) => {
      if (transport.offline) throw new AnnotationRequestError('offline', null);
      if (transport.refuse) throw new AnnotationRequestError('This case is signed out.', transport.refuse);
      const ids = new Set(events.map((e) => e.id));
      events = [...events, ...batch.filter((e) => !ids.has(e.id))].sort((a, b) => a.at - b.at);
      return answer();
    }),
  };
  return { transport, answer, push: (...more: DocumentEvent[]) => void (events = [...events, ...more]) };
}

async function setup(options: { canEdit?: boolean; storage?: ReturnType<typeof memoryStorage> } = {}) {
  const pane = createPaneModel();
  const scope = fork();
  const server = fakeServer();
  const storage = options.storage ?? memoryStorage();
  const seen = { foreign: 0, readOnly: [] as string[], refused: [] as string[] };
  const sync = createAnnotationSync({
    scope,
    pane,
    caseId: 'case-1',
    imageAt: (index) => `blob-${index}`,
    transport: server.transport,
    storage,
    canEdit: options.canEdit ?? true,
    onForeignChange: () => void (seen.foreign += 1),
    onReadOnly: (reason) => void seen.readOnly.push(reason),
    onSaveRefused: (message) => void seen.refused.push(message),
    timers: { set: () => 0, clear: () => undefined },
  });
  const dispatch = (event: ViewerEvent) => allSettled(pane.dispatched, { scope, params: event });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const state = () => scope.getState(pane.$state);
  return { pane, scope, server, storage, seen, sync, dispatch, settle, state };
}

describe('annotation sync', () => {
  it('reads the slides a replay asks for and resolves once each has its first answer', async () => {
    const { server, sync, state } = await setup();
    server.push({ type: 'measurement/added', ...meta(), ruler: ruler('kept') });
    await sync.ready([0, 2]);
    expect(vi.mocked(server.transport.load).mock.calls.map(([imageId]) => imageId)).toEqual([
      'blob-0',
      'blob-2',
    ]);
    expect(state().rulersBySlide[0]?.map((each) => each.id)).toEqual(['kept']);
    expect(state().rulersBySlide[2]?.map((each) => each.id)).toEqual(['kept']);
    // Read once: the slide shown later asks nothing again.
    sync.show(2);
    expect(server.transport.load).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s annotations on first show and never echoes them back', async () => {
    const { server, sync, settle, state } = await setup();
    server.push({ type: 'patch/added', ...meta(), patch: patch('p', 'from the server') });
    sync.show(0);
    await settle();
    expect(currentPatches(state()).map((p) => p.note)).toEqual(['from the server']);
    await sync.flush();
    expect(server.transport.save).not.toHaveBeenCalled();
  });

  it('sends the person’s events, and an undo as its compensating event', async () => {
    const { pane, scope, server, sync, dispatch, settle } = await setup();
    sync.show(0);
    await settle();
    await dispatch(addRuler('r'));
    await sync.flush();
    await allSettled(pane.undo, { scope });
    await sync.flush();
    const batches = vi.mocked(server.transport.save).mock.calls.map(([, batch]) => batch.map((e) => e.type));
    expect(batches).toEqual([['measurement/added'], ['measurement/removed']]);
    expect(server.answer().rulers).toEqual([]);
  });

  it('keeps unsent events while offline (outbox in storage) and sends them later, once', async () => {
    const { server, sync, dispatch, settle, storage } = await setup();
    sync.show(0);
    await settle();
    server.transport.offline = true;
    await dispatch(addRuler('r'));
    await sync.flush();
    expect(loadOutbox(storage, 'case-1', 'blob-0').map((e) => e.type)).toEqual(['measurement/added']);
    expect(loadRulers(storage, 'case-1', 0).map((r) => r.id)).toEqual(['r']);
    server.transport.offline = false;
    sync.retry();
    await settle();
    await sync.flush();
    expect(server.answer().rulers.map((r) => r.id)).toEqual(['r']);
    expect(loadOutbox(storage, 'case-1', 'blob-0')).toEqual([]);
    expect(sync.pendingCount()).toBe(0);
  });

  it('a reload sends what the last session could not', async () => {
    const storage = memoryStorage();
    const first = await setup({ storage });
    first.sync.show(0);
    await first.settle();
    first.server.transport.offline = true;
    await first.dispatch({ type: 'patch/added', ...meta(), patch: patch('p', 'offline note') });
    await first.sync.flush();
    first.sync.dispose();
    expect(loadPatches(storage, 'case-1', 0).map((p) => p.note)).toEqual(['offline note']);

    const second = await setup({ storage });
    second.sync.show(0);
    await second.settle();
    await second.sync.flush();
    expect(second.server.answer().patches.map((p) => p.note)).toEqual(['offline note']);
    expect(currentPatches(second.state()).map((p) => p.note)).toEqual(['offline note']);
  });

  it('someone else’s change: the slide takes the server’s state, its undo history goes, the reader is told', async () => {
    const { pane, scope, server, sync, dispatch, settle, seen, state } = await setup();
    sync.show(0);
    await settle();
    await dispatch(addRuler('mine'));
    server.push(addRuler('theirs') as DocumentEvent);
    await sync.flush();
    expect(seen.foreign).toBe(1);
    expect(currentRulers(state()).map((r) => r.id)).toEqual(['mine', 'theirs']);
    expect(scope.getState(pane.$canUndo)).toBe(false);
    await sync.flush();
    expect(server.transport.save).toHaveBeenCalledTimes(1);
  });

  it('a refusal (signed out) makes the viewer read-only and drops the queue; read-only sends nothing', async () => {
    const { server, sync, dispatch, settle, seen } = await setup();
    sync.show(0);
    await settle();
    server.transport.refuse = 409;
    await dispatch(addRuler('r'));
    await sync.flush();
    expect(seen.readOnly).toEqual(['This case is signed out.']);
    expect(sync.canEdit()).toBe(false);
    expect(sync.pendingCount()).toBe(0);

    const reader = await setup({ canEdit: false });
    reader.sync.show(0);
    await reader.settle();
    await reader.dispatch(addRuler('r'));
    await reader.sync.flush();
    expect(reader.server.transport.save).not.toHaveBeenCalled();
  });
});
