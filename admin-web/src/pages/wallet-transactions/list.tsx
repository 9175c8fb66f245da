import { getDefaultSortOrder, useTable } from '@refinedev/antd'
import { useTranslate, type HttpError } from '@refinedev/core'
import { Card, Empty, Select, Table } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDateTime, formatMoney } from '../../shared/format'
import { ListToolbar, listFilter, setListFilter, FROM_TABLET } from '../../shared/list'
import { PageFrame } from '../../shared/PageFrame'
import { StatusTag } from '../../shared/StatusTag'
import {
  TRANSACTION_STATUSES,
  TRANSACTION_STATUS_COLORS,
  TRANSACTION_TYPES,
  type LedgerRecord,
} from './types'

export default function WalletTransactionListPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const table = useTable<LedgerRecord, HttpError>({
    resource: 'wallet-transactions',
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
  })
  const { tableProps, sorters } = table
  const money = (cents: number) => formatMoney(cents, locale)
  const sortable = (field: string) => ({
    sorter: true,
    defaultSortOrder: getDefaultSortOrder(field, sorters),
  })
  const choice = (field: string, values: readonly string[], namespace: string, all: string) => (
    <Select<string>
      allowClear
      value={listFilter<string>(table, field)}
      placeholder={all}
      aria-label={translate(`money.${field}`, field)}
      options={values.map((value) => ({
        value,
        label: translate(`${namespace}.${value}`, value),
      }))}
      onChange={(value) => setListFilter(table, field, value)}
      style={{ width: 180 }}
    />
  )

  return (
    <PageFrame title={translate('wallet-transactions.wallet-transactions', 'Wallet transactions')}>
      <Card>
        <ListToolbar
          table={table}
          resource="wallet-transactions"
          searchLabel={translate('money.ledgerSearch', 'Customer email or suite')}
        >
          {choice(
            'type',
            TRANSACTION_TYPES,
            'money.transactionType',
            translate('money.allTypes', 'All types')
          )}
          {choice(
            'status',
            TRANSACTION_STATUSES,
            'money.transactionStatus',
            translate('money.allStatuses', 'All statuses')
          )}
        </ListToolbar>
        <Table<LedgerRecord>
          {...tableProps}
          rowKey="id"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                description={translate(
                  'money.noTransactions',
                  'No movement matches. Clear the search or the filters to see them all.'
                )}
              />
            ),
          }}
        >
          <Table.Column<LedgerRecord>
            dataIndex="createdAt"
            title={translate('users.when', 'Date')}
            {...sortable('createdAt')}
            render={(iso: string, entry) => (
              <Link to={`/wallet-transactions/${entry.id}`}>{formatDateTime(iso, locale)}</Link>
            )}
          />
          <Table.Column<LedgerRecord>
            dataIndex={['customer', 'name']}
            title={translate('money.customer', 'Customer')}
            responsive={FROM_TABLET}
            render={(name: string, entry) => (
              <Link to={`/users/${entry.customer.id}`}>
                {entry.customer.suite ? `${name} · ${entry.customer.suite}` : name}
              </Link>
            )}
          />
          <Table.Column<LedgerRecord>
            dataIndex="type"
            title={translate('money.type', 'Type')}
            responsive={FROM_TABLET}
            render={(type: string) => <StatusTag namespace="money.transactionType" status={type} />}
          />
          <Table.Column<LedgerRecord>
            dataIndex="status"
            title={translate('money.status', 'Status')}
            {...sortable('status')}
            render={(status: string) => (
              <StatusTag
                namespace="money.transactionStatus"
                status={status}
                colors={TRANSACTION_STATUS_COLORS}
              />
            )}
          />
          <Table.Column<LedgerRecord>
            dataIndex="amountCents"
            title={translate('money.amountColumn', 'Amount')}
            {...sortable('amountCents')}
            render={money}
          />
          <Table.Column<LedgerRecord>
            dataIndex="balanceAfterCents"
            title={translate('money.balanceAfter', 'Balance after')}
            responsive={FROM_TABLET}
            render={money}
          />
        </Table>
      </Card>
    </PageFrame>
  )
}
