import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useQuery } from '../../api/query'
import { shipmentsListUrl, shipmentUrl, type Shipment } from '../../api/shipments'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import { EmptyStateLink, formatUsd, MessageHeading, QueryView, Skeleton } from '../../ui'
import { ReturnsList } from '../returns/ReturnsList'
import { TrackingResult } from './TrackingResult'
import { TrackingSearch } from './TrackingSearch'
import { TrackingSection } from './TrackingSection'

/* The customer's latest shipments; older ones stay reachable through the search by number. */
const RECENT_SHIPMENTS = {
  page: 1,
  pageSize: 20,
  sort: { field: 'createdAt', order: 'desc' as const },
}

/** The customer's shipments with their timelines and returns, and a search for any tracking number. */
export default function TrackingPage() {
  usePageTitle('route.tracking.title')
  const shipments = useQuery<Shipment[]>(shipmentsListUrl(RECENT_SHIPMENTS))

  return (
    <div className="tracking-page">
      <MessageHeading titleId="route.tracking.title" leadId="tracking.lead" />

      <TrackingSection name="shipments">
        <QueryView
          query={shipments}
          loading={<Skeleton lines={6} />}
          isEmpty={(list) => list.every((shipment) => shipment.status === 'cancelled')}
          empty={
            <EmptyStateLink
              titleId="tracking.shipments.empty.title"
              textId="tracking.shipments.empty.text"
              link={{ to: 'packages', messageId: 'tracking.shipments.empty.action' }}
            />
          }
        >
          {(list) =>
            list
              .filter((shipment) => shipment.status !== 'cancelled')
              .map((shipment) => (
                <ShipmentTracking key={shipment.number} number={shipment.number} />
              ))
          }
        </QueryView>
      </TrackingSection>

      <TrackingSearch />
      <ReturnsList />
    </div>
  )
}

/** One shipment's card, read in full for its timeline; one waiting for payment is paid from here. */
function ShipmentTracking({ number }: { number: string }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const query = useQuery<Shipment>(shipmentUrl(number))
  return (
    <QueryView query={query} loading={<Skeleton lines={5} />}>
      {(shipment) => (
        <TrackingResult
          level={3}
          linkPackages
          shipment={{
            shipmentNumber: shipment.number,
            status: shipment.status,
            carrier: shipment.carrier,
            trackingNumber: shipment.trackingNumber,
            country: shipment.address.country,
            stage: shipment.stage ?? 'shipping_center',
            events: shipment.timeline ?? [],
          }}
        >
          {shipment.invoice?.status === 'unpaid' && (
            <p className="tracking-actions">
              <Link
                className="btn btn-primary"
                to={pathFor('packagePayment', lang, { invoiceNumber: shipment.invoice.number })}
              >
                <FormattedMessage
                  id="tracking.shipment.payNow"
                  values={{ amount: formatUsd(intl, shipment.invoice.totalCents) }}
                />
              </Link>
            </p>
          )}
        </TrackingResult>
      )}
    </QueryView>
  )
}
