/**
 * The theme's colours against WCAG's contrast thresholds, read from app/tailwind.css itself. The focus ring is
 * two-tone (a ring around a halo): if ring and halo are 9:1 apart, one of them is at least 3:1 against any
 * colour behind it, filled buttons included (WCAG technique C40).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tailwind.css', import.meta.url), 'utf8');
const lightTheme = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));

function themeColour(name: string): [number, number, number] {
  const match = new RegExp(`--${name}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(lightTheme);
  if (!match) throw new Error(`--${name} is not an opaque oklch() colour in :root`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** OKLCH → linear sRGB (Björn Ottosson's matrices), clipped to the gamut. */
function linearRgb([l, c, h]: [number, number, number]): [number, number, number] {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clip(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
    clip(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
    clip(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_),
  ];
}

const luminance = (rgb: [number, number, number]) => 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];

function contrast(first: string, second: string): number {
  const [x, y] = [first, second].map((name) => luminance(linearRgb(themeColour(name))));
  return (Math.max(x!, y!) + 0.05) / (Math.min(x!, y!) + 0.05);
}

describe('theme contrast', () => {
  it('computes WCAG contrast correctly (white on the darkest ink)', () => {
    expect(luminance(linearRgb([1, 0, 0]))).toBeCloseTo(1, 3);
    expect(luminance(linearRgb([0, 0, 0]))).toBe(0);
  });

  it('the focus ring and its halo are 9:1 apart, so the ring shows on any background', () => {
    expect(contrast('ring', 'ring-halo')).toBeGreaterThanOrEqual(9);
  });

  it.each(['background', 'card', 'muted', 'accent', 'secondary'])(
    'the ring is at least 3:1 against the %s surface it sits on',
    (surface) => {
      expect(contrast('ring', surface)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(['primary', 'destructive'])(
    'the halo separates the ring from a filled %s button by 3:1',
    (fill) => {
      expect(contrast('ring-halo', fill)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each([
    ['foreground', 'background'],
    ['muted-foreground', 'background'],
    ['muted-foreground', 'muted'],
    ['primary-foreground', 'primary'],
    ['accent-foreground', 'accent'],
    ['primary', 'background'],
    ['destructive', 'background'],
  ])('text in %s on %s meets 4.5:1', (text, surface) => {
    expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
  });
});
