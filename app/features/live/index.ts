export {
  LiveProvider,
  useLiveEvent,
  useLiveReload,
  useLiveShowing,
  useLiveStatus,
  LIVE_MESSAGES,
} from './live-provider';
export type { LiveEvent, LiveEventType, LiveStatus } from './live-provider';
export { useLiveListUpdates, type LiveListOptions } from './use-live-list';
