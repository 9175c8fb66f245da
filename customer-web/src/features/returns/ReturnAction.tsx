import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { errorMessageId, fieldErrorsOf, formErrorOf } from '../../api/client'
import { useMutation, useQuery } from '../../api/query'
import {
  RETURN_WINDOW_DAYS,
  RETURNS_URL,
  returnsListUrl,
  returnWindowClosesAt,
  type NewReturnRequest,
  type ReturnRequest,
} from '../../api/returns'
import { Button, FormActions, FormError, TextArea, formatDate, useToast } from '../../ui'
import { ReturnStatusBadge } from './ReturnStatusBadge'
import './returns.css'

const MIN_REASON = 3

/**
 * On a delivered shipment: its return when one was asked for, else "Request a return" while the 15-day
 * window is open (a short form for the reason), or why it no longer can be.
 */
export function ReturnAction({
  shipmentNumber,
  deliveredAt,
}: {
  shipmentNumber: string
  deliveredAt: string
}) {
  const intl = useIntl()
  const returns = useQuery<ReturnRequest[]>(returnsListUrl())
  const [now] = useState(() => Date.now())
  const [open, setOpen] = useState(false)
  const closedId = useId()

  if (returns.status !== 'success') return null
  const existing = returns.data?.find((item) => item.shipmentNumber === shipmentNumber)
  if (existing) {
    return (
      <p className="return-state">
        <FormattedMessage id="returnRequests.onShipment" />
        <ReturnStatusBadge status={existing.status} />
      </p>
    )
  }

  const closesAt = returnWindowClosesAt(deliveredAt)
  if (now > closesAt.getTime()) {
    return (
      <div className="return-action">
        <Button variant="secondary" disabled aria-describedby={closedId}>
          <FormattedMessage id="returnRequests.request" />
        </Button>
        <p id={closedId} className="field-hint">
          <FormattedMessage
            id="returnRequests.windowClosed"
            values={{ days: RETURN_WINDOW_DAYS, date: formatDate(intl, closesAt.toISOString()) }}
          />
        </p>
      </div>
    )
  }

  return open ? (
    <ReturnForm shipmentNumber={shipmentNumber} onClose={() => setOpen(false)} />
  ) : (
    <div className="return-action">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="returnRequests.request" />
      </Button>
      <p className="field-hint">
        <FormattedMessage
          id="returnRequests.windowOpen"
          values={{ date: formatDate(intl, closesAt.toISOString()) }}
        />
      </p>
    </div>
  )
}

function ReturnForm({ shipmentNumber, onClose }: { shipmentNumber: string; onClose: () => void }) {
  const intl = useIntl()
  const toast = useToast()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const [formError, setFormError] = useState<string | null>(null)
  const submit = useMutation<NewReturnRequest>('POST', RETURNS_URL, { invalidates: [RETURNS_URL] })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(null)
    if (reason.trim().length < MIN_REASON) {
      setError(intl.formatMessage({ id: 'returnRequests.form.reasonRequired' }))
      event.currentTarget.querySelector('textarea')?.focus()
      return
    }
    try {
      await submit.run({ shipmentNumber, reason: reason.trim() })
      toast.show({
        variant: 'success',
        title: intl.formatMessage({ id: 'returnRequests.form.sent' }, { number: shipmentNumber }),
      })
      onClose()
    } catch (failure) {
      const byField = fieldErrorsOf(failure)
      if (byField.reason) setError(byField.reason)
      else
        setFormError(
          byField.shipmentNumber ??
            formErrorOf(failure) ??
            intl.formatMessage({ id: errorMessageId(failure) })
        )
    }
  }

  return (
    <form className="return-form" noValidate onSubmit={(event) => void onSubmit(event)}>
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
