import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Card, Table, Typography } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDate, formatMoney } from '../../shared/format'
import { PageFrame } from '../../shared/PageFrame'
import { CustomerCell } from '../packages/CustomerCell'
import { ListToolbar, FROM_TABLET, StatusFilter } from '../../shared/list'
import { StatusTag } from '../../shared/StatusTag'
import { SHIPMENT_COLORS, SHIPMENT_STATUSES } from '../packages/statuses'
import type { StaffShipment } from './types'

export default function ShipmentListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const table = useTable<StaffShipment, HttpError>({
    resource: 'shipments',
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  })
  const { tableProps, sorters } = table

  return (
    <PageFrame title={translate('shipments.title', 'Shipments')}>
      <Card>
        <ListToolbar
          table={table}
          resource="shipments"
          searchLabel={translate('shipments.search', 'Shipment or tracking number')}
        >
          <StatusFilter
            table={table}
            statuses={SHIPMENT_STATUSES}
            optionLabel={(status) => translate(`shipments.status.${status}`, status)}
            label={translate('packages.fields.status', 'Status')}
            placeholder={translate('packages.allStatuses', 'All statuses')}
          />
        </ListToolbar>
        <Table<StaffShipment>
          {...tableProps}
          rowKey="number"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Typography.Text>
                {translate(
                  'shipments.empty',
                  'No shipments here. Customers request them from their packages; try other filters.'
                )}
              </Typography.Text>
            ),
          }}
        >
          <Table.Column<StaffShipment>
            dataIndex="number"
            title={translate('shipments.fields.number', 'Shipment')}
            sorter
            defaultSortOrder={getDefaultSortOrder('number', sorters)}
            render={(number: string) => <Link to={`/shipments/${number}`}>{number}</Link>}
          />
          <Table.Column<StaffShipment>
            dataIndex="status"
            title={translate('shipments.fields.status', 'Status')}
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(status: string) => (
              <StatusTag namespace="shipments.status" status={status} colors={SHIPMENT_COLORS} />
            )}
          />
          <Table.Column<StaffShipment>
            key="customer"
            title={translate('shipments.fields.customer', 'Customer')}
            render={(_, shipment) => <CustomerCell customer={shipment.customer} />}
          />
          <Table.Column<StaffShipment>
            key="destination"
            title={translate('shipments.fields.destination', 'Destination')}
            responsive={FROM_TABLET}
            render={(_, shipment) =>
              `${shipment.address.city}, ${new Intl.DisplayNames([locale], { type: 'region' }).of(shipment.address.country)}`
            }
          />
          <Table.Column<StaffShipment>
            dataIndex="estimatedPriceCents"
            title={translate('shipments.fields.estimate', 'Estimate')}
            responsive={FROM_TABLET}
            sorter
            defaultSortOrder={getDefaultSortOrder('estimatedPriceCents', sorters)}
            render={(cents: number) => formatMoney(cents, locale)}
          />
          <Table.Column<StaffShipment>
            dataIndex="createdAt"
            title={translate('shipments.fields.createdAt', 'Requested')}
            responsive={FROM_TABLET}
            sorter
            defaultSortOrder={getDefaultSortOrder('createdAt', sorters)}
            render={(createdAt: string) => (
              <time dateTime={createdAt}>{formatDate(createdAt, locale)}</time>
            )}
          />
        </Table>
      </Card>
    </PageFrame>
  )
}
