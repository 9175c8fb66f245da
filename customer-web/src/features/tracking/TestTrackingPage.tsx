import { useState } from 'react'
import type { ShipmentTimelineEvent } from '../../api/shipments'
import { usePageTitle } from '../../routing/usePageTitle'
import { MessageHeading } from '../../ui'
import { TrackingResult, type TrackedShipment } from './TrackingResult'
import { TrackingSearch } from './TrackingSearch'
import { TrackingSection } from './TrackingSection'

const DAY_MS = 24 * 60 * 60 * 1000

/*
 * A sample forwarded shipment on its way, a few days old, so the timeline can be seen without a
 * shipment of one's own: two packages received, consolidated, paid, handed to the carrier, through
 * customs.
 */
function demoShipment(now: number): TrackedShipment {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString()
  const step = (
    event: ShipmentTimelineEvent['event'],
    stage: ShipmentTimelineEvent['stage'],
    daysAgo: number,
    extra: Partial<ShipmentTimelineEvent> = {}
  ): ShipmentTimelineEvent => ({
    event,
    stage,
    location: null,
    occurredAt: at(daysAgo),
    packageNumber: null,
    ...extra,
  })
  const events = [
    step('package_arrived', 'shipping_center', 12, { packageNumber: 'PKG-DEMO01' }),
    step('package_arrived', 'shipping_center', 9, { packageNumber: 'PKG-DEMO02' }),
    step('ship_requested', 'shipping_center', 8),
    step('invoiced', 'shipping_center', 8),
    step('packed', 'shipping_center', 7),
    step('payment_processed', 'shipping_center', 6),
    step('package_on_the_way', 'international_transit', 5, { location: 'Carson, CA' }),
    step('customs_cleared', 'international_transit', 2, { location: 'Madrid, ES' }),
  ]
  return {
    shipmentNumber: 'SHP-DEMO',
    status: 'shipped',
    carrier: 'FedEx',
    trackingNumber: '794600000000',
    country: 'ES',
    stage: 'international_transit',
    events,
  }
}

/** How tracking looks, on a sample shipment, with the search for a real number below it. */
export default function TestTrackingPage() {
  usePageTitle('route.testTracking.title')
  const [shipment] = useState(() => demoShipment(Date.now()))
  return (
    <div className="tracking-page">
      <MessageHeading titleId="route.testTracking.title" leadId="tracking.demo.lead" />
      <TrackingSection name="demo">
        <TrackingResult level={3} shipment={shipment} />
      </TrackingSection>
      <TrackingSearch />
    </div>
  )
}
