import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ShipmentStatus, ShipmentTimelineEvent, Stage } from '../../api/shipments'
import { StatusBadge, type BadgeTone } from '../../ui'
import { ShipmentTimeline } from './TrackingTimeline'

const TONES: Record<ShipmentStatus, BadgeTone> = {
  requested: 'info',
  invoiced: 'warning',
  paid: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'neutral',
}

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  return (
    <StatusBadge tone={TONES[status]}>
      <FormattedMessage id={`tracking.shipmentStatus.${status}`} />
    </StatusBadge>
  )
}

export interface TrackedShipment {
  shipmentNumber: string
  status: ShipmentStatus
  carrier: string | null
  trackingNumber: string | null
  country: string
  stage: Stage
  events: ShipmentTimelineEvent[]
}

/**
 * A shipment's card: its numbers, carrier, destination and timeline; `children` adds what the customer can
 * do with it (pay, return). `linkPackages` links the packages it names (the owner's view).
 */
export function TrackingResult({
  shipment,
  level = 2,
  linkPackages = false,
  children,
}: {
  shipment: TrackedShipment
  level?: 2 | 3
  linkPackages?: boolean
  children?: ReactNode
}) {
  const intl = useIntl()
  const Heading = `h${level}` as const
  const country = intl.formatDisplayName(shipment.country, { type: 'region' }) ?? shipment.country
  return (
    <article className="card shipment-card" aria-label={shipment.shipmentNumber}>
      <Heading className="card-title">
        <FormattedMessage
          id="tracking.shipment.title"
          values={{ number: shipment.shipmentNumber }}
        />
      </Heading>
      <dl className="shipment-facts">
        <div>
          <dt>
            <FormattedMessage id="tracking.shipment.status" />
          </dt>
          <dd>
            <ShipmentStatusBadge status={shipment.status} />
          </dd>
        </div>
        {shipment.carrier && (
          <div>
            <dt>
              <FormattedMessage id="tracking.shipment.carrier" />
            </dt>
            <dd>{shipment.carrier}</dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="tracking.shipment.trackingNumber" />
          </dt>
          <dd dir="ltr">
            {shipment.trackingNumber ?? <FormattedMessage id="tracking.shipment.noTrackingYet" />}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="tracking.shipment.destination" />
          </dt>
          <dd>{country}</dd>
        </div>
      </dl>
      <ShipmentTimeline
        stage={shipment.stage}
        events={shipment.events}
        linkPackages={linkPackages}
      />
      {children}
    </article>
  )
}
