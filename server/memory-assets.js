// @ts-check
/**
 * The build's hashed assets (build/client/assets) answered from memory: read once at start with the Brotli and gzip
 * copies the build wrote beside each (vite.config.ts), then each request is one write of the copy the browser
 * takes. Through `serve-static` a file costs a stat, an open and its reads, each a turn of the event loop that
 * waits behind whatever the server is doing meanwhile: on a first visit to the viewer that is the page's own
 * render, and OpenSeadragon's script, which the slide waits for, came 10–45 ms after it was asked for
 * (docs/viewer.md). The folder is a few megabytes (1.3 MB as Brotli); a file added after the start (there is none in
 * production) is left to the next handler.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ type: string; identity: Buffer; br: Buffer | null; gzip: Buffer | null }} Asset */

const COMPRESSED = /\.(br|gz)$/;

/**
 * Reads `dir`'s files (and their `.br`/`.gz` copies) into memory.
 * @param {string} dir
 * @returns {Map<string, Asset>} by the path under `dir`, with a leading slash, as `req.path` reads it
 */
export function readAssets(dir) {
  /** @type {Map<string, Asset>} */
  const assets = new Map();
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)),
  );
  /** @param {string} file */
  const copy = (file) => (files.has(file) ? readFileSync(file) : null);
  for (const file of files) {
    if (COMPRESSED.test(file)) continue;
    assets.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, {
      type: path.extname(file),
      identity: readFileSync(file),
      br: copy(`${file}.br`),
      gzip: copy(`${file}.gz`),
    });
  }
  return assets;
}

/**
 * The middleware: a GET or HEAD of a file read at start gets it at once, cached for a year (its name changes with
 * its content), in the smallest encoding the request accepts; anything else goes on.
 * @param {Map<string, Asset>} assets
 * @returns {import('express').RequestHandler}
 */
export function memoryAssets(assets) {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    const [encoding, body] =
      asset.br && req.acceptsEncodings('br')
        ? ['br', asset.br]
        : asset.gzip && req.acceptsEncodings('gzip')
          ? ['gzip', asset.gzip]
          : ['identity', asset.identity];
    res.type(asset.type);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
