import { useState } from 'react'
import type { ShipmentEvent } from '../../api/shipments'
import { usePageTitle } from '../../routing/usePageTitle'
import { MessageHeading } from '../../ui'
import { TrackingResult, type TrackedShipment } from './TrackingResult'
import { TrackingSearch } from './TrackingSearch'
import { TrackingSection } from './TrackingSection'

const DAY_MS = 24 * 60 * 60 * 1000

/* A sample parcel on its way, a few days old, so the timeline can be seen without a shipment of one's own. */
function demoShipment(now: number): TrackedShipment {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString()
  const events: ShipmentEvent[] = [
    { milestone: 'order_confirmed', stage: 'online_platform', location: null, occurredAt: at(9) },
    { milestone: 'payment_processed', stage: 'online_platform', location: null, occurredAt: at(9) },
    {
      milestone: 'items_sourced',
      stage: 'store_to_warehouse',
      location: 'Seattle, WA',
      occurredAt: at(7),
    },
    {
      milestone: 'package_arrived',
      stage: 'shipping_center',
      location: 'Carson, CA',
      occurredAt: at(5),
    },
    {
      milestone: 'customs_cleared',
      stage: 'international_transit',
      location: 'Los Angeles, CA',
      occurredAt: at(3),
    },
    {
      milestone: 'package_on_the_way',
      stage: 'international_transit',
      location: 'Madrid, ES',
      occurredAt: at(1),
    },
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
