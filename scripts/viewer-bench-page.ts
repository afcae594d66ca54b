/** The viewer page as the benchmark scripts open it (bench-viewer.ts, trace-slide-change.ts). */
import type { Page } from '@playwright/test';

/**
 * Opens `caseId` in the viewer at slide `index`, as a full page load, from an idle page of the app (the login
 * route sends a signed-in person to their home): that page's requests must be over, or they load the backend
 * while the viewer's loader runs. The slide is chosen through the screen's stored state (session storage).
 */
export async function openViewerAt(page: Page, app: string, caseId: string, index: number) {
  await page.goto(`${app}/login`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    ([id, at]) =>
      sessionStorage.setItem(
        'viewerState',
        JSON.stringify({
          caseId: id,
          index: at,
          splitView: false,
          syncSplitView: false,
          sidemenu: true,
          rotation: 0,
          viewport: null,
        }),
      ),
    [caseId, index] as const,
  );
  await page.goto(`${app}/viewer?caseId=${caseId}`);
}
