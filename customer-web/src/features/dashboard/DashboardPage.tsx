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
import { pathFor, routeTitleId } from '../../routing/routeTable'
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

      <nav
        className="dashboard-shortcuts"
        aria-label={intl.formatMessage({ id: 'dashboard.shortcuts.title' })}
      >
        <Link className="btn btn-primary" to={pathFor('internationalShippingRequest', lang)}>
          <FormattedMessage id="dashboard.shortcuts.ship" />
        </Link>
        <Link className="btn btn-secondary" to={pathFor('wallet', lang)}>
          <FormattedMessage id="dashboard.shortcuts.topUp" />
        </Link>
        <Link className="btn btn-secondary" to={`${pathFor('orders', lang)}?new=purchase`}>
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
                <li
                  key={`${item.type}-${'packageNumber' in item ? item.packageNumber : item.shipmentNumber}`}
                >
                  <span>
                    <ActivityText item={item} />
                  </span>
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

function ActivityText({ item }: { item: Activity }) {
  if (item.type === 'package_received')
    return (
      <FormattedMessage
        id="dashboard.activity.package"
        values={{ number: item.packageNumber, status: item.status }}
      />
    )
  return (
    <FormattedMessage
      id="dashboard.activity.shipment"
      values={{ number: item.shipmentNumber, status: item.status }}
    />
  )
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
                    <strong>{pkg.number}</strong>
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
