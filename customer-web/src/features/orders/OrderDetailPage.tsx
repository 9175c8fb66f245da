import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { errorMessageId, formErrorOf } from '../../api/client'
import {
  canCancel,
  cancelOrderUrl,
  orderUrl,
  ORDERS_URL,
  type OrderAddress,
  type OrderDetail,
  type OrderItem,
} from '../../api/orders'
import { PURCHASE_REQUESTS_URL } from '../../api/purchase-requests'
import { useMutation, useQuery } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import {
  Button,
  Card,
  ConfirmDialog,
  FormError,
  PageHeading,
  QueryView,
  Skeleton,
  formatDateTime,
  formatUsd,
  useToast,
  WideTable,
} from '../../ui'
import { OrderReturn } from '../returns/OrderReturn'
import { OrderTimeline } from '../tracking/TrackingTimeline'
import { OrderStatusBadge, orderStatusId } from './OrderStatusBadge'
import { RecordLinks } from '../../ui/RecordLink'
import './orders.css'

/**
 * One order: its items, where it goes, how it moved, a cancel while the order may still be
 * cancelled, and its return once an order we bought for the customer is delivered.
 */
export default function OrderDetailPage({ number }: { number: string }) {
  const { lang } = useLanguage()
  usePageTitle('route.orderDetail.title')
  const query = useQuery<OrderDetail>(orderUrl(number))

  return (
    <div className="orders-page">
      <p>
        <Link to={pathFor('orders', lang)}>
          <FormattedMessage id="orders.detail.back" />
        </Link>
      </p>
      <PageHeading>
        <FormattedMessage id="orders.detail.heading" values={{ number }} />
      </PageHeading>
      <QueryView query={query} loading={<Skeleton lines={8} />}>
        {(order) => <OrderView order={order} />}
      </QueryView>
    </div>
  )
}

function OrderView({ order }: { order: OrderDetail }) {
  const intl = useIntl()
  return (
    <div className="order-detail">
      <Card title={<FormattedMessage id="orders.detail.summary" />}>
        <dl className="order-facts">
          <div>
            <dt>
              <FormattedMessage id="orders.field.status" />
            </dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="orders.field.date" />
            </dt>
            <dd>{formatDateTime(intl, order.date)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="orders.field.total" />
            </dt>
            <dd>{formatUsd(intl, order.totalCents)}</dd>
          </div>
          {order.inboundTracking && (
            <div>
              <dt>
                <FormattedMessage id="orders.field.inboundTracking" />
              </dt>
              <dd dir="ltr">{order.inboundTracking}</dd>
            </div>
          )}
        </dl>
        <RecordLinks records={order.related} />
        <CancelOrder order={order} />
      </Card>

      {order.status === 'delivered' && order.purchaseRequestId !== null && (
        <Card title={<FormattedMessage id="returnRequests.onOrderTitle" />}>
          <OrderReturn orderNumber={order.number} />
        </Card>
      )}

      <Card title={<FormattedMessage id="orders.detail.items" />}>
        <WideTable
          labelId="orders.detail.items"
          className="order-items"
          rows={order.items}
          columns={[
            { id: 'orders.item.name', cell: (item) => <ItemName item={item} /> },
            { id: 'orders.item.quantity', cell: (item) => item.quantity },
            {
              id: 'orders.item.unitPrice',
              cell: (item) => formatUsd(intl, item.unitPriceCents),
            },
            {
              id: 'orders.item.subtotal',
              cell: (item) => formatUsd(intl, item.quantity * item.unitPriceCents),
            },
          ]}
        />
        {order.charges && <OrderCharges charges={order.charges} />}
      </Card>

      <div className="order-addresses">
        <Card title={<FormattedMessage id="orders.detail.shippingAddress" />}>
          <Address address={order.shippingAddress} />
        </Card>
        <Card title={<FormattedMessage id="orders.detail.billingAddress" />}>
          {order.billingAddress ? (
            <Address address={order.billingAddress} />
          ) : (
            <p>
              <FormattedMessage id="orders.detail.noBillingAddress" />
            </p>
          )}
        </Card>
      </div>

      <Card title={<FormattedMessage id="orders.detail.tracking" />}>
        <OrderTimeline stage={order.tracking.stage} milestones={order.tracking.milestones} />
      </Card>

      <Card title={<FormattedMessage id="orders.detail.history" />}>
        <ol className="order-history">
          {order.history.map((change, index) => (
            <li key={index}>
              <span className="history-when">{formatDateTime(intl, change.at)}</span>
              <span>
                <FormattedMessage
                  id="orders.history.change"
                  values={{
                    status: intl.formatMessage({ id: orderStatusId(change.to) }),
                    by: change.by,
                  }}
                />
                {change.reason && <span className="history-reason">{change.reason}</span>}
              </span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  )
}

/** What the total is made of: the items bought, our fee, the store's sales tax and its shipping to us. */
function OrderCharges({ charges }: { charges: NonNullable<OrderDetail['charges']> }) {
  const intl = useIntl()
  const lines = [
    ['orders.charges.items', charges.itemsCents],
    ['orders.charges.fee', charges.feeCents],
    ['orders.charges.salesTax', charges.salesTaxCents],
    ['orders.charges.domesticShipping', charges.domesticShippingCents],
  ] as const
  return (
    <>
      <dl className="order-charges">
        {lines.map(([id, cents]) => (
          <div key={id}>
            <dt>
              <FormattedMessage id={id} />
              {id === 'orders.charges.salesTax' && charges.storeState && (
                <>
                  {' '}
                  (<bdi>{charges.storeState}</bdi>)
                </>
              )}
            </dt>
            <dd>{formatUsd(intl, cents)}</dd>
          </div>
        ))}
        <div className="order-charges-total">
          <dt>
            <FormattedMessage id="orders.charges.total" />
          </dt>
          <dd>{formatUsd(intl, charges.totalCents)}</dd>
        </div>
      </dl>
      {charges.notBought.items.length > 0 && (
        <p className="order-not-bought">
          <FormattedMessage
            id="orders.charges.notBought"
            values={{
              // Each name is isolated: a Latin product name inside an Arabic sentence keeps its order.
              items: intl.formatList(
                charges.notBought.items.map((name) => (
                  <bdi key={name} className="wraps">
                    {name}
                  </bdi>
                )),
                { type: 'conjunction' }
              ),
              amount: formatUsd(intl, charges.notBought.refundedCents),
            }}
          />
        </p>
      )}
    </>
  )
}

function ItemName({ item }: { item: OrderItem }) {
  return (
    <>
      {item.url ? (
        <a href={item.url} target="_blank" rel="noreferrer noopener">
          {item.name}
        </a>
      ) : (
        item.name
      )}
      {item.options && <span className="item-options">{item.options}</span>}
    </>
  )
}

function Address({ address }: { address: OrderAddress }) {
  const intl = useIntl()
  const country = intl.formatDisplayName(address.country, { type: 'region' }) ?? address.country
  const lines = [
    address.recipientName,
    address.street,
    address.addressLine2,
    [address.city, address.state, address.postalCode].filter(Boolean).join(', '),
    country,
    address.recipientPhone,
  ].filter((line): line is string => Boolean(line))
  // Each line is isolated: a Latin street on an Arabic page keeps its own word order.
  return (
    <address className="order-address">
      {lines.map((line) => (
        <span key={line}>
          <bdi className="wraps">{line}</bdi>
        </span>
      ))}
    </address>
  )
}

function CancelOrder({ order }: { order: OrderDetail }) {
  const intl = useIntl()
  const toast = useToast()
  const [asking, setAsking] = useState(false)
  const cancel = useMutation('POST', cancelOrderUrl(order.number), {
    // The dashboard counts active orders; an order bought for the customer is refunded to the wallet
    // through its request's invoice.
    invalidates: order.purchaseRequestId
      ? [ORDERS_URL, '/api/dashboard', PURCHASE_REQUESTS_URL, '/api/invoices', '/api/wallet']
      : [ORDERS_URL, '/api/dashboard'],
  })

  if (!canCancel(order)) return null

  async function confirm() {
    try {
      await cancel.run()
      setAsking(false)
      toast.show({
        variant: 'success',
        title: intl.formatMessage({ id: 'orders.cancel.done' }, { number: order.number }),
      })
    } catch {
      setAsking(false)
    }
  }

  return (
    <div className="order-actions">
      <Button variant="danger" onClick={() => setAsking(true)}>
        <FormattedMessage id="orders.cancel.button" />
      </Button>
      <FormError
        message={
          cancel.error
            ? (formErrorOf(cancel.error) ??
              intl.formatMessage({ id: errorMessageId(cancel.error) }))
            : null
        }
      />
      <ConfirmDialog
        open={asking}
        destructive
        pending={cancel.pending}
        title={<FormattedMessage id="orders.cancel.title" values={{ number: order.number }} />}
        message={
          <FormattedMessage
            id={order.purchaseRequestId ? 'orders.cancel.refundText' : 'orders.cancel.text'}
          />
        }
        confirmLabel={<FormattedMessage id="orders.cancel.confirm" />}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  )
}
