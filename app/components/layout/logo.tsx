import { Link } from '@remix-run/react';
import MicroscopeIcon from 'lucide-react/icons/microscope';
import { PRODUCT_NAME } from '../../../contracts/product';

export { PRODUCT_NAME };

function Mark() {
  return (
    <span className="flex items-center gap-2 text-lg font-semibold tracking-tight text-primary">
      <MicroscopeIcon className="size-6" aria-hidden />
      {PRODUCT_NAME}
    </span>
  );
}

/** The logo links home only for visitors; for a logged-in user a click does nothing (spec 2.1). */
export function Logo({ linked }: { linked: boolean }) {
  return linked ? (
    <Link to="/" aria-label={`${PRODUCT_NAME} home`}>
      <Mark />
    </Link>
  ) : (
    <span aria-label={PRODUCT_NAME} data-testid="logo">
      <Mark />
    </span>
  );
}
