import type { IntlShape } from 'react-intl'
import { errorMessageId, formErrorOf } from '../../api/client'
import { serverFieldErrors, type FieldErrors } from '../../ui'

/**
 * Where a refused save's messages go: the server's field messages beside the form's own fields (already in
 * the customer's language), anything else as one form message, the error catalogue's when the server gave none.
 */
export function formFailure<F extends string>(
  error: unknown,
  intl: IntlShape,
  fields: readonly F[]
): { fieldErrors: FieldErrors<F>; formError: string | null } {
  const fieldErrors = serverFieldErrors(error, (field) =>
    (fields as readonly string[]).includes(field) ? (field as F) : undefined
  )
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: null }
  return {
    fieldErrors,
    formError: formErrorOf(error) ?? intl.formatMessage({ id: errorMessageId(error) }),
  }
}

/** The page's own rule messages, by field; empty when the form may be sent. */
export function ruleErrors<F extends string>(
  intl: IntlShape,
  checks: Partial<Record<F, string | undefined>>
): FieldErrors<F> {
  const errors: FieldErrors<F> = {}
  for (const [field, messageId] of Object.entries(checks) as [F, string | undefined][])
    if (messageId) errors[field] = intl.formatMessage({ id: messageId })
  return errors
}

export const hasErrors = (errors: Record<string, string | undefined>) =>
  Object.values(errors).some(Boolean)
