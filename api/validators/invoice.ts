import vine from '@vinejs/vine'
import { jsonNumber } from '#validators/rules/json_number'
import { cardSchema } from '#validators/rules/card'

export const payInvoiceValidator = vine.create(
  vine.object({}).merge(
    vine.group([
      vine.group.if((data) => data.method === 'card', {
        method: vine.literal('card'),
        card: cardSchema(),
      }),
      vine.group.else({
        method: vine.literal('wallet'),
      }),
    ])
  )
)

export const refundValidator = vine.create({
  amountCents: jsonNumber().withoutDecimals().min(1).max(100_000_000),
  reason: vine.string().trim().minLength(3).maxLength(500),
})
