import type { IntlShape } from 'react-intl'
import type { CardInput } from '../../api/invoices'
import { ApiError, errorMessageId, fieldErrorsOf } from '../../api/client'
import type { FieldErrors } from '../../ui'
// The API's own card rules (a pure module), so the page refuses exactly what the server would.
import { cvvLength, expiryState, normalizeCardNumber, passesLuhn } from '#domain/cards'

export type CardField = keyof CardInput
export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvv: '' }

/** The card's mistakes, field by field, in the page's language; empty when the card may be sent. */
export function cardErrors(intl: IntlShape, card: CardInput): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {}
  const digits = normalizeCardNumber(card.number)
  if (!passesLuhn(digits)) errors.number = intl.formatMessage({ id: 'payments.card.invalidNumber' })
  const expiry = expiryState(card.expiry)
  if (expiry === 'invalid')
    errors.expiry = intl.formatMessage({ id: 'payments.card.invalidExpiry' })
  if (expiry === 'expired') errors.expiry = intl.formatMessage({ id: 'payments.card.expired' })
  const length = cvvLength(digits)
  if (!new RegExp(`^\\d{${length}}$`).test(card.cvv.trim()))
    errors.cvv = intl.formatMessage({ id: 'payments.card.invalidCvv' }, { digits: length })
  return errors
}

/** The server's messages for `card.number`, `card.expiry`, `card.cvv`, beside the matching fields. */
export function cardFieldOf(serverField: string): CardField | undefined {
  const field = serverField.replace(/^card\./, '')
  return field === 'number' || field === 'expiry' || field === 'cvv' ? field : undefined
}

/**
 * What a failed payment says: a card the gateway refused (402) is "Payment Failed" with the gateway's reason;
 * otherwise the API's own message (insufficient wallet funds, an amount out of limits), else the catalogue's.
 */
export function paymentFailure(intl: IntlShape, error: unknown) {
  if (!error) return null
  const hasFieldErrors = Object.keys(fieldErrorsOf(error)).some((field) => cardFieldOf(field))
  if (error instanceof ApiError && error.status === 422 && hasFieldErrors) return null
  const declined = error instanceof ApiError && error.status === 402
  const message =
    (error instanceof ApiError && error.errors[0]?.message) ||
    intl.formatMessage({ id: errorMessageId(error) })
  return { declined, message }
}

/* Brand names are the same in every language; an unknown brand is just "Card ending in …". */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
}

/** "Visa card ending in 4242", in the page's language. */
export function cardLabel(intl: IntlShape, card: { brand: string | null; last4: string }) {
  const brand = card.brand === null ? undefined : BRAND_NAMES[card.brand]
  return intl.formatMessage(
    { id: 'payments.receipt.card' },
    { brand: brand ?? 'none', last4: card.last4 }
  )
}
