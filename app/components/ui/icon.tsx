/**
 * A lucide icon drawn from its data with one class (`icon`, app/kit.css) for its size, stroke and colour, rather
 * than lucide-react's ten attributes on every icon: about 200 bytes an icon, and a list page draws a dozen in its
 * frame. Every `lucide-react/icons/<name>` import is one of these (vite/lean-icons.ts), so TypeScript still sees
 * lucide's props: `size`, `strokeWidth` and `color` are honoured as inline styles (classes are the kit's way:
 * `size-4`, `stroke-[1.5]`, `text-primary`).
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

export interface IconData {
  name: string;
  node: readonly (readonly [tag: string, attributes: Record<string, string>])[];
}

export type IconProps = SVGProps<SVGSVGElement> & {
  children?: ReactNode;
  size?: number | string;
  strokeWidth?: number | string;
  color?: string;
};

export function leanIcon(data: IconData) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(
    ({ className, children, size, strokeWidth, color, style, ...props }, ref) => {
      // Decorative unless it is named, as lucide-react does.
      const named = Boolean(children || props['aria-label'] || props['aria-labelledby'] || props.role);
      const given = size !== undefined || strokeWidth !== undefined || color !== undefined;
      return createElement(
        'svg',
        {
          ref,
          viewBox: '0 0 24 24',
          className: className ? `icon ${className}` : 'icon',
          'aria-hidden': named ? undefined : true,
          style: given ? { width: size, height: size, strokeWidth, color, ...style } : style,
          ...props,
        },
        data.node.map(([tag, attributes]) => createElement(tag, attributes)),
        children,
      );
    },
  );
  Icon.displayName = data.name;
  return Icon;
}
