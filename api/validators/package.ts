import vine from '@vinejs/vine'
import storageConfig from '#config/storage'
import { fileUpload } from '#validators/rules/file_upload'
import { carrierLimits } from '#domain/carrier_limits'
import { INBOUND_CARRIERS } from '#domain/parcels'

/*
 * Scale and tape readings at the warehouse. The cap only keeps typos out: a parcel over the
 * carrier limits is still received (it is in our hands), and refused when it is asked to ship.
 */
const pounds = () =>
  vine
    .number()
    .positive()
    .max(carrierLimits.maxWeightLb * 10)
const inches = () => vine.number().positive().max(1000)

export const receivePackageValidator = vine.create({
  // Missing or unknown: the parcel is received as unidentified, for a customer to claim.
  suite: vine.string().trim().toUpperCase().minLength(3).maxLength(16).optional(),
  carrier: vine.enum(INBOUND_CARRIERS),
  inboundTracking: vine.string().trim().minLength(4).maxLength(64),
  sender: vine.string().trim().minLength(1).maxLength(120),
  description: vine.string().trim().maxLength(255).optional(),
  weightLb: pounds(),
  lengthIn: inches(),
  widthIn: inches(),
  heightIn: inches(),
  photos: vine.array(photo()).optional(),
})

export const editPackageValidator = vine.create({
  carrier: vine.enum(INBOUND_CARRIERS).optional(),
  inboundTracking: vine.string().trim().minLength(4).maxLength(64).optional(),
  sender: vine.string().trim().minLength(1).maxLength(120).optional(),
  description: vine.string().trim().maxLength(255).optional(),
  weightLb: pounds().optional(),
  lengthIn: inches().optional(),
  widthIn: inches().optional(),
  heightIn: inches().optional(),
})

export const photosValidator = vine.create({
  photos: vine.array(photo()).minLength(1),
})

/* The name and size first (clear messages); the content is then checked by its bytes. */
function photo() {
  return vine
    .file({
      size: storageConfig.photos.maxBytes,
      extnames: ['jpg', 'jpeg', 'png', 'webp'],
    })
    .use(fileUpload())
}
