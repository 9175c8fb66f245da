import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Card, Empty, Table } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDate, formatMoney, formatCustomer } from '../../shared/format'
import { ListToolbar, FROM_TABLET, StatusFilter } from '../../shared/list'
import { PageFrame } from '../../shared/PageFrame'
import { StatusTag } from '../../shared/StatusTag'
import { RETURN_STATUS_COLORS, RETURN_STATUSES, type ReturnRow, type ReturnStatus } from './types'

export default function ReturnListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const table = useTable<ReturnRow, HttpError>({
    resource: 'returns',
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  })
  const { tableProps, sorters } = table

  return (
    <PageFrame title={translate('returns.title', 'Returns')}>
      <Card>
        <ListToolbar
          table={table}
          resource="returns"
          searchLabel={translate('returns.search', 'Shipment or return tracking number')}
        >
          <StatusFilter
            table={table}
            statuses={RETURN_STATUSES}
            optionLabel={(status) => translate(`returns.statuses.${status}`, status)}
            label={translate('returns.status', 'Status')}
            placeholder={translate('returns.allStatuses', 'All statuses')}
          />
        </ListToolbar>
        <Table<ReturnRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                description={translate(
                  'returns.empty',
                  'No return matches. Clear the search or the status to see them all.'
                )}
              />
            ),
          }}
        >
          <Table.Column<ReturnRow>
            dataIndex="id"
            title={translate('returns.return', 'Return')}
            render={(id: number) => (
              <Link to={`/returns/${id}`}>
                {translate('returns.number', { id }, `Return #${id}`)}
              </Link>
            )}
          />
          <Table.Column<ReturnRow>
            dataIndex="shipmentNumber"
            title={translate('returns.shipment', 'Shipment')}
            responsive={FROM_TABLET}
          />
          <Table.Column<ReturnRow>
            key="customer"
            title={translate('returns.customer', 'Customer')}
            render={(_, request) => formatCustomer(request.customer)}
          />
          <Table.Column<ReturnRow>
            dataIndex="status"
            title={translate('returns.status', 'Status')}
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(status: ReturnStatus) => (
              <StatusTag
                namespace="returns.statuses"
                status={status}
                colors={RETURN_STATUS_COLORS}
              />
            )}
          />
          <Table.Column<ReturnRow>
            dataIndex="refundCents"
            title={translate('returns.refund', 'Refund')}
            responsive={FROM_TABLET}
            align="end"
            sorter
            defaultSortOrder={getDefaultSortOrder('refundCents', sorters)}
            render={(cents: number | null) => (cents === null ? '—' : formatMoney(cents, locale))}
          />
          <Table.Column<ReturnRow>
            dataIndex="createdAt"
            title={translate('returns.createdAt', 'Asked on')}
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
