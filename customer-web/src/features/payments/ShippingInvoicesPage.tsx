import { useIntl } from 'react-intl'
import { usePageTitle } from '../../routing/usePageTitle'
import { EmptyStateLink, PageHeading, formatUsd } from '../../ui'
import { PagedInvoiceList } from './PagedInvoiceList'
import './payments.css'

/** The invoices of the customer's shipments, whatever their state, each opening its printable invoice. */
export default function ShippingInvoicesPage() {
  const intl = useIntl()
  usePageTitle('route.shippingInvoice.title')

  return (
    <>
      <PageHeading lead={intl.formatMessage({ id: 'payments.shipping.lead' })}>
        {intl.formatMessage({ id: 'payments.shipping.title' })}
      </PageHeading>
      <PagedInvoiceList
        statuses={[]}
        subject="shipment"
        empty={
          <EmptyStateLink
            titleId="payments.shipping.emptyTitle"
            textId="payments.shipping.emptyText"
            link={{
              to: 'internationalShippingRequest',
              messageId: 'payments.shipping.shipLink',
              variant: 'secondary',
            }}
          />
        }
        action={(invoice) =>
          invoice.status === 'unpaid'
            ? intl.formatMessage(
                { id: 'payments.checkout.pay' },
                { amount: formatUsd(intl, invoice.totalCents) }
              )
            : intl.formatMessage({ id: 'payments.shipping.view' })
        }
      />
    </>
  )
}
