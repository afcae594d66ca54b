import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_FOLLOWS_SLIDE_MS } from '../constants';
import { createSlideChange, SlideArea, SlideChangeGate, type SlideChange } from './slide-change';

afterEach(() => vi.useRealTimers());

describe('createSlideChange', () => {
  it('commits once the slide is shown, with its status, in one go', async () => {
    const change = createSlideChange();
    const done: string[] = [];
    change.begin(3, () => done.push('select 3'));
    expect(change.changing()).toBe(true);
    expect(change.pendingIndex()).toBe(3);
    change.settle(() => done.push('ready'));
    // In a task after the one that reported it (OpenSeadragon's frame, which then paints), not inside it.
    await Promise.resolve();
    expect(done).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toEqual(['select 3', 'ready']);
    expect(change.changing()).toBe(false);
    expect(change.pendingIndex()).toBeNull();
  });

  it('commits after SCREEN_FOLLOWS_SLIDE_MS when the slide takes longer', () => {
    vi.useFakeTimers();
    const change = createSlideChange();
    const select = vi.fn();
    change.begin(1, select);
    vi.advanceTimersByTime(SCREEN_FOLLOWS_SLIDE_MS - 1);
    expect(select).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(select).toHaveBeenCalledOnce();
    expect(change.changing()).toBe(false);
  });

  it('a change begun while one is pending replaces it: the first slide was never shown', async () => {
    vi.useFakeTimers();
    const change = createSlideChange();
    const first = vi.fn();
    const second = vi.fn();
    change.begin(1, first);
    change.begin(2, second);
    expect(change.pendingIndex()).toBe(2);
    vi.advanceTimersByTime(SCREEN_FOLLOWS_SLIDE_MS);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('renders nothing for a shown slide when another change began before the screen followed it', () => {
    vi.useFakeTimers();
    const change = createSlideChange();
    const done: string[] = [];
    change.begin(1, () => done.push('select 1'));
    change.settle(() => done.push('slide 1 ready'));
    change.begin(2, () => done.push('select 2'));
    vi.advanceTimersByTime(0);
    expect(done).toEqual([]);
    expect(change.pendingIndex()).toBe(2);
    change.settle(() => done.push('slide 2 ready'));
    vi.advanceTimersByTime(0);
    expect(done).toEqual(['select 2', 'slide 2 ready']);
  });

  it("still renders a shown slide's status when the change's timer committed it first", () => {
    vi.useFakeTimers();
    // Both tasks due at once, the change's timer first (a frame can hold back the settle's task in a browser).
    const change = createSlideChange(0);
    const done: string[] = [];
    change.begin(1, () => done.push('select 1'));
    change.settle(() => done.push('slide 1 ready'));
    vi.advanceTimersByTime(0);
    expect(done).toEqual(['select 1', 'slide 1 ready']);
  });

  it('settles at once when nothing is pending, and commits nothing after dispose', () => {
    vi.useFakeTimers();
    const change = createSlideChange();
    const status = vi.fn();
    change.settle(status);
    expect(status).toHaveBeenCalledOnce();
    const select = vi.fn();
    change.begin(1, select);
    change.dispose();
    vi.advanceTimersByTime(SCREEN_FOLLOWS_SLIDE_MS * 2);
    expect(select).not.toHaveBeenCalled();
  });
});

/** A gate around one button, and the slide area, as the screen renders them. */
function Screen({ change, onPress }: { change: SlideChange; onPress(): void }) {
  return (
    <SlideArea change={change} loading={false} data-testid="area">
      <SlideChangeGate change={change}>
        <button type="button" onClick={onPress}>
          Zoom In
        </button>
      </SlideChangeGate>
    </SlideArea>
  );
}

describe('SlideChangeGate and SlideArea', () => {
  it('turn the controls off and say loading from the click on, and back once the screen follows', async () => {
    const change = createSlideChange();
    const pressed = vi.fn();
    render(<Screen change={change} onPress={pressed} />);
    const zoomIn = screen.getByRole('button', { name: 'Zoom In' });
    expect(screen.getByTestId('area')).toHaveAttribute('data-loading', 'false');

    act(() => change.begin(2, () => undefined));
    expect(screen.getByTestId('area')).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('group')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.pointerDown(zoomIn);
    fireEvent.click(zoomIn);
    fireEvent.keyDown(zoomIn, { key: 'Enter' });
    expect(pressed).not.toHaveBeenCalled();

    await act(async () => {
      change.settle(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('area')).toHaveAttribute('data-loading', 'false');
    expect(screen.getByRole('group')).not.toHaveAttribute('aria-disabled');
    fireEvent.click(zoomIn);
    expect(pressed).toHaveBeenCalledOnce();
  });

  it('swallows presses by the state at the moment, before the gate has rendered', () => {
    const change = createSlideChange();
    const pressed = vi.fn();
    render(<Screen change={change} onPress={pressed} />);
    // Begun outside act: no render yet, the press still goes nowhere.
    change.begin(2, () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom In' }));
    expect(pressed).not.toHaveBeenCalled();
    change.dispose();
  });
});
