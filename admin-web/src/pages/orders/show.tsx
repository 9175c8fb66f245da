import { useCan, useDelete, useOne, useTranslate, type HttpError } from '@refinedev/core'
import { Card, Descriptions, Flex, Table, Timeline, Typography } from 'antd'
import { useNavigate, useParams } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDateTime, formatMoney, formatCustomer } from '../../shared/format'
import { RecordAction } from '../../shared/RecordAction'
import { RecordPage } from '../../shared/RecordPage'
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
  const navigate = useNavigate()
  const { number = '' } = useParams()
  const { result, query } = useOne<OrderDetail, HttpError>({ resource: 'orders', id: number })
  const { data: canDelete } = useCan({ resource: 'orders', action: 'delete' })
  const { mutateAsync: remove } = useDelete()
  const statusName = (status: OrderStatus) => translate(`orderStatus.${status}`, status)
  const reload = () => void query.refetch()

  return (
    <RecordPage
      title={translate('orders.showTitle', { number }, `Order ${number}`)}
      record={result}
      loading={query.isLoading}
      error={query.error}
      extra={
        canDelete?.can && (
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
    >
      {(order) => (
        <Flex vertical gap={16}>
          <Card>
            <Descriptions column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label={translate('orders.status', 'Status')}>
                <StatusTag
                  namespace="orderStatus"
                  status={order.status}
                  colors={ORDER_STATUS_COLORS}
                />
              </Descriptions.Item>
              <Descriptions.Item label={translate('orders.customer', 'Customer')}>
                {formatCustomer(order.customer)}
              </Descriptions.Item>
              <Descriptions.Item label={translate('orders.date', 'Date')}>
                {formatDateTime(order.date, locale)}
              </Descriptions.Item>
              <Descriptions.Item label={translate('orders.total', 'Total')}>
                {formatMoney(order.totalCents, locale)}
              </Descriptions.Item>
              <Descriptions.Item label={translate('orders.inboundTracking', 'Inbound tracking')}>
                {order.inboundTracking ?? '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>

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

          <Card title={translate('orders.items', 'Items')}>
            <Table
              dataSource={order.items}
              rowKey={(item) => `${item.name}-${item.options ?? ''}-${item.unitPriceCents}`}
              pagination={false}
              scroll={{ x: 'max-content' }}
            >
              <Table.Column
                dataIndex="name"
                title={translate('orders.itemName', 'Item')}
                render={(name: string, item: OrderDetail['items'][number]) =>
                  item.url ? (
                    <a href={item.url} target="_blank" rel="noreferrer">
                      {name}
                    </a>
                  ) : (
                    name
                  )
                }
              />
              <Table.Column
                dataIndex="options"
                title={translate('orders.itemOptions', 'Options')}
              />
              <Table.Column
                dataIndex="quantity"
                title={translate('orders.quantity', 'Quantity')}
                align="end"
              />
              <Table.Column
                dataIndex="unitPriceCents"
                title={translate('orders.unitPrice', 'Unit price')}
                align="end"
                render={(cents: number) => formatMoney(cents, locale)}
              />
            </Table>
          </Card>

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
        </Flex>
      )}
    </RecordPage>
  )
}
