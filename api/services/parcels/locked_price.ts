/**
 * The price locked at the ship request. A priced request is invoiced at once, line by line, with
 * the figures its quote showed; packing can never raise it. When the packed box ships for more
 * than the shipping invoiced, the business absorbs the difference; for less, the difference goes
 * to the customer's wallet. Duties and taxes paid up front settle the same way against the
 * carrier's bill for them. Each is recorded once per shipment and cause (a unique row), so a
 * replay, a second click or a concurrent request changes nothing more.
 */
import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import type Package from '#models/package'
import type Shipment from '#models/shipment'
import ShipmentPriceAdjustment, {
  type PriceAdjustmentCause,
} from '#models/shipment_price_adjustment'
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

/** How a settlement is worded for the customer: their ledger line and their notice. */
type SettlementWords = { ledgerKey: string; noticeReason: string }

const SETTLEMENT_WORDS: Record<PriceAdjustmentCause, SettlementWords> = {
  packing: { ledgerKey: 'parcels.packingCredit', noticeReason: 'packing_credit' },
  duties: { ledgerKey: 'parcels.dutiesCredit', noticeReason: 'duties_credit' },
}

/**
 * What a shipment finally cost for one cause against what its invoice charged for it, in the
 * caller's transaction (the shipment is locked): the business absorbs what it cost over, the
 * customer's wallet gets back what it cost under, with a ledger line that says why, and the
 * customer is told once it commits. Recorded once per shipment and cause: returns the earlier
 * record when there is one, whatever `actualCents` says now.
 */
export async function settleAgainstInvoice(
  shipment: Shipment,
  cause: PriceAdjustmentCause,
  figures: { invoicedCents: number; actualCents: number },
  trx: TransactionClientContract
) {
  const settled = await ShipmentPriceAdjustment.query({ client: trx })
    .where('shipmentId', shipment.id)
    .where('cause', cause)
    .first()
  if (settled) return settled

  const { invoicedCents, actualCents } = figures
  const creditedCents = Math.max(invoicedCents - actualCents, 0)
  let walletTransactionId: number | null = null
  if (creditedCents > 0) {
    const words = SETTLEMENT_WORDS[cause]
    const customer = await User.findOrFail(shipment.userId, { client: trx })
    const { transaction } = await refund(
      {
        userId: shipment.userId,
        amountCents: creditedCents,
        invoiceId: shipment.invoiceId!,
        reason: customerWords(customer).t(words.ledgerKey, { shipment: shipment.number }),
      },
      trx
    )
    walletTransactionId = transaction.id
    await notify(
      customer,
      'wallet_update',
      {
        reason: words.noticeReason,
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
      cause,
      invoicedCents,
      actualCents,
      absorbedCents: Math.max(actualCents - invoicedCents, 0),
      creditedCents,
      walletTransactionId,
    },
    { client: trx }
  )
}

/** The packed box's shipping price against the shipping invoiced at the request. */
export const settlePacking = (
  shipment: Shipment,
  packedCents: number,
  trx: TransactionClientContract
) =>
  settleAgainstInvoice(
    shipment,
    'packing',
    { invoicedCents: shipment.shippingCents!, actualCents: packedCents },
    trx
  )

/**
 * What locking prices at the request cost and gave back, over every shipment, per cause: the
 * packings and duty bills the business absorbed (dearer than invoiced) and those credited to
 * wallets (cheaper).
 */
export async function lockedPriceTotals() {
  const rows = await db
    .from('shipment_price_adjustments')
    .select('cause')
    .select(
      db.raw('sum(case when absorbed_cents > 0 then 1 else 0 end) as absorbed_count'),
      db.raw('sum(absorbed_cents) as absorbed_cents'),
      db.raw('sum(case when credited_cents > 0 then 1 else 0 end) as credited_count'),
      db.raw('sum(credited_cents) as credited_cents')
    )
    .groupBy('cause')
  const totals = (cause: PriceAdjustmentCause) => {
    const row = rows.find((each) => each.cause === cause)
    return {
      absorbed: {
        count: Number(row?.absorbed_count ?? 0),
        totalCents: Number(row?.absorbed_cents ?? 0),
      },
      credited: {
        count: Number(row?.credited_count ?? 0),
        totalCents: Number(row?.credited_cents ?? 0),
      },
    }
  }
  return { packing: totals('packing'), duties: totals('duties') }
}
