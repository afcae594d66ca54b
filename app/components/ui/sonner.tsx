import * as React from 'react';
import { Toaster as Sonner, toast, type ToasterProps } from 'sonner';

const Toaster = React.forwardRef<HTMLElement, ToasterProps>(({ style, ...props }, ref) => (
  <Sonner
    ref={ref}
    position="top-center"
    theme="dark"
    duration={10000}
    closeButton
    richColors={false}
    className="toaster group"
    style={
      {
        '--normal-bg': 'var(--popover)',
        '--normal-text': 'var(--popover-foreground)',
        '--normal-border': 'var(--border)',
        ...style,
      } as React.CSSProperties
    }
    {...props}
  />
));
Toaster.displayName = 'Toaster';

export { Toaster, toast };
export type { ToasterProps };
