/** How the facility account pages show statuses and enumerations (labels of spec 3.3, tones of the detail kit). */
import type { components } from '../../../contracts';
import { statusTones } from '~/components/detail';

type UserStatus = components['schemas']['UserStatus'];

/** A person's or an account's status (the same lifecycle for both). */
export const STATUS_TONES = statusTones<UserStatus>({
  New: 'neutral',
  'In Progress': 'info',
  'Provisionally Active': 'warning',
  Active: 'success',
  Deactivated: 'danger',
});

export const LINK_CLASS = 'font-medium text-primary underline-offset-4 hover:underline';
