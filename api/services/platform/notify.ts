/**
 * Tells a user that something happened: always in the app (their notifications list), and by
 * email, SMS and push where their 8 preferences allow. Texts are rendered in the recipient's
 * saved language, from locales/<lang>/notifications.json, or are the staff's own words.
 */
import { DateTime } from 'luxon'
import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import User, { type Locale } from '#models/user'
import Notification, { type NotificationType } from '#models/notification'
import NotificationDelivery from '#models/notification_delivery'
import NotificationBroadcast, { type Audience } from '#models/notification_broadcast'
import NotificationPreference from '#models/notification_preference'
import { CHANNELS, type Channel } from '#domain/notifications'
import { channels } from '#services/platform/notification_channels/main'
import { listPage, type ListParams, whereAnyContains } from '#services/platform/lists'
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
export async function preferencesOf(user: User) {
  const existing = await NotificationPreference.findBy('userId', user.id)
  if (existing) return existing
  await NotificationPreference.updateOrCreate({ userId: user.id }, {})
  return NotificationPreference.findByOrFail('userId', user.id)
}

/** Words staff wrote themselves, stored and shown as given (not translated). */
export type StaffText = { title: string; body: string; broadcastId?: number }

export async function notify(
  recipient: User | { id: number },
  type: NotificationType,
  data: Record<string, unknown> = {},
  staffText?: StaffText
): Promise<Notification> {
  const user = recipient instanceof User ? recipient : await User.findOrFail(recipient.id)
  const notification = await Notification.create({
    userId: user.id,
    type,
    data: JSON.stringify(data),
    title: staffText?.title ?? null,
    body: staffText?.body ?? null,
    broadcastId: staffText?.broadcastId ?? null,
  })
  await deliver(user, notification)
  return notification
}

/*
 * Sent after the business change is committed: a mail server or SMS provider being down must
 * not undo a received package or a payment, so a failing channel is logged and skipped.
 */
async function deliver(user: User, notification: Notification) {
  updateCustomerApps(user.id, ['notifications'])
  const preferences = await preferencesOf(user)
  const message = {
    ...renderNotification(notification, user.locale),
    link: notificationsLink(user),
  }

  for (const name of channelsFor(notification.type, preferences)) {
    const channel = channels[name]
    const recipient = channel.recipientOf(user)
    if (!recipient) continue
    try {
      await channel.send(user, recipient, message)
      await NotificationDelivery.create({
        notificationId: notification.id,
        channel: name,
        recipient,
      })
    } catch (error) {
      logger.error(
        { err: error, notificationId: notification.id, channel: name },
        'delivery failed'
      )
    }
  }
}

/** The customer app's notifications page, under the recipient's language prefix. */
function notificationsLink(user: User) {
  const path = i18nManager.locale(user.locale).t('notifications.email.path')
  return new URL(path, env.get('APP_URL')).href
}

/** Title and body in the given language; staff-written ones as they were written. */
export function renderNotification(notification: Notification, locale: string) {
  if (notification.title !== null && notification.body !== null) {
    return { title: notification.title, body: notification.body }
  }
  const i18n = i18nManager.locale(locale)
  const values = notification.values
  const key = textKey(i18n, notification.type, values)
  const words = wordsOf(i18n, values)
  return {
    title: i18n.t(`notifications.${key}.title`, { ...values, ...words }),
    body: i18n.t(`notifications.${key}.body`, { ...values, ...words }),
  }
}

/*
 * The order types speak of a shipping request unless the values name an order (bought for the
 * customer by purchase assistance): an order has its own texts and its own status words.
 */
const isAboutOrder = (values: Record<string, unknown>) => typeof values.orderNumber === 'string'

/** A system alert with a known reason (a disposed package…), or an order, has its own text. */
function textKey(i18n: I18n, type: NotificationType, values: Record<string, unknown>) {
  const variant = isAboutOrder(values) ? 'order' : values.reason
  const specific = `${type}.${variant}`
  return typeof variant === 'string' && i18n.hasMessage(`notifications.${specific}.title`)
    ? specific
    : type
}

/** Codes in the values (an order's or a shipment's status) said in words of the language. */
function wordsOf(i18n: I18n, values: Record<string, unknown>) {
  if (typeof values.status !== 'string') return {}
  const words = isAboutOrder(values) ? 'orderStatus' : 'status'
  return { status: i18n.t(`notifications.${words}.${values.status}`) }
}

/* The in-app list: each user sees only their own notifications; anyone else's is a 404. */

export const NOTIFICATION_SORTS = { createdAt: 'created_at', readAt: 'read_at', type: 'type' }
export const NOTIFICATION_FILTERS = ['type', 'read'] as const

export function listNotifications(userId: number, params: ListParams<string>) {
  const query = Notification.query().where('user_id', userId)
  const { type, read } = params.filters
  if (type?.length) query.whereIn('type', type)
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

/** The notice in each of the service's languages; each customer reads their own. */
export type StaffTexts = Record<Locale, { title: string; body: string }>

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
 * customers. The record of the send keeps the English text.
 */
export async function sendFromStaff(staff: User, send: StaffSend) {
  const customers = User.query().where('role', 'customer').orderBy('id')
  if (send.audience === 'user') {
    const customer = await customers.clone().where('id', send.userId!).first()
    if (!customer) throw new DomainError(422, 'notifications.unknownCustomer', {}, 'userId')
  }
  const broadcast = await NotificationBroadcast.create({
    sentById: staff.id,
    audience: send.audience,
    userId: send.audience === 'user' ? send.userId! : null,
    type: send.type,
    ...send.texts.en,
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
      title: (texts[customer.locale] ?? texts.en).title,
      body: (texts[customer.locale] ?? texts.en).body,
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
  for (const customer of batch) await deliver(customer, byUser.get(customer.id)!)
}

export const BROADCAST_SORTS = {
  createdAt: 'created_at',
  type: 'type',
  recipientCount: 'recipient_count',
}
export const BROADCAST_FILTERS = ['type', 'audience', 'userId', 'q'] as const

/** What staff sent; `q` searches the title and the text. */
export function listBroadcasts(params: ListParams<string>) {
  const query = NotificationBroadcast.query().preload('sentBy')
  const { type, audience, userId, q } = params.filters
  if (type?.length) query.whereIn('type', type)
  if (audience?.length) query.whereIn('audience', audience)
  if (userId?.length) query.whereIn('user_id', userId.map(Number))
  if (q?.[0]) {
    whereAnyContains(query, ['title', 'body'], q[0])
  }
  return listPage(query, params)
}
