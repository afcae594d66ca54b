/** The browser's live connection (./hub.ts): events once each and in order, resume, back-off, session end. */
import { describe, expect, it, vi } from 'vitest';
import { createLiveHub, type LiveEvent } from './hub';

const encoder = new TextEncoder();
const frame = (id: string, type: string, data: object = {}) =>
  `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify({ id, type, at: '2026-11-26T00:00:00.000Z', data })}\n\n`;

/** A fake /live: each call answers the next script (a status, or frames then an end or an open stream). */
function fakeServer(scripts: Array<{ status?: number; frames?: string[]; open?: boolean }>) {
  const urls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    urls.push(String(url));
    const script = scripts.shift() ?? { open: true };
    if (script.status) return new Response(null, { status: script.status });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const text of script.frames ?? []) controller.enqueue(encoder.encode(text));
        if (!script.open) controller.close();
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, urls };
}

const online = (value = true) => {
  let listener: ((online: boolean) => void) | null = null;
  let state = value;
  return {
    online: () => state,
    on: (l: (online: boolean) => void) => ((listener = l), () => (listener = null)),
    set(next: boolean) {
      state = next;
      listener?.(next);
    },
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('createLiveHub', () => {
  it('hands each event to who asked for its type, once, and resumes after the last id', async () => {
    const server = fakeServer([
      { frames: ['retry: 2000\n\n', frame('10', 'case.changed'), frame('11', 'task.changed')] },
      {
        frames: [frame('11', 'task.changed'), frame('9', 'case.changed'), frame('12', 'case.changed')],
        open: true,
      },
    ]);
    const hub = createLiveHub({
      fetch: server.fetch,
      onSessionOver: vi.fn(),
      backoff: () => 0,
      connectivity: online(),
    });
    const cases: LiveEvent[] = [];
    const tasks: LiveEvent[] = [];
    hub.subscribe(['case.changed'], (event) => cases.push(event));
    hub.subscribe(['task.changed'], (event) => tasks.push(event));
    hub.start();
    await vi.waitFor(() => expect(cases.map((e) => e.id)).toEqual(['10', '12']));
    expect(tasks.map((e) => e.id)).toEqual(['11']);
    expect(server.urls).toEqual(['/live', '/live?lastEventId=11']);
    expect(hub.status()).toBe('live');
    hub.stop();
  });

  it('ends on 204 or session.ended: the page is told, and no reconnect follows', async () => {
    for (const script of [
      { status: 204 },
      { frames: [frame('5', 'session.ended', { reason: 'LoggedOut' })] },
    ]) {
      const server = fakeServer([script]);
      const over = vi.fn();
      const hub = createLiveHub({
        fetch: server.fetch,
        onSessionOver: over,
        backoff: () => 0,
        connectivity: online(),
      });
      hub.start();
      await vi.waitFor(() => expect(over).toHaveBeenCalledTimes(1));
      await settle();
      expect(hub.status()).toBe('ended');
      expect(server.urls).toHaveLength(1);
    }
  });

  it('backs off after failures, and waits for the browser to be online', async () => {
    const server = fakeServer([{ status: 503 }, { status: 503 }, { open: true }]);
    const delays: number[] = [];
    const connectivity = online(false);
    const hub = createLiveHub({
      fetch: server.fetch,
      onSessionOver: vi.fn(),
      backoff: (attempt) => (delays.push(attempt), 0),
      connectivity,
    });
    hub.start();
    await settle();
    expect(hub.status()).toBe('offline');
    expect(server.urls).toHaveLength(0);
    connectivity.set(true);
    await vi.waitFor(() => expect(hub.status()).toBe('live'));
    expect(delays).toEqual([1, 2]);
    expect(server.urls).toHaveLength(3);
    expect(hub.status()).toBe('live');
    hub.stop();
  });
});
