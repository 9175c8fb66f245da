/*
 * Card checks shared by the validator (to answer the customer field by field)
 * and the sandbox gateway (which, like a real processor, trusts nobody).
 */
export type CardDetails = { number: string; expiry: string; cvv: string }
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown'

/** Spaces and dashes are how people type card numbers; they carry no meaning. */
export const normalizeCardNumber = (number: string) => number.replace(/[\s-]/g, '')

export function passesLuhn(digits: string) {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover'
  return 'unknown'
}

export const cvvLength = (digits: string) => (cardBrand(digits) === 'amex' ? 4 : 3)

/**
 * 'MM/YY' → 'invalid' when unreadable, 'expired' when its month is over (a
 * card is good through the last day of its expiry month), else 'valid'.
 */
export function expiryState(expiry: string, now = new Date()): 'invalid' | 'expired' | 'valid' {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!match) return 'invalid'
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return 'invalid'
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  return year * 12 + (month - 1) < currentMonth ? 'expired' : 'valid'
}
