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
      title={translate('orders.title', 'Orders')}
      table={table}
      search={translate('orders.search', 'Order number or inbound tracking')}
      columns={[
        column.record('number', translate('orders.number', 'Order'), column.SORTED),
        {
          // The API sorts on when the order was placed and names that moment `date`.
          dataIndex: 'createdAt',
          title: translate('orders.date', 'Date'),
          ...column.SECONDARY_SORTED,
          render: (_, order) => <When iso={order.date} />,
        },
        column.customer(translate('orders.customer', 'Customer'), column.SECONDARY),
        column.status(translate('orders.status', 'Status'), translate, ORDER_LOOK),
        column.money('totalCents', translate('orders.total', 'Total'), column.SORTED),
      ]}
      empty={translate(
        'orders.empty',
        'No order matches. Clear the search or the status to see every order.'
      )}
      rowKey="number"
    />
  )
}
