import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Card, Empty, Table } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDate, formatMoney, formatCustomer } from '../../shared/format'
import { ListToolbar, FROM_TABLET, StatusFilter } from '../../shared/list'
import { PageFrame } from '../../shared/PageFrame'
import { StatusTag } from '../../shared/StatusTag'
import { ORDER_STATUSES, type OrderStatus } from './moves'
import { ORDER_STATUS_COLORS, type OrderRow } from './types'

export default function OrderListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const table = useTable<OrderRow, HttpError>({
    resource: 'orders',
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  })
  const { tableProps, sorters } = table

  return (
    <PageFrame title={translate('orders.title', 'Orders')}>
      <Card>
        <ListToolbar
          table={table}
          resource="orders"
          searchLabel={translate('orders.search', 'Order number or inbound tracking')}
        >
          <StatusFilter
            table={table}
            statuses={ORDER_STATUSES}
            optionLabel={(status) => translate(`orderStatus.${status}`, status)}
            label={translate('orders.status', 'Status')}
            placeholder={translate('orders.allStatuses', 'All statuses')}
          />
        </ListToolbar>
        <Table<OrderRow>
          {...tableProps}
          rowKey="number"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                description={translate(
                  'orders.empty',
                  'No order matches. Clear the search or the status to see every order.'
                )}
              />
            ),
          }}
        >
          <Table.Column<OrderRow>
            dataIndex="number"
            title={translate('orders.number', 'Order')}
            sorter
            defaultSortOrder={getDefaultSortOrder('number', sorters)}
            render={(number: string) => <Link to={`/orders/${number}`}>{number}</Link>}
          />
          <Table.Column<OrderRow>
            dataIndex="createdAt"
            title={translate('orders.date', 'Date')}
            responsive={FROM_TABLET}
            sorter
            defaultSortOrder={getDefaultSortOrder('createdAt', sorters)}
            render={(_, order) => (
              <time dateTime={order.date}>{formatDate(order.date, locale)}</time>
            )}
          />
          <Table.Column<OrderRow>
            key="customer"
            title={translate('orders.customer', 'Customer')}
            responsive={FROM_TABLET}
            render={(_, order) => formatCustomer(order.customer)}
          />
          <Table.Column<OrderRow>
            dataIndex="status"
            title={translate('orders.status', 'Status')}
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(status: OrderStatus) => (
              <StatusTag namespace="orderStatus" status={status} colors={ORDER_STATUS_COLORS} />
            )}
          />
          <Table.Column<OrderRow>
            dataIndex="totalCents"
            title={translate('orders.total', 'Total')}
            align="end"
            sorter
            defaultSortOrder={getDefaultSortOrder('totalCents', sorters)}
            render={(cents: number) => formatMoney(cents, locale)}
          />
        </Table>
      </Card>
    </PageFrame>
  )
}
