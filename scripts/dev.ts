/** `npm run dev`: the mock backend plus the Remix dev server with hot reload on http://localhost:3000. */
import { bin, startService, stopOnExit, waitForUrl } from './lib';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const mock = startService('mock', bin('tsx'), ['watch', 'mock-server/server.ts'], {
  MOCK_PORT: String(mockPort),
});
// The first start derives the slides into .cache/slides/ before the mock listens.
await waitForUrl(`http://127.0.0.1:${mockPort}/__mock/health`, 180_000);
const app = startService('app', bin('remix'), ['vite:dev'], { API_BASE_URL: `http://127.0.0.1:${mockPort}` });
stopOnExit([mock, app]);
