import { RollbackOutlined } from '@ant-design/icons'
import { CanAccess, useShow, useTranslate } from '@refinedev/core'
import { Card, Descriptions, Result, Skeleton, Table } from 'antd'
import { Link, useParams } from 'react-router'
import { useI18nState } from '../../i18n'
import { http } from '../../providers/http'
import { formatDateTime, formatMoney } from '../../shared/format'
import { MoneyAction } from '../../shared/money'
import { PageFrame } from '../../shared/PageFrame'
import { StatusTag } from '../../shared/StatusTag'
import { INVOICE_COLORS, type InvoiceRecord } from './types'

export default function InvoiceShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const { id } = useParams()
  const { result: invoice, query } = useShow<InvoiceRecord>({ resource: 'invoices', id })
  const title = translate('money.invoiceTitle', { number: id }, 'Invoice {number}')

  if (query.isError) {
    return (
      <PageFrame title={title}>
        <Result status="warning" title={query.error.message} />
      </PageFrame>
    )
  }
  if (!invoice) {
    return (
      <PageFrame title={title}>
        <Skeleton active />
      </PageFrame>
    )
  }

  const money = (cents: number) => formatMoney(cents, locale)
  const refundable = invoice.totalCents - invoice.refundedCents
  const canRefund = (invoice.status === 'paid' || invoice.status === 'refunded') && refundable > 0

  return (
    <PageFrame
      title={title}
      extra={
        canRefund && (
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
                const { data } = await http.post<{ balanceCents: number }>(
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
    >
      <Card>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'status',
              label: translate('money.status', 'Status'),
              children: (
                <StatusTag
                  namespace="money.invoiceStatus"
                  status={invoice.status}
                  colors={INVOICE_COLORS}
                />
              ),
            },
            {
              key: 'customer',
              label: translate('money.customer', 'Customer'),
              children: (
                <Link to={`/users/${invoice.userId}`}>
                  {translate('money.customerNumber', { id: invoice.userId }, 'Customer {id}')}
                </Link>
              ),
            },
            {
              key: 'total',
              label: translate('money.total', 'Total'),
              children: money(invoice.totalCents),
            },
            {
              key: 'refunded',
              label: translate('money.refunded', 'Refunded'),
              children: <span data-testid="invoice-refunded">{money(invoice.refundedCents)}</span>,
            },
            {
              key: 'issued',
              label: translate('money.createdAt', 'Issued'),
              children: formatDateTime(invoice.createdAt, locale),
            },
            {
              key: 'paid',
              label: translate('money.paidAt', 'Paid'),
              children: invoice.paidAt ? formatDateTime(invoice.paidAt, locale) : '—',
            },
          ]}
        />
      </Card>
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
    </PageFrame>
  )
}
