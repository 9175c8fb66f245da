/**
 * The rate engine: what it costs to ship a parcel with each service we sell.
 *
 * Its only inputs besides the arguments are the rate card and the zone map under
 * `api/config/shipping/`, data that staff change without code. Both are checked and compiled
 * once, when this module loads, into one list of offers per destination country, so a quote
 * parses nothing and allocates little more than its answer.
 *
 * Money is integer cents, weights are lb, dimensions are inches.
 */
import rateCardJson from '../../config/shipping/rates.json' with { type: 'json' }
import zoneMapJson from '../../config/shipping/zones.json' with { type: 'json' }
import { carrierLimits, type CarrierLimits } from '#domain/carrier_limits'
import { SERVICE_IDS, type Destination, type ServiceId } from '#domain/parcels'
import { DomainError } from '#exceptions/domain_error'

export type ParcelMeasurements = {
  weightLb: number
  lengthIn: number
  widthIn: number
  heightIn: number
}

export type ParcelWeights = {
  actualWeightLb: number
  dimensionalWeightLb: number
  billableWeightLb: number
}

export type CarrierLimitCode = 'weight_limit' | 'length_limit' | 'length_girth_limit'

/** `limit` and `actual` let the caller's translated message say by how much. */
export type CarrierLimitViolation = { code: CarrierLimitCode; limit: number; actual: number }

export type QuoteRequest = ParcelMeasurements & {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string
  /** Part of the contract; zones are by country today, so it does not change the price yet. */
  postalCode: string
  /** Quote only this service. */
  service?: ServiceId
}

export type TransitDays = { readonly min: number; readonly max: number }

export type ServiceQuote = {
  service: ServiceId
  /** English; the UI translates by `service`. */
  name: string
  priceCents: number
  retailPriceCents: number
  transitDays: TransitDays
}

export type UnavailableReason = 'not_served' | 'manual_quote' | 'over_limits'

export type UnavailableService = { readonly service: ServiceId; readonly reason: UnavailableReason }

export type QuoteResult = ParcelWeights & {
  quotes: ServiceQuote[]
  unavailable: UnavailableService[]
}

export type ConsolidationSavings = {
  separateCents: number
  consolidatedCents: number
  savedCents: number
}

type Tariff = { baseCents: number; perLbCents: number }

type ZoneRate = Tariff & { transitDays: TransitDays; retail: Tariff }

type ServiceRates =
  | {
      id: ServiceId
      name: string
      pricing: 'automatic'
      fuelSurchargePercent: number
      zones: Record<string, ZoneRate>
    }
  | { id: ServiceId; name: string; pricing: 'manual' }

type RateCard = {
  dimDivisor: number
  limits: CarrierLimits
  maxSavingsPercent: number
  services: ServiceRates[]
}

type ZoneMap = Record<string, { name: string; countries: string[] }>

/** What one service does for one destination, decided once at load. */
type Offer =
  | {
      kind: 'priced'
      service: ServiceId
      name: string
      tariff: Tariff
      retail: Tariff
      fuelBasisPoints: number
      transitDays: TransitDays
      overLimits: UnavailableService
    }
  | { kind: 'unavailable'; service: ServiceId; entry: UnavailableService }

const rateCard = rateCardJson as RateCard
const zoneMap = zoneMapJson as ZoneMap

/**
 * Measurements typed as decimals carry binary noise (27.8 × 10 × 0.5 = 139.00000000000003);
 * without this slack a parcel sitting exactly on a half pound or on a limit would be pushed over.
 */
const MEASUREMENT_SLACK = 1e-9

function exceeds(actual: number, limit: number): boolean {
  return actual > limit + MEASUREMENT_SLACK
}

function roundUpToHalfPound(lb: number): number {
  return Math.ceil(lb * 2 - MEASUREMENT_SLACK) / 2
}

/** A NaN or negative measurement would otherwise flow silently into an invoice. */
function assertMeasurable(parcel: ParcelMeasurements): void {
  const { weightLb, lengthIn, widthIn, heightIn } = parcel
  for (const value of [weightLb, lengthIn, widthIn, heightIn]) {
    if (!Number.isFinite(value) || value <= 0) {
      throw new RangeError('Parcel weight and dimensions must be positive numbers')
    }
  }
}

/** Our price: round((base + perLb × billable lb) × (1 + fuel %)), half up, in integer arithmetic. */
function priceCents(tariff: Tariff, billableHalfPounds: number, fuelBasisPoints: number): number {
  // Billable weight is a whole number of half pounds, so twice the subtotal is an exact integer
  // and the fuel surcharge is applied in basis points: no float ever reaches the cents.
  const doubleSubtotal = 2 * tariff.baseCents + tariff.perLbCents * billableHalfPounds
  return Math.floor((doubleSubtotal * (10_000 + fuelBasisPoints) + 10_000) / 20_000)
}

function savingsPercent(ours: number, retail: number): number {
  return ((retail - ours) / retail) * 100
}

function fail(reason: string): never {
  throw new Error(`Invalid shipping rate card (api/config/shipping): ${reason}`)
}

function isCents(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= 0
}

/**
 * Staff edit the rate card by hand, so it is checked before any price leaves it: a wrong zone
 * name or a retail price that would claim more than the advertised saving stops the app at boot
 * instead of misquoting customers.
 */
function assertRateCard(card: RateCard, zones: ZoneMap): void {
  const seenServices = new Set<string>()
  for (const service of card.services) {
    if (!SERVICE_IDS.includes(service.id)) fail(`unknown service "${service.id}"`)
    if (seenServices.has(service.id)) fail(`service "${service.id}" is listed twice`)
    seenServices.add(service.id)
    if (service.pricing === 'manual') continue
    if (!(service.fuelSurchargePercent >= 0)) fail(`${service.id}: fuelSurchargePercent`)
    for (const [zoneId, rate] of Object.entries(service.zones)) {
      if (!zones[zoneId]) fail(`${service.id}: unknown zone "${zoneId}"`)
      const tariffs = [
        rate.baseCents,
        rate.perLbCents,
        rate.retail.baseCents,
        rate.retail.perLbCents,
      ]
      if (!tariffs.every(isCents)) fail(`${service.id}/${zoneId}: prices must be integer cents`)
      if (!(rate.transitDays.min >= 1 && rate.transitDays.max >= rate.transitDays.min)) {
        fail(`${service.id}/${zoneId}: transitDays`)
      }
    }
  }

  const zoneOfCountry = new Map<string, string>()
  for (const [zoneId, zone] of Object.entries(zones)) {
    for (const country of zone.countries) {
      const other = zoneOfCountry.get(country)
      if (other) fail(`country ${country} is in zones ${other} and ${zoneId}`)
      zoneOfCountry.set(country, zoneId)
    }
  }
}

function fuelBasisPointsOf(service: ServiceRates & { pricing: 'automatic' }): number {
  return Math.round(service.fuelSurchargePercent * 100)
}

function unavailable(service: ServiceId, reason: UnavailableReason): Offer {
  return { kind: 'unavailable', service, entry: Object.freeze({ service, reason }) }
}

/** Every service, in rate-card order, as it stands for one zone (or for no zone at all). */
function offersForZone(card: RateCard, zoneId: string | undefined): readonly Offer[] {
  return Object.freeze(
    card.services.map((service): Offer => {
      if (service.pricing === 'manual') return unavailable(service.id, 'manual_quote')
      const rate = zoneId === undefined ? undefined : service.zones[zoneId]
      if (!rate) return unavailable(service.id, 'not_served')
      return {
        kind: 'priced',
        service: service.id,
        name: service.name,
        tariff: { baseCents: rate.baseCents, perLbCents: rate.perLbCents },
        retail: rate.retail,
        fuelBasisPoints: fuelBasisPointsOf(service),
        transitDays: Object.freeze({ min: rate.transitDays.min, max: rate.transitDays.max }),
        overLimits: Object.freeze({ service: service.id, reason: 'over_limits' }),
      }
    })
  )
}

/**
 * The highest saving against retail anywhere on the rate card, at any weight we accept, floored
 * so the claim is never overstated. Refuses a card whose claim would exceed the advertised ceiling.
 */
function computeSavingsClaim(offersByZone: ReadonlyMap<string, readonly Offer[]>): number {
  let highest = 0
  const heaviestHalfPounds = rateCard.limits.maxWeightLb * 2
  for (const [zoneId, offers] of offersByZone) {
    for (const offer of offers) {
      if (offer.kind !== 'priced') continue
      for (let halfPounds = 1; halfPounds <= heaviestHalfPounds; halfPounds++) {
        const ours = priceCents(offer.tariff, halfPounds, offer.fuelBasisPoints)
        const retail = priceCents(offer.retail, halfPounds, offer.fuelBasisPoints)
        const saving = savingsPercent(ours, retail)
        if (saving < 0 || saving > rateCard.maxSavingsPercent) {
          fail(
            `${offer.service}/${zoneId} at ${halfPounds / 2} lb saves ${saving.toFixed(1)}% vs retail`
          )
        }
        highest = Math.max(highest, saving)
      }
    }
  }
  return Math.floor(highest)
}

assertRateCard(rateCard, zoneMap)

const serviceNames = new Map<string, string>(
  rateCard.services.map((service) => [service.id, service.name])
)

/** A service as carriers and customers name it ("FedEx International Economy"), in English. */
export function serviceName(service: string): string {
  return serviceNames.get(service) ?? service
}

const offersByZone = new Map<string, readonly Offer[]>()
const offersByCountry = new Map<string, readonly Offer[]>()
const zoneByCountry = new Map<string, string>()
for (const [zoneId, zone] of Object.entries(zoneMap)) {
  const offers = offersForZone(rateCard, zoneId)
  offersByZone.set(zoneId, offers)
  for (const country of zone.countries) {
    offersByCountry.set(country, offers)
    zoneByCountry.set(country, zoneId)
  }
}
const offersForUnknownCountry = offersForZone(rateCard, undefined)

/** "Save up to N%": computed from the rate card, never above its `maxSavingsPercent`. */
export const savingsClaimPercent: number = computeSavingsClaim(offersByZone)

/** The destination zone of an ISO alpha-2 country code, or undefined when the zone map lacks it. */
export function zoneOf(country: string): string | undefined {
  return zoneByCountry.get(country)
}

/**
 * Carriers charge the greater of the scale weight and the space the parcel takes
 * (L × W × H / divisor), each rounded up to the next half pound.
 */
export function billableWeight(parcel: ParcelMeasurements): ParcelWeights {
  assertMeasurable(parcel)
  const actualWeightLb = roundUpToHalfPound(parcel.weightLb)
  const volume = parcel.lengthIn * parcel.widthIn * parcel.heightIn
  const dimensionalWeightLb = roundUpToHalfPound(volume / rateCard.dimDivisor)
  return {
    actualWeightLb,
    dimensionalWeightLb,
    billableWeightLb: Math.max(actualWeightLb, dimensionalWeightLb),
  }
}

/** Length is the longest side; girth is twice the sum of the two shorter sides. */
function lengthAndGirth(parcel: ParcelMeasurements): {
  lengthIn: number
  lengthPlusGirthIn: number
} {
  const { lengthIn, widthIn, heightIn } = parcel
  const longest = Math.max(lengthIn, widthIn, heightIn)
  return { lengthIn: longest, lengthPlusGirthIn: 2 * (lengthIn + widthIn + heightIn) - longest }
}

/** Every carrier limit the parcel breaks (empty when it may ship); the caller words them. */
export function checkCarrierLimits(parcel: ParcelMeasurements): CarrierLimitViolation[] {
  assertMeasurable(parcel)
  const { lengthIn, lengthPlusGirthIn } = lengthAndGirth(parcel)
  const violations: CarrierLimitViolation[] = []
  if (exceeds(parcel.weightLb, carrierLimits.maxWeightLb)) {
    violations.push({
      code: 'weight_limit',
      limit: carrierLimits.maxWeightLb,
      actual: parcel.weightLb,
    })
  }
  if (exceeds(lengthIn, carrierLimits.maxLengthIn)) {
    violations.push({ code: 'length_limit', limit: carrierLimits.maxLengthIn, actual: lengthIn })
  }
  if (exceeds(lengthPlusGirthIn, carrierLimits.maxLengthPlusGirthIn)) {
    violations.push({
      code: 'length_girth_limit',
      limit: carrierLimits.maxLengthPlusGirthIn,
      actual: lengthPlusGirthIn,
    })
  }
  return violations
}

/**
 * Our price and the retail price for every service that serves the destination; the others are
 * listed in `unavailable` with a machine reason. A parcel over the carrier limits gets no price.
 */
export function quote(request: QuoteRequest): QuoteResult {
  const weights = billableWeight(request)
  const billableHalfPounds = weights.billableWeightLb * 2
  const overLimits = checkCarrierLimits(request).length > 0
  const offers = offersByCountry.get(request.country) ?? offersForUnknownCountry
  const quotes: ServiceQuote[] = []
  const unavailableServices: UnavailableService[] = []

  for (const offer of offers) {
    if (request.service !== undefined && offer.service !== request.service) continue
    if (offer.kind === 'unavailable') {
      unavailableServices.push(offer.entry)
    } else if (overLimits) {
      unavailableServices.push(offer.overLimits)
    } else {
      quotes.push({
        service: offer.service,
        name: offer.name,
        priceCents: priceCents(offer.tariff, billableHalfPounds, offer.fuelBasisPoints),
        retailPriceCents: priceCents(offer.retail, billableHalfPounds, offer.fuelBasisPoints),
        transitDays: offer.transitDays,
      })
    }
  }

  return { ...weights, quotes, unavailable: unavailableServices }
}

/**
 * What shipping the packages together saves against shipping each alone, all with one service.
 * A consolidation that costs more saves nothing, so the saving is never negative.
 */
export function consolidationSavings(
  separateQuotes: readonly ServiceQuote[],
  consolidatedQuote: ServiceQuote
): ConsolidationSavings {
  let separateCents = 0
  for (const separate of separateQuotes) {
    if (separate.service !== consolidatedQuote.service) {
      throw new Error('Consolidation savings compare quotes of one service only')
    }
    separateCents += separate.priceCents
  }
  const consolidatedCents = consolidatedQuote.priceCents
  return {
    separateCents,
    consolidatedCents,
    savedCents: Math.max(0, separateCents - consolidatedCents),
  }
}

/**
 * Whose parcel is held against the carrier limits, which words the refusal: the calculator's
 * parcel as typed (the refusal points at the measurement), one stored package of a ship request,
 * a ship request's packages in one box, or the box staff packed.
 */
export type LimitedParcel =
  | { kind: 'parcel' }
  | { kind: 'package'; number: string }
  | { kind: 'consolidated' }
  | { kind: 'packedBox' }

const MEASUREMENT_OF_LIMIT = {
  weight_limit: 'weightLb',
  length_limit: 'lengthIn',
  length_girth_limit: 'lengthIn',
} as const

/** The one refusal of a parcel over a carrier limit; nothing when it may ship. */
export function refuseOverCarrierLimits(parcel: ParcelMeasurements, whose: LimitedParcel) {
  const [violation] = checkCarrierLimits(parcel)
  if (!violation) return
  const values = { limit: violation.limit, actual: violation.actual }
  switch (whose.kind) {
    case 'parcel':
      throw new DomainError(
        422,
        `parcels.carrierLimit.${violation.code}`,
        values,
        MEASUREMENT_OF_LIMIT[violation.code]
      )
    case 'package':
      throw new DomainError(
        422,
        `parcels.packageOverLimit.${violation.code}`,
        { ...values, number: whose.number },
        'packageNumbers'
      )
    case 'consolidated':
      throw new DomainError(422, `parcels.consolidatedOverLimit.${violation.code}`, values)
    case 'packedBox':
      throw new DomainError(422, `parcels.shipmentOverLimit.${violation.code}`, values)
  }
}

/** Every service's quote for a parcel the carriers accept; the refusal for one they do not. */
export function quoteWithinLimits(request: QuoteRequest, whose: LimitedParcel): QuoteResult {
  refuseOverCarrierLimits(request, whose)
  return quote(request)
}

/**
 * The price of one parcel with one service to one destination, or the reason there is none, as
 * a translated refusal: over a carrier limit, the service quoted by hand, or the destination not
 * served.
 */
export function priceOrRefuse(
  parcel: ParcelMeasurements,
  destination: Pick<Destination, 'country' | 'postalCode'>,
  service: ServiceId,
  whose: LimitedParcel
): ServiceQuote {
  const result = quoteWithinLimits(
    { ...parcel, country: destination.country, postalCode: destination.postalCode, service },
    whose
  )
  const [priced] = result.quotes
  if (priced) return priced
  if (result.unavailable[0]?.reason === 'manual_quote')
    throw new DomainError(422, 'parcels.serviceManualQuote', {}, 'service')
  throw new DomainError(
    422,
    'parcels.serviceNotServed',
    { country: destination.country },
    'service'
  )
}
