/**
 * The app's public address, as every link in a notice's e-mail is written (docs/configuration.md): one
 * setting, `PUBLIC_URL`, defaulting to the address `npm start` prints (http://localhost:3000; `npm start` passes
 * its own, so a PORT set there follows). A mail client opens an absolute URL; a bare path it cannot.
 */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The public origin (and any base path) with no trailing slash: PUBLIC_URL, or the default. */
export function publicUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const raw = env['PUBLIC_URL']?.trim() || DEFAULT_PUBLIC_URL;
  return raw.replace(/\/+$/, '');
}

/** An app path ('/case/case-0361') as the absolute URL an e-mail links to. */
export const absoluteLink = (path: string, base = publicUrl()) =>
  `${base}${path.startsWith('/') ? path : `/${path}`}`;
