import { useState } from 'react'
import { useIntl } from 'react-intl'
import { ApiError } from '../../api/client'
import { serverFieldErrors, useFormFields, type FieldErrors } from './useFormFields'

/**
 * A form that sends a message once (contact, blog comment): its fields, an idle → sending → sent status and a
 * form-level message. After a failed send, the server's field messages go beside their fields; when none
 * belongs to a field, the form shows the server's own words for a 4xx, else the catalogue message `failureId`.
 */
export function useSendForm<F extends string>({
  empty,
  failureId,
}: {
  empty: Record<F, string>
  failureId: string
}) {
  const intl = useIntl()
  const fields = useFormFields(empty)
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [formError, setFormError] = useState<string | null>(null)

  /** Shows the page's own rule messages; true when there are none and the form may be sent. */
  function check(found: FieldErrors<F>, message?: string): boolean {
    fields.setErrors(found)
    setFormError(message ?? null)
    return !message && Object.values(found).every((value) => !value)
  }

  async function send(request: () => Promise<unknown>) {
    setStatus('sending')
    try {
      await request()
      setStatus('sent')
      fields.clear()
    } catch (error) {
      setStatus('idle')
      const byField = serverFieldErrors(error, (field) =>
        Object.hasOwn(empty, field) ? (field as F) : undefined
      )
      fields.setErrors(byField)
      if (Object.keys(byField).length > 0) return
      const general =
        error instanceof ApiError && error.status < 500
          ? error.errors.filter((item) => !item.field && item.message).map((item) => item.message)
          : []
      setFormError(general.length > 0 ? general.join(' ') : intl.formatMessage({ id: failureId }))
    }
  }

  return {
    values: fields.values,
    bind: fields.bind,
    status,
    formError,
    check,
    send,
    sendAnother: () => setStatus('idle'),
  }
}
