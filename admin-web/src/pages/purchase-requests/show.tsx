import { useState } from 'react'
import { useTranslate } from '@refinedev/core'
import { Card, Checkbox, Descriptions, Flex, InputNumber, Select, Typography } from 'antd'
import { Link } from 'react-router'
import { useI18nState } from '../../i18n'
import { formatDateTime, formatMoney, formatCustomer } from '../../shared/format'
import { OrderLines } from '../../shared/OrderLines'
import { RecordAction } from '../../shared/RecordAction'
import { RecordPage } from '../../shared/RecordPage'
import { RecordSummary } from '../../shared/RecordSummary'
import {
  purchaseQuote,
  SALES_TAX_BASIS_POINTS,
  US_STATES,
  type PurchaseQuote,
} from '#domain/purchase_fees'
import { PURCHASE_REQUEST_STATUS_COLORS, type PurchaseRequestDetail } from './types'

/** The quote's lines, from the items' cost to the total. */
function QuoteLines({ quote, storeState }: { quote: PurchaseQuote; storeState: string }) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    (SALES_TAX_BASIS_POINTS[storeState] ?? 0) / 10_000
  )
  const lines = [
    [translate('purchaseRequests.itemsCost', 'Items'), quote.itemsCents],
    [translate('purchaseRequests.fee', 'Our fee (8%, at least $5)'), quote.feeCents],
    [
      translate(
        'purchaseRequests.salesTax',
        { state: storeState, rate },
        `Sales tax (${storeState}, ${rate})`
      ),
      quote.salesTaxCents,
    ],
    [
      translate('purchaseRequests.domesticShipping', 'Domestic shipping'),
      quote.domesticShippingCents,
    ],
  ] as const
  return (
    <Descriptions column={1} size="small" data-testid="quote-lines">
      {lines.map(([label, cents]) => (
        <Descriptions.Item key={label} label={label}>
          {formatMoney(cents, locale)}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={<strong>{translate('purchaseRequests.total', 'Total')}</strong>}>
        <strong data-testid="quote-total">{formatMoney(quote.totalCents, locale)}</strong>
      </Descriptions.Item>
    </Descriptions>
  )
}

const STORE_STATES = [...US_STATES].sort().map((state) => ({ value: state, label: state }))

/**
 * Staff type the store's domestic shipping, and the store's state when the customer did not
 * know it (or knew it wrong); the quote follows as they type, then goes out.
 */
function QuoteBuilder({ request, onDone }: { request: PurchaseRequestDetail; onDone: () => void }) {
  const translate = useTranslate()
  const { locale } = useI18nState()
  const [shippingCents, setShippingCents] = useState(0)
  const [storeState, setStoreState] = useState(request.storeState ?? '')
  const quote = purchaseQuote(request.itemsCents, storeState, shippingCents)
  return (
    <Card title={translate('purchaseRequests.quoteBuilder', 'Quote')}>
      <Flex vertical gap={16}>
        {/* Each label stands right above its own input. */}
        <Flex wrap gap={24}>
          <Flex vertical gap={4}>
            <label htmlFor="store-state">
              <Typography.Text strong>
                {translate('purchaseRequests.storeState', 'Store state')}
              </Typography.Text>
            </label>
            <Select
              id="store-state"
              showSearch
              options={STORE_STATES}
              value={storeState || undefined}
              onChange={setStoreState}
              style={{ width: 200 }}
            />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor="domestic-shipping">
              <Typography.Text strong>
                {translate(
                  'purchaseRequests.domesticShippingInput',
                  'Domestic shipping from the store (USD)'
                )}
              </Typography.Text>
            </label>
            <InputNumber<number>
              id="domestic-shipping"
              min={0}
              max={10_000}
              step={1}
              precision={2}
              value={shippingCents / 100}
              onChange={(dollars) => setShippingCents(Math.round((dollars ?? 0) * 100))}
              style={{ width: 200 }}
            />
          </Flex>
        </Flex>
        <QuoteLines quote={quote} storeState={storeState} />
        <div>
          <RecordAction<PurchaseRequestDetail>
            type="primary"
            label={translate('purchaseRequests.sendQuote', 'Send the quote')}
            title={translate('purchaseRequests.sendQuoteTitle', 'Send this quote to the customer?')}
            description={translate(
              'purchaseRequests.sendQuoteText',
              { total: formatMoney(quote.totalCents, locale) },
              `The customer gets an invoice of ${formatMoney(quote.totalCents, locale)} to accept and pay.`
            )}
            url={`/api/admin/purchase-requests/${request.id}/quote`}
            values={{ domesticShippingCents: shippingCents, storeState: storeState || undefined }}
            onDone={onDone}
          />
        </div>
      </Flex>
    </Card>
  )
}

/** Once paid: staff tick what the store sold them; the rest is refunded to the wallet. */
function PurchasedForm({
  request,
  onDone,
}: {
  request: PurchaseRequestDetail
  onDone: () => void
}) {
  const translate = useTranslate()
  const [bought, setBought] = useState<ReadonlySet<number>>(
    () => new Set(request.items.map((item) => item.id))
  )
  const toggle = (id: number, checked: boolean) => {
    const next = new Set(bought)
    if (checked) next.add(id)
    else next.delete(id)
    setBought(next)
  }
  return (
    <Card title={translate('purchaseRequests.markPurchased', 'Mark items purchased')}>
      <Flex vertical gap={12}>
        {request.items.map((item) => (
          <Checkbox
            key={item.id}
            checked={bought.has(item.id)}
            onChange={(event) => toggle(item.id, event.target.checked)}
          >
            {translate('purchaseRequests.boughtItem', { name: item.name }, `Bought: ${item.name}`)}
          </Checkbox>
        ))}
        <div>
          <RecordAction<PurchaseRequestDetail>
            type="primary"
            label={translate('purchaseRequests.markPurchased', 'Mark items purchased')}
            title={translate(
              'purchaseRequests.markPurchasedTitle',
              'Record what the store sold us?'
            )}
            description={
              bought.size === request.items.length
                ? translate(
                    'purchaseRequests.allBought',
                    'Every item was bought; an order is created to await its package.'
                  )
                : translate(
                    'purchaseRequests.someNotBought',
                    'The items not ticked, and their share of the fee and tax, are refunded to the customer’s wallet.'
                  )
            }
            url={`/api/admin/purchase-requests/${request.id}/purchased`}
            values={{
              items: request.items.map((item) => ({ id: item.id, bought: bought.has(item.id) })),
            }}
            ask={{
              name: 'inboundTracking',
              label: translate(
                'purchaseRequests.inboundTracking',
                'Inbound tracking number from the store'
              ),
              rules: [{ min: 4, max: 64 }],
            }}
            onDone={onDone}
          />
        </div>
      </Flex>
    </Card>
  )
}

/** The messages and colours of the status tag. */
const STATUS_LOOK = {
  namespace: 'purchaseRequests.statuses',
  colors: PURCHASE_REQUEST_STATUS_COLORS,
}

export default function PurchaseRequestShowPage() {
  const translate = useTranslate()
  const { locale } = useI18nState()

  return (
    <RecordPage<PurchaseRequestDetail>
      resource="purchase-requests"
      title={(id) => translate('purchaseRequests.number', { id }, `Request #${id}`)}
    >
      {(request, reload) => (
        <>
          <RecordSummary
            status={{ ...STATUS_LOOK, status: request.status }}
            customer={formatCustomer(request.customer)}
          >
            <Descriptions.Item label={translate('purchaseRequests.storeState', 'Store state')}>
              {request.storeState}
            </Descriptions.Item>
            <Descriptions.Item label={translate('purchaseRequests.createdAt', 'Asked on')}>
              {formatDateTime(request.createdAt, locale)}
            </Descriptions.Item>
            {request.invoice && (
              <Descriptions.Item label={translate('purchaseRequests.invoice', 'Invoice')}>
                {`${request.invoice.number} · ${formatMoney(request.invoice.totalCents, locale)}`}
              </Descriptions.Item>
            )}
            {request.orderNumber && (
              <Descriptions.Item label={translate('purchaseRequests.order', 'Order')}>
                <Link to={`/orders/${request.orderNumber}`}>{request.orderNumber}</Link>
              </Descriptions.Item>
            )}
            {request.refundedCents ? (
              <Descriptions.Item
                label={translate('purchaseRequests.refunded', 'Refunded to the wallet')}
              >
                {formatMoney(request.refundedCents, locale)}
              </Descriptions.Item>
            ) : null}
            {request.notes && (
              <Descriptions.Item label={translate('purchaseRequests.notes', 'Customer’s notes')}>
                {request.notes}
              </Descriptions.Item>
            )}
          </RecordSummary>

          <OrderLines items={request.items} subtotals />

          {request.status === 'submitted' && <QuoteBuilder request={request} onDone={reload} />}
          {request.quote && (
            <Card title={translate('purchaseRequests.quoteSent', 'Quote sent')}>
              <QuoteLines quote={request.quote} storeState={request.storeState ?? ''} />
            </Card>
          )}
          {request.status === 'paid' && <PurchasedForm request={request} onDone={reload} />}
        </>
      )}
    </RecordPage>
  )
}
