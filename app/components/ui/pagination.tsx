import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';

import { cn } from '~/lib/utils';
import { buttonVariants, type ButtonProps } from './button';

/**
 * shadcn's pagination; a link takes `asChild` so a router link (or a disabled span) stands in for the <a>.
 * Without shadcn's `data-slot` and `data-active` attributes, which nothing reads: every list page sends these.
 */
const Pagination = React.forwardRef<HTMLElement, React.HTMLAttributes<HTMLElement>>(
  ({ className, ...props }, ref) => (
    <nav
      ref={ref}
      aria-label="pagination"
      className={cn('mx-auto flex w-full justify-center', className)}
      {...props}
    />
  ),
);
Pagination.displayName = 'Pagination';

const PaginationContent = React.forwardRef<HTMLUListElement, React.HTMLAttributes<HTMLUListElement>>(
  ({ className, ...props }, ref) => (
    <ul ref={ref} className={cn('flex flex-row items-center gap-1', className)} {...props} />
  ),
);
PaginationContent.displayName = 'PaginationContent';

const PaginationItem = React.forwardRef<HTMLLIElement, React.LiHTMLAttributes<HTMLLIElement>>(
  (props, ref) => <li ref={ref} {...props} />,
);
PaginationItem.displayName = 'PaginationItem';

type PaginationLinkProps = {
  isActive?: boolean;
  asChild?: boolean;
} & Pick<ButtonProps, 'size'> &
  React.AnchorHTMLAttributes<HTMLAnchorElement>;

const PaginationLink = React.forwardRef<HTMLAnchorElement, PaginationLinkProps>(
  ({ className, isActive, size = 'icon', asChild = false, ...props }, ref) => {
    const Comp = asChild ? Slot : 'a';
    return (
      <Comp
        ref={ref}
        aria-current={isActive ? 'page' : undefined}
        className={cn(
          buttonVariants({ variant: isActive ? 'outline' : 'ghost', size }),
          'page-link',
          className,
        )}
        {...props}
      />
    );
  },
);
PaginationLink.displayName = 'PaginationLink';

export { Pagination, PaginationContent, PaginationItem, PaginationLink };
