/**
 * geotiff's HTTP client, replaced so that every Range request has a time-out, a non-2xx answer fails with the
 * spec's 'Tile fetch failed: HTTP {status}', the file's size is learnt from Content-Range (for the offset
 * check), and requests made while opening are retried. Tile requests are not retried here: OpenSeadragon
 * retries whole tiles (`tileRetryMax`, `tileRetryDelay`), and retrying in both places would multiply.
 * Slide links are signed URLs, so no Authorization header is sent.
 */
import { BaseClient, BaseResponse } from 'geotiff';
import { HttpStatusError, REQUEST_TIMED_OUT } from './errors';

export interface RangeClientOptions {
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
}

class RangeResponse extends BaseResponse {
  constructor(private readonly response: Response) {
    super();
  }
  override get status() {
    return this.response.status;
  }
  override getHeader(name: string) {
    return this.response.headers.get(name) ?? undefined;
  }
  override getData() {
    return this.response.arrayBuffer();
  }
}

/** Total size from `Content-Range: bytes 0-65535/1938955`; null when the server gives `*` or nothing. */
export function contentRangeTotal(header: string | null): number | null {
  const match = /\/\s*(\d+)\s*$/.exec(header ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

const retryable = (error: unknown) =>
  !(error instanceof HttpStatusError) || error.status >= 500 || error.status === 429;

function wait(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export class RangeClient extends BaseClient {
  /** The file's size in bytes once a response has told it. */
  fileSize: number | null = null;
  /** Retries for failed requests; set to 0 once the file is open. */
  retries: number;
  /**
   * The latest failed request's error. geotiff's block cache replaces a failed request's error with its own
   * 'Request failed', so the reader takes the real one (e.g. 'Tile fetch failed: HTTP 503') from here.
   */
  lastFailure: Error | null = null;

  constructor(
    url: string,
    private readonly options: RangeClientOptions,
  ) {
    super(url);
    this.retries = options.retries;
  }

  override async request(init: RequestInit = {}): Promise<BaseResponse> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(init);
      } catch (error) {
        if (init.signal?.aborted || attempt >= this.retries || !retryable(error)) {
          if (error instanceof Error && !init.signal?.aborted) this.lastFailure = error;
          throw error;
        }
        await wait(this.options.retryDelayMs, init.signal);
      }
    }
  }

  private async once({ headers, signal }: RequestInit): Promise<BaseResponse> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    try {
      response = await fetch(this.url, {
        headers,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (timeout.aborted && !signal?.aborted) throw new Error(REQUEST_TIMED_OUT, { cause: error });
      throw error;
    }
    if (!response.ok) {
      // Free the connection without waiting for the error page.
      response.body?.cancel().catch(() => undefined);
      throw new HttpStatusError(response.status);
    }
    this.fileSize = contentRangeTotal(response.headers.get('Content-Range')) ?? this.fileSize;
    return new RangeResponse(response);
  }
}
