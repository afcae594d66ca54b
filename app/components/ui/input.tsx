import * as React from 'react';

import { cn } from '~/lib/utils';

const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type, ...props }, ref) => {
    return (
      <input
        ref={ref}
        type={type}
        data-slot="input"
        // Component class (app/kit.css); the focus ring is global (app/tailwind.css).
        className={cn('input', className)}
        {...props}
      />
    );
  },
);
Input.displayName = 'Input';

export { Input };
