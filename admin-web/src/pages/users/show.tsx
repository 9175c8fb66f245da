import type { ReactNode } from 'react'
import { useTable } from '@refinedev/antd'
import { useShow, useTranslate, type BaseRecord, type CrudFilter } from '@refinedev/core'
import {
  Card,
  Descriptions,
  Empty,
  Result,
  Skeleton,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd'
import { Link, useParams } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDate, formatDateTime, formatMoney } from '../../shared/format'
import { useBalance } from '../../shared/money'
import { PageFrame } from '../../shared/PageFrame'
import { roleLabel } from '../../shared/roles'
import { StatusTag } from '../../shared/StatusTag'
import { ORDER_STATUS_COLORS } from '../orders/types'
import { SHIPMENT_COLORS } from '../packages/statuses'
import { UserActions } from './actions'
import { fullName, type UserRecord } from './types'

interface RelatedProps<Row extends BaseRecord> {
  title: string
  resource: string
  filter: CrudFilter
  sortField: string
  rowKey: keyof Row & string
  columns: TableColumnsType<Row>
  empty: string
  extra?: ReactNode
}

/** A few of the customer's records from another list, newest first, a page at a time. */
function Related<Row extends BaseRecord>(props: RelatedProps<Row>) {
  const { tableProps } = useTable<Row>({
    resource: props.resource,
    // The page's address belongs to the account, not to these small lists.
    syncWithLocation: false,
    filters: { permanent: [props.filter] },
    sorters: { initial: [{ field: props.sortField, order: 'desc' }] },
    pagination: { pageSize: 5 },
  })
  return (
    <Card title={props.title} extra={props.extra}>
      <Table<Row>
        {...tableProps}
        rowKey={props.rowKey}
        columns={props.columns}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={props.empty} /> }}
      />
    </Card>
  )
}

interface PackageRow {
  number: string
  status: string
  sender: string | null
  receivedAt: string | null
}

interface ShipmentRow {
  number: string
  status: string
  estimatedPriceCents: number | null
  createdAt: string
}

interface OrderRow {
  number: string
  status: string
  totalCents: number
  createdAt: string
}

interface InvoiceRow {
  number: string
  status: string
  totalCents: number
  createdAt: string
}

interface LedgerRow {
  id: number
  type: string
  status: string
  amountCents: number
  balanceAfterCents: number
  createdAt: string
}

function Balance({ userId }: { userId: number }) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const { balanceCents, loading } = useBalance(userId)
  if (loading) return <Skeleton.Button active size="small" />
  return (
    <span>
      {translate('users.balance', 'Balance')}:{' '}
      <strong data-testid="wallet-balance">{formatMoney(balanceCents, locale)}</strong>
    </span>
  )
}

export default function UserShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const { id } = useParams()
  const { result: user, query } = useShow<UserRecord>({ resource: 'users', id })

  if (query.isError) {
    return (
      <PageFrame title={translate('users.users', 'Users')}>
        <Result status="warning" title={query.error.message} />
      </PageFrame>
    )
  }
  if (!user) {
    return (
      <PageFrame title={translate('users.users', 'Users')}>
        <Skeleton active />
      </PageFrame>
    )
  }

  const money = (cents: number) => formatMoney(cents, locale)
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : '—')

  return (
    <PageFrame title={fullName(user)} extra={<UserActions user={user} />}>
      <Card>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'suite',
              label: translate('users.customerId', 'Suite'),
              children: user.customerId ?? translate('users.noSuite', 'Not assigned'),
            },
            {
              key: 'email',
              label: translate('users.email', 'Email'),
              children: <span dir="ltr">{user.email}</span>,
            },
            {
              key: 'phone',
              label: translate('users.phone', 'Phone'),
              children: <span dir="ltr">{user.phone ?? '—'}</span>,
            },
            {
              key: 'role',
              label: translate('users.role', 'Role'),
              children: <Tag>{roleLabel(user.role, translate)}</Tag>,
            },
            {
              key: 'locale',
              label: translate('users.locale', 'Language'),
              children: user.locale ? translate(`users.language.${user.locale}`, user.locale) : '—',
            },
            {
              key: 'joined',
              label: translate('users.createdAt', 'Joined'),
              children: date(user.createdAt),
            },
          ]}
        />
      </Card>
      <Related<LedgerRow>
        title={translate('users.wallet', 'Wallet')}
        extra={<Balance userId={user.id} />}
        resource="wallet-transactions"
        filter={{ field: 'userId', operator: 'eq', value: user.id }}
        sortField="id"
        rowKey="id"
        empty={translate('users.noWallet', 'No wallet movements yet.')}
        columns={[
          {
            dataIndex: 'createdAt',
            title: translate('users.when', 'Date'),
            render: (iso: string, entry) => (
              <Link to={`/wallet-transactions/${entry.id}`}>{formatDateTime(iso, locale)}</Link>
            ),
          },
          {
            dataIndex: 'type',
            title: translate('money.type', 'Type'),
            render: (type: string) => <StatusTag namespace="money.transactionType" status={type} />,
          },
          {
            dataIndex: 'status',
            title: translate('money.status', 'Status'),
            render: (status: string) => (
              <StatusTag namespace="money.transactionStatus" status={status} />
            ),
          },
          {
            dataIndex: 'amountCents',
            title: translate('money.amountColumn', 'Amount'),
            render: money,
          },
          {
            dataIndex: 'balanceAfterCents',
            title: translate('money.balanceAfter', 'Balance after'),
            render: money,
          },
        ]}
      />
      {user.customerId && (
        <Related<PackageRow>
          title={translate('packages.packages', 'Packages')}
          resource="packages"
          filter={{ field: 'suite', operator: 'eq', value: user.customerId }}
          sortField="receivedAt"
          rowKey="number"
          empty={translate('users.noPackages', 'No package has arrived for this suite yet.')}
          columns={[
            { dataIndex: 'number', title: translate('users.number', 'Number') },
            {
              dataIndex: 'status',
              title: translate('money.status', 'Status'),
              render: (status: string) => <StatusTag namespace="packageStatus" status={status} />,
            },
            { dataIndex: 'sender', title: translate('users.sender', 'Sender') },
            {
              dataIndex: 'receivedAt',
              title: translate('users.receivedAt', 'Received'),
              render: date,
            },
          ]}
        />
      )}
      <Related<ShipmentRow>
        title={translate('shipments.title', 'Shipments')}
        resource="shipments"
        filter={{ field: 'userId', operator: 'eq', value: user.id }}
        sortField="createdAt"
        rowKey="number"
        empty={translate('users.noShipments', 'No shipment requested yet.')}
        columns={[
          {
            dataIndex: 'number',
            title: translate('users.number', 'Number'),
            render: (number: string) => <Link to={`/shipments/${number}`}>{number}</Link>,
          },
          {
            dataIndex: 'status',
            title: translate('money.status', 'Status'),
            render: (status: string) => (
              <StatusTag namespace="shipments.status" status={status} colors={SHIPMENT_COLORS} />
            ),
          },
          {
            dataIndex: 'estimatedPriceCents',
            title: translate('money.total', 'Total'),
            render: (cents: number | null) => (cents === null ? '—' : money(cents)),
          },
          { dataIndex: 'createdAt', title: translate('users.when', 'Date'), render: date },
        ]}
      />
      <Related<OrderRow>
        title={translate('orders.title', 'Orders')}
        resource="orders"
        filter={{ field: 'userId', operator: 'eq', value: user.id }}
        sortField="createdAt"
        rowKey="number"
        empty={translate('users.noOrders', 'No order yet.')}
        columns={[
          {
            dataIndex: 'number',
            title: translate('users.number', 'Number'),
            render: (number: string) => <Link to={`/orders/${number}`}>{number}</Link>,
          },
          {
            dataIndex: 'status',
            title: translate('money.status', 'Status'),
            render: (status: string) => (
              <StatusTag namespace="orderStatus" status={status} colors={ORDER_STATUS_COLORS} />
            ),
          },
          { dataIndex: 'totalCents', title: translate('money.total', 'Total'), render: money },
          { dataIndex: 'createdAt', title: translate('users.when', 'Date'), render: date },
        ]}
      />
      <Related<InvoiceRow>
        title={translate('invoices.invoices', 'Invoices')}
        resource="invoices"
        filter={{ field: 'userId', operator: 'eq', value: user.id }}
        sortField="createdAt"
        rowKey="number"
        empty={translate('users.noInvoices', 'No invoice yet.')}
        columns={[
          {
            dataIndex: 'number',
            title: translate('users.number', 'Number'),
            render: (number: string) => <Link to={`/invoices/${number}`}>{number}</Link>,
          },
          {
            dataIndex: 'status',
            title: translate('money.status', 'Status'),
            render: (status: string) => (
              <StatusTag namespace="money.invoiceStatus" status={status} />
            ),
          },
          { dataIndex: 'totalCents', title: translate('money.total', 'Total'), render: money },
          { dataIndex: 'createdAt', title: translate('users.when', 'Date'), render: date },
        ]}
      />
    </PageFrame>
  )
}
