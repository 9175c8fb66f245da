import vine from '@vinejs/vine'
import { jsonNumber } from '#validators/rules/json_number'
import { LATIN_TEXT, OUTBOUND_CARRIERS, SERVICE_IDS } from '#domain/parcels'
import { MILESTONES, STAGES } from '#domain/tracking'
import { destinationFields } from '#validators/address'
import { countryCode } from '#validators/rules/country_code'
import { declaredGoodsFields } from '#validators/quote'

const inches = () => jsonNumber().positive().max(1000)

const packageNumbers = () =>
  vine.array(vine.string().trim().toUpperCase().maxLength(16)).minLength(1).maxLength(20).distinct()

/** The packages of a prospective ship request and where they would go, for its prices. */
export const shipmentQuoteValidator = vine.create({
  packageNumbers: packageNumbers(),
  country: vine.string().trim().toUpperCase().fixedLength(2).use(countryCode()),
  postalCode: vine.string().trim().minLength(1).maxLength(12),
  ...declaredGoodsFields(),
})

const latinText = (max: number) => vine.string().trim().regex(LATIN_TEXT).maxLength(max)

/** The destination in Latin letters, as the customer confirmed or corrected it. */
const latinAddressFields = () => ({
  recipientName: latinText(120).minLength(2),
  street: latinText(200).minLength(3),
  city: latinText(100).minLength(1),
  state: latinText(100).optional(),
})

/** A saved address or the text of a new one, to spell in Latin letters. */
export const latinAddressValidator = vine.create({
  addressId: jsonNumber().withoutDecimals().positive().optional(),
  address: vine
    .object({
      recipientName: vine.string().trim().maxLength(120),
      street: vine.string().trim().maxLength(200),
      city: vine.string().trim().maxLength(100),
      state: vine.string().trim().maxLength(100).optional(),
    })
    .optional()
    .requiredIfMissing('addressId'),
})

/** One of a saved address (`addressId`) or a new one (`address`). */
export const shipRequestValidator = vine.create({
  packageNumbers: packageNumbers(),
  service: vine.enum(SERVICE_IDS),
  address: vine.object(destinationFields()).optional().requiredIfMissing('addressId'),
  addressId: jsonNumber().withoutDecimals().positive().optional(),
  repack: vine.boolean().optional(),
  latinAddress: vine.object(latinAddressFields()).optional(),
  ddp: vine.boolean().optional(),
})

export const packValidator = vine.create({
  weightLb: jsonNumber().positive().max(1500),
  lengthIn: inches(),
  widthIn: inches(),
  heightIn: inches(),
})

export const invoiceValidator = vine.create({
  insuranceCents: jsonNumber().withoutDecimals().min(0).max(1_000_000).optional(),
})

/** What the carrier billed for a DDP shipment's duties and taxes, in US cents. */
export const dutiesBillValidator = vine.create({
  billedCents: jsonNumber().withoutDecimals().min(0).max(10_000_000),
})

export const trackingValidator = vine.create({
  carrier: vine.enum(OUTBOUND_CARRIERS),
  trackingNumber: vine
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/),
})

export const eventValidator = vine.create({
  milestone: vine.enum(MILESTONES),
  stage: vine.enum(STAGES).optional(),
  location: vine.string().trim().maxLength(120).optional(),
  occurredAt: vine.date({ formats: { utc: true } }).optional(),
})
