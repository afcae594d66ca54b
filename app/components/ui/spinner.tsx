import * as React from 'react';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';

import { cn } from '~/lib/utils';

type SpinnerProps = Omit<React.ComponentPropsWithoutRef<typeof LoaderCircleIcon>, 'aria-hidden'>;

const Spinner = React.forwardRef<SVGSVGElement, SpinnerProps>(({ className, ...props }, ref) => (
  <LoaderCircleIcon
    ref={ref}
    aria-hidden="true"
    data-slot="spinner"
    className={cn('size-4 animate-spin', className)}
    {...props}
  />
));
Spinner.displayName = 'Spinner';

export { Spinner };
export type { SpinnerProps };
