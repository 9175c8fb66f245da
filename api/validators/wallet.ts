import vine from '@vinejs/vine'
import { jsonNumber } from '#validators/rules/json_number'
import type { FieldContext } from '@vinejs/vine/types'
import { cardSchema } from '#validators/rules/card'

/* Up to $1,000,000 in one move: far above any real limit, well inside a 32-bit column. */
const MAX_CENTS = 100_000_000
const cents = () => jsonNumber().withoutDecimals().min(1).max(MAX_CENTS)

/* The amount limits come from config (api/config/payments.ts) and are checked by the service. */
export const topUpValidator = vine.create({
  amountCents: cents(),
  card: cardSchema(),
})

export const withdrawalValidator = vine.create({
  amountCents: cents(),
})

/* An adjustment credits (positive) or debits (negative) the wallet; zero would move nothing. */
const notZero = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (value === 0) field.report('The amount cannot be zero', 'notZero', field)
})

export const adjustmentValidator = vine.create({
  amountCents: jsonNumber().withoutDecimals().min(-MAX_CENTS).max(MAX_CENTS).use(notZero()),
  reason: vine.string().trim().minLength(3).maxLength(500),
})

/* Why staff will not pay a withdrawal out: the customer is told in these words. */
export const rejectWithdrawalValidator = vine.create({
  reason: vine.string().trim().minLength(3).maxLength(500),
})
