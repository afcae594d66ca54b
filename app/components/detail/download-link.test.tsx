/**
 * The kit's busy download link: a spinner and no second request while the file is on its way, the file saved
 * under the server's name, a refusal in the server's words (or the catalogue's), a lost connection said so.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../contracts';
import { toast } from '~/components/ui/sonner';
import { DownloadLink } from './download-link';
import { spyOnToasts } from '../../../tests/setup/toast-spies';

spyOnToasts();

const HREF = '/availableCases/export?format=csv';

let saved: Array<{ href: string; download: string }> = [];
let clickSpy: { mockRestore: () => void } | null = null;
beforeEach(() => {
  saved = [];
  vi.mocked(toast.error).mockClear();
  URL.createObjectURL = vi.fn(() => 'blob:export-1');
  URL.revokeObjectURL = vi.fn();
  clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.getAttribute('href')!, download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clickSpy?.mockRestore();
});

function answer(init: { status?: number; body?: string; headers?: Record<string, string> }) {
  return new Response(init.body ?? 'a,b\r\n', { status: init.status ?? 200, headers: init.headers });
}

function renderLink() {
  render(
    <DownloadLink href={HREF} icon={<svg data-testid="icon" />}>
      Export CSV
    </DownloadLink>,
  );
  return screen.getByRole('link', { name: 'Export CSV' });
}

describe('DownloadLink', () => {
  it('is a plain download link before anything happens', () => {
    const link = renderLink();
    expect(link).toHaveAttribute('href', HREF);
    expect(link).toHaveAttribute('download');
    expect(link).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('is busy while the file is on its way, ignores a second click, then saves it under the server’s name', async () => {
    let finish: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const link = renderLink();

    fireEvent.click(link);
    await waitFor(() => expect(link).toHaveAttribute('aria-busy', 'true'));
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(screen.queryByTestId('icon')).toBeNull();
    fireEvent.click(link);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () =>
      finish(
        answer({
          headers: { 'Content-Disposition': 'attachment; filename="available-cases-2026-11-22.csv"' },
        }),
      ),
    );
    await waitFor(() => expect(link).not.toHaveAttribute('aria-busy'));
    expect(saved).toEqual([{ href: 'blob:export-1', download: 'available-cases-2026-11-22.csv' }]);
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('says the server’s sentence when it refuses, and can be pressed again', async () => {
    const sentence =
      'This list has 6000 rows; an export holds at most 5000. Narrow it with search or filters.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer({ status: 422, body: sentence, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
      ),
    );
    const link = renderLink();
    fireEvent.click(link);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(`Failed to download file: ${sentence}`));
    expect(saved).toEqual([]);
    await waitFor(() => expect(link).not.toHaveAttribute('aria-busy'));
  });

  it('says why a file cannot be made yet (409: the report is not signed out)', async () => {
    const sentence = 'Case RCH-2026-0007 is Assigned: its report is not signed out yet.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer({ status: 409, body: sentence, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
      ),
    );
    fireEvent.click(renderLink());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(`Failed to download file: ${sentence}`));
  });

  it('uses the catalogue when the refusal has no sentence, and says so when the connection failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer({ status: 502, body: '<html>Bad gateway</html>', headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const link = renderLink();
    fireEvent.click(link);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(`Failed to download file: ${MESSAGES.serverError}`),
    );
    await waitFor(() => expect(link).not.toHaveAttribute('aria-busy'));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    fireEvent.click(link);
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith(`Failed to download file: ${MESSAGES.network}`),
    );
  });

  it('leaves a modified click (a new tab) to the browser', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const link = renderLink();
    // After React's handler (the document is above the root): jsdom would otherwise try to navigate.
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('click', stop);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', stop);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(link).not.toHaveAttribute('aria-busy');
  });
});
