import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useSearchParams } from 'react-router'
import { ORDER_STATUSES, ordersListUrl, type Order, type OrderStatus } from '../../api/orders'
import { useQuery } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import {
  EmptyState,
  MessageHeading,
  Pagination,
  QueryView,
  Skeleton,
  formatDate,
  formatUsd,
} from '../../ui'
import { PurchaseRequests } from '../purchase-assistance/PurchaseRequests'
import { NEW_PURCHASE, PURCHASES_VIEW } from '../purchase-assistance/purchaseLinks'
import { OrderStatusBadge, orderStatusId } from './OrderStatusBadge'
import './orders.css'

const PAGE_SIZE = 10

function isStatus(value: string | null): value is OrderStatus {
  return (ORDER_STATUSES as readonly (string | null)[]).includes(value)
}

/** Orders and purchase requests, two views of one page: `?view=purchases` shows the requests. */
export default function OrdersPage() {
  const intl = useIntl()
  usePageTitle('route.orders.title')
  const [params, setParams] = useSearchParams()
  const purchases = params.get('view') === PURCHASES_VIEW.view

  return (
    <div className="orders-page">
      <MessageHeading titleId="route.orders.title" leadId="orders.lead" />
      <nav className="orders-tabs" aria-label={intl.formatMessage({ id: 'orders.views' })}>
        <Link to={{ search: '' }} aria-current={purchases ? undefined : 'page'}>
          <FormattedMessage id="orders.view.orders" />
        </Link>
        <Link
          to={{ search: `?${new URLSearchParams(PURCHASES_VIEW)}` }}
          aria-current={purchases ? 'page' : undefined}
        >
          <FormattedMessage id="orders.view.purchases" />
        </Link>
      </nav>
      {purchases ? (
        <PurchaseRequests
          formOpen={params.get('new') === NEW_PURCHASE.new}
          onFormOpen={(open) => setParams(open ? NEW_PURCHASE : PURCHASES_VIEW)}
        />
      ) : (
        <OrderList />
      )}
    </div>
  )
}

function OrderList() {
  const intl = useIntl()
  const { lang } = useLanguage()
  const [params, setParams] = useSearchParams()
  const statusParam = params.get('status')
  const status = isStatus(statusParam) ? statusParam : undefined
  const page = Math.max(1, Number(params.get('page')) || 1)
  const query = useQuery<Order[]>(ordersListUrl(page, PAGE_SIZE, status))

  const show = (next: { status?: OrderStatus; page?: number }) => {
    const search: Record<string, string> = {}
    if (next.status) search.status = next.status
    if (next.page && next.page > 1) search.page = String(next.page)
    setParams(search)
  }

  return (
    <section aria-labelledby="orders-list-heading">
      <h2 id="orders-list-heading" className="visually-hidden">
        <FormattedMessage id="orders.view.orders" />
      </h2>
      <div
        className="orders-filters"
        role="group"
        aria-label={intl.formatMessage({ id: 'orders.filter.label' })}
      >
        <button
          type="button"
          className="chip"
          aria-pressed={status === undefined}
          onClick={() => show({})}
        >
          <FormattedMessage id="orders.filter.all" />
        </button>
        {ORDER_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            className="chip"
            aria-pressed={status === value}
            onClick={() => show({ status: value })}
          >
            <FormattedMessage id={orderStatusId(value)} />
          </button>
        ))}
      </div>
      <QueryView
        query={query}
        loading={<Skeleton lines={5} />}
        empty={
          <EmptyState
            title={
              <FormattedMessage id={status ? 'orders.empty.filtered' : 'orders.empty.title'} />
            }
            message={<FormattedMessage id="orders.empty.text" />}
            action={
              <Link
                className="btn btn-primary"
                to={{ search: `?${new URLSearchParams(NEW_PURCHASE)}` }}
              >
                <FormattedMessage id="purchases.new" />
              </Link>
            }
          />
        }
      >
        {(orders) => (
          <>
            <ul className="orders-list">
              {orders.map((order) => (
                <li key={order.number} className="card order-row">
                  <Link
                    className="order-number"
                    to={pathFor('orderDetail', lang, { number: order.number })}
                  >
                    {order.number}
                  </Link>
                  <span className="order-date">{formatDate(intl, order.date)}</span>
                  <OrderStatusBadge status={order.status} />
                  <span className="order-total">{formatUsd(intl, order.totalCents)}</span>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={query.total ?? orders.length}
              onPageChange={(next) => show({ status, page: next })}
            />
          </>
        )}
      </QueryView>
    </section>
  )
}
