import { useCan, useDelete, useTranslate } from '@refinedev/core'
import { Card, Descriptions, Flex, Timeline, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { useI18nState } from '../../i18n'
import { Amount } from '../../shared/Amount'
import { formatDateTime, formatCustomer } from '../../shared/format'
import { OrderLines } from '../../shared/OrderLines'
import { RecordAction } from '../../shared/RecordAction'
import { RecordPage } from '../../shared/RecordPage'
import { RecordSummary } from '../../shared/RecordSummary'
import { StatusTag } from '../../shared/StatusTag'
import { nextOrderStatuses, type OrderStatus } from './moves'
import { ORDER_STATUS_COLORS, type OrderAddress, type OrderDetail } from './types'

// Stopping an order needs a word for the customer and the next colleague; moving it on does not.
const NEEDS_REASON = new Set<OrderStatus>(['held', 'cancelled'])

function Address({ address }: { address: OrderAddress }) {
  return (
    <address style={{ fontStyle: 'normal' }}>
      {[
        address.recipientName,
        address.street,
        address.addressLine2,
        [address.city, address.state, address.postalCode].filter(Boolean).join(', '),
        address.country,
        address.recipientPhone,
      ]
        .filter(Boolean)
        .map((line) => (
          <div key={line}>{line}</div>
        ))}
    </address>
  )
}

export default function OrderShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const statusName = (status: OrderStatus) => translate(`orderStatus.${status}`, status)

  return (
    <RecordPage<OrderDetail>
      resource="orders"
      title={(number) => translate('orders.showTitle', { number }, `Order ${number}`)}
      extra={(order) => <DeleteOrder number={order.number} />}
    >
      {(order, reload) => (
        <>
          <RecordSummary
            status={{ namespace: 'orderStatus', status: order.status, colors: ORDER_STATUS_COLORS }}
            customer={formatCustomer(order.customer)}
          >
            <Descriptions.Item label={translate('orders.date', 'Date')}>
              {formatDateTime(order.date, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={translate('orders.total', 'Total')}>
              <Amount cents={order.totalCents} />
            </Descriptions.Item>
            <Descriptions.Item label={translate('orders.inboundTracking', 'Inbound tracking')}>
              {order.inboundTracking ?? '—'}
            </Descriptions.Item>
          </RecordSummary>

          <Card title={translate('orders.changeStatus', 'Change status')}>
            {nextOrderStatuses(order.status, order.heldFrom).length === 0 ? (
              <Typography.Text type="secondary">
                {translate(
                  'orders.finalStatus',
                  'This order is closed: its status no longer changes.'
                )}
              </Typography.Text>
            ) : (
              <Flex wrap gap={8}>
                {nextOrderStatuses(order.status, order.heldFrom).map((to) => (
                  <RecordAction<OrderDetail>
                    key={to}
                    type={to === 'held' || to === 'cancelled' ? 'default' : 'primary'}
                    danger={to === 'cancelled'}
                    label={translate(
                      'orders.moveTo',
                      { status: statusName(to) },
                      `Move to ${statusName(to)}`
                    )}
                    title={translate(
                      'orders.moveTitle',
                      { from: statusName(order.status), to: statusName(to) },
                      `${statusName(order.status)} → ${statusName(to)}`
                    )}
                    url={`/api/admin/orders/${order.number}/status`}
                    values={{ status: to }}
                    ask={{
                      name: 'reason',
                      label: translate('orders.reason', 'Reason'),
                      required: NEEDS_REASON.has(to),
                      multiline: true,
                      rules: [{ max: 500 }],
                    }}
                    onDone={reload}
                  />
                ))}
              </Flex>
            )}
          </Card>

          <OrderLines items={order.items} />

          <Flex wrap gap={16}>
            <Card
              title={translate('orders.shippingAddress', 'Shipping address')}
              style={{ flex: '1 1 280px' }}
            >
              <Address address={order.shippingAddress} />
            </Card>
            <Card
              title={translate('orders.billingAddress', 'Billing address')}
              style={{ flex: '1 1 280px' }}
            >
              {order.billingAddress ? (
                <Address address={order.billingAddress} />
              ) : (
                <Typography.Text type="secondary">
                  {translate('orders.noBillingAddress', 'Same as shipping')}
                </Typography.Text>
              )}
            </Card>
          </Flex>

          <Card title={translate('orders.history', 'History')}>
            <Timeline
              items={order.history.map((change) => ({
                key: change.at + change.to,
                children: (
                  <>
                    <StatusTag
                      namespace="orderStatus"
                      status={change.to}
                      colors={ORDER_STATUS_COLORS}
                    />{' '}
                    <time dateTime={change.at}>{formatDateTime(change.at, locale)}</time>
                    {change.changedBy && <> · {change.changedBy.name}</>}
                    {change.reason && (
                      <Typography.Paragraph style={{ marginBlock: 4 }}>
                        {change.reason}
                      </Typography.Paragraph>
                    )}
                  </>
                ),
              }))}
            />
          </Card>
        </>
      )}
    </RecordPage>
  )
}

/** Admins may delete an order for good; the page then goes back to the list. */
function DeleteOrder({ number }: { number: string }) {
  const translate = useTranslate()
  const navigate = useNavigate()
  const { data: canDelete } = useCan({ resource: 'orders', action: 'delete' })
  const { mutateAsync: remove } = useDelete()
  if (!canDelete?.can) return null
  return (
    <RecordAction
      danger
      label={translate('orders.delete', 'Delete order')}
      title={translate('orders.deleteTitle', { number }, `Delete order ${number}?`)}
      description={translate(
        'orders.deleteWarning',
        'The order, its items and its history are removed for good.'
      )}
      run={() =>
        remove({
          resource: 'orders',
          id: number,
          successNotification: false,
          errorNotification: false,
        }).then(() => navigate('/orders'))
      }
    />
  )
}
