import { useEffect } from 'react';
import { toast } from './sonner';

/**
 * Says a failure as the product's error toast (spec 8 and 9) when it appears, once per `key` (the location it
 * happened at, say): the same sentence is never stacked twice, and it stays on the page where it is shown inline.
 */
export function useErrorToast(message: string | null | undefined, key?: unknown) {
  useEffect(() => {
    if (message) toast.error(message, { id: message });
  }, [message, key]);
}
