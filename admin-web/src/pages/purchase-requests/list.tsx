import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Card, Empty, Table } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDate, formatMoney, formatCustomer } from '../../shared/format'
import { ListToolbar, FROM_TABLET, StatusFilter } from '../../shared/list'
import { PageFrame } from '../../shared/PageFrame'
import { StatusTag } from '../../shared/StatusTag'
import {
  PURCHASE_REQUEST_STATUS_COLORS,
  PURCHASE_REQUEST_STATUSES,
  type PurchaseRequestRow,
  type PurchaseRequestStatus,
} from './types'

export default function PurchaseRequestListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const table = useTable<PurchaseRequestRow, HttpError>({
    resource: 'purchase-requests',
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  })
  const { tableProps, sorters } = table

  return (
    <PageFrame title={translate('purchaseRequests.title', 'Purchase requests')}>
      <Card>
        <ListToolbar
          table={table}
          resource="purchase-requests"
          searchLabel={translate('purchaseRequests.search', 'Search requests')}
        >
          <StatusFilter
            table={table}
            statuses={PURCHASE_REQUEST_STATUSES}
            optionLabel={(status) => translate(`purchaseRequests.statuses.${status}`, status)}
            label={translate('purchaseRequests.status', 'Status')}
            placeholder={translate('purchaseRequests.allStatuses', 'All statuses')}
          />
        </ListToolbar>
        <Table<PurchaseRequestRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                description={translate(
                  'purchaseRequests.empty',
                  'No purchase request matches. Clear the status to see them all.'
                )}
              />
            ),
          }}
        >
          <Table.Column<PurchaseRequestRow>
            dataIndex="id"
            title={translate('purchaseRequests.request', 'Request')}
            render={(id: number) => (
              <Link to={`/purchase-requests/${id}`}>
                {translate('purchaseRequests.number', { id }, `Request #${id}`)}
              </Link>
            )}
          />
          <Table.Column<PurchaseRequestRow>
            key="customer"
            title={translate('purchaseRequests.customer', 'Customer')}
            render={(_, request) => formatCustomer(request.customer)}
          />
          <Table.Column<PurchaseRequestRow>
            dataIndex="storeState"
            title={translate('purchaseRequests.storeState', 'Store state')}
            responsive={FROM_TABLET}
          />
          <Table.Column<PurchaseRequestRow>
            dataIndex="itemsCents"
            title={translate('purchaseRequests.itemsCost', 'Items')}
            responsive={FROM_TABLET}
            align="end"
            sorter
            defaultSortOrder={getDefaultSortOrder('itemsCents', sorters)}
            render={(cents: number) => formatMoney(cents, locale)}
          />
          <Table.Column<PurchaseRequestRow>
            dataIndex="status"
            title={translate('purchaseRequests.status', 'Status')}
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(status: PurchaseRequestStatus) => (
              <StatusTag
                namespace="purchaseRequests.statuses"
                status={status}
                colors={PURCHASE_REQUEST_STATUS_COLORS}
              />
            )}
          />
          <Table.Column<PurchaseRequestRow>
            dataIndex="createdAt"
            title={translate('purchaseRequests.createdAt', 'Asked on')}
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
