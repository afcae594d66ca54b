import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_EVENT } from '~/lib/session-ended';
import { DownloadLink } from './download-link';
import { toast } from '~/components/ui/sonner';
import { spyOnToasts } from '../../../tests/setup/toast-spies';

spyOnToasts();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

function renderLink() {
  render(<DownloadLink href="/case-details/c1/attachments/a1">report.pdf</DownloadLink>);
  return screen.getByRole('link', { name: 'report.pdf' });
}

describe('DownloadLink: a download that fails says so (spec 8)', () => {
  it('is a plain download link for the browser without a script', () => {
    const link = renderLink();
    expect(link).toHaveAttribute('href', '/case-details/c1/attachments/a1');
    expect(link).toHaveAttribute('download');
  });

  it.each([
    [403, 'Failed to download file: Forbidden access'],
    [404, 'Failed to download file: Resource not found'],
    [429, 'Failed to download file: Too many requests'],
  ])('a %i: the toast reads %s', async (status, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Error 403: Forbidden.', { status })),
    );
    fireEvent.click(renderLink());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(text));
  });

  it('saves the bytes under the server’s file name', async () => {
    const body = new Response('%PDF', {
      headers: { 'Content-Disposition': 'attachment; filename="LUMC-1-report-v1.pdf"' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => body),
    );
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    fireEvent.click(renderLink());
    await waitFor(() => expect(saved).toEqual(['LUMC-1-report-v1.pdf blob:file']));
    expect(toast.error).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('the session ended on the server: no file, the session watch is told', async () => {
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    const redirect = Object.defineProperty(new Response(null, { status: 200 }), 'type', {
      value: 'opaqueredirect',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => redirect),
    );
    fireEvent.click(renderLink());
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(toast.error).not.toHaveBeenCalled();
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });
});
