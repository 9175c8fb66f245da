import { useIntl, type IntlShape } from 'react-intl'
import { Link } from 'react-router'
import type { Invoice } from '../../api/invoices'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import { EmptyStateLink, PageHeading, formatUsd } from '../../ui'
import { PagedInvoiceList } from './PagedInvoiceList'
import './payments.css'

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
  const text = (key: string) => intl.formatMessage({ id: `${shown.messages}.${key}` })

  return (
    <>
      <PageHeading lead={text('lead')}>{text('title')}</PageHeading>
      <PagedInvoiceList
        statuses={shown.statuses}
        empty={
          <EmptyStateLink
            titleId={`${shown.messages}.emptyTitle`}
            textId={`${shown.messages}.emptyText`}
            link={{ to: shown.otherPage, messageId: shown.otherLink, variant: 'secondary' }}
          />
        }
        date={shown.date}
        action={(invoice) => shown.action(intl, invoice)}
      />
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
