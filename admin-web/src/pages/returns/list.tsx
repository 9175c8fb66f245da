import { useTranslate } from '@refinedev/core'
import * as column from '../../shared/columns'
import { ListPage, useListTable } from '../../shared/ListPage'
import { RETURN_LOOK, type ReturnRow } from './types'

export default function ReturnListPage() {
  const translate = useTranslate()
  const table = useListTable<ReturnRow>('returns', { field: 'createdAt', order: 'desc' })

  return (
    <ListPage<ReturnRow>
      title={translate('returns.title', 'Returns')}
      table={table}
      search={translate('returns.search', 'Shipment or return tracking number')}
      columns={[
        column.record('id', translate('returns.return', 'Return'), {
          text: ({ id }) => translate('returns.number', { id }, `Return #${id}`),
        }),
        {
          dataIndex: 'shipmentNumber',
          title: translate('returns.shipment', 'Shipment'),
          ...column.SECONDARY,
        },
        column.customer(translate('returns.customer', 'Customer')),
        column.status(translate('returns.status', 'Status'), translate, RETURN_LOOK),
        column.money('refundCents', translate('returns.refund', 'Refund'), column.SECONDARY_SORTED),
        column.date(
          'createdAt',
          translate('returns.createdAt', 'Asked on'),
          column.SECONDARY_SORTED
        ),
      ]}
      empty={translate(
        'returns.empty',
        'No return matches. Clear the search or the status to see them all.'
      )}
    />
  )
}
