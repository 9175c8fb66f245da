/**
 * Tells a customer that something happened to their parcels. Delivery (in-app, email, SMS,
 * push per preferences) belongs to the notifications work; until then each notice is a log
 * line, so every step already says what it will announce.
 */
import logger from '@adonisjs/core/services/logger'

/** The spec's notification types (§3). */
export type NotificationType =
  | 'order_created'
  | 'order_updated'
  | 'package_delivered'
  | 'wallet_update'
  | 'system_alert'
  | 'promotion'
  | 'package_received'

export async function notify(
  user: { id: number },
  type: NotificationType,
  data: Record<string, unknown>
): Promise<void> {
  logger.info({ userId: user.id, type, data }, 'notification')
}
