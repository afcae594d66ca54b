/** A stand-in for the TIFF reader's worker (tests only): it records what it is sent; the test answers for it. */
import { vi } from 'vitest';
import type { WorkerRequest, WorkerResponse } from './protocol';

export function fakeWorker() {
  const sent: WorkerRequest[] = [];
  const worker = {
    onmessage: null as ((event: MessageEvent<WorkerResponse>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage: (message: WorkerRequest) => sent.push(message),
    terminate: vi.fn(),
  };
  return {
    worker,
    sent,
    answer: (data: WorkerResponse) => worker.onmessage!({ data } as MessageEvent<WorkerResponse>),
    crash: () => worker.onerror!({ message: 'boom', preventDefault: () => undefined } as ErrorEvent),
  };
}
