import { FormattedMessage } from 'react-intl'
import type { ReturnStatus } from '../../api/returns'
import { StatusBadge, type BadgeTone } from '../../ui'

const TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'info',
  approved: 'info',
  rejected: 'danger',
  shipped_back: 'info',
  inspected: 'info',
  refunded: 'success',
}

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <StatusBadge tone={TONES[status]}>
      <FormattedMessage id={`returnRequests.status.${status}`} />
    </StatusBadge>
  )
}
