import { useTranslate } from '@refinedev/core'
import { Typography } from 'antd'
import { useI18nState } from '../../i18n'
import { formatCount, formatMoney } from '../../shared/format'
import type { StaffPackage } from './types'

/** Free days left, or the fees accrued once they are over; nothing once the package has left storage. */
export function StorageClock({
  pkg,
}: {
  pkg: Pick<StaffPackage, 'status' | 'storageFeeCents' | 'storageDaysLeft'>
}) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  if (pkg.status !== 'received') return null
  if (pkg.storageFeeCents > 0) {
    return (
      <Typography.Text type="danger">
        {translate(
          'packages.storage.fee',
          { fee: formatMoney(pkg.storageFeeCents, locale) },
          'Storage fees: {fee}'
        )}
      </Typography.Text>
    )
  }
  return (
    <>
      {translate(
        'packages.storage.daysLeft',
        { days: formatCount(pkg.storageDaysLeft, locale) },
        'Free days left: {days}'
      )}
    </>
  )
}
