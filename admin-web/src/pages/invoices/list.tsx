import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Card, Empty, Table } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDate, formatMoney } from '../../shared/format'
import { ListToolbar, FROM_TABLET, StatusFilter } from '../../shared/list'
import { PageFrame } from '../../shared/PageFrame'
import { StatusTag } from '../../shared/StatusTag'
import { INVOICE_COLORS, INVOICE_STATUSES, type InvoiceRecord } from './types'

export default function InvoiceListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const table = useTable<InvoiceRecord, HttpError>({
    resource: 'invoices',
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  })
  const { tableProps, sorters } = table
  const money = (cents: number) => formatMoney(cents, locale)
  const sortable = (field: string) => ({
    sorter: true,
    defaultSortOrder: getDefaultSortOrder(field, sorters),
  })

  return (
    <PageFrame title={translate('invoices.invoices', 'Invoices')}>
      <Card>
        <ListToolbar
          table={table}
          resource="invoices"
          searchLabel={translate('money.invoiceSearch', 'Invoice number')}
        >
          <StatusFilter
            table={table}
            statuses={INVOICE_STATUSES}
            optionLabel={(status) => translate(`money.invoiceStatus.${status}`, status)}
            label={translate('money.status', 'Status')}
            placeholder={translate('money.allStatuses', 'All statuses')}
          />
        </ListToolbar>
        <Table<InvoiceRecord>
          {...tableProps}
          rowKey="number"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                description={translate(
                  'money.noInvoices',
                  'No invoice matches. Clear the search or the status to see them all.'
                )}
              />
            ),
          }}
        >
          <Table.Column<InvoiceRecord>
            dataIndex="number"
            title={translate('money.number', 'Number')}
            {...sortable('number')}
            render={(number: string) => <Link to={`/invoices/${number}`}>{number}</Link>}
          />
          <Table.Column<InvoiceRecord>
            dataIndex="userId"
            title={translate('money.customer', 'Customer')}
            responsive={FROM_TABLET}
            render={(userId: number) => (
              <Link to={`/users/${userId}`}>
                {translate('money.customerNumber', { id: userId }, 'Customer {id}')}
              </Link>
            )}
          />
          <Table.Column<InvoiceRecord>
            dataIndex="status"
            title={translate('money.status', 'Status')}
            {...sortable('status')}
            render={(status: string) => (
              <StatusTag namespace="money.invoiceStatus" status={status} colors={INVOICE_COLORS} />
            )}
          />
          <Table.Column<InvoiceRecord>
            dataIndex="totalCents"
            title={translate('money.total', 'Total')}
            {...sortable('totalCents')}
            render={money}
          />
          <Table.Column<InvoiceRecord>
            dataIndex="refundedCents"
            title={translate('money.refunded', 'Refunded')}
            responsive={FROM_TABLET}
            render={money}
          />
          <Table.Column<InvoiceRecord>
            dataIndex="createdAt"
            title={translate('money.createdAt', 'Issued')}
            responsive={FROM_TABLET}
            {...sortable('createdAt')}
            render={(iso: string) => formatDate(iso, locale)}
          />
        </Table>
      </Card>
    </PageFrame>
  )
}
