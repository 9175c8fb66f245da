import { useTranslate } from '@refinedev/core'
import * as column from '../../shared/columns'
import { ListPage, useListTable } from '../../shared/ListPage'
import { PURCHASE_REQUEST_LOOK, type PurchaseRequestRow } from './types'

export default function PurchaseRequestListPage() {
  const translate = useTranslate()
  const table = useListTable<PurchaseRequestRow>('purchase-requests', {
    field: 'createdAt',
    order: 'desc',
  })

  return (
    <ListPage<PurchaseRequestRow>
      table={table}
      columns={[
        column.record('id', translate('purchaseRequests.request', 'Request'), {
          text: ({ id }) => translate('purchaseRequests.number', { id }, `Request #${id}`),
        }),
        column.customer(translate),
        {
          dataIndex: 'storeState',
          title: translate('purchaseRequests.storeState', 'Store state'),
          ...column.SECONDARY,
        },
        column.money(
          'itemsCents',
          translate('purchaseRequests.itemsCost', 'Items'),
          column.SECONDARY_SORTED
        ),
        column.status(translate, PURCHASE_REQUEST_LOOK),
        column.date(
          'createdAt',
          translate('purchaseRequests.createdAt', 'Asked on'),
          column.SECONDARY_SORTED
        ),
      ]}
    />
  )
}
