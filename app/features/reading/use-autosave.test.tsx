/** The report's autosave in the browser: saved after a pause, offline kept and retried, a refusal said. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_MESSAGES, savedTime, useAutosave, type AutosaveStatus } from './use-autosave';

function text(status: AutosaveStatus): string {
  if (status.kind === 'saved') return 'saved';
  if (status.kind === 'error' || status.kind === 'invalid') return status.message;
  return status.kind;
}

function Harness({
  validate = () => true,
  expose,
}: {
  validate?: () => boolean;
  expose?: (autosave: ReturnType<typeof useAutosave>) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const autosave = useAutosave({ formRef, url: '/draft', paused: false, validate });
  expose?.(autosave);
  return (
    <form ref={formRef} onChange={autosave.onChange}>
      <label>
        Comments
        <textarea name="comments" defaultValue="" />
      </label>
      <p data-testid="status">{text(autosave.status)}</p>
      <p data-testid="dirty">{String(autosave.dirty)}</p>
    </form>
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const setOnline = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

const type = (value: string) => fireEvent.change(screen.getByLabelText('Comments'), { target: { value } });
const status = () => screen.getByTestId('status');

describe('useAutosave', () => {
  it('a way out taken while a save is under way waits for it, then is let go (flush)', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    let autosave: ReturnType<typeof useAutosave> | null = null;
    render(<Harness expose={(api) => (autosave = api)} />);
    type('Tubular adenoma');
    void autosave!.saveNow();
    await waitFor(() => expect(status()).toHaveTextContent('saving'));
    const flushed = autosave!.flush();
    answer(json({ ok: true, savedAt: '2026-11-23T15:04:00.000Z' }));
    await expect(flushed).resolves.toBe(true);
  });

  it('saves the form about a second after the last change, once', async () => {
    const fetchMock = vi.fn(async () => json({ ok: true, savedAt: '2026-11-23T15:04:00.000Z' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<Harness />);
    type('Tubular');
    type('Tubular adenoma');
    expect(status()).toHaveTextContent('pending');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
    await waitFor(() => expect(status()).toHaveTextContent('saved'), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/draft');
    expect(String(init.body)).toBe('comments=Tubular+adenoma');
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });

  it('offline: keeps the text, says so, and saves when the browser is back online', async () => {
    setOnline(false);
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ ok: true, savedAt: '2026-11-23T15:05:00.000Z' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<Harness />);
    type('Written on the train');
    await waitFor(() => expect(status()).toHaveTextContent(AUTOSAVE_MESSAGES.offline), { timeout: 3000 });
    expect(screen.getByLabelText('Comments')).toHaveValue('Written on the train');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(status()).toHaveTextContent('saved'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });

  it('a refusal is said with what to do, and not retried', async () => {
    const fetchMock = vi.fn(async () =>
      json(
        {
          ok: false,
          message: 'A case in status SignOutCompleted cannot have its report drafted.',
          retry: false,
        },
        409,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<Harness />);
    type('Late');
    await waitFor(
      () =>
        expect(status()).toHaveTextContent(
          AUTOSAVE_MESSAGES.refused('A case in status SignOutCompleted cannot have its report drafted.'),
        ),
      { timeout: 3000 },
    );
    window.dispatchEvent(new Event('online'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a field the draft cannot take is not sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<Harness validate={() => false} />);
    type('x');
    await waitFor(() => expect(status()).toHaveTextContent(AUTOSAVE_MESSAGES.invalid), { timeout: 3000 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('savedTime', () => {
  it('writes when the draft was saved as every list does: date, 12-hour time and the reader’s zone named', () => {
    expect(AUTOSAVE_MESSAGES.savedAt(savedTime('2026-11-23T15:04:00.000Z', 'America/New_York'))).toBe(
      'Draft saved at 11/23/2026 10:04 AM EST',
    );
    expect(savedTime('2026-11-23T15:04:00.000Z', 'UTC')).toBe('11/23/2026 03:04 PM UTC');
  });
});
