import { CheckOutlined, CloseOutlined } from '@ant-design/icons'
import { CanAccess, useShow, useTranslate } from '@refinedev/core'
import { Card, Descriptions, Flex, Result, Skeleton } from 'antd'
import { Link, useParams } from 'react-router'
import { useI18nState } from '../../i18n'
import { http } from '../../providers/http'
import { formatDateTime, formatMoney } from '../../shared/format'
import { MoneyAction, type MoneyValues } from '../../shared/money'
import { PageFrame } from '../../shared/PageFrame'
import { StatusTag } from '../../shared/StatusTag'
import { TRANSACTION_STATUS_COLORS, type LedgerRecord } from './types'

export default function WalletTransactionShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const { id } = useParams()
  const { result: entry, query } = useShow<LedgerRecord>({ resource: 'wallet-transactions', id })
  const title = translate('money.transactionTitle', { id }, 'Wallet movement #{id}')

  if (query.isError) {
    return (
      <PageFrame title={title}>
        <Result status="warning" title={query.error.message} />
      </PageFrame>
    )
  }
  if (!entry) {
    return (
      <PageFrame title={title}>
        <Skeleton active />
      </PageFrame>
    )
  }

  const money = (cents: number) => formatMoney(cents, locale)
  const pendingWithdrawal = entry.type === 'withdrawal' && entry.status === 'pending'
  // The withdrawal's amount left the balance when it was requested: paying it out changes
  // nothing more, rejecting it gives it back.
  const decide = (decision: 'pay-out' | 'reject') => async (values: MoneyValues, key: string) => {
    const { data } = await http.post<{ balanceCents: number }>(
      `/api/admin/wallet-transactions/${entry.id}/${decision}`,
      decision === 'reject' ? { reason: values.reason } : {},
      { headers: { 'Idempotency-Key': key } }
    )
    return data.balanceCents
  }
  const shared = {
    userId: entry.customer.id,
    fixedAmountCents: -entry.amountCents,
  }

  return (
    <PageFrame
      title={title}
      extra={
        pendingWithdrawal && (
          <Flex wrap gap={8}>
            <CanAccess resource="wallet-transactions" action="pay-out">
              <MoneyAction
                {...shared}
                label={translate('money.payOut', 'Pay out')}
                icon={<CheckOutlined />}
                change={() => 0}
                submit={decide('pay-out')}
              />
            </CanAccess>
            <CanAccess resource="wallet-transactions" action="reject">
              <MoneyAction
                {...shared}
                label={translate('money.reject', 'Reject')}
                icon={<CloseOutlined />}
                danger
                reason
                change={(cents) => cents}
                submit={decide('reject')}
              />
            </CanAccess>
          </Flex>
        )
      }
    >
      <Card>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'customer',
              label: translate('money.customer', 'Customer'),
              children: (
                <Link to={`/users/${entry.customer.id}`}>
                  {entry.customer.suite
                    ? `${entry.customer.name} · ${entry.customer.suite}`
                    : entry.customer.name}
                </Link>
              ),
            },
            {
              key: 'date',
              label: translate('users.when', 'Date'),
              children: formatDateTime(entry.createdAt, locale),
            },
            {
              key: 'type',
              label: translate('money.type', 'Type'),
              children: <StatusTag namespace="money.transactionType" status={entry.type} />,
            },
            {
              key: 'status',
              label: translate('money.status', 'Status'),
              children: (
                <StatusTag
                  namespace="money.transactionStatus"
                  status={entry.status}
                  colors={TRANSACTION_STATUS_COLORS}
                />
              ),
            },
            {
              key: 'amount',
              label: translate('money.amountColumn', 'Amount'),
              children: money(entry.amountCents),
            },
            {
              key: 'after',
              label: translate('money.balanceAfter', 'Balance after'),
              children: money(entry.balanceAfterCents),
            },
            {
              key: 'invoice',
              label: translate('invoices.invoices', 'Invoices'),
              children: entry.invoiceNumber ? (
                <Link to={`/invoices/${entry.invoiceNumber}`}>{entry.invoiceNumber}</Link>
              ) : (
                '—'
              ),
            },
            {
              key: 'reason',
              label: translate('money.reason', 'Reason'),
              children: entry.reason ?? '—',
            },
          ]}
        />
      </Card>
    </PageFrame>
  )
}
