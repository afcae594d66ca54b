/**
 * Which operation the code running now belongs to (`route()` in ./operation.ts runs each handler inside it): for
 * what watches the database and must tell a provider's pick-up from an admin's assignment (../live/watch.ts), for
 * the change log, which notes an operation's writes in its own change set (../store/change-log.ts: committed when
 * it is answered, put back when it fails, apart from the operations running beside it), and for the live events
 * it publishes, which wait for its commit (a refused commit, or a failed operation, sends none).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { OperationId } from '../../contracts';
import type { ChangeSet } from '../store/change-log';

export interface OperationScope {
  readonly operationId: OperationId;
  readonly changes: ChangeSet;
  /** Until the operation is committed or put back: its writes are its own, its events wait. */
  open: boolean;
  /** What waits for the commit (live events), in order. */
  readonly afterCommit: Array<() => void>;
}

const scope = new AsyncLocalStorage<OperationScope>();

export const inOperation = <T>(operation: OperationScope, work: () => T): T => scope.run(operation, work);
export const currentOperation = (): OperationId | undefined => scope.getStore()?.operationId;

/** The operation running now while it is still open (work it left behind after its answer runs outside it). */
export function openOperation(): OperationScope | undefined {
  const found = scope.getStore();
  return found?.open ? found : undefined;
}

/** Runs `work` as part of `operation` (undefined: outside any), for work noted during one and done later. */
export const inScopeOf = <T>(operation: OperationScope | undefined, work: () => T): T =>
  operation ? scope.run(operation, work) : scope.exit(work);

/** Runs `work` once the open operation's changes are committed (now when none is open); a failed one drops it. */
export function afterCommit(work: () => void) {
  const open = openOperation();
  if (open) open.afterCommit.push(work);
  else work();
}

/**
 * Closes the operation (what runs on after its answer writes and publishes as work outside any), returning what
 * waited for its commit: the caller runs it once the commit succeeded, or drops it.
 */
export function closeOperation(operation: OperationScope): Array<() => void> {
  operation.open = false;
  return operation.afterCommit.splice(0);
}
