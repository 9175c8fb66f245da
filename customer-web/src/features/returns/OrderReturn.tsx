import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { errorMessageId, fieldErrorsOf, formErrorOf } from '../../api/client'
import { useMutation, useQuery } from '../../api/query'
import {
  REFUND_PERCENT,
  RESTOCKING_FEE_PERCENT,
  RETURNS_URL,
  returnTermsUrl,
  type NewReturnRequest,
  type ReturnTerms,
} from '../../api/returns'
import { useLanguage } from '../../i18n/useLanguage'
import { pathFor } from '../../routing/routeTable'
import {
  Button,
  FormActions,
  FormError,
  Skeleton,
  TextArea,
  UsdMessage,
  formatDate,
  formatUsd,
  useToast,
} from '../../ui'
import { ReturnStatusBadge } from './ReturnStatusBadge'
import './returns.css'

const MIN_REASON = 3

/**
 * On a delivered order we bought for the customer: its return when one was asked for; else, while
 * the 15-day window is open, "Return this order" opening a short form that shows the refund (70%
 * of the order's invoice) and the restocking fee (30%) before the customer confirms; else why the
 * order can no longer be returned.
 */
export function OrderReturn({ orderNumber }: { orderNumber: string }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  const terms = useQuery<ReturnTerms>(returnTermsUrl(orderNumber))
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const refusalId = useId()

  // After an action, focus goes to what it left: the return asked for, or the button again.
  useEffect(() => {
    if (asked) containerRef.current?.querySelector<HTMLElement>('.return-state')?.focus()
  }, [asked, terms.data])

  if (terms.status === 'loading') return <Skeleton lines={2} />
  if (terms.status !== 'success' || !terms.data) return null
  const { data } = terms

  if (data.return) {
    const request = data.return
    return (
      <div className="return-action" ref={containerRef}>
        <p className="return-state" tabIndex={-1}>
          <FormattedMessage id="returnRequests.onOrder" />
          <ReturnStatusBadge status={request.status} />
        </p>
        {request.status === 'refunded' && request.refundCents !== null && (
          <p className="return-detail">
            <UsdMessage
              id="returnRequests.row.refunded"
              cents={{ refund: request.refundCents, fee: request.restockingFeeCents ?? 0 }}
            />
          </p>
        )}
        <Link to={`${pathFor('tracking', lang)}#returns-heading`}>
          <FormattedMessage id="returnRequests.follow" />
        </Link>
      </div>
    )
  }

  if (!data.canRequest) {
    return (
      <div className="return-action">
        <Button variant="secondary" disabled aria-describedby={refusalId}>
          <FormattedMessage id="returnRequests.request" />
        </Button>
        <p id={refusalId} className="field-hint">
          {data.refusal}
        </p>
      </div>
    )
  }

  const close = () => {
    setOpen(false)
    requestAnimationFrame(() => containerRef.current?.querySelector('button')?.focus())
  }

  return open ? (
    <ReturnForm terms={data} onClose={close} onAsked={() => setAsked(true)} />
  ) : (
    <div className="return-action" ref={containerRef}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="returnRequests.request" />
      </Button>
      {data.requestWindowClosesAt && (
        <p className="field-hint">
          <FormattedMessage
            id="returnRequests.windowOpen"
            values={{ date: formatDate(intl, data.requestWindowClosesAt) }}
          />
        </p>
      )}
    </div>
  )
}

/** The figures of a return, before it is confirmed: the order's invoice, the fee kept, the refund. */
function ReturnFigures({ terms }: { terms: ReturnTerms }) {
  const intl = useIntl()
  const { lang } = useLanguage()
  if (!terms.invoice || terms.invoiceCents === null || !terms.expected) return null
  const percent = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 0 })
  return (
    <dl className="return-figures">
      <div>
        <dt>
          <FormattedMessage
            id="returnRequests.figures.invoice"
            values={{
              invoice: (
                <Link to={pathFor('packagePayment', lang, { invoiceNumber: terms.invoice.number })}>
                  <bdi>{terms.invoice.number}</bdi>
                </Link>
              ),
            }}
          />
        </dt>
        <dd>
          <bdi>{formatUsd(intl, terms.invoiceCents)}</bdi>
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage
            id="returnRequests.figures.fee"
            values={{ percent: <bdi>{percent(RESTOCKING_FEE_PERCENT)}</bdi> }}
          />
        </dt>
        <dd>
          <bdi>{formatUsd(intl, terms.expected.restockingFeeCents)}</bdi>
        </dd>
      </div>
      <div className="return-figures-total">
        <dt>
          <FormattedMessage
            id="returnRequests.figures.refund"
            values={{ percent: <bdi>{percent(REFUND_PERCENT)}</bdi> }}
          />
        </dt>
        <dd>
          <bdi>{formatUsd(intl, terms.expected.refundCents)}</bdi>
        </dd>
      </div>
    </dl>
  )
}

function ReturnForm({
  terms,
  onClose,
  onAsked,
}: {
  terms: ReturnTerms
  onClose: () => void
  onAsked: () => void
}) {
  const intl = useIntl()
  const toast = useToast()
  const orderNumber = terms.orderNumber!
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const [formError, setFormError] = useState<string | null>(null)
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const submit = useMutation<NewReturnRequest>('POST', RETURNS_URL, {
    invalidates: [RETURNS_URL, returnTermsUrl(orderNumber), '/api/notifications'],
  })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    if (reason.trim().length < MIN_REASON) {
      setError(intl.formatMessage({ id: 'returnRequests.form.reasonRequired' }))
      event.currentTarget.querySelector('textarea')?.focus()
      return
    }
    try {
      await submit.run({ orderNumber, reason: reason.trim() })
      toast.show({
        variant: 'success',
        title: intl.formatMessage({ id: 'returnRequests.form.sent' }, { number: orderNumber }),
      })
      onAsked()
    } catch (failure) {
      const byField = fieldErrorsOf(failure)
      if (byField.reason) setError(byField.reason)
      else
        setFormError(
          byField.orderNumber ??
            formErrorOf(failure) ??
            intl.formatMessage({ id: errorMessageId(failure) })
        )
    }
  }

  return (
    <form
      className="return-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={headingId} tabIndex={-1} ref={headingRef}>
        <FormattedMessage id="returnRequests.form.title" values={{ number: orderNumber }} />
      </h3>
      <ReturnFigures terms={terms} />
      <p className="field-hint">
        <FormattedMessage id="returnRequests.form.notRefunded" />
      </p>
      <TextArea
        label={<FormattedMessage id="returnRequests.form.reason" />}
        hint={<FormattedMessage id="returnRequests.form.reasonHint" />}
        name="reason"
        rows={3}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value)
          setError(undefined)
        }}
      />
      <FormError message={formError} />
      <FormActions
        submit={<FormattedMessage id="returnRequests.form.submit" />}
        busy={submit.pending}
        onCancel={onClose}
      />
    </form>
  )
}
