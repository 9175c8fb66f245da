import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { PACKAGE_STATUSES, packagesListUrl, type Package } from '../../api/packages'
import { useQuery } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import {
  Button,
  Checkbox,
  EmptyState,
  EmptyStateLink,
  MessageHeading,
  Pagination,
  QueryView,
  Select,
  Skeleton,
  TextField,
  formatDate,
} from '../../ui'
import { shipPackagesPath } from '../ship-request/shipLinks'
import { Measurements, PackageStatusBadge, StorageClock } from './PackageBits'
import './packages.css'

const PAGE_SIZE = 10

/** The packages in our warehouse: filter, search, pick several and ask to ship them in one box. */
export default function PackagesPage() {
  usePageTitle('route.packages.title')
  const intl = useIntl()
  const { lang } = useLanguage()
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const status = searchParams.get('status') ?? ''
  const q = searchParams.get('q') ?? ''
  const page = Math.max(1, Number(searchParams.get('page')) || 1)
  const [search, setSearch] = useState(q)
  // Chosen across pages and filters: a ship request may gather packages from anywhere in the list.
  const [selected, setSelected] = useState<string[]>([])
  const packages = useQuery<Package[]>(packagesListUrl(page, PAGE_SIZE, status, q))

  function update(changes: Record<string, string>) {
    const next = new URLSearchParams(searchParams)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    setSearchParams(next)
  }

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    update({ q: search.trim(), page: '' })
  }

  function toggle(number: string, on: boolean) {
    setSelected((current) =>
      on ? [...current, number] : current.filter((chosen) => chosen !== number)
    )
  }

  function ship() {
    navigate(shipPackagesPath(lang, selected))
  }

  const filtered = status !== '' || q !== ''
  const statusOptions = [
    { value: '', label: intl.formatMessage({ id: 'packages.filter.all' }) },
    ...PACKAGE_STATUSES.map((value) => ({
      value,
      label: intl.formatMessage({ id: `packages.status.${value}` }),
    })),
  ]

  return (
    <div className="packages-page">
      <MessageHeading titleId="route.packages.title" leadId="packages.lead" />
      <p>
        <Link to={pathFor('packageClaims', lang)}>
          <FormattedMessage id="packages.claimLink" />
        </Link>
      </p>

      <div className="packages-filters">
        <Select
          label={<FormattedMessage id="packages.filter.status" />}
          options={statusOptions}
          value={status}
          onChange={(event) => update({ status: event.target.value, page: '' })}
        />
        <form role="search" className="packages-search" onSubmit={submitSearch}>
          <TextField
            label={<FormattedMessage id="packages.search.label" />}
            hint={<FormattedMessage id="packages.search.hint" />}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            <FormattedMessage id="packages.search.submit" />
          </Button>
        </form>
      </div>

      <div
        className="packages-shipbar"
        role="region"
        aria-label={intl.formatMessage({ id: 'packages.ship.region' })}
      >
        <p aria-live="polite">
          <FormattedMessage id="packages.ship.selected" values={{ count: selected.length }} />
        </p>
        <Button disabled={selected.length === 0} onClick={ship}>
          <FormattedMessage id="packages.ship.button" />
        </Button>
      </div>

      <QueryView
        query={packages}
        loading={<Skeleton lines={6} />}
        empty={
          filtered ? (
            <EmptyState
              title={<FormattedMessage id="packages.empty.filteredTitle" />}
              message={<FormattedMessage id="packages.empty.filteredText" />}
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearch('')
                    update({ status: '', q: '', page: '' })
                  }}
                >
                  <FormattedMessage id="packages.empty.clear" />
                </Button>
              }
            />
          ) : (
            <EmptyStateLink
              titleId="packages.empty.title"
              textId="packages.empty.text"
              link={{
                to: 'dashboard',
                messageId: 'packages.empty.address',
                variant: 'secondary',
              }}
            />
          )
        }
      >
        {(rows) => (
          <>
            <ul className="package-list">
              {rows.map((pkg) => (
                <PackageRow
                  key={pkg.number}
                  pkg={pkg}
                  selected={selected.includes(pkg.number)}
                  onToggle={(on) => toggle(pkg.number, on)}
                />
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={packages.total ?? rows.length}
              onPageChange={(next) => update({ page: next === 1 ? '' : String(next) })}
            />
          </>
        )}
      </QueryView>
    </div>
  )
}

function PackageRow({
  pkg,
  selected,
  onToggle,
}: {
  pkg: Package
  selected: boolean
  onToggle: (on: boolean) => void
}) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const thumbnail = pkg.photos?.[0]
  return (
    <li className="package-row">
      <div className="package-row-select">
        {pkg.status === 'received' && (
          <Checkbox
            label={
              <span className="visually-hidden">
                <FormattedMessage id="packages.ship.choose" values={{ number: pkg.number }} />
              </span>
            }
            checked={selected}
            onChange={(event) => onToggle(event.target.checked)}
          />
        )}
      </div>
      {thumbnail ? (
        <img
          className="package-thumb"
          src={thumbnail.thumbnailUrl}
          alt=""
          loading="lazy"
          width={64}
          height={64}
        />
      ) : (
        <span className="package-thumb package-thumb-empty" aria-hidden="true" />
      )}
      <div className="package-row-main">
        <Link
          className="package-number"
          to={pathFor('packageDetail', lang, { number: pkg.number })}
        >
          {pkg.number}
        </Link>
        <span className="package-sender">
          {[pkg.sender, pkg.description].filter(Boolean).join(' · ')}
        </span>
        <span className="package-meta">
          <Measurements pkg={pkg} />
          {pkg.receivedAt && (
            <>
              {' · '}
              <FormattedMessage
                id="packages.receivedOn"
                values={{ date: formatDate(intl, pkg.receivedAt) }}
              />
            </>
          )}
        </span>
      </div>
      <div className="package-row-state">
        <PackageStatusBadge status={pkg.status} />
        <StorageClock pkg={pkg} />
        {pkg.status === 'received' && !pkg.declaredAt && (
          <span className="package-todo">
            <FormattedMessage id="packages.declareFirst" />
          </span>
        )}
      </div>
    </li>
  )
}
