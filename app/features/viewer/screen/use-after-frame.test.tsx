import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FRAME_CAP_MS, useAfterFrame } from './use-after-frame';

/** The animation frames asked for, run by `frame()`. */
let frames: FrameRequestCallback[] = [];
const frame = () => {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(performance.now()));
};

describe('useAfterFrame', () => {
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is false in the commit where its condition holds, and true in a task after the next frame, for good', () => {
    const { result, rerender } = renderHook(({ on }) => useAfterFrame(on), { initialProps: { on: false } });
    act(() => frame());
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);

    rerender({ on: true });
    expect(result.current).toBe(false);
    // The frame that paints that commit: still false in it, true in the task after it.
    act(() => frame());
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current).toBe(true);

    rerender({ on: false });
    expect(result.current).toBe(true);
  });

  it('comes after a while without frames (a tab in the background)', () => {
    const { result } = renderHook(() => useAfterFrame(true));
    act(() => void vi.advanceTimersByTime(AFTER_FRAME_CAP_MS - 1));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
