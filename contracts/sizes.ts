/**
 * Sizes as people read them, and the sentence of a request body past its bound (openapi.yaml's
 * `x-max-body-bytes`): the app's file limits and the API's 413s say a size the same way.
 */

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/** A size as people read it: '820 bytes', '34 KB', '256 KB', '1.2 MB', '20 MB', '2 GB'. */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  const [unit, name] = bytes < GB ? [MB, 'MB'] : [GB, 'GB'];
  const amount = bytes / unit;
  return `${amount < 10 && !Number.isInteger(amount) ? amount.toFixed(1) : Math.round(amount)} ${name}`;
}

/** The 413's sentence for a request body past `maxBytes` (the contract's PayloadTooLarge). */
export const bodyTooLargeMessage = (maxBytes: number) =>
  `The request body is larger than ${formatBytes(maxBytes)}.`;

/** The sentence of a file past its slot's limit, in the browser's check and in the API's 413. */
export const fileTooLargeMessage = (maxBytes: number) => `The file is larger than ${formatBytes(maxBytes)}.`;
