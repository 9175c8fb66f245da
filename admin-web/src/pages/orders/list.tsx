import { useTranslate } from '@refinedev/core'
import * as column from '../../shared/columns'
import { When } from '../../shared/When'
import { ListPage, useListTable } from '../../shared/ListPage'
import { ORDER_LOOK, type OrderRow } from './types'

export default function OrderListPage() {
  const translate = useTranslate()
  const table = useListTable<OrderRow>('orders', { field: 'createdAt', order: 'desc' })

  return (
    <ListPage<OrderRow>
      table={table}
      columns={[
        column.record('number', translate('orders.number', 'Order'), column.SORTED),
        {
          // The API sorts on when the order was placed and names that moment `date`.
          dataIndex: 'createdAt',
          title: translate('orders.date', 'Date'),
          ...column.SECONDARY_SORTED,
          render: (_, order) => <When iso={order.date} />,
        },
        column.customer(translate, column.SECONDARY),
        column.status(translate, ORDER_LOOK),
        column.money('totalCents', translate('orders.total', 'Total'), column.SORTED),
      ]}
      rowKey="number"
    />
  )
}
