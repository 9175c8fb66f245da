import { useState } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { Link } from 'react-router'
import { invoicesUrl, type Invoice } from '../../api/invoices'
import { useQuery } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import { EmptyState, PageHeading, Pagination, QueryView, Skeleton, formatUsd } from '../../ui'
import { InvoiceList } from './InvoiceList'
import './payments.css'

const PAGE_SIZE = 10

/** What each of the two invoice lists shows, and where its empty state leads. */
const VIEWS = {
  checkout: {
    statuses: ['unpaid'],
    messages: 'payments.checkout',
    otherPage: 'payment',
    otherLink: 'payments.checkout.historyLink',
    date: (invoice: Invoice) => invoice.createdAt,
    action: (intl: IntlShape, invoice: Invoice) =>
      intl.formatMessage(
        { id: 'payments.checkout.pay' },
        { amount: formatUsd(intl, invoice.totalCents) }
      ),
  },
  payment: {
    statuses: ['paid', 'refunded'],
    messages: 'payments.history',
    otherPage: 'checkout',
    otherLink: 'payments.history.checkoutLink',
    date: (invoice: Invoice) => invoice.paidAt ?? invoice.createdAt,
    action: (intl: IntlShape) => intl.formatMessage({ id: 'payments.history.receipt' }),
  },
} as const

/**
 * The customer's invoices, a page at a time: on checkout what they owe, each with its own pay button; on the
 * payment history what they have paid (and what was refunded), newest first, each opening its receipt.
 */
export default function InvoicesPage({ view }: { view: keyof typeof VIEWS }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const shown = VIEWS[view]
  usePageTitle(`route.${view}.title`)
  const [page, setPage] = useState(1)
  const invoices = useQuery<Invoice[]>(invoicesUrl(page, PAGE_SIZE, [...shown.statuses]))
  const text = (key: string) => intl.formatMessage({ id: `${shown.messages}.${key}` })

  return (
    <>
      <PageHeading lead={text('lead')}>{text('title')}</PageHeading>
      <QueryView
        query={invoices}
        loading={<Skeleton lines={4} />}
        empty={
          <EmptyState
            title={text('emptyTitle')}
            message={text('emptyText')}
            action={
              <Link className="btn btn-secondary" to={pathFor(shown.otherPage, lang)}>
                {intl.formatMessage({ id: shown.otherLink })}
              </Link>
            }
          />
        }
      >
        {(rows) => (
          <>
            <InvoiceList
              invoices={rows}
              date={shown.date}
              action={(invoice) => shown.action(intl, invoice)}
            />
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={invoices.total ?? rows.length}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryView>
      {view === 'payment' && (
        <p className="payments-aside">
          <Link to={pathFor('wallet', lang)}>
            {intl.formatMessage({ id: 'payments.history.walletLink' })}
          </Link>
        </p>
      )}
    </>
  )
}
