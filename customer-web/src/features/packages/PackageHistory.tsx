import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Package } from '../../api/packages'
import { formatDateTime } from '../../ui'

interface Moment {
  at: string
  id: string
  values?: Record<string, string | ((chunks: ReactNode[]) => ReactNode)>
}

/** What happened to the package so far, oldest first, from the dates the API keeps on it. */
export function PackageHistory({ pkg }: { pkg: Package }) {
  const intl = useIntl()
  const moments: Moment[] = []
  if (pkg.receivedAt) {
    moments.push({
      at: pkg.receivedAt,
      id: 'packages.history.received',
      values: {
        carrier: pkg.carrier ?? '—',
        tracking: pkg.inboundTracking ?? '—',
        // Latin carrier names and numbers keep their order inside an Arabic sentence.
        bdi: (chunks) => <bdi className="wraps">{chunks}</bdi>,
      },
    })
  }
  if (pkg.declaredAt) moments.push({ at: pkg.declaredAt, id: 'packages.history.declared' })
  if (pkg.freeStorageUntil && pkg.status === 'received') {
    const ended = pkg.storageDaysLeft === 0
    moments.push({
      at: pkg.freeStorageUntil,
      id: ended ? 'packages.history.freeStorageEnded' : 'packages.history.freeStorageEnds',
    })
  }
  // The API keeps no date per status change: the last update is when it took its current one.
  if (pkg.status !== 'received' && pkg.status !== 'expected') {
    moments.push({ at: pkg.updatedAt, id: `packages.history.status.${pkg.status}` })
  }
  moments.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))

  return (
    <ol className="package-history">
      {moments.map((moment) => (
        <li key={moment.id}>
          <time dateTime={moment.at}>{formatDateTime(intl, moment.at)}</time>
          <span>
            <FormattedMessage id={moment.id} values={moment.values} />
          </span>
        </li>
      ))}
    </ol>
  )
}
