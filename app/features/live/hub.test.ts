/**
 * The browser's live connection (./hub.ts): events once each and in order, resume, back-off, session end, and
 * the consult its page shows named at once (decision 147).
 */
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

  it('reopens at once, resuming, naming the consult the page shows, and again when it shows none', async () => {
    const urls: string[] = [];
    // Each connection stays open until the hub aborts it, as a real stream does.
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      urls.push(String(url));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          if (urls.length === 1) controller.enqueue(encoder.encode(frame('5', 'case.changed')));
          init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    });
    const hub = createLiveHub({
      fetch: fetch as unknown as typeof globalThis.fetch,
      onSessionOver: vi.fn(),
      // A back-off the test would never outwait: naming a consult must not wait for it.
      backoff: () => 60_000,
      connectivity: online(),
    });
    const seen: string[] = [];
    hub.subscribe(['case.changed'], (event) => seen.push(event.id));
    hub.start();
    await vi.waitFor(() => expect(seen).toEqual(['5']));
    hub.showing('cns-1');
    await vi.waitFor(() => expect(urls).toHaveLength(2));
    hub.showing('cns-1');
    hub.showing(null);
    await vi.waitFor(() => expect(urls).toHaveLength(3));
    await settle();
    expect(urls).toEqual(['/live', '/live?lastEventId=5&consultId=cns-1', '/live?lastEventId=5']);
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
