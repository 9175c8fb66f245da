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

/**
 * The kinds of record a notification can be about; each has a page in the customer app
 * (`recordPath` in the route table). A return and a purchase request are named by id, the
 * others by number.
 */
export const SUBJECT_KINDS = [
  'invoice',
  'order',
  'purchase_request',
  'return',
  'shipment',
  'package',
  'wallet',
] as const
export type SubjectKind = (typeof SUBJECT_KINDS)[number]
export type Subject = { kind: SubjectKind; key: string }

/*
 * The values naming each kind, most specific first: a notice that names an invoice is about
 * paying (or what became of) that invoice even when it also names the shipment it bills; a
 * return's notice opens the order returned (whose page follows the return), or the returns list
 * for a return of a shipment.
 */
const SUBJECT_VALUES: readonly [SubjectKind, string][] = [
  ['invoice', 'invoiceNumber'],
  ['order', 'orderNumber'],
  ['return', 'returnId'],
  ['purchase_request', 'requestId'],
  ['shipment', 'shipmentNumber'],
  ['package', 'packageNumber'],
  ['wallet', 'transactionId'],
]

/** The record a notification's values name, or null for one about nothing in particular. */
export function subjectOf(values: Record<string, unknown>): Subject | null {
  for (const [kind, name] of SUBJECT_VALUES) {
    const value = values[name]
    if (typeof value === 'string' || typeof value === 'number') return { kind, key: String(value) }
  }
  return null
}
