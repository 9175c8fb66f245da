import vine from '@vinejs/vine'
import uploadsConfig from '#config/uploads'
import { fileUpload } from '#validators/rules/file_upload'

/* The proof's name here; its size (413) and its bytes are checked by the claims service. */
export const packageClaimValidator = vine.create({
  inboundTracking: vine.string().trim().minLength(4).maxLength(64),
  proof: vine.file({ extnames: [...uploadsConfig.claimProof.extnames] }).use(fileUpload()),
})
