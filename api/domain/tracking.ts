/** Where a parcel is: the milestones it reaches, the stages of its journey, and a shipment's timeline. */
import type { DateTime } from 'luxon'

/**
 * The milestones in the order a parcel reaches them, each with the stage of its journey where it
 * usually happens; staff may say otherwise on an event.
 */
export const STAGE_OF_MILESTONE = {
  order_confirmed: 'online_platform',
  payment_processed: 'online_platform',
  items_sourced: 'store_to_warehouse',
  package_arrived: 'shipping_center',
  customs_cleared: 'international_transit',
  package_on_the_way: 'international_transit',
  package_delivered: 'your_address',
} as const
export type Milestone = keyof typeof STAGE_OF_MILESTONE
export type Stage = (typeof STAGE_OF_MILESTONE)[Milestone]

export const MILESTONES = Object.keys(STAGE_OF_MILESTONE) as Milestone[]
/* The stages in the order of the journey: each is where some milestone happens. */
export const STAGES = [...new Set(Object.values(STAGE_OF_MILESTONE))]

/**
 * What a forwarded shipment's timeline tells, in the order of its journey: each package received
 * at our warehouse, the ship request and its invoice (raised with it), packing, then the events recorded from payment
 * on (payment, handed to the carrier, customs, delivery). Purchase-only milestones (order
 * confirmed, items sourced) are never derived for a shipment; staff may still record any milestone.
 */
export const SHIPMENT_EVENTS = [
  'package_arrived',
  'ship_requested',
  'invoiced',
  'packed',
  'payment_processed',
  'package_on_the_way',
  'customs_cleared',
  'package_delivered',
  'order_confirmed',
  'items_sourced',
] as const
export type ShipmentEventKind = (typeof SHIPMENT_EVENTS)[number]

export type TimelineEvent = {
  event: ShipmentEventKind
  stage: Stage
  location: string | null
  occurredAt: DateTime
  /** The package an arrival is about. */
  packageNumber: string | null
}

/** Payment on a ship request happens while its parcels wait at our shipping center. */
export const SHIPMENT_PAYMENT_STAGE: Stage = 'shipping_center'

/**
 * A shipment's timeline, oldest first: what the warehouse did (from the shipment's own dates and
 * its packages' arrivals) and the recorded events. Events at the same moment keep the journey's
 * order.
 */
export function shipmentTimeline(
  shipment: { createdAt: DateTime; packedAt: DateTime | null; invoicedAt: DateTime | null },
  packages: readonly { number: string; receivedAt: DateTime | null }[],
  recorded: readonly {
    milestone: Milestone
    stage: Stage
    location: string | null
    occurredAt: DateTime
  }[]
): TimelineEvent[] {
  const at = (
    event: ShipmentEventKind,
    occurredAt: DateTime | null,
    extra: Partial<TimelineEvent> = {}
  ): TimelineEvent[] =>
    occurredAt
      ? [
          {
            event,
            stage: 'shipping_center',
            location: null,
            occurredAt,
            packageNumber: null,
            ...extra,
          },
        ]
      : []
  const events = [
    ...packages.flatMap((pkg) =>
      at('package_arrived', pkg.receivedAt, { packageNumber: pkg.number })
    ),
    ...at('ship_requested', shipment.createdAt),
    ...at('packed', shipment.packedAt),
    ...at('invoiced', shipment.invoicedAt),
    ...recorded.map((event) => ({
      event: event.milestone,
      // A shipment's payment is recorded where it happens; older records said the online platform.
      stage: event.milestone === 'payment_processed' ? SHIPMENT_PAYMENT_STAGE : event.stage,
      location: event.location,
      occurredAt: event.occurredAt,
      packageNumber: null,
    })),
  ]
  const rank = (event: TimelineEvent) => SHIPMENT_EVENTS.indexOf(event.event)
  return events.sort(
    (a, b) => a.occurredAt.toMillis() - b.occurredAt.toMillis() || rank(a) - rank(b)
  )
}

/**
 * The furthest stage a parcel reached: the stage bar never goes back, whatever order the events
 * were recorded in. With no event, a shipment is at our shipping center.
 */
export function currentStage(events: readonly { stage: Stage }[]): Stage {
  const furthest = Math.max(-1, ...events.map((event) => STAGES.indexOf(event.stage)))
  return STAGES[furthest] ?? 'shipping_center'
}
