import { FormattedMessage } from 'react-intl'
import type { OrderStatus } from '../../api/orders'
import { StatusBadge, type BadgeTone } from '../../ui'

const TONES: Record<OrderStatus, BadgeTone> = {
  submitted: 'info',
  processing: 'info',
  fulfilled: 'info',
  received: 'info',
  ready_for_shipping: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'neutral',
  held: 'warning',
}

/** Message id of an order status's name ("Ready for Shipping"). */
export const orderStatusId = (status: OrderStatus) => `orders.status.${status}`

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <StatusBadge tone={TONES[status]}>
      <FormattedMessage id={orderStatusId(status)} />
    </StatusBadge>
  )
}
