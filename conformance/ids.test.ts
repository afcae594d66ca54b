import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_SOURCES, sourcesFor } from './ids';
import { listOperations, loadOpenapi } from './openapi';
import { operationsInPlay } from './collect';

const doc = loadOpenapi();
const operations = listOperations(doc);
const names = (op: (typeof operations)[number]) =>
  op.parameters.filter((p) => p.in === 'path' || p.in === 'query').map((p) => p.name);

describe('the id sources a run asks', () => {
  it('are all of them for a whole run', () => {
    expect(sourcesFor(operationsInPlay(doc, operations, operations))).toEqual(ID_SOURCES);
  });

  it('are those of the operations in play and those giving their parameters, with what they need', () => {
    fc.assert(
      fc.property(fc.subarray(operations, { minLength: 1, maxLength: 6 }), (selected) => {
        const inPlay = operationsInPlay(doc, selected, operations);
        const asked = sourcesFor(inPlay);
        const given = new Set(asked.flatMap((source) => source.yields));
        const wanted = new Set(inPlay.flatMap(names));
        const playing = new Set(inPlay.map((op) => op.operationId));
        for (const source of ID_SOURCES)
          if (playing.has(source.operationId) || source.yields.some((name) => wanted.has(name)))
            expect(asked).toContain(source);
        for (const source of asked)
          for (const need of source.needs ?? [])
            expect(given.has(need), `${need} for ${source.operationId}`).toBe(true);
      }),
    );
  });

  it('are none for operations that name no collected id', () => {
    const listCountries = operations.filter((op) => op.operationId === 'listCountries');
    expect(sourcesFor(operationsInPlay(doc, listCountries, operations))).toEqual([]);
  });
});
