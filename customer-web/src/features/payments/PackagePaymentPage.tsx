import { useState, type FormEvent, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import {
  INVOICES_PATH,
  invoiceUrl,
  payInvoiceUrl,
  type InvoiceDetail,
  type PayInvoiceBody,
  type PayInvoiceResult,
} from '../../api/invoices'
import { WALLET_PATH, type Wallet } from '../../api/wallet'
import { useMutation, useQuery } from '../../api/query'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { usePageTitle } from '../../routing/usePageTitle'
import {
  Button,
  Card,
  PageHeading,
  QueryView,
  Skeleton,
  formatDate,
  formatDateTime,
  formatUsd,
  serverFieldErrors,
  useFormFields,
  TableHead,
} from '../../ui'
import { purchaseRequestsPath } from '../purchase-assistance/purchaseLinks'
import { shipmentPath } from '../ship-request/shipLinks'
import { RecordLink } from '../../ui/RecordLink'
import { CardFields } from './CardFields'
import { InvoiceStatusBadge, invoiceSubjectLabel } from './InvoiceList'
import { PaymentFailure } from './PaymentFailure'
import { EMPTY_CARD, cardErrors, cardFieldOf, cardLabel } from './card'
import './payments.css'

/** One invoice: its lines and total, paid here by wallet or card, then kept as a printable receipt. */
export default function PackagePaymentPage({ invoiceNumber }: { invoiceNumber: string }) {
  const intl = useIntl()
  usePageTitle('route.packagePayment.title')
  const invoice = useQuery<InvoiceDetail>(invoiceUrl(invoiceNumber))

  return (
    <>
      <PageHeading>
        {intl.formatMessage({ id: 'payments.invoice.title' }, { number: invoiceNumber })}
      </PageHeading>
      <QueryView query={invoice} loading={<Skeleton lines={6} />}>
        {(detail) => (
          <div className="invoice-layout">
            <InvoiceSummary invoice={detail} />
            {detail.status === 'unpaid' ? (
              <PayInvoice invoice={detail} />
            ) : (
              <Receipt invoice={detail} />
            )}
          </div>
        )}
      </QueryView>
    </>
  )
}

function InvoiceSummary({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl()
  return (
    <Card className="invoice-card" title={invoiceSubjectLabel(intl, invoice)}>
      <p className="invoice-card-status">
        <InvoiceStatusBadge status={invoice.status} />
        <span>
          {intl.formatMessage(
            { id: 'payments.invoice.issued' },
            { date: formatDate(intl, invoice.createdAt) }
          )}
        </span>
      </p>
      {invoice.about && (
        <p className="invoice-card-about">
          <RecordLink about={invoice.about} />
        </p>
      )}
      <table className="invoice-lines">
        <TableHead
          captionId="payments.invoice.lines"
          columns={['payments.invoice.description', 'payments.invoice.amount']}
        />
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.description}</td>
              <td>{formatUsd(intl, line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{intl.formatMessage({ id: 'payments.invoice.total' })}</th>
            <td className="invoice-total">{formatUsd(intl, invoice.totalCents)}</td>
          </tr>
          {invoice.refundedCents > 0 && (
            <tr>
              <th scope="row">{intl.formatMessage({ id: 'payments.invoice.refunded' })}</th>
              <td>{formatUsd(intl, invoice.refundedCents)}</td>
            </tr>
          )}
        </tfoot>
      </table>
      <PaidFor subject={invoice.paidFor} />
    </Card>
  )
}

/** Links back to what the invoice bills: the shipment and its packages, or the purchase and its order. */
function PaidFor({ subject }: { subject: InvoiceDetail['paidFor'] }) {
  const { lang } = useLanguage()
  const links: { key: string; to: string; label: ReactNode }[] = []
  if (subject.shipmentNumber)
    links.push({
      key: subject.shipmentNumber,
      to: shipmentPath(lang, subject.shipmentNumber),
      label: (
        <FormattedMessage
          id="payments.paidFor.shipment"
          values={{ number: <bdi>{subject.shipmentNumber}</bdi> }}
        />
      ),
    })
  if (subject.orderNumber)
    links.push({
      key: subject.orderNumber,
      to: pathFor('orderDetail', lang, { number: subject.orderNumber }),
      label: (
        <FormattedMessage
          id="payments.paidFor.order"
          values={{ number: <bdi>{subject.orderNumber}</bdi> }}
        />
      ),
    })
  else if (subject.purchaseRequestId !== null)
    links.push({
      key: `purchase-${subject.purchaseRequestId}`,
      to: purchaseRequestsPath(lang),
      label: (
        <FormattedMessage
          id="payments.paidFor.purchase"
          values={{ id: subject.purchaseRequestId }}
        />
      ),
    })
  for (const number of subject.packageNumbers)
    links.push({
      key: number,
      to: pathFor('packageDetail', lang, { number }),
      label: (
        <FormattedMessage id="payments.paidFor.package" values={{ number: <bdi>{number}</bdi> }} />
      ),
    })
  if (links.length === 0) return null
  return (
    <nav className="invoice-paid-for" aria-labelledby="invoice-paid-for-title">
      <h3 id="invoice-paid-for-title">
        <FormattedMessage id="payments.paidFor.title" />
      </h3>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The paid (or refunded, or cancelled) invoice: how and when it was settled, and a way to print it. */
function Receipt({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const { payment } = invoice
  return (
    <Card
      className="receipt"
      title={intl.formatMessage({ id: `payments.receipt.${invoice.status}` })}
    >
      {payment && (
        <dl className="facts receipt-facts">
          <dt>{intl.formatMessage({ id: 'payments.receipt.paidOn' })}</dt>
          <dd>{formatDateTime(intl, invoice.paidAt ?? payment.createdAt)}</dd>
          <dt>{intl.formatMessage({ id: 'payments.receipt.method' })}</dt>
          <dd>
            {payment.card
              ? cardLabel(intl, payment.card)
              : intl.formatMessage({ id: 'payments.receipt.wallet' })}
          </dd>
          <dt>{intl.formatMessage({ id: 'payments.receipt.amount' })}</dt>
          <dd>{formatUsd(intl, payment.amountCents)}</dd>
        </dl>
      )}
      <div className="receipt-actions">
        <Button variant="secondary" onClick={() => window.print()}>
          {intl.formatMessage({ id: 'payments.receipt.print' })}
        </Button>
        <Link to={pathFor('payment', lang)}>
          {intl.formatMessage({ id: 'payments.receipt.history' })}
        </Link>
      </div>
    </Card>
  )
}

type Method = PayInvoiceBody['method']

/** One way to pay, as a radio button labelled by `children`. */
function MethodOption({
  value,
  chosen,
  onChoose,
  children,
}: {
  value: Method
  chosen: Method
  onChoose: (method: Method) => void
  children: ReactNode
}) {
  return (
    <label className="pay-method">
      <input
        type="radio"
        name="method"
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
      />
      <span>{children}</span>
    </label>
  )
}

function PayInvoice({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const wallet = useQuery<Wallet>(WALLET_PATH)
  const [method, setMethod] = useState<Method>('wallet')
  const card = useFormFields(EMPTY_CARD)
  // Paying changes the invoice, the wallet, and the shipment or purchase it was for.
  const pay = useMutation<PayInvoiceBody, PayInvoiceResult>('POST', payInvoiceUrl(invoice.number), {
    idempotent: true,
    invalidates: [
      INVOICES_PATH,
      WALLET_PATH,
      '/api/shipments',
      '/api/purchase-requests',
      '/api/orders',
    ],
  })
  const balance = wallet.data?.balanceCents ?? 0
  const short = wallet.status === 'success' && balance < invoice.totalCents

  function submit(event: FormEvent) {
    event.preventDefault()
    if (method === 'card') {
      const errors = cardErrors(intl, card.values)
      card.setErrors(errors)
      if (Object.keys(errors).length) return
    }
    const body: PayInvoiceBody =
      method === 'card' ? { method, card: card.values } : { method: 'wallet' }
    pay.run(body).catch((error: unknown) => card.setErrors(serverFieldErrors(error, cardFieldOf)))
  }

  return (
    <Card className="pay-card" title={intl.formatMessage({ id: 'payments.pay.title' })}>
      <form onSubmit={submit} noValidate>
        <fieldset className="pay-methods">
          <legend>{intl.formatMessage({ id: 'payments.pay.method' })}</legend>
          <MethodOption value="wallet" chosen={method} onChoose={setMethod}>
            {intl.formatMessage({ id: 'payments.pay.wallet' })}
            <span className="pay-method-note">
              {wallet.status === 'success'
                ? intl.formatMessage(
                    { id: 'payments.pay.balance' },
                    { balance: formatUsd(intl, balance) }
                  )
                : intl.formatMessage({ id: 'common.loading' })}
            </span>
          </MethodOption>
          <MethodOption value="card" chosen={method} onChoose={setMethod}>
            {intl.formatMessage({ id: 'payments.pay.card' })}
          </MethodOption>
        </fieldset>
        {method === 'wallet' && short && (
          <p className="pay-short">
            {intl.formatMessage({ id: 'payments.pay.short' })}{' '}
            <Link to={pathFor('wallet', lang)}>
              {intl.formatMessage({ id: 'payments.pay.topUpLink' })}
            </Link>
          </p>
        )}
        {method === 'card' && <CardFields bind={card.bind} />}
        <PaymentFailure error={pay.error} />
        <Button type="submit" busy={pay.pending}>
          {intl.formatMessage(
            { id: 'payments.pay.submit' },
            { amount: formatUsd(intl, invoice.totalCents) }
          )}
        </Button>
      </form>
    </Card>
  )
}
