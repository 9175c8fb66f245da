import { useTranslate } from '@refinedev/core'
import { Card, Descriptions, Flex, Typography } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { http } from '../../providers/http'
import { formatDateTime, formatMoney, formatCustomer } from '../../shared/format'
import { RecordAction, type RecordActionProps } from '../../shared/RecordAction'
import { RecordPage } from '../../shared/RecordPage'
import { RecordSummary } from '../../shared/RecordSummary'
import { StatusTag } from '../../shared/StatusTag'
import { INVOICE_COLORS } from '../invoices/types'
import {
  REFUND_PERCENT,
  RESTOCKING_FEE_PERCENT,
  RETURN_STATUS_COLORS,
  refundOf,
  type ReturnRow,
} from './types'

/* The back office's messages take their values formatted: "70%", "70 %", "٧٠٪؜" by language. */
const percent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100)

/** The step staff can take on a return in its current state (none once it is closed). */
function NextStep({ request, onDone }: { request: ReturnRow; onDone: () => void }) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  // Each step POSTs to its own address under the return; the page then reads the return again.
  const step = (action: string, props: Omit<RecordActionProps<ReturnRow>, 'url' | 'onDone'>) => (
    <RecordAction
      type="primary"
      url={`/api/admin/returns/${request.id}/${action}`}
      onDone={onDone}
      {...props}
    />
  )

  if (request.status === 'requested') {
    return (
      <Flex wrap gap={8}>
        {step('approve', {
          label: translate('returns.approve', 'Approve'),
          title: translate('returns.approveTitle', 'Approve this return?'),
          description: translate(
            'returns.approveText',
            'The customer is told to send the parcel back within 15 days.'
          ),
        })}
        {step('reject', {
          type: 'default',
          danger: true,
          label: translate('returns.reject', 'Reject'),
          title: translate('returns.rejectTitle', 'Reject this return?'),
          ask: {
            name: 'reason',
            label: translate('returns.rejectionReason', 'Reason given to the customer'),
            required: true,
            multiline: true,
            rules: [{ min: 3, max: 1000 }],
          },
        })}
      </Flex>
    )
  }
  if (request.status === 'approved') {
    return step('shipped-back', {
      label: translate('returns.shippedBack', 'Mark shipped back'),
      title: translate('returns.shippedBackTitle', 'Has the customer shipped the parcel back?'),
      ask: {
        name: 'trackingNumber',
        label: translate('returns.trackingNumber', 'Return tracking number'),
        required: true,
        rules: [
          {
            pattern: /^[A-Za-z0-9-]{6,40}$/,
            message: translate(
              'returns.trackingNumberFormat',
              'Use 6 to 40 letters, digits or dashes.'
            ),
          },
        ],
      },
    })
  }
  if (request.status === 'shipped_back') {
    return step('inspect', {
      label: translate('returns.inspect', 'Record the inspection'),
      title: translate('returns.inspectTitle', 'Record what the inspection found?'),
      ask: {
        name: 'notes',
        label: translate('returns.inspectionNotes', 'Inspection notes'),
        required: true,
        multiline: true,
        rules: [{ min: 3, max: 2000 }],
      },
    })
  }
  if (request.status === 'inspected' && request.invoice && request.invoiceCents !== null) {
    const { refundCents, restockingFeeCents } = refundOf(request.invoiceCents)
    const amount = formatMoney(refundCents, locale)
    return step('refund', {
      label: translate('returns.refundAction', 'Refund'),
      title: translate(
        'returns.refundTitle',
        { amount },
        `Refund ${amount} to the customer’s wallet?`
      ),
      description: translate(
        'returns.refundText',
        {
          amount,
          invoice: request.invoice.number,
          paid: formatMoney(request.invoiceCents, locale),
          fee: formatMoney(restockingFeeCents, locale),
          refundShare: percent(REFUND_PERCENT, locale),
          feeShare: percent(RESTOCKING_FEE_PERCENT, locale),
        },
        'Refund of 70% of invoice {invoice} ({paid} paid for the order); the restocking fee of {fee} (30%) is kept.'
      ),
      // One key for this return's refund: a retry or a second click gets the first answer.
      run: async () => {
        const { data } = await http.post<ReturnRow>(
          `/api/admin/returns/${request.id}/refund`,
          undefined,
          { headers: { 'Idempotency-Key': `return-${request.id}-refund` } }
        )
        return data
      },
    })
  }
  return (
    <Typography.Text type="secondary">
      {translate('returns.closed', 'This return is closed: there is nothing left to do.')}
    </Typography.Text>
  )
}

/** The messages and colours of the status tag. */
const STATUS_LOOK = { namespace: 'returns.statuses', colors: RETURN_STATUS_COLORS }

export default function ReturnShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '—')

  return (
    <RecordPage<ReturnRow>
      resource="returns"
      title={(id) => translate('returns.number', { id }, `Return #${id}`)}
    >
      {(request, reload) => (
        <>
          <RecordSummary
            status={{ ...STATUS_LOOK, status: request.status }}
            customer={formatCustomer(request.customer)}
          >
            {request.orderNumber ? (
              <Descriptions.Item label={translate('returns.order', 'Order')}>
                <Link to={`/orders/${request.orderNumber}`}>{request.orderNumber}</Link>
              </Descriptions.Item>
            ) : (
              <Descriptions.Item label={translate('returns.shipment', 'Shipment')}>
                <Link to={`/shipments/${request.shipmentNumber}`}>{request.shipmentNumber}</Link>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={translate('returns.invoice', 'Invoice')}>
              {request.invoice ? (
                <Flex wrap gap={8} align="center">
                  <Link to={`/invoices/${request.invoice.number}`}>{request.invoice.number}</Link>
                  <StatusTag
                    namespace="money.invoiceStatus"
                    colors={INVOICE_COLORS}
                    status={request.invoice.status}
                  />
                  <span>
                    {translate(
                      'returns.invoiceFigures',
                      {
                        total: formatMoney(request.invoice.totalCents, locale),
                        refunded: formatMoney(request.invoice.refundedCents, locale),
                      },
                      `${formatMoney(request.invoice.totalCents, locale)}, ${formatMoney(request.invoice.refundedCents, locale)} refunded`
                    )}
                  </span>
                </Flex>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            {request.invoiceCents !== null && request.refundCents === null && (
              <Descriptions.Item label={translate('returns.expectedRefund', 'Refund due')}>
                {translate(
                  'returns.expectedRefundText',
                  {
                    refund: formatMoney(refundOf(request.invoiceCents).refundCents, locale),
                    paid: formatMoney(request.invoiceCents, locale),
                    refundShare: percent(REFUND_PERCENT, locale),
                  },
                  '{refund}: 70% of {paid} paid for the order'
                )}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={translate('returns.deliveredAt', 'Delivered')}>
              {when(request.deliveredAt)}
            </Descriptions.Item>
            <Descriptions.Item label={translate('returns.createdAt', 'Asked on')}>
              {when(request.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={translate('returns.reason', 'Customer’s reason')} span={2}>
              {request.reason}
            </Descriptions.Item>
            {request.rejectionReason && (
              <Descriptions.Item
                label={translate('returns.rejectionReason', 'Reason given to the customer')}
                span={2}
              >
                {request.rejectionReason}
              </Descriptions.Item>
            )}
            {request.shipBackWindowClosesAt && request.status === 'approved' && (
              <Descriptions.Item label={translate('returns.shipBackBy', 'To ship back by')}>
                {when(request.shipBackWindowClosesAt)}
              </Descriptions.Item>
            )}
            {request.trackingNumber && (
              <Descriptions.Item
                label={translate('returns.trackingNumber', 'Return tracking number')}
              >
                {request.trackingNumber}
              </Descriptions.Item>
            )}
            {request.inspectionNotes && (
              <Descriptions.Item
                label={translate('returns.inspectionNotes', 'Inspection notes')}
                span={2}
              >
                {request.inspectionNotes}
              </Descriptions.Item>
            )}
            {request.refundCents !== null && (
              <Descriptions.Item label={translate('returns.refund', 'Refund')}>
                {formatMoney(request.refundCents, locale)}
              </Descriptions.Item>
            )}
            {request.restockingFeeCents !== null && (
              <Descriptions.Item label={translate('returns.restockingFee', 'Restocking fee')}>
                {formatMoney(request.restockingFeeCents, locale)}
              </Descriptions.Item>
            )}
          </RecordSummary>
          <Card title={translate('returns.nextStep', 'Next step')}>
            <NextStep request={request} onDone={reload} />
          </Card>
        </>
      )}
    </RecordPage>
  )
}
