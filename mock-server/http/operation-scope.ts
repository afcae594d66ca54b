/**
 * Which operation the code running now belongs to (`route()` in ./operation.ts runs each handler inside it), for
 * what watches the database and must tell a provider's pick-up from an admin's assignment (../live/watch.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { OperationId } from '../../contracts';

const scope = new AsyncLocalStorage<OperationId>();

export const inOperation = <T>(operationId: OperationId, work: () => T): T => scope.run(operationId, work);
export const currentOperation = (): OperationId | undefined => scope.getStore();
