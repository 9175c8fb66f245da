import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { useQuery } from '../../api/query'
import { shipmentsListUrl, shipmentUrl, type Shipment } from '../../api/shipments'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import { EmptyState, PageHeading, QueryView, Skeleton } from '../../ui'
import { ReturnAction } from '../returns/ReturnAction'
import { ReturnsList } from '../returns/ReturnsList'
import { TrackingResult } from './TrackingResult'
import { TrackingSearch } from './TrackingSearch'

/* The customer's latest shipments; older ones stay reachable through the search by number. */
const RECENT_SHIPMENTS = {
  page: 1,
  pageSize: 20,
  sort: { field: 'createdAt', order: 'desc' as const },
}

/** The customer's shipments with their timelines and returns, and a search for any tracking number. */
export default function TrackingPage() {
  const { lang } = useLanguage()
  usePageTitle('route.tracking.title')
  const shipments = useQuery<Shipment[]>(shipmentsListUrl(RECENT_SHIPMENTS))

  return (
    <div className="tracking-page">
      <PageHeading lead={<FormattedMessage id="tracking.lead" />}>
        <FormattedMessage id="route.tracking.title" />
      </PageHeading>

      <section className="tracking-section" aria-labelledby="tracking-shipments-heading">
        <h2 id="tracking-shipments-heading">
          <FormattedMessage id="tracking.shipments.title" />
        </h2>
        <QueryView
          query={shipments}
          loading={<Skeleton lines={6} />}
          isEmpty={(list) => list.every((shipment) => shipment.status === 'cancelled')}
          empty={
            <EmptyState
              title={<FormattedMessage id="tracking.shipments.empty.title" />}
              message={<FormattedMessage id="tracking.shipments.empty.text" />}
              action={
                <Link className="btn btn-primary" to={pathFor('packages', lang)}>
                  <FormattedMessage id="tracking.shipments.empty.action" />
                </Link>
              }
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
      </section>

      <TrackingSearch />
      <ReturnsList />
    </div>
  )
}

/** One shipment's card, read in full for its events. */
function ShipmentTracking({ number }: { number: string }) {
  const query = useQuery<Shipment>(shipmentUrl(number))
  return (
    <QueryView query={query} loading={<Skeleton lines={5} />}>
      {(shipment) => (
        <TrackingResult
          level={3}
          shipment={{
            shipmentNumber: shipment.number,
            status: shipment.status,
            carrier: shipment.carrier,
            trackingNumber: shipment.trackingNumber,
            country: shipment.address.country,
            stage: shipment.stage ?? 'shipping_center',
            events: shipment.events ?? [],
          }}
        >
          {shipment.status === 'delivered' && shipment.deliveredAt && (
            <ReturnAction shipmentNumber={shipment.number} deliveredAt={shipment.deliveredAt} />
          )}
        </TrackingResult>
      )}
    </QueryView>
  )
}
