/**
 * Ship requests: a customer asks to ship one or more of their stored packages, consolidated in
 * one box, to an address with a service, and gets its invoice at once, at the price they were
 * quoted (api/services/parcels/locked_price.ts); they may cancel until they pay it. The price and
 * the consolidation saving (each package quoted alone vs one consolidated quote) come from the
 * rate engine, never from a figure written by hand. Where the destination's rules are known, the
 * customer may pay its duties and taxes with that invoice (api/services/parcels/duties_paid_up_front.ts).
 */
import { DateTime } from 'luxon'
import { inTransaction } from '#services/platform/transactions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Package from '#models/package'
import Shipment from '#models/shipment'
import { DomainError } from '#exceptions/domain_error'
import { transition } from '#domain/state_machine'
import { countryName } from '#domain/countries'
import {
  destinationOf,
  packageMachine,
  PAID_SHIPMENT_STATUSES,
  shipmentMachine,
  type Destination,
  type DestinationInput,
  type GoodsCategory,
  type ServiceId,
} from '#domain/parcels'
import {
  billableWeight,
  consolidationSavings,
  priceOrRefuse,
  quote,
  refuseOverCarrierLimits,
  type ParcelMeasurements,
  type ServiceQuote,
} from '#services/parcels/rating'
import { declaredGoods, withLandedCost, type DeclaredGoods } from '#services/parcels/landed_cost'
import {
  DDP_FEE_CENTS,
  assessForDutiesUpFront,
  dutiesUpFront,
} from '#services/parcels/duties_paid_up_front'
import { boxHolding, repackAdvice } from '#services/parcels/repacking'
import { latinAddress, type AddressText } from '#services/parcels/latin_address'
import { findOwnAddress } from '#services/parcels/addresses'
import { findOwnShipment } from '#services/parcels/shipments'
import { billStorage, customerWords, storageDueCents } from '#services/parcels/locked_price'
import { raiseInvoice, voidUnpaidInvoice, type InvoiceLineInput } from '#services/money/invoicing'
import { notify } from '#services/platform/notify'
import { publicNumber } from '#services/platform/public_numbers'
import { updateBackOffice } from '#services/platform/live_updates'

export type ShipRequest = {
  packageNumbers: string[]
  service: ServiceId
  address?: DestinationInput
  addressId?: number
  /** Repack into the standard box the advice names, at its price. */
  repack?: boolean
  /** The destination in Latin letters as the customer confirmed it; proposed when absent. */
  latinAddress?: AddressText
  /** Pay the destination's duties and taxes with the invoice (DDP) instead of at the door. */
  ddp?: boolean
}

type Place = Pick<Destination, 'country' | 'postalCode'>

/** One service's duties, import tax and fee paid up front, and its invoice's total with them. */
type DutiesUpFrontOffer = ReturnType<typeof dutiesUpFront> & { totalCents: number }

/**
 * The customer's own packages by number, in id order, with their declared lines; 404 naming the
 * first that is not theirs. In a transaction they are locked (in id order, so two requests never
 * deadlock).
 */
async function ownPackages(user: User, numbers: string[], trx?: TransactionClientContract) {
  const wanted = [...new Set(numbers.map((number) => number.toUpperCase()))]
  const query = Package.query(trx ? { client: trx } : {})
    .whereIn('number', wanted)
    .where('user_id', user.id)
    .orderBy('id')
    .preload('customsLines')
  if (trx) query.forUpdate()
  const packages = await query
  const missing = wanted.find((number) => !packages.some((pkg) => pkg.number === number))
  if (missing)
    throw new DomainError(404, 'parcels.packageNotFound', { number: missing }, 'packageNumbers')
  return packages
}

function assertInStorage(pkg: Package) {
  if (pkg.status !== 'received') {
    throw new DomainError(
      409,
      'parcels.packageNotInStorage',
      { number: pkg.number },
      'packageNumbers'
    )
  }
}

/** Every reason one package cannot go into a ship request, each with its own message. */
function assertShippable(pkg: Package) {
  const values = { number: pkg.number }
  if (pkg.status === 'ship_requested') {
    throw new DomainError(409, 'parcels.packageInOpenShipment', values, 'packageNumbers')
  }
  assertInStorage(pkg)
  if (!pkg.declaredAt)
    throw new DomainError(422, 'parcels.packageNotDeclared', values, 'packageNumbers')
  if (pkg.hasProhibitedItems) {
    throw new DomainError(422, 'parcels.packageHasProhibitedItems', values, 'packageNumbers')
  }
  refuseOverCarrierLimits(pkg.measurements, { kind: 'package', number: pkg.number })
}

const tenths = (inches: number) => Math.ceil(inches * 10 - 1e-9) / 10

/**
 * The box the packages are repacked into, before staff weigh it: their total weight and total
 * volume, as long as the longest item and square in section (a cube when that is longer).
 * Staff set the real figures when packing; the invoice uses those.
 */
function consolidatedParcel(packages: readonly ParcelMeasurements[]): ParcelMeasurements {
  if (packages.length === 1) return packages[0]
  const weightLb = Math.round(packages.reduce((sum, p) => sum + p.weightLb, 0) * 100) / 100
  const volume = packages.reduce((sum, p) => sum + p.lengthIn * p.widthIn * p.heightIn, 0)
  const longest = Math.max(...packages.map((p) => Math.max(p.lengthIn, p.widthIn, p.heightIn)))
  const cube = Math.cbrt(volume)
  if (cube >= longest) {
    const side = tenths(cube)
    return { weightLb, lengthIn: side, widthIn: side, heightIn: side }
  }
  const section = tenths(Math.sqrt(volume / longest))
  return { weightLb, lengthIn: longest, widthIn: section, heightIn: section }
}

/**
 * What shipping the packages together at `together`'s price saves against shipping each alone
 * with the same service; undefined when one of them alone has no price (over a carrier limit).
 * The quote shows it per service and the request keeps it, so both price it here.
 */
function savingAgainstAlone(packages: Package[], destination: Place, together: ServiceQuote) {
  const alone = packages.map(
    (pkg) => quote({ ...pkg.measurements, ...destination, service: together.service }).quotes[0]
  )
  if (alone.some((price) => price === undefined)) return undefined
  return consolidationSavings(alone, together)
}

/**
 * What a ship request would cost with each service before the customer picks one: the consolidated
 * box's quote and, per service, the saving against shipping each package alone. Read-only; the
 * request itself checks everything again.
 */
export async function quoteShipRequest(
  user: User,
  packageNumbers: string[],
  destination: Place,
  declared: { declaredValueCents?: number; category?: GoodsCategory } = {}
) {
  const packages = await ownPackages(user, packageNumbers)
  packages.forEach(assertInStorage)

  const parcel = consolidatedParcel(packages.map((pkg) => pkg.measurements))
  const consolidated = quote({ ...parcel, ...destination })
  // The invoice of a request made now totals the shipping and this, to the cent.
  const storageFeeCents = storageDueCents(packages, DateTime.utc())
  const quotes = consolidated.quotes.flatMap((offer) => {
    const saving = savingAgainstAlone(packages, destination, offer)
    // No saving can be claimed for a service that cannot take one of the packages alone.
    return saving
      ? [
          {
            ...offer,
            separateCents: saving.separateCents,
            savedCents: saving.savedCents,
            totalCents: offer.priceCents + storageFeeCents,
          },
        ]
      : []
  })
  const repack = repackAdvice(parcel, destination, quotes)
  const declaration = declarationGoods(packages)
  const goods =
    declared.declaredValueCents === undefined
      ? declaration
      : declaredGoods(declared.declaredValueCents, declared.category)
  // Duties paid up front are priced on the packages' declarations, as the request invoices them.
  const upFront = assessForDutiesUpFront(destination.country, declaration)
  const withDuties = <Offer extends { priceCents: number; totalCents: number }>(
    offer: Offer
  ): Offer & { dutiesUpFront?: DutiesUpFrontOffer } => {
    if (upFront.unavailableBecause !== null) return offer
    const figures = dutiesUpFront(upFront.assessment, offer.priceCents)
    const { dutiesCents, taxesCents, feeCents } = figures
    return {
      ...offer,
      dutiesUpFront: {
        ...figures,
        totalCents: offer.totalCents + dutiesCents + taxesCents + feeCents,
      },
    }
  }
  return withLandedCost(
    {
      parcel: {
        ...parcel,
        box: boxHolding(parcel),
        actualWeightLb: consolidated.actualWeightLb,
        dimensionalWeightLb: consolidated.dimensionalWeightLb,
        billableWeightLb: consolidated.billableWeightLb,
      },
      quotes: quotes.map(withDuties),
      unavailable: consolidated.unavailable,
      storageFeeCents,
      // Whether the customer may pay duties and taxes with the invoice; each quote then says how much.
      dutiesUpFront: {
        available: upFront.unavailableBecause === null,
        unavailableBecause: upFront.unavailableBecause,
        feeCents: DDP_FEE_CENTS,
      },
      // The goods together, for the customer to see against the destination's thresholds.
      declaredValueCents: goods.reduce((sum, line) => sum + line.valueCents, 0),
      repack: repack && {
        ...repack,
        quotes: repack.quotes.map((offer) =>
          withDuties({ ...offer, totalCents: offer.priceCents + storageFeeCents })
        ),
      },
    },
    destination.country,
    goods
  )
}

/**
 * The goods of the packages' customs declarations, line by line; none until every package is
 * declared, since a partial declaration would understate the duties.
 */
function declarationGoods(packages: Package[]): DeclaredGoods[] {
  if (packages.some((pkg) => !pkg.declaredAt)) return []
  return packages.flatMap((pkg) =>
    pkg.customsLines.map((line) => ({
      valueCents: line.quantity * line.unitValueCents,
      category: line.category as GoodsCategory,
      // The EU's flat duty counts one item per distinct tariff heading.
      hsCode: line.hsCode,
    }))
  )
}

/**
 * The customer asks to ship these packages, in the caller's transaction (which also keeps the
 * answer for a retry with the same Idempotency-Key): the shipment, its unpaid invoice at the
 * price quoted, and the packages taken out of storage; the customer hears of it once the
 * transaction commits.
 */
export async function requestShipment(
  user: User,
  request: ShipRequest,
  trx: TransactionClientContract
) {
  const saved = request.addressId ? await findOwnAddress(user, request.addressId, trx) : undefined
  const destination = saved ? destinationOf(saved) : request.address!
  // Only a non-Latin address needs a Latin one; the customer's correction wins over ours.
  const proposed = latinAddress(destination)
  const latin = proposed && (request.latinAddress ?? proposed)

  const packages = await ownPackages(user, request.packageNumbers, trx)
  packages.forEach(assertShippable)

  const parcel = consolidatedParcel(packages.map((pkg) => pkg.measurements))
  const consolidated = priceOrRefuse(parcel, destination, request.service, {
    kind: 'consolidated',
  })
  const repack = request.repack ? repackChoice(parcel, destination, consolidated) : null
  const estimate = repack ? { ...consolidated, priceCents: repack.offer.priceCents } : consolidated
  // Each package passed the carrier limits and the service serves the destination, so each
  // alone has a price.
  const savings = savingAgainstAlone(packages, destination, estimate)!
  const duties = request.ddp
    ? dutiesUpFront(dutiesAssessment(user, destination.country, packages), estimate.priceCents)
    : null

  const created = await Shipment.create(
    {
      number: publicNumber('SHP'),
      userId: user.id,
      // Invoiced below, in this transaction: a priced request never waits for staff to bill it.
      status: transition(shipmentMachine, 'requested', 'invoiced'),
      service: request.service,
      ...destination,
      state: destination.state ?? null,
      latinRecipientName: latin?.recipientName ?? null,
      latinStreet: latin?.street ?? null,
      latinCity: latin?.city ?? null,
      latinState: latin?.state ?? null,
      declaredValueCents: packages.reduce((sum, pkg) => sum + (pkg.declaredValueCents ?? 0), 0),
      estimatedPriceCents: estimate.priceCents,
      repackBox: repack?.box.id ?? null,
      repackLengthIn: repack?.box.lengthIn ?? null,
      repackWidthIn: repack?.box.widthIn ?? null,
      repackHeightIn: repack?.box.heightIn ?? null,
      repackSavedCents: repack?.offer.savedCents ?? null,
      separatePriceCents: savings.separateCents,
      savedCents: savings.savedCents,
      incoterm: duties ? 'DDP' : 'DAP',
      dutiesCents: duties?.dutiesCents ?? null,
      taxesCents: duties?.taxesCents ?? null,
      ddpFeeCents: duties?.feeCents ?? null,
    },
    { client: trx }
  )
  await created.related('packages').attach(
    packages.map((pkg) => pkg.id),
    trx
  )
  for (const pkg of packages) {
    pkg.status = transition(packageMachine, pkg.status, 'ship_requested')
  }
  const invoiced = await invoiceRequest(user, created, packages, { consolidated, repack }, trx)
  // Packages for the warehouse to pack.
  updateBackOffice(['shipments', 'packages'], trx)
  // Read back what the database filled in (nulls and defaults) before it is shown.
  await created.refresh()
  await notify(
    user,
    'order_created',
    { shipmentNumber: created.number, invoiceNumber: invoiced.number, reason: 'invoiced' },
    { trx }
  )
  return created
}

/**
 * The packages' goods as the destination assesses them today; 422 when duties cannot be paid
 * now, naming the country in the customer's language.
 */
function dutiesAssessment(user: User, country: string, packages: Package[]) {
  const upFront = assessForDutiesUpFront(country, declarationGoods(packages))
  if (upFront.unavailableBecause !== null) {
    throw new DomainError(
      422,
      'parcels.noDutiesUpFront',
      { country: countryName(country, user.locale), reason: upFront.unavailableBecause },
      'ddp'
    )
  }
  return upFront.assessment
}

/**
 * The request's invoice, each charge a line as the quote showed it: shipping the consolidated
 * box, what the chosen repack saves, each package's storage fee due and, paid up front, the
 * duties, the import tax and our fee; the packages' storage stops here. Saves the shipment and
 * the packages in the shipment's transaction.
 */
async function invoiceRequest(
  user: User,
  shipment: Shipment,
  packages: Package[],
  price: { consolidated: ServiceQuote; repack: ReturnType<typeof repackChoice> | null },
  trx: TransactionClientContract
) {
  const now = shipment.createdAt
  const t = customerWords(user)
  const { consolidated, repack } = price
  const parcel = consolidatedParcel(packages.map((pkg) => pkg.measurements))
  const lines: InvoiceLineInput[] = [
    {
      kind: 'shipping',
      description: t.t('parcels.invoiceLine.shipping', {
        service: consolidated.name,
        weight: billableWeight(parcel).billableWeightLb,
        shipment: shipment.number,
      }),
      amountCents: consolidated.priceCents,
    },
  ]
  if (repack) {
    lines.push({
      kind: 'repack',
      description: t.t('parcels.invoiceLine.repack', {
        box: repack.box.id,
        shipment: shipment.number,
      }),
      amountCents: -repack.offer.savedCents,
    })
  }
  const storage = await billStorage(packages, now, t)
  lines.push(...storage.lines)
  if (shipment.incoterm === 'DDP') {
    const words = {
      country: countryName(shipment.country, user.locale),
      shipment: shipment.number,
    }
    lines.push(
      {
        kind: 'duties',
        description: t.t('parcels.invoiceLine.duties', words),
        amountCents: shipment.dutiesCents!,
      },
      {
        kind: 'import_tax',
        description: t.t('parcels.invoiceLine.importTax', words),
        amountCents: shipment.taxesCents!,
      },
      {
        kind: 'ddp_fee',
        description: t.t('parcels.invoiceLine.ddpFee', words),
        amountCents: shipment.ddpFeeCents!,
      }
    )
  }
  const invoice = await raiseInvoice(
    { userId: user.id, subjectType: 'shipment', subjectId: shipment.id, lines },
    trx
  )
  shipment.invoiceId = invoice.id
  shipment.shippingCents = shipment.estimatedPriceCents
  shipment.storageFeeCents = storage.storageFeeCents
  shipment.insuranceCents = 0
  shipment.invoicedAt = now
  await shipment.save()
  return invoice
}

/** The repack the customer asked for, refused when it would not save them anything. */
function repackChoice(parcel: ParcelMeasurements, destination: Place, consolidated: ServiceQuote) {
  const advice = repackAdvice(parcel, destination, [consolidated])
  const [offer] = advice?.quotes ?? []
  if (!advice?.box || !offer) throw new DomainError(422, 'parcels.repackNoSaving', {}, 'repack')
  return { box: advice.box, offer }
}

/**
 * The Latin spelling proposed for a destination (saved, or as typed), for the customer to confirm
 * or correct before the request; null when it is Latin already.
 */
export async function proposeLatinAddress(
  user: User,
  input: { addressId?: number; address?: AddressText }
) {
  const address = input.addressId ? await findOwnAddress(user, input.addressId) : input.address!
  return latinAddress(address)
}

/**
 * Cancels the shipment (locked, in its transaction) and gives its packages back to storage with
 * their storage clock as it was: still counting from the day each arrived, as if never billed
 * (an invoiced shipment stopped it, and the fees it billed are void with that invoice).
 */
export async function cancelBackToStorage(shipment: Shipment) {
  shipment.status = transition(shipmentMachine, shipment.status, 'cancelled')
  shipment.cancelledAt = DateTime.utc()
  await shipment.save()
  const packages = await shipment.related('packages').query().forUpdate()
  for (const pkg of packages) {
    pkg.status = transition(packageMachine, pkg.status, 'received')
    pkg.storageStoppedAt = null
    await pkg.save()
  }
}

/**
 * Until they pay, the customer may change their mind: the invoice is voided and the packages go
 * back to storage. The invoice is locked before the shipment, as a payment locks them, so a
 * payment and a cancellation at once never deadlock: whichever comes second sees the first.
 */
export async function cancelShipment(user: User, number: string) {
  const requested = await findOwnShipment(user, number)
  const paid = () =>
    new DomainError(409, 'parcels.cancelAfterPayment', { number: requested.number })
  if (PAID_SHIPMENT_STATUSES.includes(requested.status)) throw paid()
  // Refuses one already cancelled in the state machine's words.
  transition(shipmentMachine, requested.status, 'cancelled')
  await requested.load('invoice')
  const cancelled = requested.invoice
    ? await voidUnpaidInvoice(requested.invoice.number, (_invoice, trx) =>
        cancelOwn(user, number, trx)
      )
    : await inTransaction(async (trx) => {
        await cancelOwn(user, number, trx)
        return true
      })
  if (!cancelled)
    throw new DomainError(409, 'parcels.cancelAfterPayment', { number: requested.number })
  const shipment = await findOwnShipment(user, number)
  await notify(user, 'order_updated', { shipmentNumber: shipment.number, status: shipment.status })
  return shipment
}

async function cancelOwn(user: User, number: string, trx: TransactionClientContract) {
  const locked = await findOwnShipment(user, number, trx)
  await cancelBackToStorage(locked)
  updateBackOffice(['shipments', 'packages'], trx)
}
