import { useTranslate } from '@refinedev/core'
import { Link } from 'react-router'
import * as column from '../../shared/columns'
import { ListPage, useListTable } from '../../shared/ListPage'
import { RETURN_LOOK, type ReturnRow } from './types'

export default function ReturnListPage() {
  const translate = useTranslate()
  const table = useListTable<ReturnRow>('returns', { field: 'createdAt', order: 'desc' })

  return (
    <ListPage<ReturnRow>
      table={table}
      columns={[
        column.record('id', translate('returns.return', 'Return'), {
          text: ({ id }) => translate('returns.number', { id }, `Return #${id}`),
        }),
        {
          dataIndex: 'orderNumber',
          title: translate('returns.order', 'Order'),
          // Returns asked for before returns were of orders name their shipment.
          render: (_: unknown, row: ReturnRow) =>
            row.orderNumber ? (
              <Link to={`/orders/${row.orderNumber}`}>{row.orderNumber}</Link>
            ) : (
              <Link to={`/shipments/${row.shipmentNumber}`}>{row.shipmentNumber}</Link>
            ),
          ...column.SECONDARY,
        },
        column.customer(translate),
        column.status(translate, RETURN_LOOK),
        column.money('refundCents', translate('returns.refund', 'Refund'), column.SECONDARY_SORTED),
        column.date(
          'createdAt',
          translate('returns.createdAt', 'Asked on'),
          column.SECONDARY_SORTED
        ),
      ]}
    />
  )
}
