import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noteSettled, useSettled } from './use-settled';

/** Records the value each render of the hook gives. */
function renders(promise: Promise<string>) {
  const seen: Array<string | null> = [];
  function Probe() {
    const value = useSettled(promise, 'failed');
    seen.push(value);
    return <p>{value ?? 'waiting'}</p>;
  }
  return { seen, view: render(<Probe />) };
}

describe('useSettled', () => {
  it('reads a promise noteSettled saw settle in its first render, and renders once for it', async () => {
    const links = noteSettled(Promise.resolve('links'));
    await links;
    const { seen, view } = renders(links);
    expect(seen[0]).toBe('links');
    await waitFor(() => expect(view.container.textContent).toBe('links'));
    expect(seen.every((value) => value === 'links')).toBe(true);
  });

  it('gives the fallback at once for a noted promise that rejected', async () => {
    const broken = noteSettled(Promise.reject(new Error('cut off')));
    await broken.catch(() => undefined);
    const { seen } = renders(broken);
    expect(seen[0]).toBe('failed');
  });

  it('renders null first for a promise nobody noted (as the server rendered it), then its value', async () => {
    const links = Promise.resolve('links');
    await links;
    const { seen, view } = renders(links);
    expect(seen[0]).toBeNull();
    await waitFor(() => expect(view.container.textContent).toBe('links'));
  });
});
