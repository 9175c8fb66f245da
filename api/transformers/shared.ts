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
