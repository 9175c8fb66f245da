import vine from '@vinejs/vine'
import { jsonNumber } from '#validators/rules/json_number'
import { US_STATES } from '#domain/purchase_fees'

const cents = () => jsonNumber().withoutDecimals()
/** The two-letter state whose sales tax the store charges. */
const storeState = () => vine.string().trim().toUpperCase().in(US_STATES)

export const purchaseRequestValidator = vine.create({
  items: vine
    .array(
      vine.object({
        url: vine
          .string()
          .trim()
          .url({ require_protocol: true, protocols: ['http', 'https'] })
          .maxLength(2000),
        name: vine.string().trim().minLength(1).maxLength(200),
        options: vine.string().trim().maxLength(500).optional(),
        quantity: jsonNumber().withoutDecimals().min(1).max(100),
        unitPriceCents: cents().min(1).max(10_000_000),
      })
    )
    .minLength(1)
    .maxLength(50),
  notes: vine.string().trim().maxLength(2000).optional(),
  // Often unknown to the customer: staff set it when quoting.
  storeState: storeState().optional(),
})

export const quoteValidator = vine.create({
  domesticShippingCents: cents().min(0).max(1_000_000),
  storeState: storeState().optional(),
})

export const purchasedValidator = vine.create({
  items: vine
    .array(vine.object({ id: jsonNumber().withoutDecimals().positive(), bought: vine.boolean() }))
    .minLength(1)
    .distinct('id'),
  inboundTracking: vine.string().trim().minLength(4).maxLength(64).optional(),
})
