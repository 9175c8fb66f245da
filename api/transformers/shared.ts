import type { LucidRow } from '@adonisjs/lucid/types/model'
import type User from '#models/user'
import type Invoice from '#models/invoice'
import type Payment from '#models/payment'

const fullName = (user: User) => `${user.firstName} ${user.lastName}`

/** Whose it is, as the back office shows it beside a package, shipment, order or request. */
export const customerReference = (user: User) => ({
  id: user.id,
  suite: user.customerId,
  name: fullName(user),
})

/**
 * A preloaded relation, or null where the row has none: Lucid types every relation as there, so
 * reading one as `row.shipment?.number` gives a type without the null the answer can carry.
 */
export const preloaded = <Row extends LucidRow, Name extends keyof Row & string>(
  row: Row,
  name: Name
) => (row.$preloaded[name] ? row[name] : null) as Row[Name] | null

/** `{ customer }` where the row's owner was preloaded and it has one; else no such key. */
export function customerOf<Row extends LucidRow & { user: User }>(row: Row) {
  const user = preloaded(row, 'user')
  return user ? { customer: customerReference(user) } : {}
}

/** Who on the staff did it: changed an order's status, sent a notice. */
export const staffReference = (user: User) => ({ id: user.id, name: fullName(user) })

/** An invoice as the thing it bills shows it: enough to link to it and tell whether it is paid. */
export const invoiceSummary = (invoice: Invoice) => ({
  number: invoice.number,
  status: invoice.status,
  totalCents: invoice.totalCents,
})

/** The card a payment came from: its brand and last four digits, all that is kept of it. */
export const cardOf = (payment: Payment | null | undefined) =>
  payment?.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null

/** The category a help article or blog post is filed under, as it links to it. */
export const categoryReference = (category: { slug: string; name: string }) => ({
  slug: category.slug,
  name: category.name,
})
