import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useQuery } from '../../api/query'
import {
  REQUEST_WINDOW_DAYS,
  RESTOCKING_FEE_PERCENT,
  returnsListUrl,
  type ReturnRequest,
} from '../../api/returns'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { EmptyState, QueryView, Skeleton, UsdMessage, formatDate } from '../../ui'
import { ReturnStatusBadge } from './ReturnStatusBadge'
import './returns.css'

/** The customer's returns, each linking to its order, where each stands, and the policy one link away. */
export function ReturnsList() {
  const intl = useIntl()
  const { lang } = useLanguage()
  const query = useQuery<ReturnRequest[]>(returnsListUrl())

  return (
    <section className="tracking-section" aria-labelledby="returns-heading">
      <h2 id="returns-heading">
        <FormattedMessage id="returnRequests.title" />
      </h2>
      <p>
        <FormattedMessage
          id="returnRequests.policyIntro"
          values={{
            days: REQUEST_WINDOW_DAYS,
            fee: intl.formatNumber(RESTOCKING_FEE_PERCENT / 100, { style: 'percent' }),
          }}
        />{' '}
        <Link to={pathFor('returnsPolicy', lang)}>
          <FormattedMessage id="returnRequests.policyLink" />
        </Link>
      </p>
      <QueryView
        query={query}
        loading={<Skeleton lines={3} />}
        empty={
          <EmptyState
            title={<FormattedMessage id="returnRequests.empty.title" />}
            message={<FormattedMessage id="returnRequests.empty.text" />}
          />
        }
      >
        {(returns) => (
          <ul className="returns-list">
            {returns.map((item) => (
              <li key={item.id} className="card return-row">
                <span className="return-subject">
                  {item.orderNumber ? (
                    <Link to={pathFor('orderDetail', lang, { number: item.orderNumber })}>
                      <FormattedMessage
                        id="returnRequests.row.order"
                        values={{ number: <bdi>{item.orderNumber}</bdi> }}
                      />
                    </Link>
                  ) : (
                    <FormattedMessage
                      id="returnRequests.row.shipment"
                      values={{ number: <bdi>{item.shipmentNumber}</bdi> }}
                    />
                  )}
                </span>
                <ReturnStatusBadge status={item.status} />
                <span className="return-when">
                  <FormattedMessage
                    id="returnRequests.row.requested"
                    values={{ date: formatDate(intl, item.createdAt) }}
                  />
                </span>
                <ReturnNextStep item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  )
}

/** What the customer needs to know now about a return: a deadline, a reason or the money. */
function ReturnNextStep({ item }: { item: ReturnRequest }) {
  const intl = useIntl()
  if (item.status === 'approved' && item.shipBackWindowClosesAt)
    return (
      <p className="return-detail">
        <FormattedMessage
          id="returnRequests.row.shipBackBy"
          values={{ date: formatDate(intl, item.shipBackWindowClosesAt) }}
        />
      </p>
    )
  if (item.status === 'rejected' && item.rejectionReason)
    return <p className="return-detail">{item.rejectionReason}</p>
  if (item.status === 'refunded' && item.refundCents !== null)
    return (
      <p className="return-detail">
        <UsdMessage
          id="returnRequests.row.refunded"
          cents={{ refund: item.refundCents, fee: item.restockingFeeCents ?? 0 }}
        />
      </p>
    )
  return (
    <p className="return-detail">
      <FormattedMessage id={`returnRequests.next.${item.status}`} />
    </p>
  )
}
