/**
 * What a shed request of the app gets (decision 072): a document, the error page's words with 503; a data
 * request, an error Remix's client decodes (turbo-stream) and shows in the page's error boundary.
 */
import { decode } from 'turbo-stream';
import { describe, expect, it } from 'vitest';
import { BUSY_TEXT, busyData, busyDocument } from './busy.js';

/** Decodes as @remix-run/react's single fetch does, its ErrorResponse plugin included. */
async function decodeData(body: string) {
  const decoded = await decode(new Response(body).body!, {
    plugins: [
      (type: string, ...rest: unknown[]) =>
        type === 'ErrorResponse'
          ? { value: { status: rest[1], statusText: rest[2], data: rest[0] } }
          : undefined,
    ],
  });
  await decoded.done;
  return decoded.value;
}

const busyError = { status: 503, statusText: 'Service Unavailable', data: BUSY_TEXT };

describe('busyDocument', () => {
  it("says what the app's error page says, with 'Try again' at the same address", () => {
    const page = busyDocument('/availableCases?page=2');
    expect(page).toContain('<h1>This page could not be loaded</h1>');
    expect(page).toContain('Error 503');
    expect(page).toContain(BUSY_TEXT);
    expect(page).toContain('<a href="/availableCases?page=2">Try again</a>');
    expect(page).toContain('<a href="/">Go to the home page</a>');
  });

  it('never echoes markup or another site from the address', () => {
    expect(busyDocument('/x?"><script>alert(1)</script>')).not.toContain('<script>');
    expect(busyDocument('//evil.example/')).toContain('<a href="/">Try again</a>');
  });
});

describe('busyData', () => {
  it("is an action's error result", async () => {
    expect(await decodeData(busyData({ action: true, routeIds: ['root', 'routes/login'] }))).toEqual({
      error: busyError,
    });
  });

  it("is every route's error result for a page's loaders", async () => {
    const routeIds = ['root', 'routes/_user', 'routes/available-cases'];
    expect(await decodeData(busyData({ action: false, routeIds }))).toEqual(
      Object.fromEntries(routeIds.map((id) => [id, { error: busyError }])),
    );
  });
});
