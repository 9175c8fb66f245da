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
      title={translate('purchaseRequests.title', 'Purchase requests')}
      table={table}
      search={translate('purchaseRequests.search', 'Search requests')}
      columns={[
        column.record('id', translate('purchaseRequests.request', 'Request'), {
          text: ({ id }) => translate('purchaseRequests.number', { id }, `Request #${id}`),
        }),
        column.customer(translate('purchaseRequests.customer', 'Customer')),
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
        column.status(
          translate('purchaseRequests.status', 'Status'),
          translate,
          PURCHASE_REQUEST_LOOK
        ),
        column.date(
          'createdAt',
          translate('purchaseRequests.createdAt', 'Asked on'),
          column.SECONDARY_SORTED
        ),
      ]}
      empty={translate(
        'purchaseRequests.empty',
        'No purchase request matches. Clear the status to see them all.'
      )}
    />
  )
}
