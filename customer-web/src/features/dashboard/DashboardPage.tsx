import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import {
  useDashboard,
  useStoredPackages,
  type Activity,
  type Dashboard,
  type StoredPackage,
} from '../../api/dashboard'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor, routeTitleId, type Lang } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import {
  Card,
  EmptyState,
  PageHeading,
  QueryView,
  Skeleton,
  formatDateTime,
  formatUsd,
} from '../../ui'
import { orderStatusId } from '../orders/OrderStatusBadge'
import { purchaseRequestFormPath } from '../purchase-assistance/purchaseLinks'
import { ALL_STORED, shipPackagesPath, shipmentPath } from '../ship-request/shipLinks'
import { OwedPrompt } from '../payments/OwedPrompt'
import { WarehouseAddressCard } from './WarehouseAddressCard'
import './dashboard.css'

/** The last week of free storage is shown as urgent. */
const URGENT_DAYS = 7

export default function DashboardPage() {
  const intl = useIntl()
  const { lang } = useLanguage()
  const dashboard = useDashboard()
  usePageTitle(routeTitleId('dashboard'))

  return (
    <div className="dashboard">
      <PageHeading lead={<FormattedMessage id="dashboard.lead" />}>
        {intl.formatMessage({ id: routeTitleId('dashboard') })}
      </PageHeading>

      <section aria-labelledby="dashboard-stats-title">
        <h2 id="dashboard-stats-title" className="visually-hidden">
          <FormattedMessage id="dashboard.stats.title" />
        </h2>
        <QueryView query={dashboard} loading={<StatsSkeleton />}>
          {(data) => <Stats data={data} />}
        </QueryView>
      </section>

      <OwedPrompt />

      <nav
        className="dashboard-shortcuts"
        aria-label={intl.formatMessage({ id: 'dashboard.shortcuts.title' })}
      >
        <Link className="btn btn-primary" to={shipPackagesPath(lang, ALL_STORED)}>
          <FormattedMessage id="dashboard.shortcuts.ship" />
        </Link>
        <Link className="btn btn-secondary" to={pathFor('wallet', lang)}>
          <FormattedMessage id="dashboard.shortcuts.topUp" />
        </Link>
        <Link className="btn btn-secondary" to={purchaseRequestFormPath(lang)}>
          <FormattedMessage id="dashboard.shortcuts.purchase" />
        </Link>
      </nav>

      <div className="dashboard-columns">
        <WarehouseAddressCard />
        <StorageCard />
      </div>

      <Card title={<FormattedMessage id="dashboard.activity.title" />}>
        <QueryView
          query={dashboard}
          empty={
            <EmptyState
              title={<FormattedMessage id="dashboard.activity.empty.title" />}
              message={<FormattedMessage id="dashboard.activity.empty.text" />}
            />
          }
          isEmpty={(data) => data.recentActivity.length === 0}
        >
          {(data) => (
            <ul className="dashboard-list">
              {data.recentActivity.map((item) => (
                <li key={`${item.type}-${activityLink(item, lang).number}`}>
                  <ActivityItem item={item} />
                  <time dateTime={item.at} className="dashboard-muted">
                    {formatDateTime(intl, item.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Card>
    </div>
  )
}

function Stats({ data }: { data: Dashboard }) {
  const intl = useIntl()
  const stats: [string, string][] = [
    ['dashboard.stats.activeOrders', intl.formatNumber(data.activeOrders)],
    ['dashboard.stats.inTransit', intl.formatNumber(data.packagesInTransit)],
    ['dashboard.stats.wallet', formatUsd(intl, data.walletBalanceCents)],
    ['dashboard.stats.saved', formatUsd(intl, data.savedOnShippingCents)],
  ]
  return (
    <dl className="dashboard-stats">
      {stats.map(([labelId, value]) => (
        <div key={labelId} className="card dashboard-stat">
          <dt>
            <FormattedMessage id={labelId} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Four boxes of the stats' size, so the page does not jump when the figures arrive. */
function StatsSkeleton() {
  return (
    <div className="dashboard-stats">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="card dashboard-stat">
          <Skeleton lines={2} />
        </div>
      ))}
    </div>
  )
}

/** The record an activity item is about: its number and the page that shows it. */
function activityLink(item: Activity, lang: Lang): { number: string; to: string } {
  switch (item.type) {
    case 'package_received':
      return {
        number: item.packageNumber,
        to: pathFor('packageDetail', lang, { number: item.packageNumber }),
      }
    case 'shipment_updated':
      return { number: item.shipmentNumber, to: shipmentPath(lang, item.shipmentNumber) }
    case 'invoice_issued':
      return {
        number: item.invoiceNumber,
        to: pathFor('packagePayment', lang, { invoiceNumber: item.invoiceNumber }),
      }
    case 'order_updated':
      return {
        number: item.orderNumber,
        to: pathFor('orderDetail', lang, { number: item.orderNumber }),
      }
  }
}

/** What happened, as a link to the package, shipment, invoice or order it happened to. */
function ActivityItem({ item }: { item: Activity }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const { number, to } = activityLink(item, lang)
  const values = { number: <bdi>{number}</bdi>, status: item.status }
  const text =
    item.type === 'package_received' ? (
      <FormattedMessage id="dashboard.activity.package" values={values} />
    ) : item.type === 'shipment_updated' ? (
      <FormattedMessage id="dashboard.activity.shipment" values={values} />
    ) : item.type === 'invoice_issued' ? (
      <FormattedMessage id="dashboard.activity.invoice" values={values} />
    ) : (
      <FormattedMessage
        id="dashboard.activity.order"
        values={{
          ...values,
          status: intl.formatMessage({ id: orderStatusId(item.status) }),
        }}
      />
    )
  return <Link to={to}>{text}</Link>
}

function StorageCard() {
  const { lang } = useLanguage()
  const packages = useStoredPackages()
  return (
    <Card title={<FormattedMessage id="dashboard.storage.title" />}>
      <QueryView
        query={packages}
        empty={
          <EmptyState
            title={<FormattedMessage id="dashboard.storage.empty.title" />}
            message={<FormattedMessage id="dashboard.storage.empty.text" />}
          />
        }
      >
        {(list) => (
          <>
            <ul className="dashboard-list">
              {list.map((pkg) => (
                <li key={pkg.number}>
                  <span>
                    <Link to={pathFor('packageDetail', lang, { number: pkg.number })}>
                      <bdi>{pkg.number}</bdi>
                    </Link>
                    {pkg.sender && <span className="dashboard-muted"> · {pkg.sender}</span>}
                  </span>
                  <StorageClock pkg={pkg} />
                </li>
              ))}
            </ul>
            <Link to={pathFor('packages', lang)}>
              <FormattedMessage id="dashboard.storage.all" />
            </Link>
          </>
        )}
      </QueryView>
    </Card>
  )
}

/** Days of free storage left, or the fees already due once they ran out; the last week stands out. */
function StorageClock({ pkg }: { pkg: StoredPackage }) {
  const intl = useIntl()
  if (pkg.storageDaysLeft === 0)
    return (
      <span className="dashboard-urgent">
        <FormattedMessage
          id="dashboard.storage.fees"
          values={{ fee: formatUsd(intl, pkg.storageFeeCents) }}
        />
      </span>
    )
  return (
    <span className={pkg.storageDaysLeft <= URGENT_DAYS ? 'dashboard-urgent' : undefined}>
      <FormattedMessage id="dashboard.storage.daysLeft" values={{ days: pkg.storageDaysLeft }} />
    </span>
  )
}
