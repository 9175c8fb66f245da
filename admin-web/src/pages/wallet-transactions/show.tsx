import { CheckOutlined, CloseOutlined } from '@ant-design/icons'
import { CanAccess, useTranslate } from '@refinedev/core'
import { Descriptions, Flex } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { http } from '../../providers/http'
import { Amount } from '../../shared/Amount'
import { formatDateTime } from '../../shared/format'
import { MoneyAction, type MoneyValues } from '../../shared/money'
import { RecordPage } from '../../shared/RecordPage'
import type { ApiResponse } from '../../shared/registry'
import { RecordSummary } from '../../shared/RecordSummary'
import { StatusTag } from '../../shared/StatusTag'
import { TRANSACTION_STATUS_COLORS, type LedgerRecord } from './types'

export default function WalletTransactionShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const money = (cents: number) => <Amount cents={cents} />

  return (
    <RecordPage<LedgerRecord>
      resource="wallet-transactions"
      title={(id) => translate('money.transactionTitle', { id }, 'Wallet movement #{id}')}
      extra={(entry) => <DecideWithdrawal entry={entry} />}
    >
      {(entry) => (
        <RecordSummary
          customer={
            <Link to={`/users/${entry.customer.id}`}>
              {entry.customer.suite
                ? `${entry.customer.name} · ${entry.customer.suite}`
                : entry.customer.name}
            </Link>
          }
        >
          <Descriptions.Item label={translate('users.when', 'Date')}>
            {formatDateTime(entry.createdAt, locale)}
          </Descriptions.Item>
          <Descriptions.Item label={translate('money.type', 'Type')}>
            <StatusTag namespace="money.transactionType" status={entry.type} />
          </Descriptions.Item>
          <Descriptions.Item label={translate('money.status', 'Status')}>
            <StatusTag
              namespace="money.transactionStatus"
              status={entry.status}
              colors={TRANSACTION_STATUS_COLORS}
            />
          </Descriptions.Item>
          <Descriptions.Item label={translate('money.amountColumn', 'Amount')}>
            {money(entry.amountCents)}
          </Descriptions.Item>
          <Descriptions.Item label={translate('money.balanceAfter', 'Balance after')}>
            {money(entry.balanceAfterCents)}
          </Descriptions.Item>
          <Descriptions.Item label={translate('invoices.invoices', 'Invoices')}>
            {entry.invoiceNumber ? (
              <Link to={`/invoices/${entry.invoiceNumber}`}>{entry.invoiceNumber}</Link>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={translate('money.reason', 'Reason')}>
            {entry.reason ?? '—'}
          </Descriptions.Item>
        </RecordSummary>
      )}
    </RecordPage>
  )
}

/** A pending withdrawal is paid out or rejected by staff. */
function DecideWithdrawal({ entry }: { entry: LedgerRecord }) {
  const translate = useTranslate()
  if (entry.type !== 'withdrawal' || entry.status !== 'pending') return null
  // The withdrawal's amount left the balance when it was requested: paying it out changes
  // nothing more, rejecting it gives it back.
  const decide = (decision: 'pay-out' | 'reject') => async (values: MoneyValues, key: string) => {
    const { data } = await http.post<
      ApiResponse<'admin_wallet_transactions.pay_out' | 'admin_wallet_transactions.reject'>
    >(
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
