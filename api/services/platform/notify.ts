/**
 * Tells a user that something happened: always in the app (their notifications list), and by
 * email, SMS and push where their 8 preferences allow. Texts are rendered in the recipient's
 * saved language, from locales/<lang>/notifications.json, or are the staff's own words.
 */
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User, { type Locale } from '#models/user'
import Notification, { type NotificationType } from '#models/notification'
import NotificationDelivery from '#models/notification_delivery'
import NotificationBroadcast, { type Audience } from '#models/notification_broadcast'
import NotificationPreference from '#models/notification_preference'
import { CHANNELS, type Channel } from '#domain/notifications'
import { channels } from '#services/platform/notification_channels/main'
import DeliverNotification from '#jobs/deliver_notification'
import { applyListFilters, columnsOf, listPage } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'
import { updateCustomerApps } from '#services/platform/live_updates'
import { DomainError } from '#exceptions/domain_error'

export type { NotificationType }

type Topic = 'orderUpdates' | 'packageUpdates' | 'promotions' | 'marketing' | 'securityAlerts'

/**
 * Which preference switches, besides the channel's own (email, sms, push), a type needs to
 * leave the app. Security alerts cannot be switched off and always go by email (every account
 * has an address), and by SMS and push where those channels are on.
 */
export const DELIVERY_RULES: Record<
  NotificationType,
  { topics: readonly Topic[]; always?: readonly Channel[] }
> = {
  order_created: { topics: ['orderUpdates'] },
  order_updated: { topics: ['orderUpdates'] },
  package_received: { topics: ['packageUpdates'] },
  package_delivered: { topics: ['packageUpdates'] },
  storage_reminder: { topics: ['packageUpdates'] },
  promotion: { topics: ['promotions', 'marketing'] },
  system_alert: { topics: ['securityAlerts'], always: ['email'] },
  wallet_update: { topics: [] },
}

/** The outside channels a notification of this type goes through for these preferences. */
export function channelsFor(type: NotificationType, preferences: NotificationPreference) {
  const rule = DELIVERY_RULES[type]
  return CHANNELS.filter(
    (channel) =>
      rule.always?.includes(channel) ||
      (preferences[channel] && rule.topics.every((topic) => preferences[topic]))
  )
}

/**
 * The user's switches, created with the defaults of the table (migration 0004) for an account
 * that has none yet (accounts made outside sign-up, such as staff).
 */
export async function preferencesOf(user: User, trx?: TransactionClientContract) {
  const client = { client: trx }
  const existing = await NotificationPreference.findBy('userId', user.id, client)
  if (existing) return existing
  await NotificationPreference.updateOrCreate({ userId: user.id }, {}, client)
  return NotificationPreference.findByOrFail('userId', user.id, client)
}

/** Words staff wrote themselves, stored and shown as given (not translated). */
export type StaffText = { title: string; body: string }

/**
 * Written in the caller's transaction when it gives one (the notice exists if and only if the
 * change it tells of was committed); its deliveries are queued once that transaction commits.
 */
export async function notify(
  recipient: User | { id: number },
  type: NotificationType,
  data: Record<string, unknown> = {},
  options: { text?: StaffText; trx?: TransactionClientContract } = {}
): Promise<Notification> {
  const { text, trx } = options
  const client = { client: trx }
  const user = recipient instanceof User ? recipient : await User.findOrFail(recipient.id, client)
  const notification = await Notification.create(
    {
      userId: user.id,
      type,
      data: JSON.stringify(data),
      title: text?.title ?? null,
      body: text?.body ?? null,
    },
    client
  )
  updateCustomerApps(user.id, ['notifications'], trx)
  const deliveries = await writeDeliveries([user], [notification], trx)
  if (trx) trx.after('commit', () => queueDeliveries(deliveries))
  else await queueDeliveries(deliveries)
  return notification
}

/*
 * Each outside channel the preferences allow gets a delivery row beside the notification; a
 * background job sends it (#jobs/deliver_notification), retried with backoff while the mail
 * server or SMS provider is down, so the business change never waits for them nor fails with
 * them.
 */
async function writeDeliveries(
  users: User[],
  notifications: Notification[],
  trx?: TransactionClientContract
) {
  const rows = []
  for (const [index, user] of users.entries()) {
    const notification = notifications[index]
    const preferences = await preferencesOf(user, trx)
    for (const name of channelsFor(notification.type, preferences)) {
      const recipient = channels[name].recipientOf(user)
      if (recipient) rows.push({ notificationId: notification.id, channel: name, recipient })
    }
  }
  return rows.length ? NotificationDelivery.createMany(rows, { client: trx }) : []
}

/*
 * A queue that cannot be reached leaves the deliveries unsent, and is logged; the sweep below
 * queues them again.
 */
async function queueDeliveries(deliveries: Pick<NotificationDelivery, 'id'>[]) {
  if (deliveries.length === 0) return
  await DeliverNotification.dispatchMany(deliveries.map(({ id }) => ({ deliveryId: id })))
    .run()
    .catch((error) =>
      logger.error(
        { err: error, deliveryIds: deliveries.map(({ id }) => id) },
        'deliveries not queued'
      )
    )
}

/**
 * A delivery still unsent this long after it was written, and that never failed, was lost on its
 * way to a worker: its job was never queued (the queue was unreachable) or vanished with a
 * crashed worker. Long enough for a worker to reach one queued the ordinary way (a crashed worker's
 * jobs go back to the queue after 15 s); one that failed is retried by its own job, then by staff
 * from the failed list.
 */
export const LOST_DELIVERY_AFTER = { minutes: 1 }
const LOST_DELIVERIES_PER_SWEEP = 1000

/**
 * Queues the lost deliveries again, oldest first; run by the scheduler. One still waiting behind
 * a long queue gets a second job, which finds it sent and does nothing. Returns how many.
 */
export async function requeueLostDeliveries(now = DateTime.utc()) {
  const lost = await NotificationDelivery.query()
    .select('id')
    .whereNull('sent_at')
    .whereNull('failed_at')
    .where('created_at', '<=', now.minus(LOST_DELIVERY_AFTER).toSQL({ includeOffset: false }))
    .orderBy('id')
    .limit(LOST_DELIVERIES_PER_SWEEP)
  await queueDeliveries(lost)
  return lost.length
}

/* The in-app list: each user sees only their own notifications; anyone else's is a 404. */

export const NOTIFICATION_LIST: ListDefinition = {
  sorts: columnsOf('createdAt', 'readAt', 'type'),
  defaultSort: 'createdAt',
  filterColumns: columnsOf('type'),
  filters: ['read'],
}

export function listNotifications(userId: number, params: ListParams<string>) {
  const query = Notification.query().where('user_id', userId)
  applyListFilters(query, params, NOTIFICATION_LIST)
  const { read } = params.filters
  if (read?.length === 1) {
    read[0] === 'true' ? query.whereNotNull('read_at') : query.whereNull('read_at')
  }
  return listPage(query, params)
}

export async function unreadCount(userId: number) {
  const [{ total }] = await Notification.query()
    .where('user_id', userId)
    .whereNull('read_at')
    .count('* as total')
    .pojo<{ total: number | string }>()
  return Number(total)
}

async function findOwn(userId: number, id: number) {
  const notification = await Notification.query().where('user_id', userId).where('id', id).first()
  if (!notification) throw new DomainError(404, 'notifications.notFound')
  return notification
}

/** Reading twice keeps the first reading time. */
export async function markRead(userId: number, id: number) {
  const notification = await findOwn(userId, id)
  if (notification.readAt) return notification
  notification.readAt = DateTime.utc()
  await notification.save()
  // As stored (to the second), so this answer and later lists show the same time.
  return notification.refresh()
}

export async function markAllRead(userId: number) {
  const now = DateTime.utc()
  await Notification.query()
    .where('user_id', userId)
    .whereNull('read_at')
    .update({
      read_at: now.toSQL({ includeOffset: false }),
      updated_at: now.toSQL({ includeOffset: false }),
    })
}

/* What staff send from the back office. */

/**
 * The notice in the service's languages; each customer reads their own. A notice to one
 * customer needs only theirs.
 */
export type StaffTexts = Partial<Record<Locale, { title: string; body: string }>>

export type StaffSend = {
  audience: Audience
  userId?: number
  type: NotificationType
  texts: StaffTexts
}

const RECIPIENTS_PER_BATCH = 200

/**
 * To one customer or to every customer, each in the language saved on their account and through
 * the channels their preferences allow. Staff accounts are never recipients: `all` means
 * customers. The record of the send keeps the English text, or the one customer's own.
 */
export async function sendFromStaff(staff: User, send: StaffSend) {
  const customers = User.query().where('role', 'customer').orderBy('id')
  let recorded = send.texts.en
  if (send.audience === 'user') {
    const customer = await customers.clone().where('id', send.userId!).first()
    if (!customer) throw new DomainError(422, 'notifications.unknownCustomer', {}, 'userId')
    const theirs = send.texts[customer.locale]
    if (!theirs) {
      throw new DomainError(
        422,
        'notifications.customerLanguageRequired',
        { language: customer.locale },
        `texts.${customer.locale}`
      )
    }
    recorded ??= theirs
  }
  const broadcast = await NotificationBroadcast.create({
    sentById: staff.id,
    audience: send.audience,
    userId: send.audience === 'user' ? send.userId! : null,
    type: send.type,
    ...recorded!,
  })

  let count = 0
  // In batches, by id: "all" may be every customer of the service, too many to hold at once.
  for (let afterId = 0; ;) {
    const batch = await customers
      .clone()
      .where('id', '>', afterId)
      .if(send.audience === 'user', (query) => query.where('id', send.userId!))
      .limit(RECIPIENTS_PER_BATCH)
    if (batch.length === 0) break
    await notifyBatch(batch, broadcast, send.texts)
    count += batch.length
    if (batch.length < RECIPIENTS_PER_BATCH) break
    afterId = batch[batch.length - 1].id
  }

  broadcast.recipientCount = count
  await broadcast.save()
  await broadcast.load('sentBy')
  return broadcast
}

/** One insert for the batch's notifications, then each goes out through its reader's channels. */
async function notifyBatch(batch: User[], broadcast: NotificationBroadcast, texts: StaffTexts) {
  const now = DateTime.utc().toSQL({ includeOffset: false })
  await db.table('notifications').multiInsert(
    batch.map((customer) => ({
      user_id: customer.id,
      type: broadcast.type,
      data: '{}',
      title: (texts[customer.locale] ?? texts.en)!.title,
      body: (texts[customer.locale] ?? texts.en)!.body,
      broadcast_id: broadcast.id,
      created_at: now,
      updated_at: now,
    }))
  )
  const notifications = await Notification.query()
    .where('broadcast_id', broadcast.id)
    .whereIn(
      'user_id',
      batch.map((customer) => customer.id)
    )
  const byUser = new Map(notifications.map((notification) => [notification.userId, notification]))
  for (const customer of batch) updateCustomerApps(customer.id, ['notifications'])
  await queueDeliveries(
    await writeDeliveries(
      batch,
      batch.map((customer) => byUser.get(customer.id)!)
    )
  )
}

export const BROADCAST_LIST: ListDefinition = {
  sorts: columnsOf('createdAt', 'type', 'recipientCount'),
  defaultSort: 'createdAt',
  filterColumns: columnsOf('type', 'audience'),
  idFilterColumns: columnsOf('userId'),
  searchColumns: ['title', 'body'],
}

/** What staff sent; `q` searches the title and the text. */
export function listBroadcasts(params: ListParams<string>) {
  const query = NotificationBroadcast.query().preload('sentBy')
  return listPage(applyListFilters(query, params, BROADCAST_LIST), params)
}
