import type { ReactNode } from 'react'
import { useTable } from '@refinedev/antd'
import { CanAccess, useTranslate, type BaseRecord, type CrudFilter } from '@refinedev/core'
import { Card, Descriptions, Empty, Skeleton, Table, Tag, type TableColumnsType } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { Amount } from '../../shared/Amount'
import { formatDate, formatDateTime } from '../../shared/format'
import { useBalance } from '../../shared/money'
import { RecordPage } from '../../shared/RecordPage'
import { RecordSummary } from '../../shared/RecordSummary'
import { roleLabel } from '../../shared/roles'
import { StatusTag, type StatusLook } from '../../shared/StatusTag'
import { InvoiceStatus } from '../invoices/InvoiceStatus'
import { INVOICE_LOOK, type InvoiceRow } from '../invoices/types'
import { ORDER_LOOK, type OrderRow } from '../orders/types'
import { PACKAGE_LOOK, SHIPMENT_LOOK } from '../packages/statuses'
import type { PackageRow } from '../packages/types'
import type { ShipmentRow } from '../shipments/types'
import type { LedgerRecord } from '../wallet-transactions/types'
import { UserActions } from './actions'
import { RoleHistory } from './role-history'
import { fullName, type UserRecord } from './types'

interface RelatedProps<Row extends BaseRecord> {
  title: string
  resource: string
  filter: CrudFilter
  sortField: string
  /** The column that tells rows apart: `number` unless said otherwise. */
  rowKey?: keyof Row & string
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
        rowKey={props.rowKey ?? 'number'}
        columns={props.columns}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={props.empty} /> }}
      />
    </Card>
  )
}

/** A shipment, order or invoice: a number, a status, a total and a date, each named per list. */
type NumberedRow = ShipmentRow | OrderRow | InvoiceRow

type Numbered = 'shipments' | 'orders' | 'invoices'

/** How each list shows its statuses, and names its total (a shipment's is its estimate) and date. */
const LIST_LOOKS: Record<
  Numbered,
  StatusLook & { total: 'totalCents' | 'estimatedPriceCents'; date: 'createdAt' | 'date' }
> = {
  shipments: { ...SHIPMENT_LOOK, total: 'estimatedPriceCents', date: 'createdAt' },
  orders: { ...ORDER_LOOK, total: 'totalCents', date: 'date' },
  invoices: { ...INVOICE_LOOK, total: 'totalCents', date: 'createdAt' },
}

/** The customer's shipments, orders or invoices, each linking to its page. */
function NumberedRecords({ userId, resource }: { userId: number; resource: Numbered }) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const [title, empty] = {
    shipments: [
      translate('shipments.title', 'Shipments'),
      translate('users.noShipments', 'No shipment requested yet.'),
    ],
    orders: [translate('orders.title', 'Orders'), translate('users.noOrders', 'No order yet.')],
    invoices: [
      translate('invoices.invoices', 'Invoices'),
      translate('users.noInvoices', 'No invoice yet.'),
    ],
  }[resource]
  const { total, date, namespace, colors } = LIST_LOOKS[resource]
  return (
    <Related<NumberedRow>
      title={title}
      empty={empty}
      resource={resource}
      filter={{ field: 'userId', operator: 'eq', value: userId }}
      sortField="createdAt"
      columns={[
        {
          dataIndex: 'number',
          title: translate('users.number', 'Number'),
          render: (number: string) => <Link to={`/${resource}/${number}`}>{number}</Link>,
        },
        {
          dataIndex: 'status',
          title: translate('money.status', 'Status'),
          // An invoice reads as in the invoices list: "Partly refunded" when part was kept.
          render: (value: string, row) =>
            resource === 'invoices' ? (
              <InvoiceStatus
                invoice={row as Pick<InvoiceRow, 'status' | 'totalCents' | 'refundedCents'>}
              />
            ) : (
              <StatusTag namespace={namespace} colors={colors} status={value} />
            ),
        },
        {
          dataIndex: total,
          title: translate('money.total', 'Total'),
          render: (cents: number | null) => <Amount cents={cents} />,
        },
        {
          dataIndex: date,
          title: translate('users.when', 'Date'),
          render: (iso: string | null) => (iso ? formatDate(iso, locale) : '—'),
        },
      ]}
    />
  )
}

function Balance({ userId }: { userId: number }) {
  const translate = useTranslate()
  const { balanceCents, loading } = useBalance(userId)
  if (loading) return <Skeleton.Button active size="small" />
  return (
    <span>
      {translate('users.balance', 'Balance')}:{' '}
      <Amount strong cents={balanceCents} data-testid="wallet-balance" />
    </span>
  )
}

export default function UserShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const money = (cents: number) => <Amount cents={cents} />
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : '—')

  return (
    <RecordPage<UserRecord>
      resource="users"
      title={(_, user) => (user ? fullName(user) : translate('users.users', 'Users'))}
      extra={(user) => <UserActions user={user} />}
    >
      {(user) => (
        <>
          <RecordSummary>
            <Descriptions.Item label={translate('users.customerId', 'Suite')}>
              {user.customerId ?? translate('users.noSuite', 'Not assigned')}
            </Descriptions.Item>
            <Descriptions.Item label={translate('users.email', 'Email')}>
              <span dir="ltr">{user.email}</span>
            </Descriptions.Item>
            <Descriptions.Item label={translate('users.phone', 'Phone')}>
              <span dir="ltr">{user.phone}</span>
            </Descriptions.Item>
            <Descriptions.Item label={translate('users.role', 'Role')}>
              <Tag>{roleLabel(user.role, translate)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={translate('users.locale', 'Language')}>
              {translate(`users.language.${user.locale}`, user.locale)}
            </Descriptions.Item>
            <Descriptions.Item label={translate('users.createdAt', 'Joined')}>
              {date(user.createdAt)}
            </Descriptions.Item>
          </RecordSummary>
          <CanAccess resource="wallet-transactions" action="list">
            <Related<LedgerRecord>
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
                    <Link to={`/wallet-transactions/${entry.id}`}>
                      {formatDateTime(iso, locale)}
                    </Link>
                  ),
                },
                {
                  dataIndex: 'type',
                  title: translate('money.type', 'Type'),
                  render: (type: string) => (
                    <StatusTag namespace="money.transactionType" status={type} />
                  ),
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
          </CanAccess>
          {user.customerId && (
            <Related<PackageRow>
              title={translate('packages.packages', 'Packages')}
              resource="packages"
              filter={{ field: 'suite', operator: 'eq', value: user.customerId }}
              sortField="receivedAt"
              empty={translate('users.noPackages', 'No package has arrived for this suite yet.')}
              columns={[
                {
                  dataIndex: 'number',
                  title: translate('users.number', 'Number'),
                  render: (number: string) => <Link to={`/packages/${number}`}>{number}</Link>,
                },
                {
                  dataIndex: 'status',
                  title: translate('money.status', 'Status'),
                  render: (status: string) => <StatusTag {...PACKAGE_LOOK} status={status} />,
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
          <NumberedRecords userId={user.id} resource="shipments" />
          <NumberedRecords userId={user.id} resource="orders" />
          <NumberedRecords userId={user.id} resource="invoices" />
          <RoleHistory userId={user.id} />
        </>
      )}
    </RecordPage>
  )
}
