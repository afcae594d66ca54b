/**
 * Every operation of openapi.yaml has something in the conformance run that seeks its success answer (a way in,
 * a sequence, the id collection and its links, the state_transitions rule, or generated requests for ids the run
 * collects), or the contract says why no run can reach it (`x-conformance-unreachable: <why>`). Without either,
 * a run only sends it made-up ids and its success answer is never judged: success_reached fails it at the end of
 * a run; this says so without one (conformance/reach.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_SOURCES } from '../../conformance/ids';
import { listOperations, type OpenApiDoc, type OperationInfo } from '../../conformance/openapi';
import { seekersOf, unsought, type SeekingTables } from '../../conformance/reach';
import { unreachableReason } from '../../conformance/rules/success-reached';
import { SEQUENCES } from '../../conformance/stateful';
import { WAYS } from '../../conformance/ways';
import { openapi } from './openapi-validator';

const doc = openapi;
const operations = listOperations(doc);
const tables: SeekingTables = { ways: WAYS, sequences: SEQUENCES, sources: ID_SOURCES };

/** The contract with an operation nothing in the run knows: an archive of a case, by an id no source yields. */
function withArchive(marker?: string): { spec: OpenApiDoc; ops: OperationInfo[] } {
  const spec = structuredClone(doc);
  const path = '/api/archives/{archiveId}';
  spec.paths[path] = {
    post: {
      operationId: 'restoreArchive',
      description: 'Puts an archived case back.',
      parameters: [{ name: 'archiveId', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: 'Restored.' } },
      ...(marker === undefined ? {} : { 'x-conformance-unreachable': marker }),
    },
  } as never;
  return { spec, ops: listOperations(spec) };
}

describe('the conformance run reaching each operation', () => {
  it('seeks the success of every operation of openapi.yaml, or the contract says why not', () => {
    expect(unsought(doc, operations, tables)).toEqual([]);
  });

  it('has x-conformance-unreachable only where nothing seeks the success, with a reason', () => {
    const seekers = seekersOf(doc, operations, tables);
    const marked = operations.filter((op) => unreachableReason(doc, op));
    // The facility's archive is sent generated requests, but only a running archive at an allowed address
    // answers them 2xx, and a run has none to name: those requests judge the refusals only.
    expect(marked.map((op) => [op.operationId, seekers.get(op.operationId)])).toEqual([
      ['searchImageArchive', ['generated requests']],
      ['retryDelivery', []],
      ['attachArchiveSeries', ['generated requests']],
      ['retrySlideArchiveStore', ['generated requests']],
      ['getDicomwebSeriesMetadata', []],
      ['searchDicomwebInstances', []],
      ['getDicomwebFrames', []],
      ['getDicomwebRendered', []],
    ]);
    const retry = marked.find((op) => op.operationId === 'retryDelivery')!;
    expect(unreachableReason(doc, retry)).toMatch(/^only a failed delivery is retried/);
  });

  it('names a new operation nothing seeks, until a way in covers it or the contract gives a reason', () => {
    const bare = withArchive();
    expect(unsought(bare.spec, bare.ops, tables)).toEqual(['restoreArchive']);
    const covered = { ...tables, ways: [...WAYS, { name: 'an archive', covers: ['restoreArchive'] }] };
    expect(seekersOf(bare.spec, bare.ops, covered).get('restoreArchive')).toEqual([
      'the way in "an archive"',
    ]);
    expect(unsought(bare.spec, bare.ops, covered)).toEqual([]);
    const reasoned = withArchive('an archive is made by a nightly job a run cannot start');
    expect(unsought(reasoned.spec, reasoned.ops, tables)).toEqual([]);
    // A reason must say something.
    expect(unsought(withArchive('  ').spec, withArchive('  ').ops, tables)).toEqual(['restoreArchive']);
  });

  it('counts generated requests only for ids the run collects and requests nothing holds back', () => {
    const seekers = seekersOf(doc, operations, tables);
    // getTask's taskId comes from listTasks; the slide bytes from the links getSlideDownloadLink hands out.
    expect(seekers.get('getTask')).toContain('generated requests');
    expect(seekers.get('getSlideFile')).toEqual(['a link the id collection follows']);
    // An irreversible transition reaches only the run's own records: its way in or the rule, not found ids.
    expect(seekers.get('signOutCase')).not.toContain('generated requests');
    expect(seekers.get('cancelCase')).toEqual(['the state_transitions rule']);
    // A delete by id removes only what the run made (its sequence); the banner, one record, is cleared as found.
    expect(seekers.get('deleteGroup')).toEqual(['the group sequence']);
    expect(seekers.get('clearBanner')).toEqual(['generated requests']);
  });

  it('property: taking an operation out of every table leaves it unsought unless the contract marks it', () => {
    const sought = operations.filter((op) => !unreachableReason(doc, op));
    fc.assert(
      fc.property(fc.constantFrom(...sought), (operation) => {
        const id = operation.operationId;
        const without: SeekingTables = {
          ways: WAYS.map((w) => ({ name: w.name, covers: w.covers.filter((c) => c !== id) })),
          sequences: SEQUENCES.map((s) => ({ ...s, steps: s.steps.filter((st) => st.operationId !== id) })),
          sources: ID_SOURCES.filter((source) => source.operationId !== id),
        };
        const left = seekersOf(doc, operations, without).get(id)!;
        // What is left is what the tables cannot take away: the rule, links, or ids other sources yield.
        expect(left.every((what) => !what.startsWith('the way in') && !what.endsWith('sequence'))).toBe(true);
        expect(unsought(doc, operations, without).includes(id)).toBe(left.length === 0);
      }),
      { numRuns: 60 },
    );
  });
});
