import { useTranslate } from '@refinedev/core'
import { Typography } from 'antd'
import { useI18nState } from '../../i18n'
import * as column from '../../shared/columns'
import { FROM_TABLET } from '../../shared/list'
import { ListPage, useListTable } from '../../shared/ListPage'
import { SHIPMENT_LOOK } from '../packages/statuses'
import type { ShipmentRow } from './types'

export default function ShipmentListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const table = useListTable<ShipmentRow>('shipments', { field: 'createdAt', order: 'desc' })
  const country = (code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code)

  return (
    <ListPage<ShipmentRow>
      table={table}
      columns={[
        column.record('number', translate('shipments.fields.number', 'Shipment'), column.SORTED),
        column.status(translate, SHIPMENT_LOOK),
        { ...column.suite<ShipmentRow>(translate), opens: (row) => `/users/${row.customer?.id}` },
        {
          key: 'destination',
          title: translate('shipments.fields.destination', 'Destination'),
          responsive: FROM_TABLET,
          render: (_, { address }) => `${address.city}, ${country(address.country)}`,
        },
        column.money(
          'estimatedPriceCents',
          translate('shipments.fields.estimate', 'Estimate'),
          column.SECONDARY_SORTED
        ),
        column.date(
          'createdAt',
          translate('shipments.fields.createdAt', 'Requested'),
          column.SECONDARY_SORTED
        ),
      ]}
      empty={
        <Typography.Text>
          {translate(
            'shipments.empty',
            'No shipments here. Customers request them from their packages; try other filters.'
          )}
        </Typography.Text>
      }
      rowKey="number"
    />
  )
}
