import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import { errorMessageId, formErrorOf } from '../../api/client'
import { PURCHASE_FEE_MINIMUM_CENTS, PURCHASE_FEE_PERCENT } from '#domain/purchase_fees'
import {
  acceptQuoteUrl,
  PURCHASE_REQUESTS_URL,
  purchaseRequestsListUrl,
  purchaseRequestUrl,
  type AcceptedPurchaseRequest,
  type PurchaseQuote,
  type PurchaseRequest,
  type PurchaseRequestStatus,
} from '../../api/purchase-requests'
import { useMutation, useQuery } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import {
  Button,
  EmptyState,
  FormError,
  Pagination,
  QueryView,
  Skeleton,
  StatusBadge,
  formatDate,
  formatUsd,
  type BadgeTone,
} from '../../ui'
import { PurchaseRequestForm } from './PurchaseRequestForm'
import './purchase-assistance.css'

const PAGE_SIZE = 10

const TONES: Record<PurchaseRequestStatus, BadgeTone> = {
  submitted: 'info',
  quoted: 'warning',
  accepted: 'warning',
  paid: 'info',
  purchased: 'success',
  not_purchased: 'neutral',
  expired: 'neutral',
}

/** Where a request's quote is paid: the invoice's payment page. */
const paymentPath = (lang: ReturnType<typeof useLanguage>['lang'], invoiceNumber: string) =>
  pathFor('packagePayment', lang, { invoiceNumber })

/** The customer's purchase requests, newest first, with the request form above them when asked for. */
export function PurchaseRequests({
  formOpen,
  onFormOpen,
}: {
  formOpen: boolean
  onFormOpen: (open: boolean) => void
}) {
  const [page, setPage] = useState(1)
  const query = useQuery<PurchaseRequest[]>(purchaseRequestsListUrl(page, PAGE_SIZE))

  return (
    <section aria-labelledby="purchases-heading" className="purchases">
      <div className="purchases-header">
        <h2 id="purchases-heading">
          <FormattedMessage id="orders.view.purchases" />
        </h2>
        {!formOpen && (
          <Button onClick={() => onFormOpen(true)}>
            <FormattedMessage id="purchases.new" />
          </Button>
        )}
      </div>
      {formOpen && <PurchaseRequestForm onClose={() => onFormOpen(false)} />}
      <QueryView
        query={query}
        loading={<Skeleton lines={4} />}
        empty={
          formOpen ? null : (
            <EmptyState
              title={<FormattedMessage id="purchases.empty.title" />}
              message={<FormattedMessage id="purchases.empty.text" />}
              action={
                <Button onClick={() => onFormOpen(true)}>
                  <FormattedMessage id="purchases.new" />
                </Button>
              }
            />
          )
        }
      >
        {(requests) => (
          <>
            <ul className="purchase-list">
              {requests.map((request) => (
                <li key={request.id}>
                  <PurchaseRequestCard id={request.id} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={query.total ?? requests.length}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryView>
    </section>
  )
}

/** One request with its items, its quote line by line, and the next step (accept, pay, see the order). */
function PurchaseRequestCard({ id }: { id: number }) {
  const intl = useIntl()
  const query = useQuery<PurchaseRequest>(purchaseRequestUrl(id))
  return (
    <article className="card purchase-card" aria-labelledby={`purchase-${id}`}>
      <h3 id={`purchase-${id}`} className="card-title">
        <FormattedMessage id="purchases.card.title" values={{ id }} />
      </h3>
      <QueryView query={query} loading={<Skeleton lines={3} />}>
        {(request) => (
          <>
            <p className="purchase-meta">
              <StatusBadge tone={TONES[request.status]}>
                <FormattedMessage id={`purchases.status.${request.status}`} />
              </StatusBadge>
              <span>
                <FormattedMessage
                  id="purchases.card.meta"
                  values={{
                    date: formatDate(intl, request.createdAt),
                    state: request.storeState ?? 'none',
                  }}
                />
              </span>
            </p>
            <ul className="purchase-items">
              {request.items?.map((item) => (
                <li key={item.id}>
                  <a href={item.url} target="_blank" rel="noreferrer noopener">
                    {item.name}
                  </a>
                  {item.options && <span className="item-options">{item.options}</span>}
                  <span>
                    <FormattedMessage
                      id="purchases.card.itemLine"
                      values={{
                        quantity: item.quantity,
                        price: formatUsd(intl, item.unitPriceCents),
                      }}
                    />
                  </span>
                </li>
              ))}
            </ul>
            {request.notes && <p className="purchase-notes">{request.notes}</p>}
            {request.quote ? (
              <QuoteLines quote={request.quote} storeState={request.storeState ?? ''} />
            ) : (
              <p className="purchase-waiting">
                <FormattedMessage id="purchases.card.waitingForQuote" />
              </p>
            )}
            <NextStep request={request} />
          </>
        )}
      </QueryView>
    </article>
  )
}

function QuoteLines({ quote, storeState }: { quote: PurchaseQuote; storeState: string }) {
  const intl = useIntl()
  const lines: [label: string, cents: number, values?: Record<string, string | number>][] = [
    ['purchases.quote.items', quote.itemsCents],
    [
      'purchases.quote.fee',
      quote.feeCents,
      { percent: PURCHASE_FEE_PERCENT, minimum: formatUsd(intl, PURCHASE_FEE_MINIMUM_CENTS) },
    ],
    ['purchases.quote.salesTax', quote.salesTaxCents, { state: storeState }],
    ['purchases.quote.domesticShipping', quote.domesticShippingCents],
  ]
  return (
    <table className="quote-lines">
      <caption>
        <FormattedMessage id="purchases.quote.title" />
      </caption>
      <tbody>
        {lines.map(([label, cents, values]) => (
          <tr key={label}>
            <th scope="row">
              <FormattedMessage id={label} values={values} />
            </th>
            <td>{formatUsd(intl, cents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            <FormattedMessage id="purchases.quote.total" />
          </th>
          <td>{formatUsd(intl, quote.totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  )
}

function NextStep({ request }: { request: PurchaseRequest }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const navigate = useNavigate()
  const accept = useMutation<unknown, AcceptedPurchaseRequest>('POST', acceptQuoteUrl(request.id), {
    invalidates: [PURCHASE_REQUESTS_URL, '/api/invoices'],
  })

  if (request.status === 'quoted') {
    return (
      <div className="purchase-next">
        <p>
          <FormattedMessage id="purchases.card.acceptText" />
        </p>
        <Button
          busy={accept.pending}
          onClick={() =>
            void accept
              .run()
              .then((accepted) => navigate(paymentPath(lang, accepted.invoiceNumber)))
              .catch(() => undefined)
          }
        >
          <FormattedMessage id="purchases.card.accept" />
        </Button>
        <FormError
          message={
            accept.error
              ? (formErrorOf(accept.error) ??
                intl.formatMessage({ id: errorMessageId(accept.error) }))
              : null
          }
        />
      </div>
    )
  }
  if (request.status === 'accepted' && request.invoice?.status !== 'paid' && request.invoice) {
    return (
      <div className="purchase-next">
        <Link className="btn btn-primary" to={paymentPath(lang, request.invoice.number)}>
          <FormattedMessage id="purchases.card.pay" />
        </Link>
      </div>
    )
  }
  if (request.orderNumber) {
    return (
      <p className="purchase-next">
        <Link to={pathFor('orderDetail', lang, { number: request.orderNumber })}>
          <FormattedMessage id="purchases.card.order" values={{ number: request.orderNumber }} />
        </Link>
      </p>
    )
  }
  return (
    <p className="purchase-next">
      <FormattedMessage id={`purchases.next.${request.status}`} />
    </p>
  )
}
