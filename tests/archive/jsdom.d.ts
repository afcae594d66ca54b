/** The part of jsdom (whose types are not installed) the archive tests use: a window's XMLHttpRequest. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: { XMLHttpRequest: typeof globalThis.XMLHttpRequest };
  }
}
