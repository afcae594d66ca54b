import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Through vite/lean-icons.ts, as every icon import of the app: the kit's lean icon made from lucide's data.
import ArrowUpDownIcon from 'lucide-react/icons/arrow-up-down';
// An old name whose module only re-exports the new one's.
import CircleAlertIcon from 'lucide-react/icons/circle-alert';

describe('lucide icons drawn lean (components/ui/icon.tsx)', () => {
  it('draws the icon’s paths in one classed svg, hidden from assistive technology', () => {
    const { container } = render(<ArrowUpDownIcon className="size-3.5" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('icon size-3.5');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect([...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual([
      'm21 16-4 4-4-4',
      'M17 20V4',
      'm3 8 4-4 4 4',
      'M7 4v16',
    ]);
    // None of lucide-react's per-icon attributes: the class carries them.
    for (const name of ['width', 'height', 'stroke', 'fill', 'stroke-width', 'xmlns']) {
      expect(svg.hasAttribute(name)).toBe(false);
    }
  });

  it('follows an old name to its drawing, and is named when given a label', () => {
    const { container } = render(<CircleAlertIcon aria-label="Warning" />);
    const svg = container.querySelector('svg')!;
    expect(svg).not.toHaveAttribute('aria-hidden');
    expect(svg).toHaveAttribute('aria-label', 'Warning');
    expect(svg.querySelector('circle')).not.toBeNull();
  });

  it('honours lucide’s size, strokeWidth and color props as styles', () => {
    const { container } = render(<ArrowUpDownIcon size={16} strokeWidth={1.5} color="red" />);
    const svg = container.querySelector('svg')!;
    expect(svg.style.width).toBe('16px');
    expect(svg.style.height).toBe('16px');
    expect(svg.style.strokeWidth).toBe('1.5');
    expect(svg.style.color).toBe('red');
  });
});
