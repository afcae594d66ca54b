/** The contract layer's public entry: everything the app and the mock server may use. */
export { createApiClient, unwrap, classifyFetchError, type ApiClient, type ApiClientOptions } from './client';
export {
  ApiError,
  ContractViolationError,
  describeFailure,
  flattenFieldMessages,
  isInvalidTokenChallenge,
  parseRetryAfter,
  readErrorBody,
  tryAgainIn,
  MESSAGES,
  type FailureChannel,
  type RequestFailure,
} from './errors';
export {
  describeFetchError,
  describeFetchStatus,
  downloadFailedText,
  sessionEndedBy,
} from './fetch-failures';
export {
  REQUEST_TIMEOUT_MS,
  RETRY_MAX_DELAY_MS,
  RETRY_STEP_MS,
  isRetryableStatus,
  retryDelay,
} from './retry';
export { defaultMaxBodyBytes, operations, type OperationId } from './generated/operations.gen';
export type { components, paths } from './generated/types.gen';
export * as schemas from './generated/zod.gen';
export * from './viewer-events';
export * from './annotations';
export * from './file-types';
export * from './roles';
export * from './order-sender';
export * from './backend-clients';
export * from './report-versions';
export * from './sizes';
export { ATTACHMENT_SLOT_LABELS, SENTENCES } from './sentences';
export { noSlideToSend, slidesToSendRefusal, type CaseSlidesShape } from './slides-to-send';
