import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldDocument,
  mergeEvents,
  type DocumentEvent,
  type Patch,
  type Ruler,
  type ViewerEvent,
} from 'contracts';
import { stepsArbitrary } from './arbitraries';
import { diffDocument, inOrder, outgoingEvents, slideDocument, type SlideEvents } from './annotation-log';
import { append, emptyPaneLog, rebaseSlide, redo, restoreSlide, undo, type PaneLog } from './log';

const T0 = 1_700_000_000_000;
let counter = 0;
const meta = () => ({ id: `c${(counter += 1)}`, at: T0 + counter, origin: 'user' as const });
const ruler = (id: string, x = 0): Ruler => ({
  id,
  mode: 'straight',
  rect: { x, y: 0, width: 3, height: 4 },
  label: '',
  visible: true,
});
const patch = (id: string): Patch => ({
  id,
  note: '',
  color: '#7cfc00',
  isPoint: false,
  size: { x: 10, y: 10, width: 100, height: 100 },
  widthInClient: 40,
});
const ev = (event: { type: ViewerEvent['type'] } & Record<string, unknown>) =>
  ({ ...meta(), ...event }) as unknown as ViewerEvent;
const addRuler = (id: string) => ev({ type: 'measurement/added', ruler: ruler(id) });
const addPatch = (id: string) => ev({ type: 'patch/added', patch: patch(id) });
const movePatch = (patchId: string, x: number) => ev({ type: 'patch/moved', patchId, x, y: 20 });
const select = (index: number) => ev({ type: 'slide/selected', index });
const sent = (before: PaneLog, after: PaneLog) => outgoingEvents(before, after, meta);
const shape = (out: SlideEvents[]) =>
  out.map(({ slideIndex, events }) => ({ slideIndex, types: events.map((e) => e.type) }));

describe('outgoing annotation events', () => {
  it('sends what the person made as it is, on the slide it was made on', () => {
    const first = append(emptyPaneLog, addRuler('a'));
    const out = sent(emptyPaneLog, first);
    expect(out).toEqual([{ slideIndex: 0, events: [first.log[0]] }]);
    const onSlide2 = append(append(first, select(2)), addPatch('p'));
    expect(shape(sent(append(first, select(2)), onSlide2))).toEqual([
      { slideIndex: 2, types: ['patch/added'] },
    ]);
  });

  it('sends nothing for viewport and mode events', () => {
    const pane = append(emptyPaneLog, addRuler('a'));
    expect(sent(pane, append(pane, ev({ type: 'mode/delete', on: true })))).toEqual([]);
    expect(sent(pane, append(pane, ev({ type: 'viewport/home' })))).toEqual([]);
  });

  it('turns undo into compensating events and redo into the change again, with new ids', () => {
    const added = append(emptyPaneLog, addRuler('a'));
    const undone = undo(added);
    const [removal] = sent(added, undone);
    expect(removal!.events).toMatchObject([{ type: 'measurement/removed', rulerId: 'a' }]);
    const [again] = sent(undone, redo(undone));
    expect(again!.events).toMatchObject([{ type: 'measurement/added', ruler: { id: 'a' } }]);
    expect(again!.events[0]!.id).not.toBe(added.log[0]!.id);

    const moved = append(append(emptyPaneLog, addPatch('p')), movePatch('p', 500));
    const [back] = sent(moved, undo(moved));
    expect(back!.events).toMatchObject([{ type: 'patch/moved', patchId: 'p', x: 10, y: 10 }]);

    const cleared = append(append(added, addRuler('b')), ev({ type: 'measurement/cleared' }));
    const [restoredRulers] = sent(cleared, undo(cleared));
    expect(restoredRulers!.events.map((e) => e.type)).toEqual(['measurement/added', 'measurement/added']);
  });

  it('never echoes what a restore or a rebase put in the base', () => {
    const pane = append(emptyPaneLog, addRuler('a'));
    const restored = restoreSlide(pane, 1, { rulers: [ruler('stored')], patches: [patch('p')] });
    expect(sent(pane, restored)).toEqual([]);
    const rebased = rebaseSlide(pane, 0, { rulers: [ruler('server')], patches: [] }, false);
    expect(sent(pane, rebased)).toEqual([]);
    expect(slideDocument(rebased.state, 0).rulers.map((r) => r.id)).toEqual(['server', 'a']);
  });

  it('a rebase with dropHistory keeps other slides and their undo, and drops this slide’s edits', () => {
    const pane = [addRuler('a'), select(1), addRuler('b'), select(0)].reduce(append, emptyPaneLog);
    const rebased = rebaseSlide(pane, 0, { rulers: [ruler('server')], patches: [patch('p')] }, true);
    expect(rebased.log.map((e) => e.type)).toEqual(['slide/selected', 'measurement/added', 'slide/selected']);
    expect(slideDocument(rebased.state, 0)).toEqual({ rulers: [ruler('server')], patches: [patch('p')] });
    expect(slideDocument(rebased.state, 1).rulers.map((r) => r.id)).toEqual(['b']);
    expect(slideDocument(undo(rebased).state, 1).rulers).toEqual([]);
  });

  it('diffs a patch field by field', () => {
    const before = { rulers: [], patches: [patch('p')] };
    const after = {
      rulers: [],
      patches: [{ ...patch('p'), color: '#ff0000', note: 'n', size: { x: 1, y: 2, width: 5, height: 6 } }],
    };
    expect(diffDocument(before, after, meta).map((e) => e.type)).toEqual([
      'patch/moved',
      'patch/resized',
      'patch/recoloured',
      'patch/noted',
    ]);
  });

  it('keeps the order they were made in: times rise strictly', () => {
    const events = [addRuler('a'), addRuler('b')].map((e) => ({ ...e, at: 5 })) as DocumentEvent[];
    expect(inOrder(events, 7).map((e) => e.at)).toEqual([8, 9]);
  });

  it('property: the server’s fold of everything sent equals what the pane shows, slide by slide', () => {
    fc.assert(
      fc.property(stepsArbitrary(50), (steps) => {
        let n = 0;
        let server: Record<number, DocumentEvent[]> = {};
        let lastAt = 0;
        let pane = emptyPaneLog;
        for (const step of steps) {
          const before = pane;
          if (step.kind === 'event') {
            pane = append(pane, { ...step.event, id: `e${(n += 1)}`, origin: 'user' } as ViewerEvent);
          } else pane = step.kind === 'undo' ? undo(pane) : redo(pane);
          const out = outgoingEvents(before, pane, () => ({
            id: `x${(n += 1)}`,
            at: lastAt + 1,
            origin: 'user',
          }));
          for (const { slideIndex, events } of out) {
            const ordered = inOrder(events, lastAt);
            lastAt = ordered[ordered.length - 1]!.at;
            server = { ...server, [slideIndex]: mergeEvents(server[slideIndex] ?? [], ordered).merged };
          }
          if (step.kind === 'event') lastAt = Math.max(lastAt, step.event.at);
        }
        const slides = new Set([
          ...Object.keys(pane.state.rulersBySlide),
          ...Object.keys(pane.state.patchesBySlide),
          ...Object.keys(server),
        ]);
        for (const key of slides) {
          const slide = Number(key);
          const folded = foldDocument(server[slide] ?? []);
          const shown = slideDocument(pane.state, slide);
          expect(new Set(folded.rulers.map((r) => JSON.stringify(r)))).toEqual(
            new Set(shown.rulers.map((r) => JSON.stringify(r))),
          );
          expect(new Set(folded.patches.map((p) => JSON.stringify(p)))).toEqual(
            new Set(shown.patches.map((p) => JSON.stringify(p))),
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
