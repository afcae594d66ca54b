/**
 * The QA report's index over the store (./report-index.ts): the samples, tasks and cases it reads by id, and the
 * keys each of the three collections wrote since it was last read, told once a write is stored (../store/indexes.ts
 * `watch`: a create or an update is heard after the collection holds it, so a read between a write's hooks and
 * its store never files the record as it was).
 */
import { db } from '../store/db';
import { watch, type Watchable } from '../store/indexes';
import { byKey, keyedRecords } from '../store/keyed';
import { QaReportIndex, type Changes } from './report-index';

/** The keys of `collection` written since the last `take()`; the first take, and any after a clear, rebuilds. */
function written<R>(collection: unknown, identity: (record: R) => string): Changes {
  const keys = new Set<string>();
  let all = true;
  const mark = (record: R) => {
    if (!all) keys.add(identity(record));
  };
  const rebuild = () => {
    all = true;
    keys.clear();
  };
  watch(collection as Watchable<R>, identity, {
    add: mark,
    replace: mark,
    remove: mark,
    reset: rebuild,
    lost: rebuild,
  });
  return {
    take() {
      const taken = { rebuild: all, keys: all ? [] : [...keys] };
      all = false;
      keys.clear();
      return taken;
    },
  };
}

export const qaSamples = keyedRecords(db.qaSamples, (sample) => sample.id);

const reportIndex = new QaReportIndex(
  {
    samples: () => db.qaSamples.all(),
    sample: (id) => qaSamples.get(id),
    task: (id) => byKey.tasks.get(id),
    caseOf: (id) => byKey.cases.get(id),
  },
  {
    samples: written(db.qaSamples, (sample: { id: string }) => sample.id),
    tasks: written(db.tasks, (task: { id: string }) => task.id),
    cases: written(db.cases, (item: { caseID: string }) => item.caseID),
  },
);

/** The index, up to date with every write stored. */
export function qaReportIndex() {
  reportIndex.refresh();
  return reportIndex;
}

/** A case's samples, by id (blinding reads them on every read of a case, a notice or a consult's steps). */
export const samplesOfCase = (caseId: string) =>
  qaReportIndex()
    .samplesOf(caseId)
    .map((id) => qaSamples.get(id))
    .filter((sample) => sample !== undefined);
