/**
 * The notification preferences' breakage (decision 085): an answer whose delivery is none the contract knows, as a
 * backend that added a channel without the contract would give it; the settings page could not show it.
 */
import { onData, type Breakage } from './breakage-hook';

export const NOTIFICATION_BREAKAGES: Breakage[] = [
  {
    name: 'notification-preference-unknown-delivery',
    breaks: 'getNotificationPreferences answers a delivery outside NotificationDelivery (Sms)',
    check: 'response_schema_conformance',
    operations: ['getNotificationPreferences'],
    effects: () => [
      {
        operationId: 'getNotificationPreferences',
        response: onData((data) => {
          const items = data.items as Array<{ delivery: string }>;
          if (items[0]) items[0].delivery = 'Sms';
        }),
      },
    ],
  },
];
