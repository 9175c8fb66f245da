/**
 * Repacking advice: a parcel billed on its dimensional weight pays for air. The warehouse can
 * move its contents into one of its standard boxes (`api/config/shipping/boxes.json`); this says
 * which box and what each service would cost in it.
 *
 * Which box fits is an assumption until staff open the parcel: retailers' boxes arrive about half
 * empty (paper, air pillows), so the contents are taken to need `contentsSharePercent` of the
 * parcel's volume. Staff confirm or drop the repack when they pack.
 */
import boxesJson from '../../config/shipping/boxes.json' with { type: 'json' }
import {
  billableWeight,
  quote,
  type ParcelMeasurements,
  type QuoteRequest,
  type ServiceQuote,
} from '#services/parcels/rating'
import type { ServiceId } from '#domain/parcels'

export type StandardBox = {
  readonly id: string
  readonly lengthIn: number
  readonly widthIn: number
  readonly heightIn: number
  readonly maxWeightLb: number
}

export type RepackOffer = { service: ServiceId; priceCents: number; savedCents: number }

/**
 * Present when the dimensional weight exceeds the actual weight. `box` is the smallest standard
 * box the contents fit (null when none is smaller than the parcel); `quotes` the services that
 * cost less in it, with the price there and the saving.
 */
export type RepackAdvice = {
  reason: 'dimensional_weight'
  box: StandardBox | null
  billableWeightLb: number | null
  quotes: RepackOffer[]
}

type BoxList = { source: string; contentsSharePercent: number; boxes: StandardBox[] }

const list = boxesJson as BoxList

function fail(reason: string): never {
  throw new Error(`Invalid box list (api/config/shipping/boxes.json): ${reason}`)
}

const volume = (parcel: Pick<ParcelMeasurements, 'lengthIn' | 'widthIn' | 'heightIn'>) =>
  parcel.lengthIn * parcel.widthIn * parcel.heightIn

if (!(list.contentsSharePercent > 0 && list.contentsSharePercent <= 100))
  fail('contentsSharePercent')
const ids = new Set<string>()
for (const box of list.boxes) {
  if (ids.has(box.id)) fail(`box "${box.id}" is listed twice`)
  ids.add(box.id)
  const sides = [box.lengthIn, box.widthIn, box.heightIn, box.maxWeightLb]
  if (!sides.every((value) => Number.isFinite(value) && value > 0)) fail(`box "${box.id}"`)
}

/** Smallest first, so the first that fits is the one to use. */
export const STANDARD_BOXES: readonly StandardBox[] = Object.freeze(
  [...list.boxes].sort((a, b) => volume(a) - volume(b)).map((box) => Object.freeze({ ...box }))
)

const fitsSides = (box: StandardBox, parcel: ParcelMeasurements) => {
  const inner = [parcel.lengthIn, parcel.widthIn, parcel.heightIn].sort((a, b) => a - b)
  const outer = [box.lengthIn, box.widthIn, box.heightIn].sort((a, b) => a - b)
  return inner.every((side, index) => side <= outer[index])
}

/** The smallest standard box that holds the parcel as it is, or null when it is bigger than all. */
export function boxHolding(parcel: ParcelMeasurements): StandardBox | null {
  return (
    STANDARD_BOXES.find((box) => box.maxWeightLb >= parcel.weightLb && fitsSides(box, parcel)) ??
    null
  )
}

/** The smallest standard box, smaller than the parcel, that the contents are assumed to fit. */
function boxForContents(parcel: ParcelMeasurements): StandardBox | null {
  const contents = (volume(parcel) * list.contentsSharePercent) / 100
  const outside = volume(parcel)
  return (
    STANDARD_BOXES.find(
      (box) =>
        box.maxWeightLb >= parcel.weightLb && volume(box) >= contents && volume(box) < outside
    ) ?? null
  )
}

/** The parcel's measurements once repacked: same weight, the box's sides. */
export function inBox(parcel: ParcelMeasurements, box: StandardBox): ParcelMeasurements {
  return {
    weightLb: parcel.weightLb,
    lengthIn: box.lengthIn,
    widthIn: box.widthIn,
    heightIn: box.heightIn,
  }
}

/**
 * The advice for a parcel priced with `quotes` to `destination`, or null when it is billed on its
 * actual weight (repacking cannot make it cheaper).
 */
export function repackAdvice(
  parcel: ParcelMeasurements,
  destination: Pick<QuoteRequest, 'country' | 'postalCode'>,
  quotes: readonly Pick<ServiceQuote, 'service' | 'priceCents'>[]
): RepackAdvice | null {
  const weights = billableWeight(parcel)
  if (weights.dimensionalWeightLb <= weights.actualWeightLb) return null
  const box = boxForContents(parcel)
  if (!box) return { reason: 'dimensional_weight', box: null, billableWeightLb: null, quotes: [] }

  const boxed = quote({
    ...inBox(parcel, box),
    country: destination.country,
    postalCode: destination.postalCode,
  })
  const offers: RepackOffer[] = []
  for (const current of quotes) {
    const there = boxed.quotes.find((offer) => offer.service === current.service)
    if (there && there.priceCents < current.priceCents) {
      offers.push({
        service: current.service,
        priceCents: there.priceCents,
        savedCents: current.priceCents - there.priceCents,
      })
    }
  }
  return {
    reason: 'dimensional_weight',
    box,
    billableWeightLb: boxed.billableWeightLb,
    quotes: offers,
  }
}
