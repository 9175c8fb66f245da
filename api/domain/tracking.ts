/** Where a parcel is: the milestones it reaches and the stages of its journey. */

export const MILESTONES = [
  'order_confirmed',
  'payment_processed',
  'items_sourced',
  'package_arrived',
  'customs_cleared',
  'package_on_the_way',
  'package_delivered',
] as const
export type Milestone = (typeof MILESTONES)[number]

export const STAGES = [
  'online_platform',
  'store_to_warehouse',
  'shipping_center',
  'international_transit',
  'your_address',
] as const
export type Stage = (typeof STAGES)[number]

/** Where a milestone usually happens; staff may say otherwise on an event. */
export const STAGE_OF_MILESTONE: Readonly<Record<Milestone, Stage>> = {
  order_confirmed: 'online_platform',
  payment_processed: 'online_platform',
  items_sourced: 'store_to_warehouse',
  package_arrived: 'shipping_center',
  customs_cleared: 'international_transit',
  package_on_the_way: 'international_transit',
  package_delivered: 'your_address',
}

/** The stage of the latest event; a shipment with none is still at our shipping center. */
export function currentStage(events: readonly { stage: Stage }[]): Stage {
  return events.at(-1)?.stage ?? 'shipping_center'
}
