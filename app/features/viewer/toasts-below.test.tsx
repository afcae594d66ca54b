import { render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_TOP_VARIABLE } from '~/components/ui/sonner';
import { useToastsBelow } from './toasts-below';

/** The resize observers made, with the elements each observes; `report()` delivers what a browser would. */
let observers: Array<{ report(): void; observed: Element[] }> = [];
let spies: Array<{ mockRestore(): void }> = [];

function Screen() {
  const [header, setHeader] = useState<HTMLElement | null>(null);
  useToastsBelow([header]);
  return <header ref={setHeader}>Tools</header>;
}

describe('useToastsBelow', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observed: Element[] = [];
        constructor(private readonly callback: () => void) {
          observers.push({ report: () => this.callback(), observed: this.observed });
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    spies.forEach((spy) => spy.mockRestore());
    spies = [];
  });

  it('measures the elements when the browser reports their layout, not in the commit that shows them', () => {
    const measure = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ bottom: 47.2 } as DOMRect);
    const setProperty = vi.spyOn(document.documentElement.style, 'setProperty');
    spies = [measure, setProperty];
    const view = render(<Screen />);
    // Measured in the effect, the screen's first commit would be laid out at once.
    expect(measure).not.toHaveBeenCalled();
    expect(observers.at(-1)?.observed).toEqual([view.container.querySelector('header')]);

    observers.at(-1)!.report();
    expect(document.documentElement.style.getPropertyValue(TOAST_TOP_VARIABLE)).toBe('56px');
    // The same place again restyles nothing.
    observers.at(-1)!.report();
    expect(setProperty).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(document.documentElement.style.getPropertyValue(TOAST_TOP_VARIABLE)).toBe('');
  });
});
