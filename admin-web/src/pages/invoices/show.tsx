import { RollbackOutlined } from '@ant-design/icons'
import { CanAccess, useTranslate } from '@refinedev/core'
import { Card, Descriptions, Table } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { http } from '../../providers/http'
import { Amount } from '../../shared/Amount'
import { formatCustomer, formatDateTime } from '../../shared/format'
import { MoneyAction } from '../../shared/money'
import { RecordPage } from '../../shared/RecordPage'
import type { ApiResponse } from '../../shared/registry'
import { RecordSummary } from '../../shared/RecordSummary'
import { INVOICE_COLORS, invoiceStanding, type InvoiceRecord } from './types'

export default function InvoiceShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const money = (cents: number) => <Amount cents={cents} />

  return (
    <RecordPage<InvoiceRecord>
      resource="invoices"
      title={(number) => translate('money.invoiceTitle', { number }, 'Invoice {number}')}
      extra={(invoice) => <RefundInvoice invoice={invoice} />}
    >
      {(invoice) => (
        <>
          <RecordSummary
            status={{
              namespace: 'money.invoiceStatus',
              status: invoiceStanding(invoice),
              colors: INVOICE_COLORS,
            }}
            customer={
              <Link to={`/users/${invoice.userId}`}>{formatCustomer(invoice.customer)}</Link>
            }
          >
            <Descriptions.Item label={translate('money.total', 'Total')}>
              {money(invoice.totalCents)}
            </Descriptions.Item>
            <Descriptions.Item label={translate('money.refunded', 'Refunded')}>
              <span data-testid="invoice-refunded">{money(invoice.refundedCents)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={translate('money.createdAt', 'Issued')}>
              {formatDateTime(invoice.createdAt, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={translate('money.paidAt', 'Paid')}>
              {invoice.paidAt ? formatDateTime(invoice.paidAt, locale) : '—'}
            </Descriptions.Item>
          </RecordSummary>
          <Card title={translate('money.lines', 'Lines')}>
            <Table
              rowKey={(line) => `${line.kind}-${line.description}-${line.amountCents}`}
              dataSource={invoice.lines ?? []}
              pagination={false}
              size="small"
              scroll={{ x: 'max-content' }}
              columns={[
                { dataIndex: 'description', title: translate('money.description', 'Description') },
                {
                  dataIndex: 'amountCents',
                  title: translate('money.amountColumn', 'Amount'),
                  render: money,
                },
              ]}
            />
          </Card>
        </>
      )}
    </RecordPage>
  )
}

/** What is paid and not yet refunded may be refunded to the customer's wallet. */
function RefundInvoice({ invoice }: { invoice: InvoiceRecord }) {
  const translate = useTranslate()
  const refundable = invoice.totalCents - invoice.refundedCents
  const canRefund = (invoice.status === 'paid' || invoice.status === 'refunded') && refundable > 0
  if (!canRefund) return null
  return (
    <CanAccess resource="invoices" action="refund">
      <MoneyAction
        label={translate('money.refund', 'Refund')}
        icon={<RollbackOutlined />}
        danger
        userId={invoice.userId}
        amount={{ max: refundable }}
        reason
        change={(cents) => cents}
        submit={async (values, key) => {
          const { data } = await http.post<ApiResponse<'admin_invoices.refund'>>(
            `/api/admin/invoices/${invoice.number}/refund`,
            values,
            { headers: { 'Idempotency-Key': key } }
          )
          return data.balanceCents
        }}
      />
    </CanAccess>
  )
}
