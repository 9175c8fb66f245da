/** The ways out of the app to a customer, besides the in-app list. */
export const CHANNELS = ['email', 'sms', 'push'] as const
export type Channel = (typeof CHANNELS)[number]

/** A customer's notification switches: the channels, then what to hear about. */
export const NOTIFICATION_SWITCHES = [
  ...CHANNELS,
  'marketing',
  'orderUpdates',
  'packageUpdates',
  'promotions',
  'securityAlerts',
] as const
export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number]
