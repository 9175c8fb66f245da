import { useTranslate } from '@refinedev/core'
import { Card, Table, type TableColumnsType } from 'antd'
import type { OrderLine } from '#domain/orders'
import { Amount } from './Amount'

/**
 * What an order (or a purchase request) buys: each item links to the store's page when it has
 * one; with `subtotals`, each line's quantity times its price too.
 */
export function OrderLines({ items, subtotals }: { items: OrderLine[]; subtotals?: boolean }) {
  const translate = useTranslate()
  const money = (cents: number) => <Amount cents={cents} />
  const columns: TableColumnsType<OrderLine> = [
    {
      dataIndex: 'name',
      title: translate('orderLines.item', 'Item'),
      render: (name: string, item) =>
        item.url ? (
          <a href={item.url} target="_blank" rel="noreferrer">
            {name}
          </a>
        ) : (
          name
        ),
    },
    { dataIndex: 'options', title: translate('orderLines.options', 'Options') },
    { dataIndex: 'quantity', title: translate('orderLines.quantity', 'Quantity'), align: 'end' },
    {
      dataIndex: 'unitPriceCents',
      title: translate('orderLines.unitPrice', 'Unit price'),
      align: 'end',
      render: money,
    },
  ]
  if (subtotals) {
    columns.push({
      key: 'subtotal',
      title: translate('orderLines.subtotal', 'Subtotal'),
      align: 'end',
      render: (_, item) => money(item.unitPriceCents * item.quantity),
    })
  }
  return (
    <Card title={translate('orderLines.items', 'Items')}>
      <Table<OrderLine>
        dataSource={items}
        columns={columns}
        rowKey={(item) => `${item.name}-${item.options ?? ''}-${item.unitPriceCents}`}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  )
}
