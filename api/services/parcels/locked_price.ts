/**
 * The price locked at the ship request. A priced request is invoiced at once, line by line, with
 * the figures its quote showed; packing can never raise it. When the packed box ships for more
 * than the shipping invoiced, the business absorbs the difference; for less, the difference goes
 * to the customer's wallet. Either is recorded once per shipment (a unique row), so a replay,
 * a second click or a concurrent request changes nothing more.
 */
import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import type Package from '#models/package'
import type Shipment from '#models/shipment'
import ShipmentPriceAdjustment from '#models/shipment_price_adjustment'
import { storageStatus } from '#domain/storage_clock'
import type { InvoiceLineInput } from '#services/money/invoicing'
import { refund } from '#services/money/ledger'
import { notify } from '#services/platform/notify'

type Translator = ReturnType<typeof i18nManager.locale>

/** The customer's words for their invoice and ledger: theirs to read. */
export const customerWords = (user: Pick<User, 'locale'>): Translator =>
  i18nManager.locale(user.locale)

/** What the packages owe for storage on `now`: the quote shows it, the invoice bills it. */
export const storageDueCents = (packages: readonly Package[], now: DateTime) =>
  packages.reduce((sum, pkg) => sum + storageStatus(pkg, now).storageFeeCents, 0)

/**
 * A storage line per package that owes a fee on `now`, and the packages' storage clocks stopped
 * there (the caller's transaction saves them with the invoice).
 */
export async function billStorage(packages: readonly Package[], now: DateTime, t: Translator) {
  const lines: InvoiceLineInput[] = []
  let storageFeeCents = 0
  for (const pkg of packages) {
    const storage = storageStatus(pkg, now)
    pkg.storageStoppedAt = now
    await pkg.save()
    if (storage.storageFeeCents === 0) continue
    storageFeeCents += storage.storageFeeCents
    lines.push({
      kind: 'storage',
      description: t.t('parcels.invoiceLine.storage', {
        package: pkg.number,
        days: storage.chargeableDays,
      }),
      amountCents: storage.storageFeeCents,
    })
  }
  return { lines, storageFeeCents }
}

/**
 * The packed box's shipping price against the shipping invoiced at the request, in the packing's
 * transaction (the shipment is locked): absorbed when higher, credited to the wallet with a
 * ledger line that says why when lower, and the customer told once it commits. Returns the
 * record, the earlier one when the packing was already settled.
 */
export async function settlePacking(
  shipment: Shipment,
  packedCents: number,
  trx: TransactionClientContract
) {
  const settled = await ShipmentPriceAdjustment.query({ client: trx })
    .where('shipmentId', shipment.id)
    .where('cause', 'packing')
    .first()
  if (settled) return settled

  const invoicedCents = shipment.shippingCents!
  const creditedCents = Math.max(invoicedCents - packedCents, 0)
  let walletTransactionId: number | null = null
  if (creditedCents > 0) {
    const customer = await User.findOrFail(shipment.userId, { client: trx })
    const { transaction } = await refund(
      {
        userId: shipment.userId,
        amountCents: creditedCents,
        invoiceId: shipment.invoiceId!,
        reason: customerWords(customer).t('parcels.packingCredit', { shipment: shipment.number }),
      },
      trx
    )
    walletTransactionId = transaction.id
    await notify(
      customer,
      'wallet_update',
      {
        reason: 'packing_credit',
        shipmentNumber: shipment.number,
        transactionId: transaction.id,
        amount: creditedCents / 100,
      },
      { trx }
    )
  }
  return ShipmentPriceAdjustment.create(
    {
      shipmentId: shipment.id,
      cause: 'packing',
      invoicedCents,
      actualCents: packedCents,
      absorbedCents: Math.max(packedCents - invoicedCents, 0),
      creditedCents,
      walletTransactionId,
    },
    { client: trx }
  )
}

/**
 * What locking prices at the request cost and gave back, over every shipment: the packings the
 * business absorbed (packed dearer than invoiced) and those credited to wallets (cheaper).
 */
export async function lockedPriceTotals() {
  const [row] = await db
    .from('shipment_price_adjustments')
    .select(
      db.raw('coalesce(sum(case when absorbed_cents > 0 then 1 else 0 end), 0) as absorbed_count'),
      db.raw('coalesce(sum(absorbed_cents), 0) as absorbed_cents'),
      db.raw('coalesce(sum(case when credited_cents > 0 then 1 else 0 end), 0) as credited_count'),
      db.raw('coalesce(sum(credited_cents), 0) as credited_cents')
    )
  return {
    absorbed: { count: Number(row.absorbed_count), totalCents: Number(row.absorbed_cents) },
    credited: { count: Number(row.credited_count), totalCents: Number(row.credited_cents) },
  }
}
