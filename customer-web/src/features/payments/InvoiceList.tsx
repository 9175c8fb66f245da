import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Invoice, InvoiceStatus } from '../../api/invoices'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import { StatusBadge, formatDate, formatUsd, type BadgeTone } from '../../ui'

const STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  unpaid: 'warning',
  paid: 'success',
  refunded: 'info',
  void: 'neutral',
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const intl = useIntl()
  return (
    <StatusBadge tone={STATUS_TONES[status]}>
      {intl.formatMessage({ id: `payments.status.${status}` })}
    </StatusBadge>
  )
}

/** What the invoice is for, as the customer knows it: shipping a box, or a purchase we made for them. */
export function invoiceSubjectLabel(intl: ReturnType<typeof useIntl>, invoice: Invoice) {
  return intl.formatMessage({
    id:
      invoice.subjectType === 'purchase_request'
        ? 'payments.subject.purchase'
        : 'payments.subject.shipment',
  })
}

/**
 * Invoices as rows of number, purpose, date, total and status, each opening the invoice; `action` names the
 * link ("Pay $12", "View receipt") so every list says what opening it is for.
 */
export function InvoiceList({
  invoices,
  action,
  date = (invoice) => invoice.createdAt,
}: {
  invoices: Invoice[]
  action: (invoice: Invoice) => ReactNode
  date?: (invoice: Invoice) => string
}) {
  const intl = useIntl()
  const { lang } = useLanguage()
  return (
    <ul className="invoice-list">
      {invoices.map((invoice) => (
        <li key={invoice.number} className="invoice-row">
          <div className="invoice-row-main">
            <bdi className="invoice-number">{invoice.number}</bdi>
            <span className="invoice-meta">
              {invoiceSubjectLabel(intl, invoice)} · {formatDate(intl, date(invoice))}
            </span>
          </div>
          <span className="invoice-total">{formatUsd(intl, invoice.totalCents)}</span>
          <InvoiceStatusBadge status={invoice.status} />
          <Link
            className="btn btn-secondary invoice-action"
            to={pathFor('packagePayment', lang, { invoiceNumber: invoice.number })}
          >
            {action(invoice)}
          </Link>
        </li>
      ))}
    </ul>
  )
}
