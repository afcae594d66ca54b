/**
 * The viewer's frame as the server streams it (decision 092): its boot script follows as soon as the first links
 * are read, without waiting for the annotation rights read beside them (issue 47).
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { NonceContext } from '~/lib/nonce';
import type { ViewerExtras, ViewerLinks } from '../case-images';
import { testImage, testSlideLink, testViewerCase } from '../test-fixtures';
import { ViewerFrame } from './viewer-frame';

/** What the server writes of the frame within a few turns of the event loop. */
async function streamed(element: React.ReactElement): Promise<string> {
  const chunks: string[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const { pipe, abort } = renderToPipeableStream(
    <StaticRouter location="/viewer?caseId=case-1">
      <NonceContext.Provider value="nonce-1">{element}</NonceContext.Provider>
    </StaticRouter>,
    { nonce: 'nonce-1', onShellReady: () => pipe(sink) },
  );
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  abort();
  return chunks.join('');
}

describe("the viewer's frame on the server", () => {
  it('sends the boot script once the links are read, the annotation rights still being read', async () => {
    const caseData = testViewerCase([
      { specimenID: 'A', subsections: [{ id: 'A1', displayId: 'A1', images: [testImage('s1')] }] },
    ]);
    const links: ViewerLinks = { links: { s1: testSlideLink('s1') } };
    // The rights never come in this test: the API is still reading them.
    const extras = new Promise<ViewerExtras>(() => {});
    const html = await streamed(
      <ViewerFrame caseData={caseData} extras={extras} bootLinks={Promise.resolve(links)} />,
    );
    expect(html).toContain('window.__viewerBoot');
    expect(html).toContain('http://slides.test/s1/file');
  });
});
