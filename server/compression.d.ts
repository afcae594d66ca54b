/** The calls server/serve.js makes of `compression` (its types package is not installed). */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { RequestHandler } from 'express';
  type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;
  interface Compression {
    (options?: { filter?: Filter }): RequestHandler;
    /** The default filter: the types worth compressing (Cache-Control: no-transform is checked apart from it). */
    filter: Filter;
  }
  const compression: Compression;
  export default compression;
}
