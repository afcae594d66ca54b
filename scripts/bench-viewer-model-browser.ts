/**
 * The viewer model's replay timed in headless Chromium, as the viewer's page runs it: the model built by Vite
 * (minified, the app's browser target) into a page of its own (scripts/bench-viewer-model-page.ts), each page
 * fresh, so its first replay runs on code the browser has not compiled yet, as a session's first undo or
 * restore does. Used by `npx tsx scripts/bench-viewer-model.ts --browser`.
 */
import { chromium } from '@playwright/test';
import { build, type Rollup } from 'vite';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { quantile } from './lib';

export interface BrowserReplayFigures {
  pages: number;
  /** The first replay in each fresh page (cold), in ms. */
  firstRuns: number[];
  /** The median of the later replays from empty, and of those with every edit on one slide, in ms. */
  warmMedian: number;
  oneSlideMedian: number;
}

const median = (samples: readonly number[]) => quantile(samples, 0.5);

async function pageScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      minify: true,
      lib: { entry: 'scripts/bench-viewer-model-page.ts', formats: ['es'], fileName: 'bench-page' },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('Vite built no script for the bench page');
  return chunk.code;
}

export async function browserReplayFigures(pages = 7): Promise<BrowserReplayFigures> {
  const script = await pageScript();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const firstRuns: number[] = [];
  const warm: number[] = [];
  const oneSlide: number[] = [];
  try {
    for (let index = 0; index < pages; index += 1) {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><title>bench</title>');
      await page.addScriptTag({ content: script, type: 'module' });
      await page.waitForFunction(() => typeof window.benchReplay === 'function');
      const [first, ...rest] = await page.evaluate(() => window.benchReplay?.(21, false) ?? []);
      firstRuns.push(first ?? Number.NaN);
      warm.push(median(rest));
      oneSlide.push(median(await page.evaluate(() => window.benchReplay?.(11, true) ?? [])));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return { pages, firstRuns, warmMedian: median(warm), oneSlideMedian: median(oneSlide) };
}
