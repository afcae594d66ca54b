/**
 * Breakages of the promises the conformance command's media pass checks (media types in full, every
 * handed-out URL used once, streams read as a client lives with them).
 */
import { envelope, onData, succeeded, type Breakage } from './breakage-hook';

export const MEDIA_BREAKAGES: Breakage[] = [
  // content_type_conformance, the parameters (./../../conformance/checks/media-type.ts)
  {
    name: 'json-charset-latin1',
    breaks: 'listCanadianProvinces labels its UTF-8 JSON application/json; charset=iso-8859-1',
    check: 'content_type_conformance',
    operations: ['listCanadianProvinces'],
    effects: () => [
      {
        operationId: 'listCanadianProvinces',
        response: (answer) => {
          answer.headers['content-type'] = 'application/json; charset=iso-8859-1';
        },
      },
    ],
  },
  // event_stream_conformance: the heartbeat and the second resume (../../conformance/rules/event-stream*.ts)
  {
    name: 'stream-without-heartbeat',
    breaks: 'streamMyEvents never sends its heartbeat comment: a quiet stream stays silent',
    check: 'event_stream_conformance',
    operations: ['streamMyEvents'],
    // The test's mock beats every second (MOCK_LIVE_HEARTBEAT_MS); the run judges that period.
    options: { heartbeatSeconds: 1 },
    effects: () => [
      {
        operationId: 'streamMyEvents',
        streamWrite: (text) => (text.startsWith(':') ? '' : text),
      },
    ],
  },
  {
    name: 'second-resume-replays-from-first',
    breaks:
      "streamMyEvents resumes every reconnect after the caller's first Last-Event-ID, replaying what was taken",
    check: 'event_stream_conformance',
    operations: ['streamMyEvents'],
    options: { heartbeatSeconds: 1 },
    effects: () => {
      // The first id each caller resumed after: a backend keeping one cursor per user, never moved on.
      const firstBy = new Map<string | undefined, string>();
      return [
        {
          operationId: 'streamMyEvents',
          request: (r) => {
            const id = r.headers['last-event-id'];
            if (!id || !/^\d+$/.test(id)) return;
            const first = firstBy.get(r.headers.authorization) ?? id;
            firstBy.set(r.headers.authorization, first);
            r.headers['last-event-id'] = first;
          },
        },
      ];
    },
  },
  // success_reached (../../conformance/rules/success-reached.ts): an operation whose success is never seen
  {
    name: 'assignment-profile-never-saved',
    breaks:
      'updateAssignmentProfile refuses every change with 422 (a documented status), valid away dates included',
    check: 'success_reached',
    operations: ['updateAssignmentProfile'],
    effects: () => [
      {
        operationId: 'updateAssignmentProfile',
        response: (answer) =>
          succeeded(answer)
            ? envelope(422, 'Give both the first and the last day away, or neither.')
            : answer,
      },
    ],
  },
  // links_followed (../../conformance/rules/links-followed.ts)
  {
    name: 'handed-out-link-404',
    breaks:
      'getSlideDownloadLink hands out a previewUrl whose path no route answers (404), its signature valid',
    check: 'links_followed',
    operations: ['getSlideDownloadLink'],
    effects: () => [
      {
        operationId: 'getSlideDownloadLink',
        response: onData((data) => {
          if (typeof data.previewUrl === 'string')
            data.previewUrl = data.previewUrl.replace('/preview.jpg', '/preview-large.jpg');
        }),
      },
    ],
  },
];
