import { useTranslate } from '@refinedev/core'
import * as column from '../../shared/columns'
import { ListPage, useListTable } from '../../shared/ListPage'
import { INVOICE_LOOK, type InvoiceRecord } from './types'

export default function InvoiceListPage() {
  const translate = useTranslate()
  const table = useListTable<InvoiceRecord>('invoices', { field: 'createdAt', order: 'desc' })

  return (
    <ListPage<InvoiceRecord>
      table={table}
      columns={[
        column.record('number', translate('money.number', 'Number'), column.SORTED),
        column.link(
          'userId',
          translate('money.customer', 'Customer'),
          (invoice) => `/users/${invoice.userId}`,
          {
            ...column.SECONDARY,
            text: ({ userId }) =>
              translate('money.customerNumber', { id: userId }, 'Customer {id}'),
          }
        ),
        column.status(translate, INVOICE_LOOK),
        column.money('totalCents', translate('money.total', 'Total'), column.SORTED),
        column.money('refundedCents', translate('money.refunded', 'Refunded'), column.SECONDARY),
        column.date('createdAt', translate('money.createdAt', 'Issued'), column.SECONDARY_SORTED),
      ]}
      rowKey="number"
    />
  )
}
