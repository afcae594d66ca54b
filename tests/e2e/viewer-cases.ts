/**
 * Finding cases for the viewer tests through the mock backend's API (the seed depends on which slides were
 * prepared, so the tests look cases up instead of hard-coding them).
 */
import type { APIRequestContext } from '@playwright/test';
import { flattenCaseImages, type FlatImage, type ViewerCase } from '../../app/features/viewer/case-images';
import { E2E_MOCK_URL } from '../../playwright.config';
import { ACCOUNTS, DEMO_PASSWORD, type AccountName } from './fixtures';

/** `mockUrl`: another mock than this worker's (a product a test started itself). */
export async function apiToken(
  request: APIRequestContext,
  account: AccountName = 'provider',
  mockUrl = E2E_MOCK_URL,
) {
  return tokenOf(request, ACCOUNTS[account], mockUrl);
}

/** The mock's token for any seeded account (the demo password), signed in through the API. */
export async function tokenOf(request: APIRequestContext, email: string, mockUrl = E2E_MOCK_URL) {
  const response = await request.post(`${mockUrl}/api/users/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`login of ${email} answered ${response.status()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export interface FoundCase {
  caseData: ViewerCase;
  images: FlatImage[];
}

/** The first case (of the given list query) whose flattened images satisfy `accept`. */
export async function findCase(
  request: APIRequestContext,
  token: string,
  query: string,
  accept: (found: FoundCase) => boolean | Promise<boolean>,
  mockUrl = E2E_MOCK_URL,
): Promise<FoundCase> {
  const headers = { Authorization: `Bearer ${token}` };
  for (let page = 1; page <= 10; page++) {
    const list = await request.get(`${mockUrl}/api/cases?${query}&pageSize=100&page=${page}`, {
      headers,
    });
    const { data } = (await list.json()) as {
      data: { items: Array<{ caseID: string }>; totalPages: number };
    };
    for (const item of data.items) {
      const detail = await request.get(`${mockUrl}/api/cases/${item.caseID}`, { headers });
      const caseData = ((await detail.json()) as { data: ViewerCase }).data;
      const found = { caseData, images: flattenCaseImages(caseData) };
      if (await accept(found)) return found;
    }
    if (page >= data.totalPages) break;
  }
  throw new Error(`No case for ${query} matches`);
}

/** Whether some image after the first enters a new specimen. */
export const crossesSpecimens = ({ images }: FoundCase) =>
  images.some((image) => image.navigation.nextIsNewSpecimen);

/**
 * The viewer tour (mock-server/store/seed-generate.ts): the demo provider's first assigned case — specimen 1 with two
 * Deep Zoom demo slides, specimen 2 with the mosaic and a slide without Deep Zoom (TIFF route), then fixtures.
 */
export const isViewerTour = ({ images }: FoundCase) =>
  images[0]?.fileContent === 'blob-demo-01' &&
  images[1]?.fileContent === 'blob-demo-03' &&
  images[2]?.fileContent === 'blob-mosaic' &&
  images[3]?.fileContent === 'blob-demo-02';

/** The viewer tour as the demo provider has it assigned (the provider's own token reads it). */
export async function assignedTour(request: APIRequestContext): Promise<FoundCase> {
  const token = await apiToken(request);
  return findCase(request, token, 'assignedToMe=true&status=Assigned', isViewerTour);
}

/**
 * A file an admin uploads into the viewer tour's first block (through the mock's API): it becomes that block's
 * second image, slide 2. Returns the tour.
 */
export async function uploadIntoTour(
  request: APIRequestContext,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<FoundCase> {
  const admin = await apiToken(request, 'admin');
  const tour = await findCase(request, admin, 'status=Assigned', isViewerTour);
  const block = tour.images[0]!.subsectionData;
  const upload = await request.post(
    `${E2E_MOCK_URL}/api/cases/${tour.caseData.caseID}/subsections/${block.id}/images`,
    { headers: { Authorization: `Bearer ${admin}` }, multipart: { file } },
  );
  if (upload.status() !== 201) throw new Error(`upload answered ${upload.status()}: ${await upload.text()}`);
  return tour;
}
