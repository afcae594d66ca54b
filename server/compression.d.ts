/** The one call server/index.js makes of `compression` (its types package is not installed). */
declare module 'compression' {
  import type { RequestHandler } from 'express';
  export default function compression(): RequestHandler;
}
