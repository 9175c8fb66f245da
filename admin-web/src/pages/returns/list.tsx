import { useTranslate } from '@refinedev/core'
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
          dataIndex: 'shipmentNumber',
          title: translate('returns.shipment', 'Shipment'),
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
