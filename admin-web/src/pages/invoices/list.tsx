import { useTranslate } from '@refinedev/core'
import * as column from '../../shared/columns'
import { formatCustomer } from '../../shared/format'
import { ListPage, useListTable } from '../../shared/ListPage'
import { InvoiceStatus } from './InvoiceStatus'
import { INVOICE_LOOK, type InvoiceRow } from './types'

export default function InvoiceListPage() {
  const translate = useTranslate()
  const table = useListTable<InvoiceRow>('invoices', { field: 'createdAt', order: 'desc' })

  return (
    <ListPage<InvoiceRow>
      table={table}
      columns={[
        column.record('number', translate('money.number', 'Number'), column.SORTED),
        column.link(
          ['customer', 'name'],
          translate('money.customer', 'Customer'),
          (invoice) => `/users/${invoice.userId}`,
          { ...column.SECONDARY, text: (invoice) => formatCustomer(invoice.customer) }
        ),
        {
          ...column.status<InvoiceRow>(translate, INVOICE_LOOK),
          // A refund of part of the total reads "Partly refunded"; the filter keeps the API's states.
          render: (_, invoice) => <InvoiceStatus invoice={invoice} />,
        },
        column.money('totalCents', translate('money.total', 'Total'), column.SORTED),
        column.money('refundedCents', translate('money.refunded', 'Refunded'), column.SECONDARY),
        column.date('createdAt', translate('money.createdAt', 'Issued'), column.SECONDARY_SORTED),
      ]}
      rowKey="number"
    />
  )
}
