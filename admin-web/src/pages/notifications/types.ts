export const NOTIFICATION_TYPES = [
  'system_alert',
  'promotion',
  'order_created',
  'order_updated',
  'package_received',
  'package_delivered',
  'wallet_update',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
