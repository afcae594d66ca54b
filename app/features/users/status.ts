/**
 * The provider status lifecycle as the detail page offers it (docs/provider-status.md): one action per status
 * the API allows from the current one (getUserStatus's `allowed`), each with its verb, what it means for the
 * person, and a reason asked in the confirm. The API decides again (409 for a change no longer allowed).
 */
import { SENTENCES } from '../../../contracts';
import type { components } from '../../../contracts';
import { isProviderRole } from '~/features/auth';

type UserStatus = components['schemas']['UserStatus'];

export const STATUS_MESSAGES = {
  reasonRequired: SENTENCES.users.statusReasonMissing,
} as const;

export interface StatusReply {
  toast: { kind: 'error' | 'success'; message: string };
}

export const statusChangedMessage = (status: UserStatus) => `Status changed to ${status}.`;

export interface StatusAction {
  to: UserStatus;
  /** The button's and the confirm's verb. */
  label: string;
  /** What happens to the person, said in the confirm. */
  effect: string;
  destructive: boolean;
}

/** The action that moves a user from `from` to `to`, in words. */
export function statusAction(from: UserStatus, to: UserStatus, role: string): StatusAction {
  const provider = isProviderRole(role);
  switch (to) {
    case 'In Progress':
      return {
        to,
        label: 'Start review',
        effect:
          'Their registration and documents are being checked; nothing changes in what they can do yet.',
        destructive: false,
      };
    case 'Provisionally Active':
      return {
        to,
        label: 'Activate provisionally',
        effect: provider
          ? 'At their next login they see the reduced provider menu (My Cases, My Tasks): no Available Cases.'
          : 'At their next login they can use the product with the reduced menu of a provisional account.',
        destructive: false,
      };
    case 'Active':
      return {
        to,
        label: from === 'Deactivated' ? 'Reactivate' : 'Activate',
        effect: provider
          ? 'At their next login they see the full provider menu, Available Cases included.'
          : 'At their next login they see the full menu of their role.',
        destructive: false,
      };
    case 'Deactivated':
      return {
        to,
        label: 'Deactivate',
        effect: 'They are logged out now and can no longer log in until an admin reactivates them.',
        destructive: true,
      };
    case 'New':
      return { to, label: 'Move back to New', effect: 'They start over.', destructive: false };
  }
}
