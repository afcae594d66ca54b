/**
 * The mock backend as a real HTTP server: `npm run mock` (MOCK_PORT, default 4010; MOCK_HOST, default
 * 127.0.0.1). The same handlers answer in-process in the tests.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { createMockBackend, db, resolveSlidesDir } from './index';
import { checkSignature } from './slides/signing';
import { enablePersistence, loadPersisted } from './persistence';

const port = Number(process.env.MOCK_PORT ?? 4010);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const slidesDir = resolveSlidesDir();
const linkSecret = process.env.MOCK_LINK_SECRET ?? randomBytes(32).toString('hex');
const backend = createMockBackend({ slidesDir, linkSecret });

// The data survives restarts in MOCK_DATA_FILE; `npm run mock -- --reset` (or a missing/outdated file) reseeds.
const dataFile = process.env.MOCK_DATA_FILE ?? '.mock-data/db.json';
enablePersistence(dataFile);
if (process.argv.includes('--reset') || !(await loadPersisted())) {
  await backend.reset();
  console.log(`Seeded the mock database into ${dataFile}.`);
} else {
  console.log(`Loaded the mock database from ${dataFile} (npm run mock -- --reset to reseed).`);
}

const app = express();
app.disable('x-powered-by');

// Slide bytes are served outside MSW: express answers Range (206/416), ETag and Last-Modified itself.
app.get('/slides/:slideId/file', (req, res) => {
  const slide = db.slides.findFirst((q) => q.where({ id: req.params.slideId }));
  const check = checkSignature(
    linkSecret,
    req.params.slideId,
    'file',
    typeof req.query.expires === 'string' ? req.query.expires : null,
    typeof req.query.signature === 'string' ? req.query.signature : null,
  );
  if (check !== 'valid') {
    res.status(403).json({
      isSuccess: false,
      message: check === 'expired' ? 'Link expired' : 'Invalid signature',
      data: null,
    });
    return;
  }
  if (!slide || !slidesDir) {
    res.status(404).json({ isSuccess: false, message: 'Slide not found.', data: null });
    return;
  }
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, Content-Length, ETag, Accept-Ranges');
  res.sendFile(path.join(slidesDir, slide.fileName), {
    headers: { 'Content-Type': slide.contentType, 'Cache-Control': 'private, max-age=3600' },
  });
});

app.use(createMiddleware(...backend.handlers));

const server = app.listen(port, host, () => {
  const slides = db.slides.count();
  console.log(
    `Mock backend listening on http://${host}:${port} (${slides} slide${slides === 1 ? '' : 's'} from ${slidesDir ?? 'no slide folder'})`,
  );
});
// Longer than any client's keep-alive, so a reused socket is never closed under a request.
server.keepAliveTimeout = 65_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
