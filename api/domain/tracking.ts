/** Where a parcel is: the milestones it reaches and the stages of its journey. */

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

/** The stage of the latest event; a shipment with none is still at our shipping center. */
export function currentStage(events: readonly { stage: Stage }[]): Stage {
  return events.at(-1)?.stage ?? 'shipping_center'
}
