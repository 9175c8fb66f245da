import { useState } from 'react'
import { useIntl } from 'react-intl'
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

/** The invoices of the customer's shipments, whatever their state, each opening its printable invoice. */
export default function ShippingInvoicesPage() {
  const intl = useIntl()
  const { lang } = useLanguage()
  usePageTitle('route.shippingInvoice.title')
  const [page, setPage] = useState(1)
  const invoices = useQuery<Invoice[]>(invoicesUrl(page, PAGE_SIZE, [], 'shipment'))

  return (
    <>
      <PageHeading lead={intl.formatMessage({ id: 'payments.shipping.lead' })}>
        {intl.formatMessage({ id: 'payments.shipping.title' })}
      </PageHeading>
      <QueryView
        query={invoices}
        loading={<Skeleton lines={4} />}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'payments.shipping.emptyTitle' })}
            message={intl.formatMessage({ id: 'payments.shipping.emptyText' })}
            action={
              <Link
                className="btn btn-secondary"
                to={pathFor('internationalShippingRequest', lang)}
              >
                {intl.formatMessage({ id: 'payments.shipping.shipLink' })}
              </Link>
            }
          />
        }
      >
        {(rows) => (
          <>
            <InvoiceList
              invoices={rows}
              action={(invoice) =>
                invoice.status === 'unpaid'
                  ? intl.formatMessage(
                      { id: 'payments.checkout.pay' },
                      { amount: formatUsd(intl, invoice.totalCents) }
                    )
                  : intl.formatMessage({ id: 'payments.shipping.view' })
              }
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
    </>
  )
}
