/**
 * A notification's words in a reader's language, from locales/<lang>/notifications.json, or the
 * staff's own words as they wrote them; and the page it leads to.
 */
import env from '#start/env'
import i18nManager from '@adonisjs/i18n/services/main'
import { DEFAULT_LANGUAGE, isLang, pathFor, recordPath } from '#customer-routes'
import { subjectOf } from '#domain/notifications'
import type { I18n } from '@adonisjs/i18n'
import type User from '#models/user'
import type Notification from '#models/notification'
import type { NotificationType } from '#models/notification'

/**
 * Where a notification leads its reader, in their language, and the words of that link: the page
 * of the record it is about (the invoice to pay, the package that arrived…), or their
 * notifications page when it is about nothing in particular. Absolute, and percent-encoded once
 * (Arabic paths included).
 */
export function notificationLink(notification: Notification, user: User) {
  const subject = subjectOf(notification.values)
  const lang = isLang(user.locale) ? user.locale : DEFAULT_LANGUAGE
  const path = subject ? recordPath(subject, lang) : pathFor('notifications', lang)
  return {
    link: new URL(path, env.get('APP_URL')).href,
    action: i18nManager
      .locale(lang)
      .t(`notifications.email.open.${subject?.kind ?? 'notifications'}`),
  }
}

/** Title and body in the given language; staff-written ones as they were written. */
export function renderNotification(notification: Notification, locale: string) {
  if (notification.title !== null && notification.body !== null) {
    return { title: notification.title, body: notification.body }
  }
  const i18n = i18nManager.locale(locale)
  const values = notification.values
  if (typeof values.returnStatus === 'string') return returnNotice(i18n, values)
  const key = textKey(i18n, notification.type, values)
  const words = wordsOf(i18n, values)
  return {
    title: i18n.t(`notifications.${key}.title`, { ...values, ...words }),
    body: i18n.t(`notifications.${key}.body`, { ...values, ...words }),
  }
}

/* A return's notice says the step its return reached, and what is returned. */
function returnNotice(i18n: I18n, values: Record<string, unknown>) {
  const subject =
    typeof values.orderNumber === 'string'
      ? i18n.t('returns.subject.order', { number: values.orderNumber })
      : i18n.t('returns.subject.shipment', { number: values.shipmentNumber })
  const words = { ...values, subject }
  return {
    title: i18n.t(`returns.notice.${values.returnStatus}.title`, words),
    body: i18n.t(`returns.notice.${values.returnStatus}.body`, words),
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
