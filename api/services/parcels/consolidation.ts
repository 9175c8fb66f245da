/**
 * Ship requests: a customer asks to ship one or more of their stored packages, consolidated in
 * one box, to an address with a service. The estimate and the consolidation saving (each
 * package quoted alone vs one consolidated quote) come from the rate engine, never from a
 * figure written by hand.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Package from '#models/package'
import Address from '#models/address'
import Shipment from '#models/shipment'
import { DomainError } from '#exceptions/domain_error'
import { transition } from '#domain/state_machine'
import {
  destinationOf,
  packageMachine,
  shipmentMachine,
  type GoodsCategory,
  type ServiceId,
} from '#domain/parcels'
import {
  checkCarrierLimits,
  consolidationSavings,
  quote,
  type ParcelMeasurements,
  type QuoteResult,
  type ServiceQuote,
} from '#services/parcels/rating'
import { declaredGoods, withLandedCost, type DeclaredGoods } from '#services/parcels/landed_cost'
import { boxHolding, repackAdvice } from '#services/parcels/repacking'
import { latinAddress, type AddressText } from '#services/parcels/latin_address'
import { notify } from '#services/platform/notify'
import { publicNumber } from '#services/platform/public_numbers'
import { applyListFilters, columnsOf, listPage } from '#services/platform/lists'
import type { ListDefinition, ListParams } from '#domain/lists'
import { updateBackOffice } from '#services/platform/live_updates'

export type Destination = {
  recipientName: string
  recipientPhone: string
  street: string
  city: string
  state?: string | null
  postalCode: string
  country: string
}

export type ShipRequest = {
  packageNumbers: string[]
  service: ServiceId
  address?: Destination
  addressId?: number
  /** Repack into the standard box the advice names, at its price. */
  repack?: boolean
  /** The destination in Latin letters as the customer confirmed it; proposed when absent. */
  latinAddress?: AddressText
}

export async function findOwnAddress(user: User, id: number, trx?: TransactionClientContract) {
  const address = await Address.query({ client: trx })
    .where('id', id)
    .where('user_id', user.id)
    .first()
  if (!address) throw new DomainError(404, 'parcels.addressNotFound', {}, 'addressId')
  return address
}

export async function findOwnShipment(user: User, number: string, trx?: TransactionClientContract) {
  const query = Shipment.query(trx ? { client: trx } : {})
    .where('number', number.toUpperCase())
    .where('user_id', user.id)
  if (trx) query.forUpdate()
  const shipment = await query.first()
  if (!shipment) throw new DomainError(404, 'parcels.shipmentNotFound', { number })
  return shipment
}

/** The customer's own packages, locked in id order (so two requests never deadlock); 404 for any other. */
async function lockOwnPackages(user: User, numbers: string[], trx: TransactionClientContract) {
  const wanted = [...new Set(numbers.map((number) => number.toUpperCase()))]
  const packages = await Package.query({ client: trx })
    .whereIn('number', wanted)
    .where('user_id', user.id)
    .orderBy('id')
    .forUpdate()
  const missing = wanted.find((number) => !packages.some((pkg) => pkg.number === number))
  if (missing)
    throw new DomainError(404, 'parcels.packageNotFound', { number: missing }, 'packageNumbers')
  return packages
}

/** Every reason one package cannot go into a ship request, each with its own message. */
function assertShippable(pkg: Package) {
  const values = { number: pkg.number }
  if (pkg.status === 'ship_requested') {
    throw new DomainError(409, 'parcels.packageInOpenShipment', values, 'packageNumbers')
  }
  if (pkg.status !== 'received') {
    throw new DomainError(409, 'parcels.packageNotInStorage', values, 'packageNumbers')
  }
  if (!pkg.declaredAt)
    throw new DomainError(422, 'parcels.packageNotDeclared', values, 'packageNumbers')
  if (pkg.hasProhibitedItems) {
    throw new DomainError(422, 'parcels.packageHasProhibitedItems', values, 'packageNumbers')
  }
  const [violation] = checkCarrierLimits(pkg.measurements)
  if (violation) {
    throw new DomainError(
      422,
      `parcels.packageOverLimit.${violation.code}`,
      { ...values, limit: violation.limit, actual: violation.actual },
      'packageNumbers'
    )
  }
}

const tenths = (inches: number) => Math.ceil(inches * 10 - 1e-9) / 10

/**
 * The box the packages are repacked into, before staff weigh it: their total weight and total
 * volume, as long as the longest item and square in section (a cube when that is longer).
 * Staff set the real figures when packing; the invoice uses those.
 */
export function consolidatedParcel(packages: readonly ParcelMeasurements[]): ParcelMeasurements {
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
 * The price of one parcel with one service to one destination, or the reason there is none, as
 * a translated refusal: the destination is not served, the service is quoted by hand, or the
 * parcel is over a carrier limit (`limitKey` says whose parcel it was).
 */
export function priceOrRefuse(
  parcel: ParcelMeasurements,
  destination: Pick<Destination, 'country' | 'postalCode'>,
  service: ServiceId,
  limitKey: 'consolidatedOverLimit' | 'shipmentOverLimit'
): ServiceQuote {
  const result = quote({
    ...parcel,
    country: destination.country,
    postalCode: destination.postalCode,
    service,
  })
  const [priced] = result.quotes
  if (priced) return priced
  const reason = result.unavailable[0]?.reason
  if (reason === 'over_limits') {
    const [violation] = checkCarrierLimits(parcel)
    throw new DomainError(422, `parcels.${limitKey}.${violation.code}`, {
      limit: violation.limit,
      actual: violation.actual,
    })
  }
  if (reason === 'manual_quote')
    throw new DomainError(422, 'parcels.serviceManualQuote', {}, 'service')
  throw new DomainError(
    422,
    'parcels.serviceNotServed',
    { country: destination.country },
    'service'
  )
}

/**
 * What a ship request would cost with each service before the customer picks one: the consolidated
 * box's quote and, per service, the saving against shipping each package alone. Read-only; the
 * request itself checks everything again.
 */
export async function quoteShipment(
  user: User,
  packageNumbers: string[],
  destination: Pick<Destination, 'country' | 'postalCode'>,
  declared: { declaredValueCents?: number; category?: GoodsCategory } = {}
) {
  const wanted = [...new Set(packageNumbers.map((number) => number.toUpperCase()))]
  const packages = await Package.query()
    .whereIn('number', wanted)
    .where('user_id', user.id)
    .orderBy('id')
    .preload('customsLines')
  const missing = wanted.find((number) => !packages.some((pkg) => pkg.number === number))
  if (missing)
    throw new DomainError(404, 'parcels.packageNotFound', { number: missing }, 'packageNumbers')
  const notStored = packages.find((pkg) => pkg.status !== 'received')
  if (notStored) {
    throw new DomainError(
      409,
      'parcels.packageNotInStorage',
      { number: notStored.number },
      'packageNumbers'
    )
  }

  const parcel = consolidatedParcel(packages.map((pkg) => pkg.measurements))
  const consolidated: QuoteResult = quote({ ...parcel, ...destination })
  const quotes = consolidated.quotes.flatMap((offer) => {
    const separate = packages.map(
      (pkg) => quote({ ...pkg.measurements, ...destination, service: offer.service }).quotes[0]
    )
    // A package over a carrier limit alone has no price: no saving can be claimed for that service.
    if (separate.some((alone) => alone === undefined)) return []
    const { separateCents, savedCents } = consolidationSavings(separate, offer)
    return [{ ...offer, separateCents, savedCents }]
  })
  const goods =
    declared.declaredValueCents === undefined
      ? declarationGoods(packages)
      : declaredGoods(declared.declaredValueCents, declared.category)
  return withLandedCost(
    {
      parcel: {
        ...parcel,
        box: boxHolding(parcel),
        actualWeightLb: consolidated.actualWeightLb,
        dimensionalWeightLb: consolidated.dimensionalWeightLb,
        billableWeightLb: consolidated.billableWeightLb,
      },
      quotes,
      unavailable: consolidated.unavailable,
      repack: repackAdvice(parcel, destination, quotes),
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
    }))
  )
}

/**
 * The customer asks to ship these packages, in the caller's transaction (which also keeps the
 * answer for a retry with the same Idempotency-Key): the shipment, its price as quoted, and the
 * packages taken out of storage; the customer hears of it once the transaction commits.
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

  const packages = await lockOwnPackages(user, request.packageNumbers, trx)
  packages.forEach(assertShippable)

  const parcel = consolidatedParcel(packages.map((pkg) => pkg.measurements))
  const consolidated = priceOrRefuse(parcel, destination, request.service, 'consolidatedOverLimit')
  const repack = request.repack ? repackChoice(parcel, destination, consolidated) : null
  // Each package passed the carrier limits above, so each alone has a price with this service.
  const separate = packages.map((pkg) =>
    priceOrRefuse(pkg.measurements, destination, request.service, 'consolidatedOverLimit')
  )
  const estimate = repack ? { ...consolidated, priceCents: repack.offer.priceCents } : consolidated
  const savings = consolidationSavings(separate, estimate)

  const created = await Shipment.create(
    {
      number: publicNumber('SHP'),
      userId: user.id,
      status: 'requested',
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
    },
    { client: trx }
  )
  await created.related('packages').attach(
    packages.map((pkg) => pkg.id),
    trx
  )
  for (const pkg of packages) {
    pkg.status = transition(packageMachine, pkg.status, 'ship_requested')
    await pkg.save()
  }
  // Packages for the warehouse to pack.
  updateBackOffice(['shipments', 'packages'], trx)
  // Read back what the database filled in (nulls and defaults) before it is shown.
  await created.refresh()
  await notify(user, 'order_created', { shipmentNumber: created.number }, { trx })
  return created
}

/** The repack the customer asked for, refused when it would not save them anything. */
function repackChoice(
  parcel: ParcelMeasurements,
  destination: Pick<Destination, 'country' | 'postalCode'>,
  consolidated: ServiceQuote
) {
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

/** Before staff invoice it, the customer may change their mind; the packages go back to storage. */
export async function cancelShipment(user: User, number: string) {
  const shipment = await db.transaction(async (trx) => {
    const locked = await findOwnShipment(user, number, trx)
    if (locked.status === 'invoiced') {
      throw new DomainError(409, 'parcels.cancelAfterInvoice', { number: locked.number })
    }
    await cancelBackToStorage(locked)
    updateBackOffice(['shipments', 'packages'], trx)
    return locked
  })
  await notify(user, 'order_updated', { shipmentNumber: shipment.number, status: shipment.status })
  return shipment
}

export const SHIPMENT_LIST: ListDefinition = {
  sorts: columnsOf('createdAt', 'updatedAt', 'number', 'status', 'estimatedPriceCents'),
  defaultSort: 'createdAt',
  filterColumns: columnsOf('status', 'country', 'service'),
  idFilterColumns: columnsOf('userId'),
  searchColumns: ['number', 'tracking_number'],
  customerColumn: 'user_id',
}
/* A customer filters their own shipments by status and searches them, as their list page does. */
export const OWN_SHIPMENT_LIST: ListDefinition = {
  ...SHIPMENT_LIST,
  filterColumns: columnsOf('status'),
  customerColumn: undefined,
  filters: [],
}

/** A page of shipments: the customer's own when `userId` is given, else everyone's (staff). */
export function listShipments(params: ListParams<string>, userId?: number) {
  const query = Shipment.query().preload('packages')
  if (userId !== undefined) query.where('user_id', userId)
  else query.preload('user')
  applyListFilters(query, params, userId === undefined ? SHIPMENT_LIST : OWN_SHIPMENT_LIST)
  return listPage(query, params)
}

/** With its packages, events (oldest first) and invoice: the detail page. */
export async function loadShipmentDetails(shipment: Shipment) {
  await shipment.load((loader) => {
    loader
      // What each package holds, for the packer: its declared lines and its photos.
      .load('packages', (packages) =>
        packages
          .orderBy('id')
          .preload('customsLines', (lines) => lines.orderBy('id'))
          .preload('photos', (photos) => photos.orderBy('id'))
      )
      .load('events', (events) => events.orderBy('occurred_at', 'asc').orderBy('id', 'asc'))
      .load('invoice')
      .load('user')
  })
  return shipment
}

export async function listAddresses(user: User) {
  return Address.query().where('user_id', user.id).orderBy('id')
}

export async function saveAddress(
  user: User,
  fields: Destination & { label?: string | null },
  id?: number
) {
  const address = id ? await findOwnAddress(user, id) : new Address()
  address.merge({
    ...fields,
    userId: user.id,
    state: fields.state ?? null,
    label: fields.label ?? null,
  })
  await address.save()
  return address
}

export async function deleteAddress(user: User, id: number) {
  const address = await findOwnAddress(user, id)
  await address.delete()
}
