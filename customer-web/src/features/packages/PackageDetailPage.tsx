import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { packageUrl, type PackageDetail } from '../../api/packages'
import { useQuery } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import { Card, PageHeading, QueryView, Skeleton, formatDate, formatUsd } from '../../ui'
import { DeclarationEditor } from './DeclarationEditor'
import { shipPackagesPath } from '../ship-request/shipLinks'
import { Measurements, PackageStatusBadge, StorageClock } from './PackageBits'
import { PackageHistory } from './PackageHistory'
import { PhotoGallery } from './PhotoGallery'
import { RecordLinks } from '../../ui/RecordLink'
import './packages.css'

/** One package: photos, weight and size, storage, history and its customs declaration. */
export default function PackageDetailPage({ number }: { number: string }) {
  usePageTitle('packages.detail.title', { number })
  const { lang } = useLanguage()
  const pkg = useQuery<PackageDetail>(packageUrl(number))

  return (
    <div className="packages-page">
      <p>
        <Link to={pathFor('packages', lang)}>
          <FormattedMessage id="packages.detail.back" />
        </Link>
      </p>
      {/* The heading stands before the data, so a missing package still has its page title. */}
      <PageHeading
        lead={pkg.data && [pkg.data.sender, pkg.data.description].filter(Boolean).join(' · ')}
      >
        <FormattedMessage id="packages.detail.title" values={{ number }} />
      </PageHeading>
      <QueryView query={pkg} loading={<Skeleton lines={8} />}>
        {(data) => <PackageDetailView pkg={data} />}
      </QueryView>
    </div>
  )
}

function PackageDetailView({ pkg }: { pkg: PackageDetail }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const shipHref = shipPackagesPath(lang, [pkg.number])
  return (
    <>
      <div className="package-detail-status">
        <PackageStatusBadge status={pkg.status} />
        <StorageClock pkg={pkg} />
        {pkg.status === 'received' && pkg.declaredAt && !pkg.hasProhibitedItems && (
          <Link className="btn btn-primary" to={shipHref}>
            <FormattedMessage id="packages.detail.ship" />
          </Link>
        )}
      </div>
      <RecordLinks records={pkg.related} />

      <div className="package-detail-grid">
        <Card title={<FormattedMessage id="packages.detail.photos" />}>
          <PhotoGallery photos={pkg.photos} number={pkg.number} />
        </Card>
        <Card title={<FormattedMessage id="packages.detail.facts" />}>
          <dl className="facts">
            <dt>
              <FormattedMessage id="packages.detail.measurements" />
            </dt>
            <dd>
              <Measurements pkg={pkg} />
            </dd>
            <dt>
              <FormattedMessage id="packages.detail.inbound" />
            </dt>
            <dd>{[pkg.carrier, pkg.inboundTracking].filter(Boolean).join(' · ') || '—'}</dd>
            <dt>
              <FormattedMessage id="packages.detail.received" />
            </dt>
            <dd>{pkg.receivedAt ? formatDate(intl, pkg.receivedAt) : '—'}</dd>
            <dt>
              <FormattedMessage id="packages.detail.freeUntil" />
            </dt>
            <dd>{pkg.freeStorageUntil ? formatDate(intl, pkg.freeStorageUntil) : '—'}</dd>
            <dt>
              <FormattedMessage id="packages.declaration.declaredValue" />
            </dt>
            <dd>
              {pkg.declaredValueCents === null ? (
                <FormattedMessage id="packages.detail.notDeclared" />
              ) : (
                formatUsd(intl, pkg.declaredValueCents)
              )}
            </dd>
          </dl>
        </Card>
        <Card title={<FormattedMessage id="packages.detail.history" />}>
          <PackageHistory pkg={pkg} />
        </Card>
      </div>

      <Card title={<FormattedMessage id="packages.declaration.title" />}>
        <p className="package-muted">
          <FormattedMessage id="packages.declaration.lead" />
        </p>
        <DeclarationEditor pkg={pkg} />
      </Card>
    </>
  )
}
