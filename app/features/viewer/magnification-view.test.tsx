import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrueMagnification } from './magnification-view';
import { fakeViewer } from './test-fixtures';

function slot() {
  const element = document.createElement('p');
  element.setAttribute('role', 'status');
  document.body.append(element);
  return element;
}

describe('TrueMagnification', () => {
  it('writes the view’s magnification into its place when a zoom ends, not on every frame', () => {
    const fake = fakeViewer(0.25);
    const place = slot();
    render(<TrueMagnification viewer={fake.viewer} magnification={40} known slot={place} />);
    expect(place).toHaveTextContent('True magnification ≈ 10×');
    fake.frame(0.5);
    expect(screen.getByTestId('true-magnification')).toHaveTextContent('≈ 10×');
    fake.zoomTo(0.51);
    expect(screen.getByTestId('true-magnification')).toHaveTextContent('≈ 20.4×');
  });

  it('says when the slide does not give its scale', () => {
    const place = slot();
    render(<TrueMagnification viewer={fakeViewer(1).viewer} magnification={40} known={false} slot={place} />);
    expect(place).toHaveTextContent(/^Magnification unknown$/);
  });

  it('stops listening when it goes', () => {
    const fake = fakeViewer(1);
    const { unmount } = render(
      <TrueMagnification viewer={fake.viewer} magnification={40} known slot={slot()} />,
    );
    expect(fake.handlerCount()).toBeGreaterThan(0);
    unmount();
    expect(fake.handlerCount()).toBe(0);
  });
});
