import { FormattedMessage, useIntl } from 'react-intl'
import type { Package, PackageStatus } from '../../api/packages'
import { StatusBadge, formatUsd, type BadgeTone } from '../../ui'

// `unidentified` never reaches a customer (such a parcel has no customer yet); the API's type names it.
const TONES: Record<PackageStatus, BadgeTone> = {
  expected: 'neutral',
  unidentified: 'neutral',
  received: 'info',
  ship_requested: 'warning',
  shipped: 'success',
  returned: 'neutral',
  disposed: 'danger',
}

export function PackageStatusBadge({ status }: { status: PackageStatus }) {
  return (
    <StatusBadge tone={TONES[status]}>
      <FormattedMessage id={`packages.status.${status}`} />
    </StatusBadge>
  )
}

/** Free days left while in storage, else the fee accrued so far; nothing once it left storage. */
export function StorageClock({ pkg }: { pkg: Package }) {
  const intl = useIntl()
  if (pkg.storageFeeCents > 0) {
    return (
      <span className="package-storage package-storage-fee">
        <FormattedMessage
          id="packages.storage.fee"
          values={{ amount: formatUsd(intl, pkg.storageFeeCents) }}
        />
      </span>
    )
  }
  if (pkg.status !== 'received') return null
  return (
    <span className="package-storage">
      <FormattedMessage id="packages.storage.daysLeft" values={{ days: pkg.storageDaysLeft }} />
    </span>
  )
}

/** "2.4 lb · 14 × 10 × 5 in", with numbers in the page's locale. */
export function Measurements({
  pkg,
}: {
  pkg: Pick<Package, 'weightLb' | 'lengthIn' | 'widthIn' | 'heightIn'>
}) {
  return (
    <FormattedMessage
      id="packages.measurements"
      values={{
        weight: pkg.weightLb,
        length: pkg.lengthIn,
        width: pkg.widthIn,
        height: pkg.heightIn,
      }}
    />
  )
}
