import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScaleBar } from './scale-bar-view';
import { fakeViewer } from './test-fixtures';
import { DEFAULT_SCALE_BAR_SETTINGS, setScaleBarSettings } from './scale-bar-settings';

afterEach(() => {
  localStorage.clear();
  act(() => setScaleBarSettings(DEFAULT_SCALE_BAR_SETTINGS));
});

describe('ScaleBar', () => {
  it('follows animation frames by writing its own width and label, without a React render', () => {
    const fake = fakeViewer(1);
    let renders = 0;
    render(
      <Profiler id="bar" onRender={() => renders++}>
        <ScaleBar viewer={fake.viewer} mpp={0.25} />
      </Profiler>,
    );
    const bar = screen.getByTestId('scale-bar');
    expect(bar).toHaveTextContent('50 μm');
    expect(bar.style.width).toBe('200px');
    const rendered = renders;

    fake.frame(0.01);
    expect(bar).toHaveTextContent('5 mm');
    fake.frame(4);
    expect(bar).toHaveTextContent('10 μm');
    expect(bar.style.width).toBe('160px');
    expect(renders).toBe(rendered);
  });

  it('sits bottom left by default and moves, changes type and units with the settings', () => {
    const fake = fakeViewer(1);
    render(<ScaleBar viewer={fake.viewer} mpp={0.25} />);
    const bar = screen.getByTestId('scale-bar');
    expect(bar.style).toMatchObject({ left: '5px', bottom: '5px', zIndex: '101' });
    expect(bar.style.borderBottom).toBe('2px solid black');
    expect(bar.style.borderLeft).toBe('');

    act(() => setScaleBarSettings({ type: 'map', location: 'top-right', units: 'imperial' }));
    expect(bar.style).toMatchObject({ right: '5px', top: '5px', left: '', bottom: '' });
    expect(bar.style.borderLeft).toBe('2px solid black');
    expect(bar).toHaveTextContent('2 th');
    expect(JSON.parse(localStorage.getItem('pathbridge:scaleBar')!)).toEqual({
      type: 'map',
      location: 'top-right',
      units: 'imperial',
    });

    act(() => setScaleBarSettings({ type: 'none' }));
    expect(screen.queryByTestId('scale-bar')).toBeNull();
  });

  it('sits above the navigator in a pane too narrow for both, as on a phone', () => {
    render(<ScaleBar viewer={fakeViewer(1, 390).viewer} mpp={0.25} />);
    expect(screen.getByTestId('scale-bar').style).toMatchObject({ left: '5px', bottom: '134px' });
  });

  it('stops listening when it goes', () => {
    const fake = fakeViewer(1);
    const { unmount } = render(<ScaleBar viewer={fake.viewer} mpp={0.25} />);
    expect(fake.handlerCount()).toBeGreaterThan(0);
    unmount();
    expect(fake.handlerCount()).toBe(0);
  });
});
