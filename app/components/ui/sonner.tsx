import * as React from 'react';
import { Toaster as Sonner, toast, type ToasterProps } from 'sonner';
// Linked from the root rather than injected by sonner at import (vite/sonner-stylesheet.ts).
import toasterStylesheet from 'sonner/dist/styles.css?url';

/** Where toasts start from the top: sonner's own 24 px (16 px on phones) unless a screen sets the variable
 * (the viewer keeps them below its toolbar and zoom presets: features/viewer/toasts-below.ts). */
export const TOAST_TOP_VARIABLE = '--app-toast-top';

/** The product's toasts (spec 8 and 9): top-center, dark, closed after 10 s, with a close button. Sonner's own
 * dark theme supplies the colours, so the page's light theme never overrides them. */
const Toaster = React.forwardRef<HTMLElement, ToasterProps>((props, ref) => (
  <Sonner
    ref={ref}
    position="top-center"
    theme="dark"
    duration={10000}
    closeButton
    offset={{ top: `var(${TOAST_TOP_VARIABLE}, 24px)` }}
    mobileOffset={{ top: `var(${TOAST_TOP_VARIABLE}, 16px)` }}
    richColors={false}
    className="toaster group"
    {...props}
  />
));
Toaster.displayName = 'Toaster';

export { Toaster, toast, toasterStylesheet };
export type { ToasterProps };
