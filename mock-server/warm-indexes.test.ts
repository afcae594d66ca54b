import { describe, expect, it } from 'vitest';
import { db } from './store/db';
import { caseIndex } from './cases/case-index';
import { COLLECT, WARM_STEPS, warmIndexes } from './warm-indexes';

describe('the indexes made once the mock answers', () => {
  it('are made a step a task, a request between two steps answered before the next, garbage collected where asked and at the end', async () => {
    const seen: string[] = [];
    const step = (name: string) => () => {
      seen.push(name);
      // A request arriving during this step: answered before the next step starts.
      if (name === 'cases') setImmediate(() => seen.push('request'));
    };
    await warmIndexes([step('cases'), COLLECT, step('audit')], () => seen.push('collect'));
    expect(seen).toEqual(['cases', 'request', 'collect', 'audit', 'collect']);
  });

  it('read the mock’s own indexes without failing, and leave them answering as before', async () => {
    const before = caseIndex.search('a').length;
    await warmIndexes(WARM_STEPS, () => {});
    expect(caseIndex.size).toBe(db.cases.count());
    expect(caseIndex.search('a')).toHaveLength(before);
  });
});
